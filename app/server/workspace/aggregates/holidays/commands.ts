import { projectRole } from "../../access";
import { defineCommand } from "../../operations";
import { scheduleAfterHolidays } from "../dependencies/schedule";
import { holidaysOf, replaceHolidays, type Holiday } from "./store";

export const holidayCommands = {
  /** Replaces a team's holidays, and reschedules its auto-scheduled projects' chains in the same transaction. */
  "holidays.update": defineCommand({
    acts: { resource: "team", from: "teamId", action: "team:manage" },
    handler: (context, { holidays }: { teamId: string; holidays: Holiday[] }) => {
      const { sql, target: { team } } = context;
      replaceHolidays(sql, team.id, [...holidays].sort((a, b) => a.day.localeCompare(b.day)));
      const scheduled = scheduleAfterHolidays(context, team.id);
      // The moves are told only for the projects the team's admin sees (a private project's tasks move too, unnamed).
      const rescheduled = scheduled.flatMap(({ project, moves }) => (projectRole(context, project) === null ? [] : moves));
      return { teamId: team.id, holidays: holidaysOf(sql, team.id), rescheduled, movedInAll: scheduled.reduce((n, { moves }) => n + moves.length, 0) };
    },
    activity: (_input, output) => ({
      verb: "holidays_changed",
      itemType: "team",
      itemId: output.teamId,
      teamId: output.teamId,
      detail: { count: output.holidays.length, rescheduled: output.movedInAll },
    }),
  }),
};
