import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatDate, formatTime } from "~/lib/dates";

const afternoon = new Date(2026, 2, 7, 15, 4);

describe("date display (spec §9)", () => {
  it("shows 'dd MMM, yyyy' for dd/mm/yy", () => {
    expect(formatDate(afternoon, "dd/mm/yy")).toBe("07 Mar, 2026");
  });

  it("shows 'MMM dd, yyyy' for any other preference", () => {
    expect(formatDate(afternoon, "mm/dd/yy")).toBe("Mar 07, 2026");
  });

  it("defaults to dd/mm/yy", () => {
    expect(formatDate(afternoon)).toBe("07 Mar, 2026");
  });

  it("shows a stored calendar day without shifting it", () => {
    expect(formatCalendarDay("1990-12-31", "mm/dd/yy")).toBe("Dec 31, 1990");
  });
});

describe("time display", () => {
  it("uses a 12-hour clock by default", () => {
    expect(formatTime(afternoon)).toBe("03:04 PM");
  });

  it("uses a 24-hour clock for 24H", () => {
    expect(formatTime(afternoon, "24H")).toBe("15:04");
  });
});
