import { describe, expect, it } from "vitest";
import { hasUnsentChanges, leavingLosesChanges } from "~/components/shell/UnsentChangesGuard";
import { holdBack } from "~/lib/heldBackChanges";

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

describe("leavingLosesChanges", () => {
  it("counts a change held back until the one before it is saved, though no fetcher is on its way", () => {
    expect(leavingLosesChanges([{ state: "idle" }])).toBe(false);
    holdBack("gantt-dates-t1", { startDate: "2026-12-14", dueDate: "2026-12-18" });
    expect(leavingLosesChanges([{ state: "idle" }])).toBe(true);
    holdBack("gantt-dates-t1", null);
    expect(leavingLosesChanges([{ state: "idle" }])).toBe(false);
    expect(leavingLosesChanges([{ state: "submitting", formMethod: "POST" }])).toBe(true);
  });
});
