import { defineAggregate } from "../../aggregate";
import { archiveCommands } from "./commands";
import { archiveQueries } from "./queries";
import { archiveSystem } from "./system";

/** Archive and bin (decision record 28): moving work out of sight and back, and the bin's purge. */
export const archive = defineAggregate({
  name: "archive",
  queries: archiveQueries,
  commands: archiveCommands,
  system: archiveSystem,
});
