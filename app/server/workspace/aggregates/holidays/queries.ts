import { requireTeam } from "../../access";
import { defineQuery } from "../../operations";
import { holidaysOf } from "./store";

export const holidayQueries = {
  /** A team's holidays in date order (the days scheduling skips besides weekends). */
  "holidays.list": defineQuery({
    permission: "signed-in",
    handler: (context, { teamId }: { teamId: string }) => {
      const { team } = requireTeam(context, teamId, "work:read");
      return { teamId: team.id, holidays: holidaysOf(context.sql, team.id) };
    },
  }),
};
