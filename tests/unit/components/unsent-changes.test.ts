import { describe, expect, it } from "vitest";
import { hasUnsentChanges } from "~/components/shell/UnsentChangesGuard";

describe("hasUnsentChanges", () => {
  it("is true while a fetcher posts, or reads the page again after its post", () => {
    expect(hasUnsentChanges([{ state: "submitting", formMethod: "POST" }])).toBe(true);
    expect(hasUnsentChanges([{ state: "idle" }, { state: "loading", formMethod: "post" }])).toBe(true);
  });

  it("is false when every fetcher is idle or only reading", () => {
    expect(hasUnsentChanges([])).toBe(false);
    expect(hasUnsentChanges([{ state: "idle" }, { state: "loading" }, { state: "loading", formMethod: "GET" }])).toBe(false);
  });
});
