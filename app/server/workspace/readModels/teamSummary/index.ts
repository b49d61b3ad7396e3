import { defineReadModel } from "../../aggregate";
import { teamSummaryQueries } from "./queries";

/** The team summary (decision record 27): what the viewer may see of one team's work, members, invites and activity. */
export const teamSummary = defineReadModel({
  name: "teamSummary",
  queries: teamSummaryQueries,
});
