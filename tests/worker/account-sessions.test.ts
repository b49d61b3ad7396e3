import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "~/server/directory/seed";
import { ACCOUNT_DELETION_GRACE_MS } from "~/schemas/account";
import { insertUserStatements } from "~/server/directory/users";
import { inWorkspace, mailsOfKind, runAlarm } from "./alarmHelpers";
import { callWorker } from "./callWorker";
import { DEMO_PASSWORD_HASH, GUS, HAND_OFF, cookieValue, get, json, login, origin, redeem, redirectToken, seed } from "./helpers";
import { createUser } from "./profileHelpers";
import { agentFor, call, type Agent, type Reply } from "./work/world";

/**
 * Where a person is signed in, leaving an organisation and deleting an account (issue 38 §2–3,
 * decision 0089): through the API, with the sessions in each tenant's Durable Object and the
 * account in the directory.
 */
const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

type Session = { sessionId: string; browser: string; system: string; startedAt: number; lastActiveAt: number; current: boolean };

/** Signs `email` in to `subdomain` from a browser with this user agent; answers the session's token. */
async function signInWith(email: string, userAgent: string, subdomain = "acme") {
  const response = await redeem(subdomain, await redirectToken(email, subdomain), "http", { ...HAND_OFF, "user-agent": userAgent });
  expect(response.status).toBe(302);
  return cookieValue(response, "session");
}

const as = (email: string, token: string, userId = ""): Agent => ({ email, token, userId });

async function callIn(subdomain: string, agent: Agent, method: "GET" | "POST", path: string, input: Record<string, unknown> = {}): Promise<Reply> {
  const url = `${origin(subdomain)}/api/v2/${path}`;
  const init: RequestInit = method === "GET" ? { headers: { accesstoken: agent.token } } : { method, headers: { accesstoken: agent.token, "content-type": "application/json" }, body: JSON.stringify(input) };
  const response = await callWorker(env, method === "GET" ? `${url}?${new URLSearchParams(input as Record<string, string>)}` : url, init);
  return { status: response.status, body: await json(response) };
}

const ok = (reply: Reply) => {
  expect(reply.body.error?.message).toBeUndefined();
  expect(reply.status).toBe(200);
  return reply.body.data as Record<string, unknown>;
};
const sessionsOf = async (agent: Agent) => (ok(await call(agent, "GET", "user/sessions")).sessions as Session[]);
const sessionStatus = async (token: string, subdomain = "acme") => (await get(`${origin(subdomain)}/api/v2/user/session`, { accesstoken: token })).status;


beforeAll(async () => {
  await seed();
});

describe("where you are signed in", () => {
  let email: string;
  let chrome: Agent;
  let firefox: Agent;

  beforeAll(async () => {
    ({ email } = await createUser([{ subdomain: "acme", role: "MEMBER" }]));
    chrome = as(email, await signInWith(email, CHROME_WINDOWS));
    firefox = as(email, await signInWith(email, FIREFOX_LINUX));
  });

  it("lists the person's own sessions here, with browser, system and times, the current one marked", async () => {
    const sessions = await sessionsOf(chrome);
    expect(sessions).toHaveLength(2);
    const labels = sessions.map((session) => `${session.browser} on ${session.system}${session.current ? " (this session)" : ""}`);
    expect(labels.sort()).toEqual(["Chrome on Windows (this session)", "Firefox on Linux"]);
    for (const session of sessions) {
      expect(session.startedAt).toBeGreaterThan(Date.now() - 60_000);
      expect(session.lastActiveAt).toBeGreaterThanOrEqual(session.startedAt);
    }
    const bobs = await agentFor("bob@acme.test");
    expect((await sessionsOf(bobs)).map((session) => session.sessionId)).not.toContain(sessions[0].sessionId);
  });

  it("answers 404 for another person's session, which goes on", async () => {
    const bob = await agentFor("bob@acme.test");
    const [bobsSession] = (await sessionsOf(bob)).filter((session) => session.current);
    const refused = await call(chrome, "POST", "user/endSession", { sessionId: bobsSession.sessionId });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe("Session not found");
    expect(await sessionStatus(bob.token)).toBe(200);
  });

  it("keeps last active to the few minutes rather than writing it on every request", async () => {
    const before = (await sessionsOf(firefox)).find((session) => session.current)!;
    await sessionsOf(firefox);
    expect((await sessionsOf(firefox)).find((session) => session.current)!.lastActiveAt).toBe(before.lastActiveAt);
    await inWorkspace("acme", (sql) => sql.exec("UPDATE sessions SET last_active_at = last_active_at - 600000 WHERE id = ?", before.sessionId));
    const after = (await sessionsOf(firefox)).find((session) => session.current)!;
    expect(after.lastActiveAt).toBeGreaterThan(before.lastActiveAt - 600_000);
  });

  it("signs one session out at once", async () => {
    const other = as(email, await signInWith(email, FIREFOX_LINUX));
    const target = (await sessionsOf(other)).find((session) => session.current)!;
    expect(ok(await call(chrome, "POST", "user/endSession", { sessionId: target.sessionId }))).toEqual({ sessionId: target.sessionId });
    expect(await sessionStatus(other.token)).toBe(401);
    expect(await sessionStatus(chrome.token)).toBe(200);
  });

  it("signs out everywhere else, keeping the current session", async () => {
    const extra = as(email, await signInWith(email, CHROME_WINDOWS));
    const ended = ok(await call(chrome, "POST", "user/endOtherSessions")).ended as number;
    expect(ended).toBeGreaterThanOrEqual(2);
    expect(await sessionStatus(firefox.token)).toBe(401);
    expect(await sessionStatus(extra.token)).toBe(401);
    expect((await sessionsOf(chrome)).map((session) => session.current)).toEqual([true]);
  });

  it("mails about a sign-in from a browser the person has not used here before, once", async () => {
    const { email: newcomer } = await createUser([{ subdomain: "acme", role: "MEMBER" }]);
    await signInWith(newcomer, CHROME_WINDOWS);
    await runAlarm("acme");
    expect(await mailsOfKind(newcomer, "new_sign_in")).toEqual([]);
    await signInWith(newcomer, FIREFOX_LINUX);
    await signInWith(newcomer, FIREFOX_LINUX);
    await signInWith(newcomer, CHROME_WINDOWS);
    await runAlarm("acme");
    const mails = await mailsOfKind(newcomer, "new_sign_in");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^New sign-in to .+ on Meridian$/);
    expect(mails[0].body).toContain("Firefox on Linux");
    expect(mails[0].body).toContain("/settings/security");
  });
});

describe("leaving an organisation", () => {
  it("and deleting an account are refused to an API token", async () => {
    const { email } = await createUser([{ subdomain: "acme", role: "MEMBER" }]);
    const agent = await agentFor(email);
    const { secret } = ok(await call(agent, "POST", "apiTokens/create", { name: "Script", access: "read-write", days: 30 })) as { secret: string };
    const bearer = { authorization: `Bearer ${secret}`, "content-type": "application/json" };
    for (const [path, body] of [["leaveOrganization", {}], ["deleteAccount", { password: DEMO_PASSWORD }]] as const) {
      const response = await callWorker(env, `${origin("acme")}/api/v2/user/${path}`, { method: "POST", headers: bearer, body: JSON.stringify(body) });
      expect(response.status).toBe(403);
    }
    expect(await sessionStatus(agent.token)).toBe(200);
  });

  it("is refused to its last super admin, with a clear message", async () => {
    const gus = await agentFor(GUS, "globex");
    const refused = await callIn("globex", gus, "POST", "user/leaveOrganization");
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("You are the organisation's last super admin and cannot leave it. Make someone else a super admin first.");
    expect(await sessionStatus(gus.token, "globex")).toBe(200);
  });

  it("keeps the person's work named as a former member, ends their sessions and takes the organisation off their list", async () => {
    const { id: userId, email } = await createUser([
      { subdomain: "acme", role: "MEMBER" },
      { subdomain: "globex", role: "MEMBER" },
    ]);
    const inAcme = await agentFor(email);
    const inGlobex = await agentFor(email, "globex");
    const ada = await agentFor("ada@acme.test");
    const teamId = (ok(await call(ada, "POST", "team/create", { name: `Leavers ${userId.slice(0, 6)}` })) as { teamId: string }).teamId;
    ok(await call(ada, "POST", "team/addUsersToTeam", { teamId, userIds: [userId], role: "MEMBER" }));
    const projectId = (ok(await call(ada, "POST", "project/createPublicProject", { teamId, name: "Left behind" })) as { projectId: string }).projectId;
    const groupId = ok(await call(ada, "POST", "project/taskGroups/create", { projectId, name: "Theirs" })).id as string;
    const taskId = ok(await call(inAcme, "POST", "task/add", { groupId, name: "Work that stays", assigneeIds: [userId] })).id as string;

    expect(ok(await call(inAcme, "POST", "user/leaveOrganization"))).toEqual({ left: true });

    expect(await sessionStatus(inAcme.token)).toBe(401);
    const task = ok(await call(ada, "GET", "task/get", { taskId })) as { assignees: Array<{ userId: string; deactivated: boolean; firstName: string }> };
    expect(task.assignees).toContainEqual(expect.objectContaining({ userId, firstName: "Tess", deactivated: true }));
    const users = ok(await call(ada, "GET", "settings/getUsersProfile", { limit: 100, search: email })) as { users: unknown[] };
    expect(users.users).toEqual([]);
    const membership = await env.DIRECTORY.prepare("SELECT 1 FROM memberships WHERE user_id = ?").bind(userId).all();
    expect(membership.results).toHaveLength(1);
    const session = ok(await callIn("globex", inGlobex, "GET", "user/session")) as { tenantDetails: Array<{ subdomain: string }> };
    expect(session.tenantDetails.map((tenant) => tenant.subdomain)).toEqual(["globex"]);
    expect((await login(email, "acme")).status).toBe(403);
  });
});

describe("deleting an account", () => {
  let userId: string;
  let email: string;

  beforeAll(async () => {
    ({ id: userId, email } = await createUser([
      { subdomain: "acme", role: "MEMBER" },
      { subdomain: "globex", role: "MEMBER" },
    ]));
  });

  it("refuses a wrong password and changes nothing", async () => {
    const agent = await agentFor(email);
    const refused = await call(agent, "POST", "user/deleteAccount", { password: "not-the-password" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.password).toEqual(["Password is incorrect"]);
    expect(await sessionStatus(agent.token)).toBe(200);
  });

  it("ends every session in every organisation at once, and signing in within 14 days restores the account", async () => {
    const inAcme = await agentFor(email);
    const inGlobex = await agentFor(email, "globex");
    const asked = ok(await call(inAcme, "POST", "user/deleteAccount", { password: DEMO_PASSWORD })) as { deletesAt: number };
    expect(asked.deletesAt).toBeGreaterThan(Date.now() + ACCOUNT_DELETION_GRACE_MS - 60_000);
    expect(await sessionStatus(inAcme.token)).toBe(401);
    expect(await sessionStatus(inGlobex.token, "globex")).toBe(401);
    const eraseAt = await inWorkspace("globex", (sql) => sql.exec<{ at: number }>("SELECT erase_at AS at FROM members WHERE user_id = ?", userId).one().at);
    expect(eraseAt).toBe(asked.deletesAt);

    const response = await redeem("acme", await redirectToken(email, "acme"));
    expect(response.status).toBe(302);
    const row = await env.DIRECTORY.prepare("SELECT deletion_requested_at AS at FROM users WHERE id = ?").bind(userId).first<{ at: number | null }>();
    expect(row?.at).toBeNull();
    expect(await inWorkspace("globex", (sql) => sql.exec<{ at: number | null }>("SELECT erase_at AS at FROM members WHERE user_id = ?", userId).one().at)).toBeNull();
  });

  it("after 14 days renames the person on past work to Deleted user, erases their data and frees the e-mail", async () => {
    const agent = await agentFor(email);
    const ada = await agentFor("ada@acme.test");
    ok(await call(agent, "POST", "user/deleteAccount", { password: DEMO_PASSWORD }));
    const past = Date.now() - ACCOUNT_DELETION_GRACE_MS - 1_000;
    await env.DIRECTORY.prepare("UPDATE users SET deletion_requested_at = ? WHERE id = ?").bind(past, userId).run();
    await inWorkspace("acme", (sql) => sql.exec("UPDATE members SET erase_at = ? WHERE user_id = ?", past, userId));
    await runAlarm("acme");

    const entries = ok(await call(ada, "GET", "auditLog/list", { actorId: userId, limit: 1 })) as { items: Array<{ actor: { name: string } }> };
    expect(entries.items[0].actor.name).toBe("Deleted user");
    const user = await env.DIRECTORY.prepare("SELECT email, first_name AS firstName, last_name AS lastName, deleted_at AS deletedAt FROM users WHERE id = ?")
      .bind(userId)
      .first<{ email: string; firstName: string; lastName: string; deletedAt: number | null }>();
    expect(user).toMatchObject({ email: `deleted-${userId}@deleted.invalid`, firstName: "Deleted", lastName: "user" });
    expect(user?.deletedAt).not.toBeNull();
    const left = await env.DIRECTORY.batch([
      env.DIRECTORY.prepare("SELECT COUNT(*) AS n FROM credentials WHERE user_id = ?").bind(userId),
      env.DIRECTORY.prepare("SELECT COUNT(*) AS n FROM memberships WHERE user_id = ?").bind(userId),
    ]);
    expect(left.map((result) => (result.results[0] as { n: number }).n)).toEqual([0, 0]);
    expect((await login(email, "acme")).status).toBe(401);
    // The address is free for a new account.
    await env.DIRECTORY.batch(insertUserStatements(env.DIRECTORY, crypto.randomUUID(), { email, firstName: "New", lastName: "Person", passwordHash: DEMO_PASSWORD_HASH }));
  });
});
