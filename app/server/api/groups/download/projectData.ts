import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { csvHead, csvLines, CSV_TYPE } from "~/lib/exports/csv";
import { DEPENDENCY_COLUMNS, dependencyRow, tableColumns, tableRow } from "~/lib/exports/table";
import { DEPENDENCIES_SHEET, excelDateFormat, TASKS_SHEET, xlsxChunks, XLSX_TYPE, type Sheet } from "~/lib/exports/xlsx";
import { ProjectDataSchema, type ProjectDataQuery } from "~/schemas/exports";
import type { FileDependency, FileTask } from "~/lib/exports/projectJson";
import { disposition } from "../../core/disposition";
import { ErrorEnvelope } from "../../core/envelope";
import { runCommand, runQuery } from "../../core/session";
import type { ApiEnv } from "../../core/types";
import { Records } from "./records";
import { BACKGROUND_EXPORT_TASKS, type ExportJobFormat } from "~/schemas/exportJobs";
import { ARCHIVE_TYPE } from "~/lib/exports/organisationArchive";
import { exportStarted } from "./exportJobs";

/**
 * download/projectData (spec §7, issue 19 §1): a project's tasks as a file. The export is recorded
 * first (exports.start, the activity log; it refuses what the caller cannot read, 404 like a
 * missing project), then read through the projectExport queries a page at a time: every format is
 * streamed as the pages arrive (XLSX deflated a page of rows at a time, decision 0066), so only a
 * page is held, never the whole project's rows or file.
 */
export const JSON_TYPE = "application/json; charset=utf-8";
export const EXPORT_TYPES: Record<ExportJobFormat, string> = { csv: CSV_TYPE, xlsx: XLSX_TYPE, json: JSON_TYPE, zip: ARCHIVE_TYPE };

/** "Website relaunch 2026-12-01.csv": the project's name made safe for every file system, and the day. */
export function exportFileName(projectName: string, format: ExportJobFormat | "pdf", day = new Date()) {
  const printable = [...projectName].map((char) => (char.charCodeAt(0) < 32 ? " " : char)).join("");
  const safe = printable.replace(/[\\/:*?"<>|]+/g, " ").replace(/\s+/g, " ").trim().slice(0, 100) || "project";
  return `${safe} ${day.toISOString().slice(0, 10)}.${format}`;
}

export const projectDataRoute = createRoute({
  method: "get",
  path: "/projectData",
  summary: "A project's tasks as a CSV, XLSX or JSON file (the whole project, or the List's filtered and sorted rows; archived items optionally)",
  tags: ["download"],
  request: { query: ProjectDataSchema },
  responses: {
    200: {
      description: "The file, as an attachment",
      content: {
        [CSV_TYPE]: { schema: z.string() },
        [XLSX_TYPE]: { schema: z.string().describe("binary") },
        [JSON_TYPE]: { schema: z.object({}).passthrough().describe("docs/formats/meridian-project.v1.schema.json") },
      },
    },
    202: { description: "A large project (or `background`): the export runs in the background (decision 0057); a browser is sent to /exports (303)", content: { "application/json": { schema: z.object({ statusCode: z.literal(202), data: z.object({ jobId: z.string(), state: z.literal("running"), message: z.string(), statusUrl: z.string() }) }) } } },
    303: { description: "A browser's background export: on to the exports page" },
    404: { description: "No such project, or not one the caller may read", content: { "application/json": { schema: ErrorEnvelope } } },
    400: { description: "Invalid input", content: { "application/json": { schema: ErrorEnvelope } } },
  },
});

type Reader = {
  records: Records;
  /** Each page of tasks as file records, until the last. */
  pages(): AsyncGenerator<FileTask[]>;
  /** Each page of dependencies between exported tasks. */
  dependencies(): AsyncGenerator<FileDependency[]>;
};

/** The export's reads, as the caller: the head, then pages of tasks, then pages of dependencies. */
export async function reader(c: Context<ApiEnv>, query: ProjectDataQuery): Promise<Reader> {
  const { projectId, archived } = query;
  const filtered = query.rows === "filtered";
  const details = query.format === "json";
  const { data: head } = await runQuery(c, { name: "projectExport.head", input: { projectId, archived, details } });
  const records = new Records(head, new URL(c.req.url).origin);
  const filters = filtered ? { status: query.status, assignee: query.assignee, priority: query.priority, dueFrom: query.dueFrom, dueTo: query.dueTo, q: query.q, sort: query.sort, dir: query.dir } : {};
  return {
    records,
    async *pages() {
      let cursor: string | undefined;
      do {
        const { data } = await runQuery(c, { name: "projectExport.tasks", input: { projectId, archived, details, filters, cursor } });
        yield records.tasks(data);
        cursor = data.nextCursor ?? undefined;
      } while (cursor);
    },
    async *dependencies() {
      let afterRow: number | undefined;
      do {
        const { data } = await runQuery(c, { name: "projectExport.dependencies", input: { projectId, afterRow } });
        yield data.dependencies.map((link) => records.dependency(link)).filter((link): link is FileDependency => link !== null);
        afterRow = data.nextRow ?? undefined;
      } while (afterRow !== undefined);
    },
  };
}

const encoder = new TextEncoder();

/** A body that pulls its next chunk only when the client has taken the last one. */
function streamOf(chunks: AsyncGenerator<string | Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(typeof next.value === "string" ? encoder.encode(next.value) : next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/**
 * The pieces of each format, which the request's stream and a background export's steps (decision
 * 0057, exports/background.ts) put together the same way.
 */
export const formatPieces = {
  /** The table's shape and what its rows need. */
  table(records: Records, archived: boolean) {
    const shape = { columns: records.columns(), archived };
    return { columns: tableColumns(shape), context: { ...shape, groupName: records.groupName, taskName: records.taskName } };
  },
  /** The JSON file up to its first task. */
  jsonOpening: (records: Records, filtered: boolean) => `${JSON.stringify(records.preamble(filtered)).slice(0, -1)},"tasks":[`,
  /** Records of the file's tasks or dependencies after `written` others. */
  jsonItems: (items: readonly object[], written: boolean) => `${written ? "," : ""}${items.map((item) => JSON.stringify(item)).join(",")}`,
  jsonBetween: `],"dependencies":[`,
  jsonClosing: "]}",
  /** The workbook's bytes from its task rows and dependency rows, each in batches. */
  xlsx: (records: Records, archived: boolean, rows: Sheet["rows"], links: Sheet["rows"]) =>
    xlsxChunks({
      sheets: [
        { name: TASKS_SHEET, columns: formatPieces.table(records, archived).columns, rows },
        { name: DEPENDENCIES_SHEET, columns: DEPENDENCY_COLUMNS, rows: links },
      ],
      dateFormat: excelDateFormat(records.head.dateFormat),
    }),
};

async function* csvChunks({ records, pages }: Reader, archived: boolean) {
  const { columns, context } = formatPieces.table(records, archived);
  yield csvHead(columns);
  for await (const tasks of pages()) yield csvLines(tasks.map((task) => tableRow(task, context)));
}

async function* jsonChunks({ records, pages, dependencies }: Reader, filtered: boolean) {
  yield formatPieces.jsonOpening(records, filtered);
  let written = false;
  for await (const tasks of pages()) {
    if (tasks.length === 0) continue;
    yield formatPieces.jsonItems(tasks, written);
    written = true;
  }
  yield formatPieces.jsonBetween;
  written = false;
  for await (const links of dependencies()) {
    if (links.length === 0) continue;
    yield formatPieces.jsonItems(links, written);
    written = true;
  }
  yield formatPieces.jsonClosing;
}

function xlsxChunksOf({ records, pages, dependencies }: Reader, archived: boolean) {
  const { context } = formatPieces.table(records, archived);
  async function* rows() {
    for await (const tasks of pages()) yield tasks.map((task) => tableRow(task, context));
  }
  async function* links() {
    for await (const page of dependencies()) yield page.map((link) => dependencyRow(link, { task: records.taskByKey }));
  }
  return formatPieces.xlsx(records, archived, rows(), links());
}

export async function projectData(c: Context<ApiEnv>, query: ProjectDataQuery): Promise<Response> {
  const { projectId, format, archived } = query;
  const origin = new URL(c.req.url).origin;
  const backgroundAt = Number(c.env.EXPORT_BACKGROUND_TASKS) || BACKGROUND_EXPORT_TASKS;
  const { data: started } = await runCommand(c, {
    name: "exports.start",
    input: { projectId, format, rows: query.rows, archived, query: { ...query, origin }, backgroundAt, background: query.background },
  });
  if (started.jobId) return exportStarted(c, started.jobId, started.name);
  const read = await reader(c, query);
  const headers = {
    "Content-Type": EXPORT_TYPES[format],
    "Content-Disposition": disposition("attachment", exportFileName(read.records.head.project.name, format)),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  const body = format === "xlsx" ? xlsxChunksOf(read, archived) : format === "csv" ? csvChunks(read, archived) : jsonChunks(read, query.rows === "filtered");
  return new Response(streamOf(body), { headers });
}
