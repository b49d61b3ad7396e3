import { defineAggregate } from "../../aggregate";
import { dependencyCommands } from "./commands";
import { dependencyQueries } from "./queries";

/** Dependencies between tasks of one project and their scheduling (decision records 29, 38). */
export const dependencies = defineAggregate({
  name: "dependencies",
  queries: dependencyQueries,
  commands: dependencyCommands,
});
