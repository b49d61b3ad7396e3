import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatDate, formatDayAndMonth, formatMoment, formatTime } from "~/lib/dates";

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

describe("the one date helper (issue 43 §4)", () => {
  it("puts the day first for dd/mm/yy and the month first otherwise, in a stored day", () => {
    expect(formatCalendarDay("2026-11-24", "dd/mm/yy")).toBe("24 Nov, 2026");
    expect(formatCalendarDay("2026-11-24", "mm/dd/yy")).toBe("Nov 24, 2026");
  });

  it("reads only the day of a stored moment", () => {
    expect(formatCalendarDay("2026-11-24T23:30:00.000Z", "dd/mm/yy")).toBe("24 Nov, 2026");
  });

  it("leaves text that is no day as it is", () => {
    expect(formatCalendarDay("soon", "dd/mm/yy")).toBe("soon");
  });

  it("shortens a day for a time axis in the same order", () => {
    expect(formatDayAndMonth("2026-03-07", "dd/mm/yy")).toBe("07 Mar");
    expect(formatDayAndMonth("2026-03-07", "mm/dd/yy")).toBe("Mar 07");
  });

  it("shows a moment's day and time in both preferences, in UTC when asked", () => {
    const moment = Date.UTC(2026, 10, 24, 0, 5);
    expect(formatMoment(moment, { dateFormat: "mm/dd/yy", timeFormat: "24H" }, "UTC")).toBe("Nov 24, 2026 00:05");
    expect(formatMoment(moment, { dateFormat: "dd/mm/yy", timeFormat: "12H" }, "UTC")).toBe("24 Nov, 2026 12:05 AM");
  });
});
