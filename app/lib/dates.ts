import { SHORT_MONTH_NAMES } from "./days";

/**
 * Date and time preferences of spec §3 and the display formats of spec §9: the one place that
 * turns a day or a moment into words (issue 43 §4). Plain arithmetic, no date library, so the
 * first signed-in load carries none.
 */
export const DATE_FORMAT_PREFERENCES = ["dd/mm/yy", "mm/dd/yy"] as const;
export const TIME_FORMAT_PREFERENCES = ["12H", "24H"] as const;
export type DateFormatPreference = (typeof DATE_FORMAT_PREFERENCES)[number];
export type TimeFormatPreference = (typeof TIME_FORMAT_PREFERENCES)[number];

export const DEFAULT_DATE_FORMAT: DateFormatPreference = "dd/mm/yy";
export const DEFAULT_TIME_FORMAT: TimeFormatPreference = "12H";

/** A person's date and time preferences, as the shell carries them. */
export type DatePreferences = { dateFormat: string; timeFormat: string };
export const DEFAULT_PREFERENCES: DatePreferences = { dateFormat: DEFAULT_DATE_FORMAT, timeFormat: DEFAULT_TIME_FORMAT };

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** Day first ("07 Mar") for dd/mm/yy, month first ("Mar 07") for any other preference. */
function dayAndMonth(day: number, month: number, preference: string): string {
  const name = SHORT_MONTH_NAMES[month - 1];
  return preference === "dd/mm/yy" ? `${twoDigits(day)} ${name}` : `${name} ${twoDigits(day)}`;
}

/** 'dd MMM, yyyy' for dd/mm/yy, otherwise 'MMM dd, yyyy' (spec §9). */
const calendarText = (year: number, month: number, day: number, preference: string) => `${dayAndMonth(day, month, preference)}, ${year}`;

/** Where a moment is read: this runtime's time zone, or UTC (a page that says its times are UTC). */
export type Zone = "local" | "UTC";

function partsOf(date: Date | number, zone: Zone) {
  const at = new Date(date);
  return zone === "UTC"
    ? { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate(), hours: at.getUTCHours(), minutes: at.getUTCMinutes() }
    : { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate(), hours: at.getHours(), minutes: at.getMinutes() };
}

/** A moment's day. */
export function formatDate(date: Date | number, preference: string = DEFAULT_DATE_FORMAT, zone: Zone = "local"): string {
  const { year, month, day } = partsOf(date, zone);
  return calendarText(year, month, day, preference);
}

/** 'hh:mm a' for 12H, 'HH:mm' for 24H. */
export function formatTime(date: Date | number, preference: string = DEFAULT_TIME_FORMAT, zone: Zone = "local"): string {
  const { hours, minutes } = partsOf(date, zone);
  if (preference === "24H") return `${twoDigits(hours)}:${twoDigits(minutes)}`;
  return `${twoDigits(hours % 12 === 0 ? 12 : hours % 12)}:${twoDigits(minutes)} ${hours < 12 ? "AM" : "PM"}`;
}

/** A moment as its day and time in the person's preferences: "07 Mar, 2026 03:04 PM". */
export const formatMoment = (date: Date | number, preferences: DatePreferences = DEFAULT_PREFERENCES, zone: Zone = "local") =>
  `${formatDate(date, preferences.dateFormat, zone)} ${formatTime(date, preferences.timeFormat, zone)}`;

/** A calendar day stored as yyyy-mm-dd, shown in the person's preference; no time zone shifts. */
export function formatCalendarDay(isoDay: string, preference: string = DEFAULT_DATE_FORMAT): string {
  const [year, month, day] = isoDay.slice(0, 10).split("-").map(Number);
  if (!year || !month || !day) return isoDay;
  return calendarText(year, month, day, preference);
}

/** A calendar day without its year, for tight places (a time axis): "07 Mar" or "Mar 07". */
export function formatDayAndMonth(isoDay: string, preference: string = DEFAULT_DATE_FORMAT): string {
  return dayAndMonth(Number(isoDay.slice(8, 10)), Number(isoDay.slice(5, 7)), preference);
}
