import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  dayAtWorkingIndex,
  dayNumber,
  dayString,
  isWorkingDay,
  workingCalendar,
  workingDaysBetween,
  workingIndexOnOrAfter,
} from "~/lib/schedule/calendar";
import { seededRandom } from "./random";

const christmas = workingCalendar(["2026-12-25", "2026-12-26", "2026-12-28"]);

describe("working days", () => {
  it("are Monday to Friday", () => {
    expect(isWorkingDay("2026-01-02")).toBe(true); // Friday
    expect(isWorkingDay("2026-01-03")).toBe(false);
    expect(isWorkingDay("2026-01-04")).toBe(false);
    expect(isWorkingDay("2026-01-05")).toBe(true);
  });

  it("skip the team's holidays; a holiday on a weekend changes nothing", () => {
    expect(isWorkingDay("2026-12-25", christmas)).toBe(false);
    expect(christmas.holidays).toHaveLength(2);
    expect(addWorkingDays("2026-12-24", 1, christmas)).toBe("2026-12-29");
    expect(addWorkingDays("2026-12-29", -1, christmas)).toBe("2026-12-24");
  });

  it("are added from the first working day on or after the day", () => {
    expect(addWorkingDays("2026-01-02", 1)).toBe("2026-01-05");
    expect(addWorkingDays("2026-01-03", 0)).toBe("2026-01-05");
    expect(addWorkingDays("2026-01-05", 10)).toBe("2026-01-19");
    expect(addWorkingDays("2026-01-05", -1)).toBe("2026-01-02");
  });

  it("are counted with both ends included", () => {
    expect(workingDaysBetween("2026-01-05", "2026-01-09")).toBe(5);
    expect(workingDaysBetween("2026-01-05", "2026-01-12")).toBe(6);
    expect(workingDaysBetween("2026-01-03", "2026-01-04")).toBe(0);
    expect(workingDaysBetween("2026-12-21", "2026-12-31", christmas)).toBe(7);
  });

  it("work before 1970 too", () => {
    expect(addWorkingDays("1969-12-31", 2)).toBe("1970-01-02");
    expect(addWorkingDays("1970-01-02", -3)).toBe("1969-12-30");
  });

  it("round-trip through their working index (random days and holidays)", () => {
    const random = seededRandom(29);
    const start = dayNumber("2025-01-01");
    const holidays = Array.from({ length: 60 }, () => dayString(start + Math.floor(random() * 800)));
    const calendar = workingCalendar(holidays);
    for (let offset = 0; offset < 800; offset++) {
      const day = dayString(start + offset);
      const index = workingIndexOnOrAfter(calendar, day);
      const working = dayAtWorkingIndex(calendar, index);
      expect(isWorkingDay(working, calendar)).toBe(true);
      expect(working >= day).toBe(true);
      if (isWorkingDay(day, calendar)) expect(working).toBe(day);
      expect(workingIndexOnOrAfter(calendar, working)).toBe(index);
    }
  });
});
