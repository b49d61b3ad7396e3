import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "~/server/auth/crypto";
import { DEMO_PASSWORD } from "~/server/directory/seed";
import { ADA, BOB, get, GUS, json, login, origin, outboxOf, postJson, redeem, seed, signIn } from "./helpers";
import { createUser } from "./profileHelpers";

const ROLE_ID = { ADMIN: 2, MEMBER: 3 } as const;
const NEW_PASSWORD = "Invited#2026";

beforeAll(seed);

const fresh = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@newco.test`;

async function headersOf(subdomain: string, username: string) {
  const { token } = await signIn(subdomain, username);
  return { accesstoken: token };
}

const invitePost = (call: string, body: unknown, headers: Record<string, string> = {}, subdomain = "acme") =>
  postJson(`${origin(subdomain)}/api/v2/invite/${call}`, body, headers);

/** The newest mail to `to` from the local outbox. */
const lastMail = async (to: string) => (await outboxOf(to))[0];

async function inviteTokenFromMail(to: string) {
  const mail = await lastMail(to);
  const link = mail.text.match(/https?:\/\/\S+inviteToken=\S+/)?.[0];
  if (!link) throw new Error(`no invite link in ${mail.text}`);
  return { link, token: new URL(link).searchParams.get("inviteToken")! };
}

async function invite(email: string, roleId: number = ROLE_ID.MEMBER, asUser = ADA) {
  const response = await invitePost("teamInvite", { email, roleId }, await headersOf("acme", asUser));
  return { response, body: await json(response) };
}

const accept = (token: string, subdomain = "acme") => invitePost("acceptInvite", { token }, {}, subdomain);

/** The role of an e-mail's membership in acme, or null when it is no member. */
async function acmeRoleOf(email: string) {
  const row = await env.DIRECTORY.prepare(
    "SELECT r.name FROM memberships m JOIN roles r ON r.id = m.role_id JOIN users u ON u.id = m.user_id JOIN tenants t ON t.id = m.tenant_id WHERE u.email = ? AND t.subdomain = 'acme'",
  )
    .bind(email)
    .first<{ name: string }>();
  return row?.name ?? null;
}

async function pendingEmails() {
  const { data } = await json(await get(`${origin("acme")}/api/v2/invite/pending`, await headersOf("acme", ADA)));
  return (data as unknown as Array<{ email: string }>).map((row) => row.email);
}

const signupBody = (username: string, inviteToken: string) => ({
  firstName: "Nina",
  lastName: "Newton",
  password: NEW_PASSWORD,
  invitedBy: "Ada Lovelace",
  username,
  inviteToken,
});

describe("teamInvite", () => {
  it("stores a hashed token and mails an accept link for a new user", async () => {
    const email = fresh("nina");
    const { response, body } = await invite(email);
    expect(response.status).toBe(200);
    expect(body.data).toEqual({ inviteId: expect.any(String), email });
    const mail = await lastMail(email);
    expect(mail.kind).toBe("invite");
    const { link, token } = await inviteTokenFromMail(email);
    expect(link.startsWith(`${origin("acme")}/?inviteToken=`)).toBe(true);
    const row = await env.DIRECTORY.prepare("SELECT token_hash, role_id, expires_at - created_at AS ttl FROM invites WHERE email = ?")
      .bind(email)
      .first<{ token_hash: string; role_id: number; ttl: number }>();
    expect(row).toEqual({ token_hash: await sha256(token), role_id: ROLE_ID.MEMBER, ttl: 7 * 24 * 60 * 60 * 1000 });
  });

  it("answers an existing user's invite as a new e-mail's, mails the invite link and leaves them out until they accept", async () => {
    const existing = await createUser([{ subdomain: "globex", role: "MEMBER" }]);
    const stranger = fresh("stranger");
    const forExisting = await invite(existing.email, ROLE_ID.ADMIN);
    const forStranger = await invite(stranger, ROLE_ID.ADMIN);
    expect(forExisting.response.status).toBe(200);
    expect(forExisting.body.data).toEqual({ inviteId: expect.any(String), email: existing.email });
    expect(forStranger.body.data).toEqual({ inviteId: expect.any(String), email: stranger });

    const mail = await lastMail(existing.email);
    expect(mail.kind).toBe("invite");
    expect((await inviteTokenFromMail(existing.email)).link.startsWith(`${origin("acme")}/?inviteToken=`)).toBe(true);
    expect(await acmeRoleOf(existing.email)).toBeNull();
    expect((await pendingEmails()).includes(existing.email)).toBe(true);

    const ada = await headersOf("acme", ADA);
    const profile = await postJson(`${origin("acme")}/api/v2/user/getUserProfile`, { userId: existing.id }, ada);
    expect(profile.status).toBe(404);
    expect((await login(existing.email, "acme")).status).toBe(403);
  });

  it("lets an invited existing user join in the invited role by accepting the link, then log in", async () => {
    const existing = await createUser([]);
    await invite(existing.email, ROLE_ID.ADMIN);
    const { token } = await inviteTokenFromMail(existing.email);
    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect((await json(accepted)).data).toEqual({ newUser: false, joined: true });
    expect(await acmeRoleOf(existing.email)).toBe("ADMIN");
    expect((await pendingEmails()).includes(existing.email)).toBe(false);
    expect((await login(existing.email, "acme")).status).toBe(200);
    expect((await json(await accept(token))).data).toEqual({ newUser: false });
  });

  it("resends and cancels an existing user's invite like any other; a cancelled one never joins them", async () => {
    const existing = await createUser([]);
    const { body } = await invite(existing.email);
    const ada = await headersOf("acme", ADA);
    const first = (await inviteTokenFromMail(existing.email)).token;
    expect((await invitePost("resendTeamInvite", { inviteId: body.data.inviteId }, ada)).status).toBe(200);
    const second = (await inviteTokenFromMail(existing.email)).token;
    expect(second).not.toBe(first);
    expect((await invitePost("cancelTeamInvite", { inviteId: body.data.inviteId }, ada)).status).toBe(200);
    expect((await accept(first)).status).toBe(419);
    expect((await accept(second)).status).toBe(419);
    expect(await acmeRoleOf(existing.email)).toBeNull();
  });

  it("refuses to invite a member twice with 409", async () => {
    const { response, body } = await invite(BOB);
    expect(response.status).toBe(409);
    expect(body.error.message).toBe("This user is already a member of this organization");
  });

  it("refuses a second pending invite to the same e-mail with 409", async () => {
    const email = fresh("twice");
    expect((await invite(email)).response.status).toBe(200);
    const { response, body } = await invite(email);
    expect(response.status).toBe(409);
    expect(body.error.message).toBe("An invite is already pending for this email. Use Resend to send it again.");
  });

  it("lets only one of two simultaneous invites to the same e-mail through", async () => {
    const email = fresh("race");
    const statuses = (await Promise.all([invite(email), invite(email)])).map(({ response }) => response.status);
    expect(statuses.sort()).toEqual([200, 409]);
    const { count } = (await env.DIRECTORY.prepare("SELECT COUNT(*) AS count FROM invites WHERE email = ?").bind(email).first<{ count: number }>())!;
    expect(count).toBe(1);
  });

  it("refuses a member like bob with 403", async () => {
    const { response, body } = await invite(fresh("bobs-friend"), ROLE_ID.MEMBER, BOB);
    expect(response.status).toBe(403);
    expect(body.error.message).toBe("You do not have permission to perform this action");
  });

  it("refuses granting super admin", async () => {
    const { response } = await invite(fresh("boss"), 1);
    expect(response.status).toBe(403);
  });

  it("refuses without a session and validates input with the spec's messages", async () => {
    expect((await invitePost("teamInvite", { email: fresh("x"), roleId: 3 })).status).toBe(401);
    const response = await invitePost("teamInvite", { email: " bad", roleId: "x" }, await headersOf("acme", ADA));
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({
      email: ["Leading Spaces not allowed"],
      roleId: ["Please select a Role"],
    });
  });
});

describe("acceptInvite", () => {
  it("answers the invite data for a new user", async () => {
    const email = fresh("ivy");
    await invite(email);
    const response = await accept((await inviteTokenFromMail(email)).token);
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({
      newUser: true,
      inviteData: { organisationName: "Acme Inc", invitedBy: "Ada Lovelace", username: email },
    });
  });

  it.each([
    ["an unknown token", async () => "x".repeat(43)],
    [
      "a cancelled invite",
      async () => {
        const email = fresh("cancelled");
        const { body } = await invite(email);
        await invitePost("cancelTeamInvite", { inviteId: body.data.inviteId }, await headersOf("acme", ADA));
        return (await inviteTokenFromMail(email)).token;
      },
    ],
    [
      "an expired invite",
      async () => {
        const email = fresh("expired");
        await invite(email);
        await env.DIRECTORY.prepare("UPDATE invites SET expires_at = 0 WHERE email = ?").bind(email).run();
        return (await inviteTokenFromMail(email)).token;
      },
    ],
  ])("answers 419 for %s", async (_case, tokenOf) => {
    const response = await accept(await tokenOf());
    expect(response.status).toBe(419);
    expect((await json(response)).error.message).toBe("Your invite link is no longer active.");
  });

  it("refuses an acme invite token on globex's host", async () => {
    const email = fresh("isolated");
    await invite(email);
    const { token } = await inviteTokenFromMail(email);
    expect((await accept(token, "globex")).status).toBe(419);
    const signup = await postJson(`${origin("globex")}/api/v2/user/invitedUserSignup`, signupBody(email, token));
    expect(signup.status).toBe(419);
    expect((await accept(token, "acme")).status).toBe(200);
  });
});

describe("resend and cancel", () => {
  it("resend replaces the link and mails it again", async () => {
    const email = fresh("resend");
    const { body } = await invite(email);
    const first = (await inviteTokenFromMail(email)).token;
    const response = await invitePost("resendTeamInvite", { inviteId: body.data.inviteId }, await headersOf("acme", ADA));
    expect(response.status).toBe(200);
    const second = (await inviteTokenFromMail(email)).token;
    expect(second).not.toBe(first);
    expect((await accept(first)).status).toBe(419);
    expect((await accept(second)).status).toBe(200);
  });

  it("resending renews an expired invite", async () => {
    const email = fresh("renew");
    const { body } = await invite(email);
    await env.DIRECTORY.prepare("UPDATE invites SET expires_at = 0 WHERE email = ?").bind(email).run();
    await invitePost("resendTeamInvite", { inviteId: body.data.inviteId }, await headersOf("acme", ADA));
    expect((await accept((await inviteTokenFromMail(email)).token)).status).toBe(200);
  });

  it("lists pending invites, drops cancelled ones, and is for admins only", async () => {
    const email = fresh("listed");
    const { body } = await invite(email);
    const ada = await headersOf("acme", ADA);
    const listed = async () => (await json(await get(`${origin("acme")}/api/v2/invite/pending`, ada))).data as unknown as Array<{ email: string; roleName: string; invitedBy: string }>;
    expect((await listed()).find((row) => row.email === email)).toMatchObject({ roleName: "Member", invitedBy: "Ada Lovelace" });
    const cancel = await invitePost("cancelTeamInvite", { inviteId: body.data.inviteId }, ada);
    expect(cancel.status).toBe(200);
    expect((await listed()).some((row) => row.email === email)).toBe(false);
    expect((await invitePost("cancelTeamInvite", { inviteId: body.data.inviteId }, ada)).status).toBe(404);
    expect((await get(`${origin("acme")}/api/v2/invite/pending`, await headersOf("acme", BOB))).status).toBe(403);
  });

  it("refuses a member like bob and another tenant's admin", async () => {
    const { body } = await invite(fresh("guarded"));
    const inviteId = body.data.inviteId;
    expect((await invitePost("cancelTeamInvite", { inviteId }, await headersOf("acme", BOB))).status).toBe(403);
    const gus = await headersOf("globex", GUS);
    expect((await invitePost("cancelTeamInvite", { inviteId }, gus, "globex")).status).toBe(404);
    expect((await invitePost("resendTeamInvite", { inviteId }, gus, "globex")).status).toBe(404);
  });
});

describe("invitedUserSignup", () => {
  it("creates the user in the invited role, uses up the invite and signs them in on the tenant", async () => {
    const email = fresh("joiner");
    await invite(email, ROLE_ID.ADMIN);
    const { token } = await inviteTokenFromMail(email);
    const response = await postJson(`${origin("acme")}/api/v2/user/invitedUserSignup`, signupBody(email, token));
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data.subdomain).toBe("acme");
    expect(data.redirectUrl).toBe(`${origin("acme")}/?token=${data.redirectToken}&isInvited=true`);
    const redeemed = await redeem("acme", data.redirectToken as string);
    expect(redeemed.headers.get("location")).toBe("/my-space");
    expect((await login(email, "acme", NEW_PASSWORD)).status).toBe(200);
    expect((await json(await accept(token))).data).toEqual({ newUser: false });
    const again = await postJson(`${origin("acme")}/api/v2/user/invitedUserSignup`, signupBody(email, token));
    expect(again.status).toBe(419);
  });

  it("refuses a username that is not the invited one", async () => {
    const email = fresh("owner");
    await invite(email);
    const { token } = await inviteTokenFromMail(email);
    const response = await postJson(`${origin("acme")}/api/v2/user/invitedUserSignup`, signupBody(fresh("thief"), token));
    expect(response.status).toBe(419);
    expect((await accept(token)).status).toBe(200);
  });

  it("answers the sign-up password message and leaves nothing behind", async () => {
    const email = fresh("weak");
    await invite(email);
    const { token } = await inviteTokenFromMail(email);
    const response = await postJson(`${origin("acme")}/api/v2/user/invitedUserSignup`, {
      ...signupBody(email, token),
      password: "weakpass",
      firstName: "N",
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({
      firstName: ["First Name should be at least 2 characters"],
      password: [
        "Password must have atleast one lowercase, one uppercase, one special character, one numeric and minimum 8 characters",
      ],
    });
    expect(await env.DIRECTORY.prepare("SELECT 1 FROM users WHERE email = ?").bind(email).first()).toBeNull();
    expect((await login(email, "acme", DEMO_PASSWORD)).status).toBe(401);
  });
});

describe("tenant start-up with ?inviteToken= (spec §4 steps 3-4)", () => {
  const open = (token: string, headers: Record<string, string> = {}) =>
    get(`${origin("acme")}/?inviteToken=${encodeURIComponent(token)}`, headers);

  it("renders the root with the invite for a new user", async () => {
    const email = fresh("startup");
    await invite(email);
    const response = await open((await inviteTokenFromMail(email)).token);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(email);
    expect(html).toContain("Acme Inc");
  });

  it("sends a dead invite to invite-expired, or to my-space when already signed in there", async () => {
    const dead = "d".repeat(43);
    expect((await open(dead)).headers.get("location")).toBe("/invite-expired");
    const { cookie } = await signIn("acme", BOB);
    expect((await open(dead, { cookie })).headers.get("location")).toBe("/my-space");
  });

  it("lets an existing user join by opening the link and sends them to log in", async () => {
    const existing = await createUser([]);
    await invite(existing.email);
    const response = await open((await inviteTokenFromMail(existing.email)).token);
    expect(response.headers.get("location")).toBe("/login");
    expect(await acmeRoleOf(existing.email)).toBe("MEMBER");
  });

  it("sends a used invite to invite-expired and any other error to sign-up", async () => {
    const email = fresh("used");
    await invite(email);
    const { token } = await inviteTokenFromMail(email);
    await postJson(`${origin("acme")}/api/v2/user/invitedUserSignup`, signupBody(email, token));
    expect((await open(token)).headers.get("location")).toBe("/invite-expired");
    expect((await open("malformed")).headers.get("location")).toBe("/login?signUp=true");
  });
});
