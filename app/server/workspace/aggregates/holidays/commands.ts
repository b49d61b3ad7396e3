import { requireTeam } from "../../access";
import { defineCommand } from "../../operations";
import { holidaysOf, replaceHolidays, type Holiday } from "./store";

export const holidayCommands = {
  /** Replaces a team's holidays; existing dates stay where they are until a task moves. */
  "holidays.update": defineCommand({
    permission: "signed-in",
    handler: (context, { teamId, holidays }: { teamId: string; holidays: Holiday[] }) => {
      const { team } = requireTeam(context, teamId, "team:manage");
      replaceHolidays(context.sql, team.id, [...holidays].sort((a, b) => a.day.localeCompare(b.day)));
      return { teamId: team.id, holidays: holidaysOf(context.sql, team.id) };
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
