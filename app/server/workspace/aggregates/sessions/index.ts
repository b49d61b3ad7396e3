import { defineAggregate } from "../../aggregate";
import { sessionCommands } from "./commands";
import { sessionQueries } from "./queries";
import { sessionSystem } from "./system";

/** Sessions of the tenant's host (decision record 3). */
export const sessions = defineAggregate({
  name: "sessions",
  queries: sessionQueries,
  commands: sessionCommands,
  system: sessionSystem,
});
