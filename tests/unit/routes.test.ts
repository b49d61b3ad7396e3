import { describe, expect, it } from "vitest";
import {
  activePanelItem,
  isMarketingPath,
  loginPath,
  PAGE_NAMES,
  signupPageName,
} from "~/lib/routes";

describe("isMarketingPath (spec §2)", () => {
  it.each([
    ["/", true],
    ["", true],
    ["/why-meridian", true],
    ["/why-meridian/", true],
    ["/pricing", true],
    ["/pricing?plan=pro", true],
    ["/pricing#faq", true],
    ["/#top", true],
    ["/blogs", true],
    ["/resources/blogs/first-post", true],
    ["/template", true],
    ["/templates/kanban", true],
    ["/solutions/marketing", true],
    ["/my-space", false],
    ["/my-space#blogs", false],
    ["/projects#template", false],
    ["/settings?from=solutions", false],
    ["/login", false],
    ["/pricing/enterprise", false],
    ["/dashboard", false],
  ])("%s → %s", (path, expected) => {
    expect(isMarketingPath(path)).toBe(expected);
  });
});

describe("activePanelItem", () => {
  it("matches the first path segment", () => {
    expect(activePanelItem("/projects/t/p")?.id).toBe("projects");
    expect(activePanelItem("/bin")?.id).toBe("bin");
    expect(activePanelItem("/settings/profile/details")?.id).toBe("settings");
  });

  it("marks no item on a page of none of them (issue 43 §4: My Space was marked on the notifications and exports)", () => {
    expect(activePanelItem("/notifications")).toBeUndefined();
    expect(activePanelItem("/exports")).toBeUndefined();
    expect(activePanelItem("/")).toBeUndefined();
  });
});

describe("loginPath", () => {
  it("keeps the query", () => {
    expect(loginPath("?signUp=true&x=1")).toBe("/login?signUp=true&x=1");
    expect(loginPath("signUp=true")).toBe("/login?signUp=true");
  });

  it("drops an empty query", () => {
    expect(loginPath("")).toBe("/login");
    expect(loginPath("?")).toBe("/login");
  });
});

describe("signupPageName", () => {
  it("reports the login page on /login and the landing page elsewhere", () => {
    expect(signupPageName("/login")).toBe(PAGE_NAMES.login);
    expect(signupPageName("/login?signUp=true")).toBe(PAGE_NAMES.login);
    expect(signupPageName("/")).toBe(PAGE_NAMES.signup);
    expect(signupPageName("/pricing")).toBe(PAGE_NAMES.signup);
  });
});

describe("loginPath's bound (the auth host's / copies the query into Location)", () => {
  it("drops parameters with long values or odd names, and any beyond the tenth", () => {
    expect(loginPath(`?domainName=acme&long=${"x".repeat(300)}&${encodeURIComponent("<b>")}=1`)).toBe("/login?domainName=acme");
    const many = Array.from({ length: 20 }, (_, i) => `p${i}=${i}`).join("&");
    expect(loginPath(`?${many}`)).toBe(`/login?${many.split("&").slice(0, 10).join("&")}`);
  });
});
