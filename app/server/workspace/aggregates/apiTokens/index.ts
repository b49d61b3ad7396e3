import { defineAggregate } from "../../aggregate";
import { apiTokenCommands } from "./commands";
import { apiTokenQueries } from "./queries";

/** Personal API tokens (issue 44 §1, decision record 81): long-lived credentials acting as their member. */
export const apiTokens = defineAggregate({
  name: "apiTokens",
  queries: apiTokenQueries,
  commands: apiTokenCommands,
});
