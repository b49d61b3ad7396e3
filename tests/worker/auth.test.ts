import { runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "~/server/auth/crypto";
import { ARGON2_PARAMS, hashPassword, verifyPassword } from "~/server/auth/password";
import { DEMO_PASSWORD } from "~/server/directory/seed";
import { SESSION_TTL_MS } from "~/server/workspace/aggregates/sessions/store";
import {
  ADA,
  BOB,
  cookieHeader,
  DEMO_PASSWORD_HASH,
  expireRedirectToken,
  get,
  GUS,
  HAND_OFF,
  json,
  login,
  origin,
  postJson,
  redeem,
  redirectToken,
  seed,
  sessionOf,
  setCookieNamed,
  signIn,
  tenantStub,
} from "./helpers";

beforeAll(seed);

describe("the fixtures' stored password hash", () => {
  it("is an Argon2id hash of the demo password with the product's parameters, as hashPassword makes", async () => {
    const { memorySize, iterations, parallelism } = ARGON2_PARAMS;
    const parameters = (hash: string) => hash.split("$").slice(1, 4).join("$");
    expect(parameters(DEMO_PASSWORD_HASH)).toBe(`argon2id$v=19$m=${memorySize},t=${iterations},p=${parallelism}`);
    expect(parameters(await hashPassword(DEMO_PASSWORD))).toBe(parameters(DEMO_PASSWORD_HASH));
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(`${DEMO_PASSWORD} `, DEMO_PASSWORD_HASH)).toBe(false);
  });
});

describe("login", () => {
  it("answers the tenant URL with a redirect token", async () => {
    const response = await login(ADA, "ACME");
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data.subdomain).toBe("acme");
    expect(data.redirectUrl).toBe(`${origin("acme")}/?token=${data.redirectToken}`);
    expect(data.redirectToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ["a wrong password", ADA, "acme", "Wrong#2026", 401, "Invalid email or password"],
    ["an unknown user", "nobody@acme.test", "acme", "Demo#2026", 401, "Invalid email or password"],
    ["a user of another organisation", GUS, "acme", "Demo#2026", 403, "You are not a member of this organization"],
    ["an organisation that does not exist", ADA, "initech", "Demo#2026", 403, "You are not a member of this organization"],
  ])("refuses %s", async (_case, username, domainName, password, status, message) => {
    const response = await login(username, domainName, password);
    expect(response.status).toBe(status);
    expect(await json(response)).toEqual({ statusCode: status, error: { statusCode: status, message } });
  });

  it("answers 400 with the spec's message of each field", async () => {
    const response = await postJson(`${origin("auth")}/api/v2/user/login`, {
      username: " ada@acme.test",
      password: "",
      domainName: "a",
    });
    expect(response.status).toBe(400);
    const { error } = await json(response);
    expect(error.statusCode).toBe(400);
    expect(error.fields).toEqual({
      username: ["Leading Spaces not allowed"],
      password: ["Please fill in Password"],
      domainName: ["Domain Name should be at least 2 characters"],
    });
    expect(error.message).toBe("Leading Spaces not allowed");
  });

  it("refuses an empty body with every field's message, as cheaply as it can (refusedCheaply)", async () => {
    const response = await postJson(`${origin("auth")}/api/v2/user/login`, {});
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      statusCode: 400,
      error: {
        statusCode: 400,
        message: "Please fill in Email",
        fields: { username: ["Please fill in Email"], password: ["Please fill in Password"], domainName: ["Please fill in Domain Name"] },
      },
    });
  });

  it("answers 400 for an invalid e-mail and missing fields", async () => {
    const response = await postJson(`${origin("auth")}/api/v2/user/login`, { username: "ada" });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({
      username: ["Please enter valid email id"],
      password: ["Please fill in Password"],
      domainName: ["Please fill in Domain Name"],
    });
  });
});

describe("redirect tokens", () => {
  it("opens a session once and refuses a second redemption", async () => {
    const token = await redirectToken();
    const first = await redeem("acme", token);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/my-space");
    const second = await redeem("acme", token);
    expect(second.status).toBe(302);
    expect(second.headers.get("location")).toBe(`${origin("beta")}/`);
    expect(setCookieNamed(second, "meridian-session")).toBeUndefined();
  });

  it("ends the browser's previous session on that host (start-up step 5)", async () => {
    const first = await signIn();
    const token = await redirectToken();
    const second = await get(`${origin("acme")}/?token=${encodeURIComponent(token)}`, { cookie: first.cookie, ...HAND_OFF });
    expect(second.headers.get("location")).toBe("/my-space");
    expect((await get(`${origin("acme")}/api/v2/user/session`, { cookie: first.cookie })).status).toBe(401);
    expect((await get(`${origin("acme")}/api/v2/user/session`, { cookie: cookieHeader(second) })).status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const token = await redirectToken();
    await expireRedirectToken(token);
    const response = await postJson(`${origin("acme")}/api/v2/user/getUserDataFromToken`, { token });
    expect(response.status).toBe(401);
    expect((await json(response)).error.message).toBe("This link is no longer valid. Please login again.");
  });

  it("refuses acme's token on globex's host and leaves it usable on acme", async () => {
    const token = await redirectToken(ADA, "acme");
    const onGlobex = await postJson(`${origin("globex")}/api/v2/user/getUserDataFromToken`, { token });
    expect(onGlobex.status).toBe(401);
    expect((await redeem("acme", token)).headers.get("location")).toBe("/my-space");
  });

  it("refuses tokens on hosts that are not tenants", async () => {
    const token = await redirectToken();
    const response = await postJson(`${origin("auth")}/api/v2/user/getUserDataFromToken`, { token });
    expect(response.status).toBe(401);
  });
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax without a prefix over http", async () => {
    const { response } = await signIn();
    const cookie = setCookieNamed(response, "meridian-session");
    expect(cookie).toMatch(/^meridian-session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Domain=");
  });

  it("has the __Host- prefix and Secure over https", async () => {
    const { response, cookie } = await signIn("acme", ADA, "https");
    const session = setCookieNamed(response, "__Host-meridian-session");
    expect(session).toBeDefined();
    expect(session).toContain("Secure");
    expect(session).toContain("HttpOnly");
    expect(session).toContain("SameSite=Lax");
    expect(session).not.toContain("Domain=");
    expect(setCookieNamed(response, "meridian-session")).toBeUndefined();
    const who = await get(`${origin("acme", "https")}/api/v2/user/session`, { cookie });
    expect(who.status).toBe(200);
  });

  it("signs the user in on the tenant's host only", async () => {
    const { cookie } = await signIn();
    const acme = await sessionOf("acme", { cookie });
    expect(acme.status).toBe(200);
    expect((await json(acme)).data).toMatchObject({
      subdomain: "acme",
      userDetails: { username: ADA, role: "SUPER_ADMIN" },
      organization: { name: "Acme Inc" },
    });

    const globex = await sessionOf("globex", { cookie });
    expect(globex.status).toBe(401);
    const shell = await get(`${origin("globex")}/my-space`, { cookie });
    expect(shell.status).toBe(302);
    expect(shell.headers.get("location")).toBe("/");
  });

  it("is gone after logout", async () => {
    const { cookie, token } = await signIn("acme", BOB);
    expect((await sessionOf("acme", { cookie })).status).toBe(200);
    const response = await postJson(
      `${origin("acme")}/api/v2/user/logout`,
      { logout: true },
      { accesstoken: token },
    );
    expect(response.status).toBe(200);
    expect(setCookieNamed(response, "meridian-session")).toMatch(/Max-Age=0/);

    expect((await sessionOf("acme", { cookie })).status).toBe(401);
    const shell = await get(`${origin("acme")}/my-space`, { cookie });
    expect(shell.status).toBe(302);
    expect(shell.headers.get("location")).toBe("/");
  });

  it("answers 419 for an expired session and clears the cookie", async () => {
    const { cookie, token } = await signIn();
    const tokenHash = await sha256(token);
    await runInDurableObject(tenantStub("acme"), async (_instance, state) => {
      state.storage.sql.exec("UPDATE sessions SET expires_at = ? WHERE token_hash = ?", Date.now() - 1, tokenHash);
    });
    const response = await sessionOf("acme", { cookie });
    expect(response.status).toBe(419);
    expect((await json(response)).error.message).toBe("Session expired. Please login again.");
    expect(setCookieNamed(response, "meridian-session")).toMatch(/Max-Age=0/);
    expect((await sessionOf("acme", { cookie })).status).toBe(401);
  });

  it("extends a session used in the second half of its life", async () => {
    const { cookie, token } = await signIn();
    const tokenHash = await sha256(token);
    const soon = Date.now() + 60_000;
    const expiry = () =>
      runInDurableObject(tenantStub("acme"), async (_instance, state) =>
        state.storage.sql.exec<{ e: number }>("SELECT expires_at AS e FROM sessions WHERE token_hash = ?", tokenHash).one().e,
      );
    await runInDurableObject(tenantStub("acme"), async (_instance, state) => {
      state.storage.sql.exec("UPDATE sessions SET expires_at = ? WHERE token_hash = ?", soon, tokenHash);
    });
    expect((await sessionOf("acme", { cookie })).status).toBe(200);
    expect(await expiry()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it("lives as long as the session, 30 days (decision 0005)", async () => {
    const { response } = await signIn();
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookieNamed(response, "meridian-session") ?? "")?.[1]);
    expect(maxAge * 1000).toBe(SESSION_TTL_MS);
    expect(maxAge).toBe(30 * 24 * 60 * 60);
  });

  it("is renewed with the session when a signed-in page extends it", async () => {
    const { cookie, token } = await signIn();
    const tokenHash = await sha256(token);
    await runInDurableObject(tenantStub("acme"), async (_instance, state) => {
      state.storage.sql.exec("UPDATE sessions SET expires_at = ? WHERE token_hash = ?", Date.now() + 60_000, tokenHash);
    });
    const page = await get(`${origin("acme")}/my-space`, { cookie });
    expect(page.status).toBe(200);
    const renewed = setCookieNamed(page, "meridian-session") ?? "";
    expect(renewed.startsWith(`meridian-session=${token};`)).toBe(true);
    expect(Number(/Max-Age=(\d+)/.exec(renewed)?.[1]) * 1000).toBeGreaterThan(SESSION_TTL_MS - 60_000);
  });
});

describe("accesstoken and userid headers", () => {
  it("authenticate API clients and echo the token", async () => {
    const token = await redirectToken(GUS, "globex");
    const opened = await postJson(`${origin("globex")}/api/v2/user/getUserDataFromToken`, { token });
    expect(opened.status).toBe(200);
    const { data } = await json(opened);
    const accessToken = data.accessToken as string;
    expect(opened.headers.get("accesstoken")).toBe(accessToken);
    const userId = (data.userDetails as { userId: string }).userId;

    const response = await sessionOf("globex", { accesstoken: accessToken, userid: userId });
    expect(response.status).toBe(200);
    expect(response.headers.get("accesstoken")).toBe(accessToken);

    const mismatched = await sessionOf("globex", { accesstoken: accessToken, userid: "someone-else" });
    expect(mismatched.status).toBe(401);
    expect(mismatched.headers.get("accesstoken")).toBeNull();

    expect((await sessionOf("acme", { accesstoken: accessToken, userid: userId })).status).toBe(401);
    expect((await sessionOf("globex", { accesstoken: "forged", userid: userId })).status).toBe(401);
  });

  it("are not needed to be refused: no credentials is 401", async () => {
    const response = await sessionOf("acme", {});
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ statusCode: 401, error: { statusCode: 401, message: "Unauthorized" } });
  });
});

it("keeps the cookie of a redemption for the next request", async () => {
  const response = await redeem("acme", await redirectToken());
  expect((await sessionOf("acme", { cookie: cookieHeader(response) })).status).toBe(200);
});
