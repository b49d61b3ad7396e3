import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { API_TOKEN_NOT_FOUND, READ_ONLY_TOKEN, TOKENS_NEED_SIGN_IN, TOO_MANY_CALLS } from "~/schemas/apiToken";
import { RATES } from "~/server/workspace/rate";
import { callWorker } from "./callWorker";
import { GUS, origin } from "./helpers";
import { failure, ok, post } from "./work/answers";
import { agentFor, buildWorld, call, inAcme, newAgent, type Agent } from "./work/world";

/**
 * Personal API tokens (issue 44 §1, decision record 81): `Authorization: Bearer` acts as the token's
 * member, with their visibility and roles; a read-only token changes nothing; revoked, expired and
 * deactivated answer 401 at once; another organisation's host knows no token; a cookie never stands in.
 */
const world = await buildWorld();
const { ada, member, outsider } = world.people;

/** A call with a token instead of a session, on acme's host unless given another. */
async function withToken(secret: string, method: "GET" | "POST", path: string, input: Record<string, unknown> = {}, headers: Record<string, string> = {}, subdomain = "acme") {
  const url = `${origin(subdomain)}/api/v2/${path}`;
  const auth = { authorization: `Bearer ${secret}`, ...headers };
  const response =
    method === "GET"
      ? await callWorker(env, `${url}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`, { headers: auth })
      : await callWorker(env, url, { method, headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(input) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { data: Record<string, unknown>; error?: { message: string } } };
}

async function tokenOf(agent: Agent, access: "read" | "read-write" = "read-write", name = "Script") {
  return ok(await post(agent, "apiTokens/create", { name, access, days: 30 })) as { tokenId: string; secret: string; expiresAt: number };
}

const taskCount = () => inAcme((sql) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM tasks").one().n);

describe("a personal API token", () => {
  it("is shown once with its prefix, stored only as a hash, and listed without its secret", async () => {
    const { tokenId, secret, expiresAt } = await tokenOf(member);
    expect(secret).toMatch(/^mrd_rw_[A-Za-z0-9_-]{40,}$/);
    expect(expiresAt).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const listed = ok(await call(member, "GET", "apiTokens/list"));
    expect(listed.tokens).toEqual([expect.objectContaining({ tokenId, name: "Script", access: "read-write", hint: secret.slice(-4), lastUsedAt: null })]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const stored = await inAcme((sql) => JSON.stringify(sql.exec("SELECT * FROM api_tokens WHERE id = ?", tokenId).toArray()));
    expect(stored).not.toContain(secret);
  });

  it("acts as its member: who they are, what they may see, and its last use", async () => {
    const { tokenId, secret } = await tokenOf(member);
    const session = await withToken(secret, "GET", "user/session");
    expect(session.status).toBe(200);
    expect((session.body.data.userDetails as { userId: string }).userId).toBe(member.userId);
    expect((await withToken(secret, "GET", "project/list", { projectId: world.privateProject.id })).status).toBe(200);
    const outsiders = await tokenOf(outsider);
    expect((await withToken(outsiders.secret, "GET", "project/list", { projectId: world.privateProject.id })).status).toBe(404);
    const added = await withToken(secret, "POST", "task/add", { groupId: world.publicProject.groupId, name: "Made by a script" });
    expect(added.status, JSON.stringify(added.body.error)).toBe(200);
    const used = await inAcme((sql) => sql.exec<{ last_used_at: number | null }>("SELECT last_used_at FROM api_tokens WHERE id = ?", tokenId).one().last_used_at);
    expect(used).toBeGreaterThan(Date.now() - 60_000);
  });

  it("read-only: every GET, no change at all (403 before anything runs)", async () => {
    const { secret } = await tokenOf(member, "read");
    expect(secret.startsWith("mrd_ro_")).toBe(true);
    expect((await withToken(secret, "GET", "myspace/overview")).status).toBe(200);
    const before = await taskCount();
    const refused = await withToken(secret, "POST", "task/add", { groupId: world.publicProject.groupId, name: "Refused" });
    expect({ status: refused.status, message: refused.body.error?.message }).toEqual({ status: 403, message: READ_ONLY_TOKEN });
    expect(await taskCount()).toBe(before);
    // The access is part of the hashed secret: naming another makes a token nobody has.
    expect((await withToken(secret.replace("mrd_ro_", "mrd_rw_"), "POST", "task/add", { groupId: world.publicProject.groupId, name: "Forged" })).status).toBe(401);
  });

  it("answers 401 on another organisation's host, once revoked, once expired, and once its member is deactivated", async () => {
    const { tokenId, secret } = await tokenOf(member);
    await agentFor(GUS, "globex");
    expect((await withToken(secret, "GET", "user/session", {}, {}, "globex")).status).toBe(401);

    ok(await post(member, "apiTokens/revoke", { tokenId }));
    expect((await withToken(secret, "GET", "user/session")).status).toBe(401);

    const expiring = await tokenOf(member);
    await inAcme((sql) => sql.exec("UPDATE api_tokens SET expires_at = ? WHERE id = ?", Date.now() - 1, expiring.tokenId));
    expect((await withToken(expiring.secret, "GET", "user/session")).status).toBe(401);

    const leaving = await newAgent("MEMBER");
    const theirs = await tokenOf(leaving);
    expect((await withToken(theirs.secret, "GET", "user/session")).status).toBe(200);
    ok(await post(ada, "settings/deactivateUser", { userId: leaving.userId }));
    expect((await withToken(theirs.secret, "GET", "user/session")).status).toBe(401);
  });

  it("is never stood in for by a cookie or an accesstoken header", async () => {
    const refused = await withToken("mrd_rw_not-a-token", "GET", "user/session", {}, { cookie: `meridian-session=${ada.token}`, accesstoken: ada.token });
    expect(refused.status).toBe(401);
    expect((await withToken("", "GET", "user/session", {}, { accesstoken: ada.token })).status).toBe(401);
  });

  it("cannot make or revoke tokens itself", async () => {
    const { tokenId, secret } = await tokenOf(member);
    expect((await withToken(secret, "POST", "apiTokens/create", { name: "Child", access: "read-write", days: 365 })).body.error?.message).toBe(TOKENS_NEED_SIGN_IN);
    expect((await withToken(secret, "POST", "apiTokens/revoke", { tokenId })).body.error?.message).toBe(TOKENS_NEED_SIGN_IN);
  });
});

describe("a token's rate", () => {
  it("tells what is left in the RateLimit fields, answers 429 with Retry-After past it, and leaves other tokens alone", { timeout: 120_000 }, async () => {
    // The window is fixed to the minute: too near its end, the test waits for the next one.
    const secondsLeft = 60 - new Date().getUTCSeconds();
    if (secondsLeft < 20) await new Promise((resolve) => setTimeout(resolve, (secondsLeft + 1) * 1000));
    const { secret } = await tokenOf(member, "read");
    const first = await withToken(secret, "GET", "user/session");
    expect(first.headers.get("ratelimit-policy")).toBe(`"token";q=${RATES.token.limit};w=60`);
    expect(first.headers.get("ratelimit")).toMatch(new RegExp(`^"token";r=${RATES.token.limit - 1};t=\\d+$`));
    for (let sent = 1; sent < RATES.token.limit; sent += 50) {
      const batch = await Promise.all(Array.from({ length: Math.min(50, RATES.token.limit - sent) }, () => withToken(secret, "GET", "user/session")));
      expect(batch.every((reply) => reply.status === 200)).toBe(true);
    }
    const refused = await withToken(secret, "GET", "user/session");
    expect({ status: refused.status, message: refused.body.error?.message }).toEqual({ status: 429, message: TOO_MANY_CALLS });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await withToken((await tokenOf(member, "read")).secret, "GET", "user/session")).status).toBe(200);
  });
});

describe("managing tokens", () => {
  it("an administrator lists and revokes members' tokens; a member sees and revokes only their own; both are in the audit log", async () => {
    const { tokenId, secret } = await tokenOf(member, "read", "Member's report");
    const admins = ok(await call(ada, "GET", "apiTokens/list"));
    expect(admins.membersTokens).toEqual(expect.arrayContaining([expect.objectContaining({ tokenId, userId: member.userId, name: "Member's report" })]));
    const members = ok(await call(member, "GET", "apiTokens/list"));
    expect(members.membersTokens).toBeNull();
    expect(members.tokens.every((token: { userId: string }) => token.userId === member.userId)).toBe(true);
    const bobs = await tokenOf(world.people.bob);
    expect(failure(await post(member, "apiTokens/revoke", { tokenId: bobs.tokenId }))).toEqual({ status: 404, message: API_TOKEN_NOT_FOUND });

    ok(await post(ada, "apiTokens/revoke", { tokenId }));
    expect((await withToken(secret, "GET", "user/session")).status).toBe(401);
    const audit = ok(await call(ada, "GET", "auditLog/list", { itemType: "api_token" })) as { items: Array<{ verb: string; itemId: string }> };
    expect(audit.items.filter((item) => item.itemId === tokenId).map((item) => item.verb).sort()).toEqual(["api_token_created", "api_token_revoked"]);
  });

  it("refuses a name with a line break, an unknown access and a lifetime over a year, and makes nothing", async () => {
    const count = () => inAcme((sql) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM api_tokens").one().n);
    const before = await count();
    expect((await post(member, "apiTokens/create", { name: "A\r\nB", access: "read", days: 30 })).status).toBe(400);
    expect((await post(member, "apiTokens/create", { name: "Script", access: "admin", days: 30 })).status).toBe(400);
    expect((await post(member, "apiTokens/create", { name: "Script", access: "read", days: 400 })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});
