import { describe, expect, it } from "vitest";
import { cookieDomain, domainLoginCookies, rememberedSubdomains } from "~/server/auth/domainCookies";

/** A Set-Cookie header's name=value pair and attributes, in any order. */
const parts = (header: string | undefined) => header?.split("; ").sort();

const request = (cookie?: string) =>
  new Request("https://acme.meridian.app/", { headers: cookie ? { cookie } : {} });

describe("domain cookies (spec §3, decision 0007)", () => {
  it("live on the base domain's host name, or host-only where the browser refuses a dotless Domain", () => {
    expect(cookieDomain("meridian.app")).toBe("meridian.app");
    expect(cookieDomain("meridian.app:8443")).toBe("meridian.app");
    expect(cookieDomain("localhost:8787")).toBeNull();
  });

  it("name the last sub-domain and list every one, most recent first, without repeats", () => {
    const slug = encodeURIComponent(JSON.stringify(["globex", "acme"]));
    const [login, list] = domainLoginCookies(request(`domainSlug=${slug}`), "meridian.app", "acme");
    expect(parts(login)).toEqual(parts("domainLogin=acme; Path=/; SameSite=Lax; Max-Age=315360000; Domain=meridian.app; Secure"));
    expect(parts(list)).toEqual(
      parts(`domainSlug=${encodeURIComponent(JSON.stringify(["acme", "globex"]))}; Path=/; SameSite=Lax; Max-Age=315360000; Domain=meridian.app; Secure`),
    );
  });

  it("ignore a tampered list", () => {
    expect(rememberedSubdomains(request("domainSlug=not-json"))).toEqual([]);
    const hostile = encodeURIComponent(JSON.stringify(["ok", "bad; Domain=evil", 3]));
    expect(rememberedSubdomains(request(`domainSlug=${hostile}`))).toEqual(["ok"]);
  });
});
