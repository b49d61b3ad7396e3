import { describe, expect, it } from "vitest";
import { CACHE_STATUS_HEADER, FRESH_SECONDS, SHARED_CACHE_CONTROL } from "~/server/publicPageCache";
import { get, origin, seed } from "./helpers";

/**
 * Issue 40 §6: the public site's pages that are the same for every visitor come from the edge cache,
 * rendered once without any visitor's cookie, token or nonce; everything that varies per visitor is
 * rendered for them as before.
 */
await seed();

const status = (response: Response) => response.headers.get(CACHE_STATUS_HEADER);

describe("the public site from the edge cache", () => {
  it.each(["/", "/pricing", "/why-meridian"])("renders %s once, then answers it from the cache with the shared policy", async (path) => {
    const first = await get(`${origin("www")}${path}`);
    expect(first.status).toBe(200);
    expect(status(first)).toBe("MISS");
    const firstHtml = await first.text();
    const second = await get(`${origin("www")}${path}`);
    expect(status(second)).toBe("HIT");
    expect(await second.text()).toBe(firstHtml);
    expect(second.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
  });

  it("keeps nothing of a visitor in the cached copy: no cookie set, no CSRF token, no script nonce", async () => {
    const response = await get(`${origin("www")}/pricing`, { cookie: "meridian-csrf=abc; meridian-domain-login=x" });
    const html = await response.text();
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(html).not.toContain("nonce=");
    expect(html).not.toMatch(/name="csrf/i);
    expect(html).not.toContain("<script");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self';");
    expect(response.headers.get("content-security-policy")).not.toContain("nonce");
  });

  it("renders for the visitor what varies: a query (the sign-up modal), a toast, another host, a post", async () => {
    const signUp = await get(`${origin("www")}/?signUp=true`);
    expect(status(signUp)).toBeNull();
    expect(signUp.headers.get("cache-control")).toBe("private, no-store");
    expect(await signUp.text()).toContain("<script");
    const withToast = await get(`${origin("www")}/`, { cookie: "meridian-toast=x" });
    expect(status(withToast)).toBeNull();
    const login = await get(`${origin("auth")}/login`);
    expect(status(login)).toBeNull();
    expect(login.headers.get("cache-control")).toBe("private, no-store");
    const tenant = await get(`${origin("acme")}/pricing`);
    expect(status(tenant)).toBeNull();
  });

  it("serves a copy past its freshness while it renders a fresh one, then the fresh one", async () => {
    const path = "/why-meridian";
    await get(`${origin("www")}${path}`);
    // Age the kept copy by rewriting its stored time (the key is the page at this build).
    const cache = (caches as unknown as { default: Cache }).default;
    const { assets } = (await import("remix-build")) as unknown as { assets: { version: string } };
    const key = new Request(`${origin("www")}${path}?build=${assets.version}`);
    const kept = await cache.match(key);
    expect(kept).toBeDefined();
    const aged = new Response(await kept!.text(), kept);
    aged.headers.set("x-meridian-stored-at", String(Date.now() - (FRESH_SECONDS + 60) * 1000));
    await cache.put(key, aged);

    const stale = await get(`${origin("www")}${path}`);
    expect(status(stale)).toBe("STALE");
    await stale.text();
    await expect.poll(async () => status(await get(`${origin("www")}${path}`))).toBe("HIT");
  });
});
