import { addWorkingDays, MONDAY_TO_FRIDAY, type WorkingCalendar } from "~/lib/schedule/calendar";
import type { DatedTask, DependencyLink, DependencyType } from "~/lib/schedule/network";

/** Monday 5 January 2026: working day 0 of the textbook networks. */
export const DAY_ZERO = "2026-01-05";

export function day(offset: number, calendar: WorkingCalendar = MONDAY_TO_FRIDAY): string {
  return addWorkingDays(DAY_ZERO, offset, calendar);
}

/** A task starting on working day `start` lasting `duration` working days. */
export function task(id: string, duration: number, start = 0, calendar: WorkingCalendar = MONDAY_TO_FRIDAY): DatedTask {
  return { id, startDate: day(start, calendar), dueDate: day(start + duration - 1, calendar) };
}

export function link(predecessorId: string, successorId: string, type: DependencyType = "FS", lagDays = 0): DependencyLink {
  return { id: `${predecessorId}>${successorId}`, predecessorId, successorId, type, lagDays };
}
