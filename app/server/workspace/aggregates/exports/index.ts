import { defineAggregate } from "../../aggregate";
import { exportCommands, exportQueries, exportSystem } from "./commands";
import { dashboardExportCommands } from "./dashboard";

/**
 * Exports of project data (decision 0047): each export is recorded in the activity log; the data
 * itself is read through the projectExport read model. A large project's export is a job here
 * (decision 0057), built by the alarm into R2 and fetched through a signed, expiring link.
 */
export const projectExports = defineAggregate({
  name: "exports",
  restrictedBy: "exportData",
  commands: { ...exportCommands, ...dashboardExportCommands },
  queries: exportQueries,
  system: exportSystem,
});
