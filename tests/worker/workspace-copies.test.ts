import { runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADA, get, json, origin, postJson, seed, signIn, tenantStub } from "./helpers";
import { createUser, PROFILE_DETAILS } from "./profileHelpers";
import { storageCostOf } from "./storageCost";

beforeAll(seed);

const profileOf = (subdomain: string, userId: string, token: string) =>
  postJson(`${origin(subdomain)}/api/v2/user/getUserProfile`, { userId }, { accesstoken: token });

const pendingOn = (token: string) => get(`${origin("acme")}/api/v2/invite/pending`, { accesstoken: token });

const inAcme = <T>(run: (sql: SqlStorage) => T) =>
  runInDurableObject(tenantStub("acme"), async (_instance, state) => run(state.storage.sql));

async function until(condition: () => Promise<boolean>, timeoutMs = 5000) {
  for (const deadline = Date.now() + timeoutMs; !(await condition()); await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
  }
}

describe("an API call that needs the session and work data costs one Durable Object call", () => {
  it("getUserProfile, invite/pending and a picture answer from the tenant's workspace without D1", async () => {
    const { token } = await signIn("acme", ADA);
    const { data: session } = await json(await get(`${origin("acme")}/api/v2/user/session`, { accesstoken: token }));
    const userId = (session.userDetails as { userId: string }).userId;

    const profile = await storageCostOf(() => profileOf("acme", userId, token));
    expect(profile.response.status).toBe(200);
    expect(profile).toMatchObject({ durableObject: ["query members.profile"], d1: [] });

    const pending = await storageCostOf(() => pendingOn(token));
    expect(pending.response.status).toBe(200);
    expect(pending).toMatchObject({ durableObject: ["query invites.pending"], d1: [] });

    const picture = await storageCostOf(() => get(`${origin("acme")}/api/v2/user/picture/${userId}`, { accesstoken: token }));
    expect(picture.response.status).toBe(404);
    expect(picture).toMatchObject({ durableObject: ["query members.get"], d1: [] });
  });
});

describe("the member copy holds the profile page's fields", () => {
  it("follows a profile change in every organisation of the user", async () => {
    const user = await createUser([
      { subdomain: "acme", role: "MEMBER" },
      { subdomain: "globex", role: "GUEST" },
    ]);
    const acme = await signIn("acme", user.email);
    const globex = await signIn("globex", user.email);
    const update = await postJson(`${origin("acme")}/api/v2/user/updateUserProfile`, PROFILE_DETAILS, { accesstoken: acme.token });
    expect(update.status).toBe(200);

    const read = await storageCostOf(() => profileOf("globex", user.id, globex.token));
    expect(read.d1).toEqual([]);
    expect((await json(read.response)).data).toEqual({
      ...PROFILE_DETAILS,
      userId: user.id,
      username: user.email,
      image: null,
      roleName: "Guest",
    });
  });

  it("answers from the directory while a copy predates the profile details, and repairs the viewer's own copy", async () => {
    const user = await createUser([{ subdomain: "acme", role: "MEMBER" }]);
    const { token } = await signIn("acme", user.email);
    await inAcme((sql) => sql.exec("UPDATE members SET date_format = NULL, time_format = NULL WHERE user_id = ?", user.id));

    const stale = await storageCostOf(() => profileOf("acme", user.id, token));
    expect(stale.d1.length).toBeGreaterThan(0);
    expect((await json(stale.response)).data).toMatchObject({ userId: user.id, dateFormatPreference: "dd/mm/yy", roleName: "Member" });

    const repaired = () =>
      inAcme((sql) => sql.exec<{ f: string | null }>("SELECT date_format AS f FROM members WHERE user_id = ?", user.id).one().f !== null);
    await until(repaired);
    expect((await storageCostOf(() => profileOf("acme", user.id, token))).d1).toEqual([]);
  });
});

describe("the copy of the open invites", () => {
  it("is brought up to date by every sign-in, so a lost copy heals", async () => {
    const admin = await signIn("acme", ADA);
    const email = `healed.${crypto.randomUUID().slice(0, 8)}@newco.test`;
    const sent = await postJson(`${origin("acme")}/api/v2/invite/teamInvite`, { email, roleId: 3 }, { accesstoken: admin.token });
    expect(sent.status).toBe(200);
    const listed = async (token: string) =>
      ((await json(await pendingOn(token))).data as unknown as Array<{ email: string }>).map((invite) => invite.email);
    expect(await listed(admin.token)).toContain(email);

    await inAcme((sql) => sql.exec("DELETE FROM invites"));
    expect(await listed(admin.token)).not.toContain(email);
    const again = await signIn("acme", ADA);
    expect(await listed(again.token)).toContain(email);
  });

  it("records who invited, resent and cancelled in the activity log", async () => {
    const admin = await signIn("acme", ADA);
    const headers = { accesstoken: admin.token };
    const email = `logged.${crypto.randomUUID().slice(0, 8)}@newco.test`;
    const sent = await json(await postJson(`${origin("acme")}/api/v2/invite/teamInvite`, { email, roleId: 3 }, headers));
    const inviteId = sent.data.inviteId as string;
    await postJson(`${origin("acme")}/api/v2/invite/resendTeamInvite`, { inviteId }, headers);
    await postJson(`${origin("acme")}/api/v2/invite/cancelTeamInvite`, { inviteId }, headers);
    const verbs = await inAcme((sql) =>
      sql.exec<{ verb: string }>("SELECT verb FROM activity WHERE item_id = ? ORDER BY id", inviteId).toArray().map((row) => row.verb),
    );
    expect(verbs).toEqual(["invited", "invite_resent", "invite_cancelled"]);
  });
});
