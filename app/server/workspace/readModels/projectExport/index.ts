import { defineReadModel } from "../../aggregate";
import { projectExportQueries } from "./queries";

/** A project's data read for an export (decision 0047): its head, its tasks and its dependencies, in pages. */
export const projectExport = defineReadModel({
  name: "projectExport",
  restrictedBy: "exportData",
  queries: projectExportQueries,
});
