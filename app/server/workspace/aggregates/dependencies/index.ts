import { defineAggregate } from "../../aggregate";
import { dependencyCommands } from "./commands";
import { dependencyQueries } from "./queries";

/** Dependencies between tasks of one project and their scheduling (decision records 29, 38): drawn and read on the Gantt chart. */
export const dependencies = defineAggregate({
  name: "dependencies",
  restrictedBy: "ganttView",
  queries: dependencyQueries,
  commands: dependencyCommands,
});
