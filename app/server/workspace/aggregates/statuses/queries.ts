import { requireTeam } from "../../access";
import { defineQuery } from "../../operations";
import { listStatuses, toStatus } from "./store";

export const statusQueries = {
  /** The team's custom statuses in order (spec §7 custom status get, query teamId). */
  "statuses.list": defineQuery({
    permission: "signed-in",
    handler: (context, { teamId }: { teamId: string }) => {
      requireTeam(context, teamId, "work:read");
      return listStatuses(context.sql, teamId).map(toStatus);
    },
  }),
};
