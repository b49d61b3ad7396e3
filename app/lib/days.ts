/**
 * Days as 'YYYY-MM-DD' and as numbers, and month names: plain arithmetic, no date library, so
 * the first signed-in load does not carry one (dates.ts formats them the same way).
 */
export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (UTC) of a 'YYYY-MM-DD' day. */
export const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
/** The 'YYYY-MM-DD' day of a day number. */
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The 'YYYY-MM-DD' day (UTC) of a moment in milliseconds. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
/** "Jan" … "Dec". */
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));
/** The month's name of a 'YYYY-MM-DD' day (or of a month number, 1 to 12). */
export const monthName = (month: string | number, names: readonly string[] = MONTH_NAMES) =>
  names[(typeof month === "number" ? month : Number(month.slice(5, 7))) - 1];
