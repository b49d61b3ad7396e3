import { defineAggregate } from "../../aggregate";
import { projectImportCommands } from "./commands";
import { projectImportQueries } from "./queries";

/** Projects made from Meridian project files (decision 0047): one command that writes a whole project. */
export const projectImport = defineAggregate({
  name: "projectImport",
  queries: projectImportQueries,
  commands: projectImportCommands,
});
