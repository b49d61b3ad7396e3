import { z } from "@hono/zod-openapi";
import { COLUMN_TYPES } from "~/lib/columns";
import { CSV_FIELDS } from "~/lib/exports/csvFields";
import { checkCsvImport, guessColumns, parseCsv, type MappedColumn, type ParsedCsv } from "~/lib/exports/csvImport";
import { checkProjectFile } from "~/lib/exports/projectJson";
import { CSV_PREVIEW_ROWS, CSV_TOO_LARGE, ImportCsvSchema, ImportProjectSchema, MappedColumnSchema, PreviewCsvImportSchema } from "~/schemas/exports";
import { MAX_CSV_IMPORT_BYTES } from "~/lib/exports/formats";
import { ApiError, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";

/**
 * project/importProject (issue 19 §3, decision 0047): a new project from a Meridian project file.
 * The whole file is checked here first, every row of it: an error answers 400 with a message per
 * row in `error.fields` and nothing is written; a sound file becomes a project in one command.
 * A CSV (decision 0064) is read for its mapping step by project/previewCsvImport, and
 * project/importCsv turns it with its mapping into such a file (lib/exports/csvImport.ts), checked
 * and created the same way.
 */
export const ImportReportSchema = z.object({
  projectId: z.string(),
  teamId: z.string(),
  name: z.string(),
  counts: z.object({ groups: z.number(), tasks: z.number(), subtasks: z.number(), columns: z.number(), dependencies: z.number() }),
  unassigned: z.array(z.string()).describe("e-mails of people not in the organisation (or who cannot see the project): left unassigned"),
  statuses: z.array(z.object({ from: z.string(), to: z.string() })).describe("statuses the team lacks, and the status their tasks got"),
  notImported: z.object({ conversations: z.number(), attachments: z.number() }),
});

const importProject = apiRoute({
  method: "post",
  path: "/importProject",
  summary: "Create a project in a team from a Meridian project file (JSON export); the whole file is checked first",
  input: ImportProjectSchema,
  data: ImportReportSchema,
  tags: ["project"],
});

const CsvPreviewSchema = z.object({
  headers: z.array(z.string()),
  mapping: z.array(z.object({ field: z.enum(CSV_FIELDS), name: z.string().optional(), type: z.enum(COLUMN_TYPES).optional() })).describe("the mapping given, or the guessed one; each custom column with its name and type"),
  rows: z.array(z.array(z.string())).describe(`the first ${CSV_PREVIEW_ROWS} rows, as written`),
  total: z.number().describe("rows under the header line"),
  ok: z.boolean().describe("true: importing with this mapping would succeed (the team's permissions and plan aside)"),
  message: z.string().nullable(),
  errors: z.record(z.string(), z.array(z.string())).describe("by CSV row (`rows.4`: the spreadsheet's row 4, the header being row 1) or column (`mapping.2`)"),
});

const previewCsvImport = apiRoute({
  method: "post",
  path: "/previewCsvImport",
  summary:
    "Read a CSV for the import's mapping step, for a member who may import into the team: its headers, a mapping (guessed when none is given), its first rows and every error the import would meet; writes nothing",
  input: PreviewCsvImportSchema,
  data: CsvPreviewSchema,
  tags: ["project"],
});

const importCsv = apiRoute({
  method: "post",
  path: "/importCsv",
  summary: "Create a project in a team from a CSV and its column mapping; the whole file is checked first, as a project file is",
  input: ImportCsvSchema,
  data: ImportReportSchema,
  tags: ["project"],
});

/** The CSV's rows, refused (413) beyond the size the mapping form carries between its steps. */
function readCsv(text: string): ParsedCsv {
  if (new TextEncoder().encode(text).length > MAX_CSV_IMPORT_BYTES) throw new ApiError(413, CSV_TOO_LARGE);
  return parseCsv(text);
}

/** The given mapping, one entry per header (missing ones ignored), each custom column with its name and type (the guess when left out). */
function completeMapping(csv: ParsedCsv, given: ReadonlyArray<z.infer<typeof MappedColumnSchema>> | undefined): MappedColumn[] {
  const guessed = guessColumns(csv);
  if (!given) return guessed;
  return csv.headers.map((header, index) => {
    const one = given[index] ?? { field: "ignore" as const };
    if (one.field !== "custom") return { field: one.field };
    const guess = guessed[index].field === "custom" ? guessed[index] : guessColumns({ headers: [header], rows: csv.rows.map((row) => [row[index] ?? ""]) })[0];
    return { field: "custom", name: one.name || header.slice(0, 50), type: one.type ?? guess.type ?? "TEXT" };
  });
}

export const importApi = createRouter()
  .openapi(importProject, async (c) => {
    const { file, ...input } = c.req.valid("json");
    const checked = checkProjectFile(file);
    if (!checked.ok) throw new ApiError(400, checked.message, { fields: checked.errors });
    const { data } = await runCommand(c, { name: "projectImport.create", input: { ...input, file: checked.file } });
    return ok(c, data);
  })
  .openapi(previewCsvImport, async (c) => {
    const input = c.req.valid("json");
    await runQuery(c, { name: "projectImport.allowed", input: { teamId: input.teamId } });
    const csv = readCsv(input.csv);
    const mapping = completeMapping(csv, input.mapping);
    const checked = checkCsvImport(csv, mapping, "CSV import");
    return ok(c, {
      headers: csv.headers,
      mapping,
      rows: csv.rows.slice(0, CSV_PREVIEW_ROWS),
      total: csv.rows.length,
      ok: checked.ok,
      message: checked.ok ? null : checked.message,
      errors: checked.ok ? {} : checked.errors,
    });
  })
  .openapi(importCsv, async (c) => {
    const { csv: text, mapping: given, ...input } = c.req.valid("json");
    const csv = readCsv(text);
    const checked = checkCsvImport(csv, completeMapping(csv, given), input.name);
    if (!checked.ok) throw new ApiError(400, checked.message, { fields: checked.errors });
    const { data } = await runCommand(c, { name: "projectImport.create", input: { ...input, file: checked.file } });
    return ok(c, data);
  });
