import { defineAggregate } from "../../aggregate";
import { archiveQueries } from "./contents";
import { archiveExportCommands } from "./exporting";
import { archiveImportCommands } from "./importing";

/**
 * A whole organisation in one archive (issue 38 §3, decision 0092): its super admin exports it as a
 * background job (the exports aggregate's jobs, decision 0057) and imports one into a new
 * organisation in one command; the archive's format is lib/exports/organisationArchive.ts.
 */
export const organisationArchive = defineAggregate({
  name: "organisationArchive",
  queries: archiveQueries,
  commands: { ...archiveExportCommands, ...archiveImportCommands },
});
