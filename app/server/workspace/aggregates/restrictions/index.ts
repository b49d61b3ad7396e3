import { defineAggregate } from "../../aggregate";
import { restrictionCommands } from "./commands";
import { restrictionQueries } from "./queries";

/** Access restrictions (issue 20 §3, decision record 51): capabilities turned off for a role or a person, in a place. */
export const restrictions = defineAggregate({
  name: "restrictions",
  queries: restrictionQueries,
  commands: restrictionCommands,
});
