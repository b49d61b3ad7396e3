import { runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { WORKSPACE_MIGRATIONS } from "~/server/workspace/migrations";
import { get, origin, seed, sessionOf, signIn, tenantStub } from "./helpers";

beforeAll(seed);

const ACME = origin("acme");

const expectCommonHeaders = (response: Response) => {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
};

describe("security headers", () => {
  it("HTML has a nonce CSP that its inline scripts carry", async () => {
    // The login page with its sign-up modal open: plain /login ships no scripts (decision 0014).
    const response = await get(`${origin("auth")}/login?signUp=true`);
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9_-]+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("object-src 'none'");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);

    const again = await get(`${origin("auth")}/login`);
    expect(again.headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
  });

  it("signed-in HTML is private and never stored", async () => {
    const { cookie } = await signIn();
    const response = await get(`${ACME}/my-space`, { cookie });
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toContain("Acme Inc");
  });

  it("API answers, redirects and errors carry them too, and are never stored", async () => {
    const { cookie } = await signIn();
    for (const response of [
      await sessionOf("acme", { cookie }),
      await sessionOf("acme", {}),
      await get(`${ACME}/api/v2/nope`),
      await get(`${ACME}/`),
    ]) {
      expectCommonHeaders(response);
      expect(response.headers.get("cache-control")).toContain("no-store");
    }
  });

  it("https answers ask for HSTS", async () => {
    const response = await get(`${origin("auth", "https")}/login`);
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });
});

describe("route rules (spec §2)", () => {
  const expectRedirect = async (url: string, location: string, headers: Record<string, string> = {}) => {
    const response = await get(url, headers);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
  };

  it("the empty path goes to login, which opens the auth host with the domain name", async () => {
    await expectRedirect(`${ACME}/`, "/login");
    await expectRedirect(`${ACME}/?signUp=true`, "/login?signUp=true");
    await expectRedirect(`${ACME}/login`, `${origin("auth")}/login?domainName=acme`);
    await expectRedirect(`${ACME}/login?signUp=true`, `${origin("auth")}/login?signUp=true&domainName=acme`);
  });

  it("login on the auth host shows the form with the domain filled in", async () => {
    const response = await get(`${origin("auth")}/login?domainName=acme`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/name="domainName"[^>]*value="acme"|value="acme"[^>]*name="domainName"/);
  });

  it("an unknown path goes to my-space", async () => {
    await expectRedirect(`${ACME}/no/such/page`, "/my-space");
  });

  it.each(["/my-space", "/dashboard", "/projects", "/projects/t1/p1", "/archive", "/bin", "/settings/profile/details"])(
    "%s sends a logged-out user to the root",
    async (path) => {
      await expectRedirect(`${ACME}${path}`, "/");
    },
  );

  it("settings goes to settings/profile/details and login to my-space when signed in", async () => {
    const { cookie } = await signIn();
    await expectRedirect(`${ACME}/settings`, "/settings/profile/details", { cookie });
    await expectRedirect(`${ACME}/login`, "/my-space", { cookie });
    for (const path of ["/my-space", "/dashboard", "/archive", "/bin", "/settings/profile/details"]) {
      expect((await get(`${ACME}${path}`, { cookie })).status).toBe(200);
    }
  });

  it("a tenant sub-domain that does not exist goes to the default host", async () => {
    await expectRedirect(`${origin("initech")}/`, `${origin("beta")}/`);
    await expectRedirect(`${origin("initech")}/my-space`, `${origin("beta")}/`);
    await expectRedirect(`${origin("initech", "https")}/login`, `${origin("beta", "https")}/`);
  });

  it("the site and the auth host are not tenants", async () => {
    expect((await get(`${origin("beta")}/`)).status).toBe(200);
    expect((await get(`${origin("www")}/pricing`)).status).toBe(200);
    await expectRedirect(`${origin("beta")}/login`, `${origin("auth")}/login`);
  });
});

it("the TenantWorkspace migrations run once per tenant database", async () => {
  await runInDurableObject(tenantStub("acme"), async (_instance, state) => {
    const versions = state.storage.sql
      .exec<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version")
      .toArray()
      .map((row) => row.version);
    expect(versions).toEqual(WORKSPACE_MIGRATIONS.map((_, index) => index + 1));
    const tables = state.storage.sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .toArray()
      .map((row) => row.name);
    expect(tables).toEqual(expect.arrayContaining(["tenant", "members", "sessions"]));
  });
});
