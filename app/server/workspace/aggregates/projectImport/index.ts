import { defineAggregate } from "../../aggregate";
import { projectImportCommands } from "./commands";

/** Projects made from Meridian project files (decision 0047): one command that writes a whole project. */
export const projectImport = defineAggregate({
  name: "projectImport",
  commands: projectImportCommands,
});
