import * as z from "zod";
import { DEPENDENCY_TYPES } from "~/lib/schedule/network";
import { workId } from "./fields";
import { DATE_MESSAGE } from "./task";

/** Dependencies between tasks and the working-day calendar (decision record 29). */
export const LAG_MAX = 365;
export const LAG_MESSAGE = `The lag must be a whole number of working days between -${LAG_MAX} and ${LAG_MAX}`;
export const HOLIDAYS_MAX = 200;
export const HOLIDAY_NAME_MAX = 100;

const lagDays = z.coerce.number({ error: LAG_MESSAGE }).int(LAG_MESSAGE).min(-LAG_MAX, LAG_MESSAGE).max(LAG_MAX, LAG_MESSAGE);
const dependencyType = z.enum(DEPENDENCY_TYPES, { error: "Choose finish-to-start, start-to-start, finish-to-finish or start-to-finish" });

export const CreateDependencySchema = z.object({
  predecessorId: workId("task"),
  successorId: workId("task"),
  type: dependencyType.default("FS"),
  lagDays: lagDays.default(0),
});

export const UpdateDependencySchema = z.object({
  dependencyId: workId("dependency"),
  type: dependencyType.optional(),
  lagDays: lagDays.optional(),
});

export const DependencyIdSchema = z.object({ dependencyId: workId("dependency") });

/** Why a move or restore into another project needs `confirm` (decision record 38). */
export const crossingLinksMessage = (count: number) =>
  `Dependencies stay within one project, so this removes ${count} ${count === 1 ? "dependency" : "dependencies"} with tasks in another project. Confirm to go on.`;

const day = z.iso.date({ error: DATE_MESSAGE });

export const HolidaySchema = z.object({
  day,
  name: z.string().trim().max(HOLIDAY_NAME_MAX, `A holiday's name should not exceed ${HOLIDAY_NAME_MAX} characters`).default(""),
});

export const UpdateHolidaysSchema = z.object({
  teamId: workId("team"),
  holidays: z
    .array(HolidaySchema)
    .max(HOLIDAYS_MAX, `A team can have at most ${HOLIDAYS_MAX} holidays`)
    .refine((list) => new Set(list.map((holiday) => holiday.day)).size === list.length, "Each day can be listed once"),
});

/** "2026-12-25 Christmas" per line: the day, then its name. */
export const holidaysToText = (holidays: readonly { day: string; name: string }[]) =>
  holidays.map((holiday) => `${holiday.day} ${holiday.name}`.trim()).join("\n");

const textToHolidays = (text: string): { day: string; name?: string }[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const [day, ...name] = line.split(/\s+/);
      return { day, name: name.join(" ") };
    });

/** The team settings form: one textarea, one holiday per line. */
export const HolidaysFormSchema = z.object({
  teamId: workId("team"),
  holidays: z.string().max(20_000).default("").transform(textToHolidays).pipe(UpdateHolidaysSchema.shape.holidays),
});
