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

/**
 * How a person types a day (decision 82): in their preference's order, the year in full so that no
 * day reads two ways (a birthday in 1940 as "40" would come back as 2040): "dd/mm/yyyy" or "mm/dd/yyyy".
 */
export const dateInputPattern = (preference: string = DEFAULT_DATE_FORMAT) => (preference === "dd/mm/yy" ? "dd/mm/yyyy" : "mm/dd/yyyy");

/** What a date field says when what was typed names no day. */
export const dateInputMessage = (preference: string = DEFAULT_DATE_FORMAT) => `Please enter a valid date as ${dateInputPattern(preference)}`;

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const TYPED_DAY = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{2}|\d{4})$/;

/** Whether a text is a calendar day as stored: yyyy-mm-dd, a real day. */
export const isIsoDay = (text: string) => ISO_DAY.test(text) && parseDateInput(text) === text;

/** A calendar day (yyyy-mm-dd) as its person types it: "24/11/2026" (dd/mm/yy) or "11/24/2026". */
export function formatDateInput(isoDay: string, preference: string = DEFAULT_DATE_FORMAT): string {
  const [year, month, day] = isoDay.slice(0, 10).split("-");
  if (!year || !month || !day) return isoDay;
  return preference === "dd/mm/yy" ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** A two-digit year as the one nearest `reference` (within fifty years): "26" is 2026, "85" 1985. */
function fullYear(typed: string, reference: number): number {
  if (typed.length === 4) return Number(typed);
  const year = Math.floor(reference / 100) * 100 + Number(typed);
  if (year > reference + 50) return year - 100;
  return year <= reference - 50 ? year + 100 : year;
}

const realDay = (year: number, month: number, day: number) => {
  const at = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
};

/**
 * What a person typed in a date field, as the day it names (yyyy-mm-dd): in their preference's order
 * ("24/11/2026", "24.11.26", "24-11-2026") or as yyyy-mm-dd. "" for an empty field (no day); null when it
 * names no real day ("31/02/2026", "13/13/2026", "tomorrow"). The one parser of the browser and the server.
 */
export function parseDateInput(text: string, preference: string = DEFAULT_DATE_FORMAT, referenceYear = new Date().getUTCFullYear()): string | null {
  const typed = text.trim();
  if (typed === "") return "";
  const iso = ISO_DAY.exec(typed);
  const local = iso ? null : TYPED_DAY.exec(typed);
  if (!iso && !local) return null;
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : preference === "dd/mm/yy"
      ? [fullYear(local![3], referenceYear), Number(local![2]), Number(local![1])]
      : [fullYear(local![3], referenceYear), Number(local![1]), Number(local![2])];
  return realDay(year, month, day) ? `${year}-${twoDigits(month)}-${twoDigits(day)}` : null;
}
