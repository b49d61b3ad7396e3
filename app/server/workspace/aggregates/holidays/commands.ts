import { defineCommand } from "../../operations";
import { holidaysOf, replaceHolidays, type Holiday } from "./store";

export const holidayCommands = {
  /** Replaces a team's holidays; existing dates stay where they are until a task moves. */
  "holidays.update": defineCommand({
    acts: { resource: "team", from: "teamId", action: "team:manage" },
    handler: ({ sql, target: { team } }, { holidays }: { teamId: string; holidays: Holiday[] }) => {
      replaceHolidays(sql, team.id, [...holidays].sort((a, b) => a.day.localeCompare(b.day)));
      return { teamId: team.id, holidays: holidaysOf(sql, team.id) };
    },
    activity: (_input, output) => ({
      verb: "holidays_changed",
      itemType: "team",
      itemId: output.teamId,
      teamId: output.teamId,
      detail: { count: output.holidays.length },
    }),
  }),
};
