import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "~/lib/jsonDepth";
import { NESTED_TOO_DEEP } from "~/server/api/core/jsonDepthLimit";
import { DEMO_PASSWORD } from "~/server/directory/seed";
import { callWorker } from "./callWorker";
import { ADA, csrf, json, origin, seed, signIn } from "./helpers";

beforeAll(seed);

const AUTH = origin("auth");
const CSRF_PAGE = "Your form expired. Go back, reload the page and try again.";

/** Every answer, refusals and failures included, carries the security headers. */
function expectSecured(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
}

/** A login form post from a browser that holds a valid CSRF token, shaped by `init`. */
async function loginPost(path: string, init: { headers?: Record<string, string>; body?: BodyInit | null; method?: string } = {}) {
  const { cookie, token } = await csrf(`${AUTH}/login`);
  const fields = new URLSearchParams({ username: ADA, password: DEMO_PASSWORD, domainName: "acme", csrf: token });
  return SELF.fetch(`${AUTH}${path}`, {
    method: init.method ?? "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: AUTH, ...init.headers },
    body: init.body === undefined ? fields : init.body,
    redirect: "manual",
  });
}

describe("page posts of odd shapes", () => {
  it.each(["/login", "/login.data"])("Origin: null on %s with a valid token is refused like any CSRF failure", async (path) => {
    const response = await loginPost(path, { headers: { origin: "null" } });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(CSRF_PAGE);
    expectSecured(response);
  });

  it.each(["garbage", "http://[", `${AUTH}, ${AUTH}`, `${AUTH}.evil.test`])("a malformed or foreign Origin %j is refused", async (value) => {
    const response = await loginPost("/login", { headers: { origin: value } });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(CSRF_PAGE);
    expectSecured(response);
  });

  it.each(["/login", "/login.data"])("a forged X-Forwarded-Host on %s does not trip Remix's own origin check", async (path) => {
    const response = await loginPost(path, { headers: { "x-forwarded-host": "evil.test" } });
    expect(response.status).toBeLessThan(500);
    expectSecured(response);
  });

  it("a Host header that disagrees with the URL changes nothing", async () => {
    const response = await loginPost("/login", { headers: { host: "evil.test" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(new RegExp(`^${origin("acme")}/\\?token=`));
  });

  it.each([
    ["JSON with the token in the header", "application/json", "{}"],
    ["multipart without a boundary", "multipart/form-data", "--x--"],
    ["no content type", "", ""],
  ])("a body that is not a form (%s) is refused, not thrown on", async (_case, type, body) => {
    const { cookie, token } = await csrf(`${AUTH}/login`);
    const response = await SELF.fetch(`${AUTH}/login`, {
      method: "POST",
      headers: { cookie, origin: AUTH, "x-csrf-token": token, ...(type ? { "content-type": type } : {}) },
      body,
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(CSRF_PAGE);
    expectSecured(response);
  });

  it.each(["PUT", "PATCH", "DELETE", "PROPFIND", "OPTIONS", "HEAD"])("%s on a page answers without a server error", async (method) => {
    for (const path of ["/login", "/login.data", "/"]) {
      const response = await loginPost(path, { method, body: method === "HEAD" ? null : undefined });
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      expectSecured(response);
    }
  });

  it("a post to a page without an action answers 405", async () => {
    const www = origin("www");
    // The cached /pricing sets no cookie (publicPageCache.ts): the token comes from a page rendered for the visitor.
    const site = await csrf(`${www}/pricing?from=test`);
    const pricing = await SELF.fetch(`${www}/pricing`, {
      method: "POST",
      headers: { cookie: site.cookie, origin: www, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: site.token }),
      redirect: "manual",
    });
    expect(pricing.status).toBe(405);
    expectSecured(pricing);

    const acme = origin("acme");
    const { cookie, csrf: token } = await signIn();
    for (const path of ["/exports", "/?index", "/exports.data"]) {
      const response = await SELF.fetch(`${acme}${path}`, {
        method: "POST",
        headers: { cookie, origin: acme, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf: token }),
        redirect: "manual",
      });
      expect(response.status, path).toBe(405);
      expectSecured(response);
    }
  });
});

describe("API bodies of odd shapes", () => {
  /** A JSON object nested `depth` levels: {"a":{"a":…{}}}. */
  const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${"}".repeat(depth - 1)}`;
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    SELF.fetch(`${origin("acme")}/api/v2/${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

  it.each(["user/login", "task/add", "task/update", "project/createPublicProject", "tenant/getGlobalSearch", "feedback/createFeedback"])(
    "%s refuses JSON nested past the API's depth with 400, signed in or not, and reads JSON at that depth",
    async (path) => {
      const { token } = await signIn();
      for (const headers of [{}, { accesstoken: token }] as Array<Record<string, string>>) {
        for (const body of [nested(MAX_JSON_DEPTH + 1), `[${'"[",'.repeat(10)}${nested(MAX_JSON_DEPTH)}]`, `${"[".repeat(300_000)}${"]".repeat(300_000)}`]) {
          const response = await post(path, body, headers);
          expect(response.status).toBe(400);
          expect(await json(response)).toEqual({ statusCode: 400, error: { statusCode: 400, message: NESTED_TOO_DEEP } });
        }
        const atDepth = await post(path, nested(MAX_JSON_DEPTH), headers);
        expect(atDepth.status).toBeLessThan(500);
        expect((await json(atDepth)).error.message).not.toBe(NESTED_TOO_DEEP);
      }
    },
  );
});

describe("the Worker's error boundary", () => {
  /** The Worker with a configuration that cannot load: every request throws inside. */
  const callBroken = (url: string) => callWorker({ ...env, BASE_DOMAIN: "not a domain" }, url);

  it("turns an exception into a 500 page with the security headers", async () => {
    const response = await callBroken(`${AUTH}/login`);
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toContain("Something went wrong.");
    expectSecured(response);
  });

  it("answers the API's 500 envelope on /api/v2", async () => {
    const response = await callBroken(`${AUTH}/api/v2/user/session`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ statusCode: 500, error: { statusCode: 500, message: "Something went wrong." } });
    expectSecured(response);
  });
});
