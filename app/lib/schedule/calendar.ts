/**
 * Working days: Monday to Friday minus a team's holidays (decision record 29). Days are
 * 'YYYY-MM-DD' strings; inside, a day is its number since 1970-01-01 and a working day also has a
 * working index (how many working days come before it), so counting and adding working days is
 * arithmetic plus a binary search over the holidays, never a walk day by day.
 */

import { dateOfDay as dayString, dayNumber } from "~/lib/days";

export { dayNumber, dayString };

/** Day number of Monday 1970-01-05, the origin of the weekday arithmetic. */
const FIRST_MONDAY = 4;

export interface WorkingCalendar {
  /** Holidays that fall on a weekday, as ascending day numbers (a Saturday holiday changes nothing). */
  readonly holidays: readonly number[];
}

function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}

function mod(a: number, b: number): number {
  return ((a % b) + b) % b;
}

function isWeekday(dayNo: number): boolean {
  return mod(dayNo - FIRST_MONDAY, 7) < 5;
}

/** Weekdays strictly before the day. */
function weekdaysBefore(dayNo: number): number {
  const sinceMonday = dayNo - FIRST_MONDAY;
  return 5 * floorDiv(sinceMonday, 7) + Math.min(mod(sinceMonday, 7), 5);
}

/** The day whose weekdaysBefore is `count` and which is a weekday. */
function weekdayAt(count: number): number {
  return FIRST_MONDAY + 7 * floorDiv(count, 5) + mod(count, 5);
}

/** Holidays strictly before the day (`inclusive`: on or before). */
function holidaysBefore(calendar: WorkingCalendar, dayNo: number, inclusive = false): number {
  const { holidays } = calendar;
  let low = 0;
  let high = holidays.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (holidays[middle] < dayNo || (inclusive && holidays[middle] === dayNo)) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function workingCalendar(holidays: Iterable<string> = []): WorkingCalendar {
  const days = new Set<number>();
  for (const day of holidays) {
    const dayNo = dayNumber(day);
    if (isWeekday(dayNo)) days.add(dayNo);
  }
  return { holidays: [...days].sort((a, b) => a - b) };
}

export const MONDAY_TO_FRIDAY: WorkingCalendar = workingCalendar();

function isWorkingDayNumber(calendar: WorkingCalendar, dayNo: number): boolean {
  return isWeekday(dayNo) && holidaysBefore(calendar, dayNo, true) === holidaysBefore(calendar, dayNo);
}

/** The working index of the first working day on or after the day. */
export function workingIndexOnOrAfter(calendar: WorkingCalendar, day: string): number {
  const dayNo = dayNumber(day);
  return weekdaysBefore(dayNo) - holidaysBefore(calendar, dayNo);
}

/** The working index of the last working day on or before the day. */
export function workingIndexOnOrBefore(calendar: WorkingCalendar, day: string): number {
  const dayNo = dayNumber(day) + 1;
  return weekdaysBefore(dayNo) - holidaysBefore(calendar, dayNo) - 1;
}

/** The working day with this working index. */
export function dayAtWorkingIndex(calendar: WorkingCalendar, index: number): string {
  // Each holiday up to the candidate pushes it one weekday later; the count only grows, so this settles.
  let weekdayCount = index;
  for (;;) {
    const dayNo = weekdayAt(weekdayCount);
    const holidaysUpTo = holidaysBefore(calendar, dayNo, true);
    if (weekdayCount - holidaysUpTo === index && isWorkingDayNumber(calendar, dayNo)) return dayString(dayNo);
    weekdayCount = index + holidaysUpTo;
  }
}

export function isWorkingDay(day: string, calendar: WorkingCalendar = MONDAY_TO_FRIDAY): boolean {
  return isWorkingDayNumber(calendar, dayNumber(day));
}

/** Moves `count` working days (negative: back) from the first working day on or after `day`. */
export function addWorkingDays(day: string, count: number, calendar: WorkingCalendar = MONDAY_TO_FRIDAY): string {
  return dayAtWorkingIndex(calendar, workingIndexOnOrAfter(calendar, day) + count);
}

/** Working days from `first` to `last`, both included (0 when there is none). */
export function workingDaysBetween(first: string, last: string, calendar: WorkingCalendar = MONDAY_TO_FRIDAY): number {
  return Math.max(0, workingIndexOnOrBefore(calendar, last) - workingIndexOnOrAfter(calendar, first) + 1);
}
