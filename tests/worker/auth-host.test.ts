import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "~/server/directory/seed";
import { callOnMeridianTest } from "./callWorker";
import { ADA, csrf, get, origin, seed, setCookieNamed } from "./helpers";

beforeAll(seed);

const AUTH = origin("auth");
const ACME_MY_SPACE = `${origin("acme")}/my-space`;

/** Logs in through the auth host's form, as the browser does; answers the response that hands off to the tenant. */
async function logInOnAuthHost(domainName = "acme") {
  const { cookie, token } = await csrf(`${AUTH}/login`);
  return SELF.fetch(`${AUTH}/login`, {
    method: "POST",
    headers: { cookie, origin: AUTH, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: ADA, password: DEMO_PASSWORD, domainName, csrf: token }),
    redirect: "manual",
  });
}

describe("the auth host sends a signed-in browser to its organisation (spec §2: login is for logged-out users)", () => {
  it("logging in through its form leaves the auth host a domainLogin cookie of its own where domain cookies cannot exist", async () => {
    const response = await logInOnAuthHost();
    expect(response.status).toBe(302);
    const cookie = setCookieNamed(response, "domainLogin");
    expect(cookie).toMatch(/^domainLogin=acme;/);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Domain=");
  });

  it.each(["/", "/login"])("%s goes to the organisation's my-space when domainLogin names it", async (path) => {
    const response = await get(`${AUTH}${path}`, { cookie: "domainLogin=acme" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(ACME_MY_SPACE);
  });

  it("reads the spec's domainLogin on the base domain in a deployment", async () => {
    const response = await callOnMeridianTest("https://auth.meridian.test/login", { headers: { cookie: "domainLogin=globex" }, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://globex.meridian.test/my-space");
  });

  it.each(["evil.test", "%2F%2Fevil.test", "a%0d%0aSet-Cookie", ""])("ignores a domainLogin of %j and shows the form", async (value) => {
    const response = await get(`${AUTH}/login`, { cookie: `domainLogin=${value}` });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('name="password"');
  });

  it("shows the form for another organisation asked for by name", async () => {
    const response = await get(`${AUTH}/login?domainName=globex`, { cookie: "domainLogin=acme" });
    expect(response.status).toBe(200);
  });

  it("forgets domainLogin when the organisation it names sends the browser back to log in (it has no session there)", async () => {
    const response = await get(`${AUTH}/login?domainName=acme`, { cookie: "domainLogin=acme" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?domainName=acme");
    expect(setCookieNamed(response, "domainLogin")).toMatch(/^domainLogin=;.*Max-Age=0/);
    expect((await get(`${AUTH}/login?domainName=acme`)).status).toBe(200);
  });
});

describe("the auth host's / keeps a bounded query when it opens /login", () => {
  it("keeps short parameters", async () => {
    const response = await get(`${AUTH}/?domainName=acme&signUp=true`);
    expect(response.headers.get("location")).toBe("/login?domainName=acme&signUp=true");
  });

  it("drops what is too long or too many", async () => {
    const many = Array.from({ length: 50 }, (_, i) => `p${i}=${i}`).join("&");
    const response = await get(`${AUTH}/?domainName=acme&huge=${"x".repeat(5000)}&${many}`);
    const location = response.headers.get("location") ?? "";
    expect(location.startsWith("/login?domainName=acme&p0=0")).toBe(true);
    expect(location).not.toContain("huge");
    expect(location.length).toBeLessThanOrEqual(1024);
  });
});
