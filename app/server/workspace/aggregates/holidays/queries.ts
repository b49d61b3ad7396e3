import { defineQuery } from "../../operations";
import { holidaysOf } from "./store";

export const holidayQueries = {
  /** A team's holidays in date order (the days scheduling skips besides weekends). */
  "holidays.list": defineQuery({
    acts: { resource: "team", from: "teamId", action: "work:read" },
    handler: ({ sql, target: { team } }, _input: { teamId: string }) => ({ teamId: team.id, holidays: holidaysOf(sql, team.id) }),
  }),
};
