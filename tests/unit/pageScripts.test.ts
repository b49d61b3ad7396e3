import { describe, expect, it } from "vitest";
import { pageNeedsScripts, staticPage, type ScriptsHandle } from "~/lib/pageScripts";

const root = { id: "root" };
const signUpModal: ScriptsHandle = { needsScripts: (search) => search.get("signUp") === "true" };
const query = (search: string) => new URLSearchParams(search);

describe("pageNeedsScripts", () => {
  it("sends a page of static routes without scripts", () => {
    expect(pageNeedsScripts([root, { id: "routes/pricing", handle: staticPage }], query(""))).toBe(false);
  });

  it("ships scripts when a route asks for them for this URL", () => {
    const matches = [root, { id: "routes/login", handle: signUpModal }];
    expect(pageNeedsScripts(matches, query(""))).toBe(false);
    expect(pageNeedsScripts(matches, query("signUp=true"))).toBe(true);
  });

  it("ships scripts for routes that do not declare it, and when only the root matched", () => {
    expect(pageNeedsScripts([root, { id: "routes/_app" }, { id: "routes/_app.my-space" }], query(""))).toBe(true);
    expect(pageNeedsScripts([root], query(""))).toBe(true);
  });

  it("ships scripts for start-up step 2 (stopflicker) on any page", () => {
    expect(pageNeedsScripts([root, { id: "routes/pricing", handle: staticPage }], query("stopflicker=true"))).toBe(true);
  });
});
