import { describe, expect, it } from "vitest";
import {
  addUnits,
  arrowPath,
  barShape,
  changeDates,
  COLUMN_WIDTH,
  dragDays,
  edgeArrowPath,
  heldDates,
  isWeekend,
  rowTops,
  scaleFor,
  TOP_MARGIN,
  unitStart,
  visibleRange,
  withSent,
} from "~/lib/gantt";

describe("the Gantt's spec §9 constants", () => {
  it("has columns of 80, 210 and 210 px and rows of 40 (task, add) and 34 (group) under a 16 px margin", () => {
    expect(COLUMN_WIDTH).toEqual({ day: 80, week: 210, month: 210 });
    expect(TOP_MARGIN).toBe(16);
    expect(rowTops(["group", "task", "subtask", "add", "group"])).toEqual({ tops: [16, 50, 90, 130, 170], height: 204 });
  });
});

describe("dates on the axis", () => {
  it("puts a day 80 px after the previous one at day zoom", () => {
    const scale = scaleFor("day", { start: "2026-11-20", end: "2026-11-25" });
    expect(scale.columns.map((column) => column.label)).toEqual(["Fri 20", "Sat 21", "Sun 22", "Mon 23", "Tue 24"]);
    expect(scale.x("2026-11-23")).toBe(240);
    expect(scale.dateAt(239)).toBe("2026-11-22");
    expect(scale.width).toBe(400);
  });

  it("starts weeks on Monday and gives a day 30 px at week zoom", () => {
    const scale = scaleFor("week", { start: "2026-11-25", end: "2026-12-08" });
    expect(scale.start).toBe("2026-11-23");
    expect(scale.end).toBe("2026-12-14");
    expect(scale.columns.map((column) => column.x)).toEqual([0, 210, 420]);
    expect(scale.x("2026-11-25")).toBe(60);
    expect(scale.dateAt(215)).toBe("2026-11-30");
  });

  it("gives every month 210 px whatever its length, so positions are piecewise per month", () => {
    const scale = scaleFor("month", { start: "2026-02-10", end: "2026-04-01" });
    expect(scale.columns.map((column) => column.label)).toEqual(["Feb 2026", "Mar 2026"]);
    expect(scale.x("2026-02-15")).toBe(14 * (210 / 28));
    expect(scale.x("2026-03-01")).toBe(210);
    expect(scale.x("2026-03-16")).toBeCloseTo(210 + 15 * (210 / 31));
    expect(scale.dateAt(210 + 15 * (210 / 31) + 1)).toBe("2026-03-16");
    expect(scale.dateAt(419)).toBe("2026-03-31");
  });

  it("moves dates by whole columns and keeps the day of the month where the month has it", () => {
    expect(unitStart("week", "2026-11-22")).toBe("2026-11-16");
    expect(unitStart("month", "2026-11-22")).toBe("2026-11-01");
    expect(addUnits("day", "2026-12-31", 1)).toBe("2027-01-01");
    expect(addUnits("week", "2026-11-22", -1)).toBe("2026-11-15");
    expect(addUnits("month", "2026-01-31", 1)).toBe("2026-02-28");
    expect(addUnits("month", "2026-12-15", 1)).toBe("2027-01-15");
    expect(addUnits("month", "2026-01-15", -1)).toBe("2025-12-15");
  });

  it("shows the project's dates and today with room either side", () => {
    expect(visibleRange("week", { start: "2026-12-02", end: "2026-12-20" }, "2026-11-22")).toEqual({ start: "2026-11-02", end: "2027-01-04" });
    expect(visibleRange("day", null, "2026-11-22")).toEqual({ start: "2026-11-15", end: "2026-11-30" });
    expect(visibleRange("month", null, "2026-11-22")).toEqual({ start: "2026-10-01", end: "2027-01-01" });
  });

  it("knows weekends", () => {
    expect(["2026-11-21", "2026-11-22", "2026-11-23"].map(isWeekend)).toEqual([true, true, false]);
  });
});

describe("bars", () => {
  const scale = scaleFor("day", { start: "2026-11-23", end: "2026-12-07" });

  it("runs a bar from the start of its first day to the end of its due day", () => {
    expect(barShape(scale, { startDate: "2026-11-24", dueDate: "2026-11-26" })).toEqual({ kind: "bar", x: 80, width: 240 });
  });

  it("draws a task with only one date as a milestone in the middle of that day, and nothing without dates", () => {
    expect(barShape(scale, { startDate: null, dueDate: "2026-11-25" })).toEqual({ kind: "milestone", x: 200 });
    expect(barShape(scale, { startDate: "2026-11-23", dueDate: null })).toEqual({ kind: "milestone", x: 40 });
    expect(barShape(scale, { startDate: null, dueDate: null })).toBeNull();
  });

  it("moves both dates, or one end without passing the other", () => {
    const dates = { startDate: "2026-11-24", dueDate: "2026-11-26" };
    const week = (date: string) => addUnits("week", date, 1);
    expect(changeDates(dates, "move", week)).toEqual({ startDate: "2026-12-01", dueDate: "2026-12-03" });
    expect(changeDates(dates, "due", (date) => addUnits("day", date, -5))).toEqual({ startDate: "2026-11-24", dueDate: "2026-11-24" });
    expect(changeDates(dates, "start", week)).toEqual({ startDate: "2026-11-26", dueDate: "2026-11-26" });
    expect(changeDates({ startDate: null, dueDate: "2026-11-26" }, "move", week)).toEqual({ startDate: null, dueDate: "2026-12-03" });
  });

  it("turns a drag into whole days", () => {
    expect(dragDays(scale, 100, 100 + 2 * 80 + 30)).toBe(2);
    expect(dragDays(scaleFor("week", { start: "2026-11-23", end: "2026-12-07" }), 0, 210)).toBe(7);
    expect(dragDays(scaleFor("month", { start: "2026-11-01", end: "2027-01-01" }), 0, 210)).toBe(30);
  });
});

describe("dependency arrows", () => {
  const from = { x1: 0, x2: 100, y: 20 };
  const to = { x1: 200, x2: 300, y: 60 };

  it("leaves the predecessor's finish and enters the successor's start for finish-to-start", () => {
    expect(arrowPath(from, to, "FS")).toBe("M 100 20 H 110 V 40 H 190 V 60 H 200");
  });

  it("uses starts and finishes as each type says", () => {
    expect(arrowPath(from, to, "SS")).toBe("M 0 20 H -10 V 40 H 190 V 60 H 200");
    expect(arrowPath(from, to, "FF")).toBe("M 100 20 H 110 V 40 H 310 V 60 H 300");
    expect(arrowPath(from, to, "SF")).toBe("M 0 20 H -10 V 40 H 310 V 60 H 300");
  });
});

describe("a bar's own changes against reads that began before them (the keyboard flake, issue 23 §4)", () => {
  const before = { startDate: "2026-12-01", dueDate: "2026-12-05" };
  const first = { startDate: "2026-12-08", dueDate: "2026-12-12" };
  const second = { startDate: "2026-12-08", dueDate: "2026-12-19" };

  it("keeps the last sent dates while the server says dates the bar knew", () => {
    const own = withSent(null, before, first);
    expect(heldDates(first, own)).toBe(first);
    // A reload that began before the first change was saved lands after its answer.
    expect(heldDates(before, own)).toBe(first);
    const next = withSent(own, before, second);
    expect(next.known).toEqual([before, first, second]);
    for (const server of [before, first, second]) expect(heldDates(server, next)).toBe(second);
  });

  it("gives way to dates it never sent (someone else's change), and starts again from them", () => {
    const own = withSent(null, before, first);
    const theirs = { startDate: "2027-01-04", dueDate: "2027-01-08" };
    expect(heldDates(theirs, own)).toBe(theirs);
    expect(withSent(own, theirs, second).known).toEqual([theirs, second]);
    expect(heldDates(before, null)).toBe(before);
  });
});

describe("arrows to rows off the page (issue 23 §4)", () => {
  const bar = { x1: 100, x2: 160, y: 40 };
  it("leave a predecessor's finish and run to the edge", () => {
    expect(edgeArrowPath(bar, "predecessor", "FS", 600)).toBe("M 160 40 H 170 V 600");
    expect(edgeArrowPath(bar, "predecessor", "SS", 2)).toBe("M 100 40 H 90 V 2");
  });
  it("come from the edge into a successor's start (FS, SS) or finish (FF, SF)", () => {
    expect(edgeArrowPath(bar, "successor", "FS", 2)).toBe("M 90 2 V 40 H 100");
    expect(edgeArrowPath(bar, "successor", "FF", 600)).toBe("M 170 600 V 40 H 160");
  });
});
