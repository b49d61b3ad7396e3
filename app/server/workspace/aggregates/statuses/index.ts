import { defineAggregate } from "../../aggregate";
import { statusCommands } from "./commands";
import { statusQueries } from "./queries";

/** A team's statuses (decision record 23). */
export const statuses = defineAggregate({
  name: "statuses",
  queries: statusQueries,
  commands: statusCommands,
});
