import { describe, expect, it } from "vitest";
import { comesFromOurSite } from "~/lib/loginHandOff";

const navigation = (url: string, headers: Record<string, string>) => new Request(url, { headers });

describe("comesFromOurSite", () => {
  it.each([
    ["meridian.app", { "sec-fetch-site": "same-site" }, true],
    ["meridian.app", { "sec-fetch-site": "same-origin" }, true],
    ["meridian.app", { "sec-fetch-site": "none" }, false],
    ["meridian.app", { "sec-fetch-site": "cross-site", referer: "https://auth.meridian.app/" }, false],
    ["meridian.app", { referer: "https://auth.meridian.app/" }, true],
    ["meridian.app", { referer: "https://meridian.app/" }, true],
    ["meridian.app", { referer: "http://auth.meridian.app/" }, false],
    ["meridian.app", { referer: "https://auth.meridian.app.evil.test/" }, false],
    ["meridian.app", { referer: "https://evilmeridian.app/" }, false],
    ["meridian.app", { referer: "not a url" }, false],
    ["meridian.app", {}, false],
    ["localhost:8787", { "sec-fetch-site": "cross-site", referer: "https://auth.localhost:8787/" }, true],
    ["localhost:8787", { "sec-fetch-site": "cross-site", referer: "https://auth.localhost:8788/" }, false],
    ["localhost:8787", { "sec-fetch-site": "cross-site" }, false],
    ["localhost:8787", { "sec-fetch-site": "none", referer: "https://auth.localhost:8787/" }, false],
  ])("under %s, %j is %s", (baseDomain, headers, expected) => {
    expect(comesFromOurSite(navigation(`https://acme.${baseDomain}/?token=t`, headers), baseDomain)).toBe(expected);
  });
});
