import { describe, expect, it } from "vitest";
import { hostUrl, resolveHost, subdomainOf } from "~/lib/host";

const BASE = "localhost:8787";

describe("resolveHost (spec §1)", () => {
  it.each([
    ["first label is the tenant", "acme.localhost", { kind: "tenant", subdomain: "acme" }],
    ["www is the site", "www.localhost", { kind: "site", subdomain: "www" }],
    ["beta is the site", "beta.localhost", { kind: "site", subdomain: "beta" }],
    ["auth is the login host", "auth.localhost", { kind: "auth", subdomain: "auth" }],
    ["no sub-domain means beta", "localhost", { kind: "site", subdomain: "beta" }],
    ["a port on the host is ignored", "acme.localhost:8787", { kind: "tenant", subdomain: "acme" }],
    ["another port is ignored too", "acme.localhost:3000", { kind: "tenant", subdomain: "acme" }],
    ["upper case is folded", "ACME.LocalHost", { kind: "tenant", subdomain: "acme" }],
    ["upper-case AUTH is the login host", "AUTH.localhost", { kind: "auth", subdomain: "auth" }],
    ["a trailing dot is ignored", "acme.localhost.", { kind: "tenant", subdomain: "acme" }],
    ["deeper sub-domains read the first label", "team.acme.localhost", { kind: "tenant", subdomain: "team" }],
    ["www deeper still reads the first label", "www.acme.localhost", { kind: "site", subdomain: "www" }],
    ["a host outside the base domain is the default", "acme.example.com", { kind: "site", subdomain: "beta" }],
    ["a look-alike suffix is outside the base domain", "acme.evillocalhost", { kind: "site", subdomain: "beta" }],
    ["the base domain as a prefix is outside it", "localhost.evil.test", { kind: "site", subdomain: "beta" }],
    ["an IP address is the default", "127.0.0.1", { kind: "site", subdomain: "beta" }],
  ])("%s: %s", (_rule, hostname, expected) => {
    expect(resolveHost(hostname, BASE)).toEqual(expected);
  });

  it("works with a production base domain", () => {
    expect(resolveHost("acme.meridian.app", "meridian.app")).toEqual({ kind: "tenant", subdomain: "acme" });
    expect(resolveHost("meridian.app", "meridian.app")).toEqual({ kind: "site", subdomain: "beta" });
    expect(resolveHost("auth.meridian.app", "Meridian.App")).toEqual({ kind: "auth", subdomain: "auth" });
  });

  it("has no sub-domain for the bare base domain or an empty label", () => {
    expect(subdomainOf("localhost", BASE)).toBeNull();
    expect(subdomainOf(".localhost", BASE)).toBeNull();
  });
});

describe("hostUrl", () => {
  it("builds a tenant URL with path and query", () => {
    expect(hostUrl("http:", "acme", BASE, "/login", { domainName: "acme", a: "b c" })).toBe(
      "http://acme.localhost:8787/login?domainName=acme&a=b+c",
    );
    expect(hostUrl("https:", "beta", "meridian.app")).toBe("https://beta.meridian.app/");
  });
});
