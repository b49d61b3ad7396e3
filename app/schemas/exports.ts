import * as z from "zod";
import { EXPORT_FORMATS, MAX_CSV_IMPORT_BYTES } from "~/lib/exports/formats";
import { COLUMN_TYPES } from "~/lib/columns";
import { CSV_FIELDS } from "~/lib/exports/csvFields";
import { optionalParam, refineSingleLine, workId } from "./fields";
import { PROJECT_NAME_REQUIRED } from "./project";
import { ListQuerySchema } from "./task";

/** Exports and imports of project data (issue 19, decision 0047): the calls' inputs, shared by the API and the forms. */

/** Which rows: the whole project, or those the List's filters let through, in its sort. */
export const EXPORT_ROWS = ["all", "filtered"] as const;
export type ExportRows = (typeof EXPORT_ROWS)[number];

/** A box that is absent when unticked: "true" or "on" ticks it. */
const tick = z.preprocess((value) => value === true || value === "true" || value === "on" || value === "1", z.boolean());

const { status, assignee, priority, dueFrom, dueTo, q, sort, dir } = ListQuerySchema.shape;
/** The List's filters and sort (its query string), which an export of "the rows shown" takes along: data and PDF alike. */
export const ListFilters = z.object({ status, assignee, priority, dueFrom, dueTo, q, sort, dir });
export type ExportFilters = z.infer<typeof ListFilters>;

/** download/projectData: a project's tasks as CSV, XLSX or JSON, as a file. */
export const ProjectDataSchema = ListFilters.extend({
  projectId: workId("project"),
  format: z.enum(EXPORT_FORMATS, { error: "Choose CSV, XLSX or JSON" }),
  rows: optionalParam(z.enum(EXPORT_ROWS)).default("all"),
  archived: optionalParam(tick).default(false),
  /** Build the file in the background and send a link, whatever the project's size (decision 0057). */
  background: optionalParam(tick).default(false),
});
export type ProjectDataQuery = z.output<typeof ProjectDataSchema>;

/** An imported project's name, when the form or the call gives one. */
const importedProjectName = () => refineSingleLine(z.string({ error: PROJECT_NAME_REQUIRED }).trim().min(2, PROJECT_NAME_REQUIRED).max(200), "Project Name");

/** The largest file an import takes: a project of some 20,000 tasks. */
export const MAX_IMPORT_BYTES = 16 * 1024 * 1024;
export const IMPORT_TOO_LARGE = `The file is too large to import (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB)`;
export const IMPORT_FILE_REQUIRED = "Please choose a Meridian project file (.json)";
export const IMPORT_NOT_JSON = "This file is not JSON: choose a Meridian project file (.json) exported from a project";

/** project/importProject: a new project in a team (and folder) from a Meridian project file; `name` replaces the file's. */
export const ImportProjectSchema = z.object({
  teamId: workId("team"),
  folderId: workId("folder").optional(),
  name: importedProjectName().optional(),
  /** The file, read as JSON; checked whole (lib/exports/projectJson.ts) before anything is written. */
  file: z.unknown(),
});
export type ImportProjectInput = z.infer<typeof ImportProjectSchema>;

// ── CSV import with a column-mapping step (issue 19 §3, decision 0064) ───────

export const CSV_TOO_LARGE = `The CSV file is too large to import (at most ${MAX_CSV_IMPORT_BYTES / 1024 / 1024} MB): split it into smaller files, or import a Meridian project file (.json)`;
export const CSV_FILE_REQUIRED = "Please choose a CSV file (.csv)";
export const CSV_NOT_TEXT = "This file is not a CSV text file: save the sheet as CSV (UTF-8) and choose that file";
/** Rows the mapping step shows of the file. */
export const CSV_PREVIEW_ROWS = 10;

/** One CSV column's place: a task field, a custom column (its name and type; the header and a guess when left out), or ignored. */
export const MappedColumnSchema = z.object({
  field: z.enum(CSV_FIELDS),
  name: refineSingleLine(z.string().trim().max(50, "A column name has at most 50 characters"), "Column Name").optional(),
  type: z.enum(COLUMN_TYPES).optional(),
});
const Mapping = z.array(MappedColumnSchema).max(500);

/**
 * project/previewCsvImport: the CSV's headers, the mapping (guessed when none is given), its first rows and every error of
 * the import it would make, for a member who may import into the team.
 */
export const PreviewCsvImportSchema = z.object({
  teamId: workId("team"),
  csv: z.string(),
  mapping: Mapping.optional(),
});

/** project/importCsv: a new project from a CSV and its mapping, checked whole as project/importProject checks a file. */
export const ImportCsvSchema = z.object({
  teamId: workId("team"),
  folderId: workId("folder").optional(),
  name: importedProjectName(),
  csv: z.string(),
  mapping: Mapping,
});
export type ImportCsvInput = z.infer<typeof ImportCsvSchema>;

