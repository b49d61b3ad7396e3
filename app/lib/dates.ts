import { format } from "date-fns";

/** Date and time preferences of spec §3 and the display formats of spec §9. */
export const DATE_FORMAT_PREFERENCES = ["dd/mm/yy", "mm/dd/yy"] as const;
export const TIME_FORMAT_PREFERENCES = ["12H", "24H"] as const;
export type DateFormatPreference = (typeof DATE_FORMAT_PREFERENCES)[number];
export type TimeFormatPreference = (typeof TIME_FORMAT_PREFERENCES)[number];

export const DEFAULT_DATE_FORMAT: DateFormatPreference = "dd/mm/yy";
export const DEFAULT_TIME_FORMAT: TimeFormatPreference = "12H";

const DATE_PATTERNS: Record<DateFormatPreference, string> = {
  "dd/mm/yy": "dd MMM, yyyy",
  "mm/dd/yy": "MMM dd, yyyy",
};

const TIME_PATTERNS: Record<TimeFormatPreference, string> = {
  "12H": "hh:mm a",
  "24H": "HH:mm",
};

export function datePattern(preference: string): string {
  return preference === "dd/mm/yy" ? DATE_PATTERNS["dd/mm/yy"] : DATE_PATTERNS["mm/dd/yy"];
}

export function timePattern(preference: string): string {
  return preference === "24H" ? TIME_PATTERNS["24H"] : TIME_PATTERNS["12H"];
}

export function formatDate(date: Date | number, preference: string = DEFAULT_DATE_FORMAT): string {
  return format(date, datePattern(preference));
}

export function formatTime(date: Date | number, preference: string = DEFAULT_TIME_FORMAT): string {
  return format(date, timePattern(preference));
}

/** A calendar day stored as yyyy-mm-dd, shown in the user's preference; no time zone shifts. */
export function formatCalendarDay(isoDay: string, preference: string = DEFAULT_DATE_FORMAT): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  return formatDate(new Date(year, month - 1, day), preference);
}
