import { defineQuery } from "../../operations";
import { listStatuses, toStatus } from "./store";

export const statusQueries = {
  /** The team's custom statuses in order (spec §7 custom status get, query teamId). */
  "statuses.list": defineQuery({
    acts: { resource: "team", from: "teamId", action: "work:read" },
    handler: (context, { teamId }: { teamId: string }) => listStatuses(context.sql, teamId).map(toStatus),
  }),
};
