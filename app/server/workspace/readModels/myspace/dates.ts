import { DAY_MS } from "~/lib/days";
/**
 * The viewer's calendar, as ISO dates ("2026-11-22"): due dates are compared as
 * strings, so a date and a date with a time sort alike. The viewer's today comes
 * from the caller (their browser's or their profile's day); the server's UTC day
 * when none is given.
 */
export type Calendar = {
  today: string;
  tomorrow: string;
  /** The first day after this week: this week is today and the six days after it. */
  weekEnd: string;
  /** The start of the last seven days, as a timestamp (completed tasks). */
  weekAgo: number;
};


const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function calendarOf(today: string | undefined, now: number): Calendar {
  const day = today ?? isoDay(now);
  const start = Date.parse(`${day}T00:00:00Z`);
  return { today: day, tomorrow: isoDay(start + DAY_MS), weekEnd: isoDay(start + 7 * DAY_MS), weekAgo: now - 7 * DAY_MS };
}
