import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "~/server/directory/seed";
import { ADA, BOB, csrf, get, origin, postJson, seed, sessionOf, signIn } from "./helpers";

beforeAll(seed);

const ACME = origin("acme");
const EVIL = origin("evil");

const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  SELF.fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

const browser = (username = ADA) => signIn("acme", username);

describe("API calls with a cookie", () => {
  it("are refused without the token", async () => {
    const { cookie } = await browser();
    const response = await postJson(`${ACME}/api/v2/user/logout`, { logout: true }, { cookie, origin: ACME });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ statusCode: 403, error: { statusCode: 403, message: "Invalid CSRF token" } });
    expect((await sessionOf("acme", { cookie })).status).toBe(200);
  });

  it("are refused with a wrong token", async () => {
    const { cookie } = await browser();
    const response = await postJson(`${ACME}/api/v2/user/logout`, {}, { cookie, "x-csrf-token": "x".repeat(43) });
    expect(response.status).toBe(403);
  });

  it("are refused from a sibling tenant's origin even with the token", async () => {
    const { cookie, csrf: token } = await browser();
    const response = await postJson(`${ACME}/api/v2/user/logout`, {}, { cookie, "x-csrf-token": token, origin: EVIL });
    expect(response.status).toBe(403);
    const fetchSite = await postJson(`${ACME}/api/v2/user/logout`, {}, {
      cookie,
      "x-csrf-token": token,
      "sec-fetch-site": "same-site",
    });
    expect(fetchSite.status).toBe(403);
    expect((await sessionOf("acme", { cookie })).status).toBe(200);
  });

  it("pass with the right token", async () => {
    const { cookie, csrf: token } = await browser();
    const response = await postJson(`${ACME}/api/v2/user/logout`, { logout: true }, {
      cookie,
      "x-csrf-token": token,
      origin: ACME,
    });
    expect(response.status).toBe(200);
    expect((await sessionOf("acme", { cookie })).status).toBe(401);
  });
});

describe("Remix form posts", () => {
  it("/logout is refused without the token", async () => {
    const { cookie } = await browser();
    const response = await postForm(`${ACME}/logout`, {}, { cookie, origin: ACME });
    expect(response.status).toBe(403);
    expect((await sessionOf("acme", { cookie })).status).toBe(200);
  });

  it("/login is refused without the token, even without cookies", async () => {
    const fields = { username: ADA, password: DEMO_PASSWORD, domainName: "acme" };
    expect((await postForm(`${origin("auth")}/login`, fields)).status).toBe(403);
    const { cookie } = await csrf(`${origin("auth")}/login`);
    expect((await postForm(`${origin("auth")}/login`, fields, { cookie })).status).toBe(403);
  });

  it("/login from a sibling origin is refused even with the token", async () => {
    const { cookie, token } = await csrf(`${origin("auth")}/login`);
    const fields = { username: ADA, password: DEMO_PASSWORD, domainName: "acme", csrf: token };
    expect((await postForm(`${origin("auth")}/login`, fields, { cookie, origin: EVIL })).status).toBe(403);
  });

  it("/login with the token signs in and goes to the tenant", async () => {
    const { cookie, token } = await csrf(`${origin("auth")}/login`);
    const fields = { username: ADA, password: DEMO_PASSWORD, domainName: "acme", csrf: token };
    const response = await postForm(`${origin("auth")}/login`, fields, { cookie, origin: origin("auth") });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(new RegExp(`^${ACME}/\\?token=[A-Za-z0-9_-]{43}$`));
  });

  it("/login with the token shows the failure", async () => {
    const { cookie, token } = await csrf(`${origin("auth")}/login`);
    const fields = { username: ADA, password: "Wrong#2026", domainName: "acme", csrf: token };
    const response = await postForm(`${origin("auth")}/login`, fields, { cookie });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Invalid email or password");
  });

  it("/logout with the token revokes the session and goes to the root", async () => {
    const { cookie, csrf: token } = await browser(BOB);
    const response = await postForm(`${ACME}/logout`, { csrf: token }, { cookie, origin: ACME });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.getSetCookie().some((c) => /^meridian-session=;.*Max-Age=0/.test(c))).toBe(true);

    expect((await sessionOf("acme", { cookie })).status).toBe(401);
    const shell = await get(`${ACME}/my-space`, { cookie });
    expect(shell.headers.get("location")).toBe("/");
  });
});
