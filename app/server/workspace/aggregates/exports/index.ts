import { defineAggregate } from "../../aggregate";
import { exportCommands } from "./commands";
import { dashboardExportCommands } from "./dashboard";

/**
 * Exports of project data (decision 0047): each export is recorded in the activity log; the data
 * itself is read through the projectExport read model. Background exports kept in R2 (issue 19 §4)
 * will keep their jobs here.
 */
export const projectExports = defineAggregate({
  name: "exports",
  restrictedBy: "exportData",
  commands: { ...exportCommands, ...dashboardExportCommands },
});
