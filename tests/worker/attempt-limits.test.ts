import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/server/auth/password";
import { ACCOUNT_MAILS, LOGIN_FAILURES, LOGIN_FAILURES_PER_EMAIL, lockRemaining, recordAttempt } from "~/server/directory/attemptLimits";
import { findTenantBySubdomain, insertMembershipStatement } from "~/server/directory/tenants";
import { insertUserStatements } from "~/server/directory/users";
import { TOO_MANY_LOGINS, TOO_MANY_MAILS } from "~/server/api/core/attempts";
import { json, origin, postJson, seed } from "./helpers";

const PASSWORD = "Guess#Me1";
const { max: MAX_LOGIN_FAILURES, lockMs: LOGIN_LOCK_MS, windowMs: LOGIN_FAILURE_WINDOW_MS } = LOGIN_FAILURES;
const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  postJson(`${origin("auth")}/api/v2/user/login`, { username, password, domainName: "acme" }, headers);
const from = (address: string) => ({ "cf-connecting-ip": address });

async function createAcmeMember(email: string) {
  const db = env.DIRECTORY;
  const acme = await findTenantBySubdomain(db, "acme");
  const id = crypto.randomUUID();
  const user = { email, firstName: "Tess", lastName: "Target", passwordHash: await hashPassword(PASSWORD) };
  await db.batch([...insertUserStatements(db, id, user), insertMembershipStatement(db, acme!.id, id, "MEMBER")]);
}

beforeAll(seed);

describe("login failures", () => {
  it("after ten wrong passwords the e-mail is locked, even for the right password", async () => {
    const email = "tess.target@acme.test";
    await createAcmeMember(email);
    for (let attempt = 1; attempt <= MAX_LOGIN_FAILURES; attempt++) {
      expect((await login(email, "Wrong#Pass1")).status).toBe(401);
    }
    const refused = await login(email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(LOGIN_LOCK_MS / 1000 - 60);
    const body = await json(refused);
    expect(body.error.message).toBe(TOO_MANY_LOGINS);
  }, 30_000);

  it("a successful login clears the count", async () => {
    const email = "tess.clear@acme.test";
    await createAcmeMember(email);
    for (let attempt = 1; attempt < MAX_LOGIN_FAILURES; attempt++) await login(email, "Wrong#Pass1");
    expect((await login(email, PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt < MAX_LOGIN_FAILURES; attempt++) await login(email, "Wrong#Pass1");
    expect((await login(email, PASSWORD)).status).toBe(200);
  }, 30_000);

  it("unknown e-mails are throttled alike, so the lock tells nothing", async () => {
    const email = "nobody.here@acme.test";
    for (let attempt = 1; attempt <= MAX_LOGIN_FAILURES; attempt++) await login(email, "Wrong#Pass1");
    expect((await login(email, "Wrong#Pass1")).status).toBe(429);
  }, 30_000);

  it("forty wrong passwords in parallel: at most ten reach the password check, the rest are refused", async () => {
    const email = "tess.parallel@acme.test";
    await createAcmeMember(email);
    const statuses = (await Promise.all(Array.from({ length: 40 }, () => login(email, "Wrong#Pass1")))).map(({ status }) => status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(MAX_LOGIN_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - checked);
  }, 60_000);

  it("a stranger's ten failures lock the stranger's address, not the owner at another", async () => {
    const email = "tess.owner@acme.test";
    await createAcmeMember(email);
    for (let attempt = 1; attempt <= MAX_LOGIN_FAILURES; attempt++) {
      expect((await login(email, "Wrong#Pass1", from("203.0.113.7"))).status).toBe(401);
    }
    const stranger = await login(email, PASSWORD, from("203.0.113.7"));
    expect(stranger.status).toBe(429);
    expect((await json(stranger)).error.message).toBe(TOO_MANY_LOGINS);
    expect((await login(email, PASSWORD, from("192.0.2.10"))).status).toBe(200);
  }, 30_000);

  it("attempts on one e-mail from all addresses together reach a ceiling that locks it everywhere", async () => {
    const email = "tess.ceiling@acme.test";
    await createAcmeMember(email);
    const now = Date.now();
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_EMAIL.max; attempt++) {
      await recordAttempt(env.DIRECTORY, LOGIN_FAILURES_PER_EMAIL, email, now);
    }
    const refused = await login(email, PASSWORD, from("192.0.2.99"));
    expect(refused.status).toBe(429);
    expect((await json(refused)).error.message).toBe(TOO_MANY_LOGINS);
  });

  it("the lock ends after fifteen minutes and failures older than the window are forgotten", async () => {
    const db = env.DIRECTORY;
    const email = "clock@acme.test";
    const start = 1_000_000;
    for (let attempt = 0; attempt < MAX_LOGIN_FAILURES; attempt++) await recordAttempt(db, LOGIN_FAILURES, email, start + attempt);
    expect(await lockRemaining(db, LOGIN_FAILURES, email, start + MAX_LOGIN_FAILURES)).toBeGreaterThan(0);
    expect(await lockRemaining(db, LOGIN_FAILURES, email, start + MAX_LOGIN_FAILURES + LOGIN_LOCK_MS)).toBe(0);

    const slow = "slow@acme.test";
    for (let attempt = 0; attempt < MAX_LOGIN_FAILURES; attempt++) {
      await recordAttempt(db, LOGIN_FAILURES, slow, start + attempt * (LOGIN_FAILURE_WINDOW_MS / 2));
    }
    expect(await lockRemaining(db, LOGIN_FAILURES, slow, start + MAX_LOGIN_FAILURES * LOGIN_FAILURE_WINDOW_MS)).toBe(0);
    expect(await lockRemaining(db, LOGIN_FAILURES, slow, start + (MAX_LOGIN_FAILURES - 1) * (LOGIN_FAILURE_WINDOW_MS / 2))).toBe(0);
  });
});

describe("account mail limit", () => {
  it.each([
    ["/api/v2/user/forgotPassword", "flood.reset@acme.test"],
    ["/api/v2/tenant/forgotTenant", "flood.tenants@acme.test"],
  ])(
    "%s answers 429 after five requests for one e-mail within the hour",
    async (path, email) => {
      for (let request = 1; request <= ACCOUNT_MAILS.max; request++) {
        expect((await postJson(`${origin("auth")}${path}`, { username: email })).status).toBe(200);
      }
      const refused = await postJson(`${origin("auth")}${path}`, { username: email });
      expect(refused.status).toBe(429);
      expect((await json(refused)).error.message).toBe(TOO_MANY_MAILS);
      expect((await postJson(`${origin("auth")}${path}`, { username: `other.${email}` })).status).toBe(200);
    },
  );
});

