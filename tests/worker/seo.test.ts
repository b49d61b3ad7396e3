import { describe, expect, it } from "vitest";
import { get, origin, seed } from "./helpers";

/**
 * Issue 42 §3: the site's pages are for search engines (a description each, a canonical address on
 * www), the login host and organisations' hosts are kept out by robots.txt, and every page names the
 * web app manifest and the theme colour.
 */
await seed();
const page = async (host: string, path: string) => (await get(`${origin(host)}${path}`)).text();
const description = (html: string) => /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe("search engines", () => {
  it("robots.txt lets them see the site and keeps the login host and organisations' hosts out", async () => {
    expect(await page("www", "/robots.txt")).toBe("User-agent: *\nAllow: /\n");
    expect(await page("auth", "/robots.txt")).toBe("User-agent: *\nDisallow: /\n");
    expect(await page("acme", "/robots.txt")).toBe("User-agent: *\nDisallow: /\n");
  });

  it.each([
    ["/", "http://www.localhost:8787/"],
    ["/pricing", "http://www.localhost:8787/pricing"],
    ["/why-meridian", "http://www.localhost:8787/why-meridian"],
  ])("the site's %s has a description and its canonical address on www", async (path, address) => {
    const html = await page("beta", path);
    expect(description(html)?.length).toBeGreaterThan(50);
    expect(canonical(html)).toBe(address);
  });

  it("the login host's pages have a description of their own and no canonical address", async () => {
    const descriptions = new Set<string | undefined>();
    for (const path of ["/login", "/signup", "/forgotpassword"]) {
      const html = await page("auth", path);
      descriptions.add(description(html));
      expect(canonical(html)).toBeUndefined();
    }
    expect(descriptions.size).toBe(3);
    expect(descriptions.has(undefined)).toBe(false);
  });

  it("every page names the web app manifest and the theme colour", async () => {
    const html = await page("www", "/");
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(html).toContain('<meta name="theme-color" content="#6d5ae6"/>');
  });
});
