import { formatCalendarDay } from "~/lib/dates";
import { defineColumnType } from "./definition";

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written yyyy-mm-dd that exists (no 30 February). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const dateColumn = defineColumnType({
  label: "Date",
  valueSchema: (_column, { z }) => z.string({ error: "Please enter a date" }).refine(isCalendarDay, "Please enter a valid date (yyyy-mm-dd)"),
  format: (value, _column, context) => formatCalendarDay(value as string, context.dateFormat),
  // A day becomes text as yyyy-mm-dd, whatever the reader's date preference.
  asText: (value) => value as string,
  cell: "date",
  csvGuess: /^\d{4}-\d{2}-\d{2}$/,
});
