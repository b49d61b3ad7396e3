import { describe, expect, it } from "vitest";
import { resolveHost } from "~/lib/host";

describe("resolveHost (spec §1)", () => {
  it.each([
    ["acme.localhost", { kind: "tenant", subdomain: "acme" }],
    ["www.localhost", { kind: "site", subdomain: "www" }],
    ["beta.localhost", { kind: "site", subdomain: "beta" }],
    ["auth.localhost", { kind: "auth", subdomain: "auth" }],
    ["localhost", { kind: "site", subdomain: "beta" }],
  ])("%s", (hostname, expected) => {
    expect(resolveHost(hostname, "localhost:8787")).toEqual(expected);
  });
});
