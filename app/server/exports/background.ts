import { csvHead, csvLines } from "~/lib/exports/csv";
import type { Cell } from "~/lib/exports/table";
import { dependencyRow, tableRow } from "~/lib/exports/table";
import { EXPORT_FILE_MS } from "~/schemas/exportJobs";
import type { Env } from "../env";
import { exportFileKey, exportPieceKey } from "../workspace/aggregates/exports/files";
import type { ExportJob } from "../workspace/aggregates/exports/jobs";
import { EXPORT_PAGE_MAX } from "../workspace/readModels/projectExport/queries";
import { exportDownloadLink } from "./downloadLink";
import { formatPieces } from "./fileFormats";
import type { JobWorkspace } from "./jobWorkspace";
import { Records } from "./records";
import { runArchiveStep } from "./organisationArchive";
import { workbookSheets, type WorkbookPiece } from "./workbookSheets";

/**
 * A background export's step (decision 0057), run by the tenant's alarm for the `exportStep`
 * effect. Each step reads, as the job's member (their access as it is now), at most STEP_TASKS
 * tasks or STEP_LINKS dependencies from where the last step ended, writes them to R2 as the next
 * piece and moves the job on, which queues the next step: no alarm run holds more than a step,
 * and a step that crashed before moving the job writes the same piece again. The last step of an
 * XLSX reads its pieces back and writes the workbook; then the member is told.
 */
export const STEP_TASKS = 2_000;
const STEP_LINKS = 5_000;

export const LOST_ACCESS = "You can no longer read this project, so its export stopped";

type Step = { body: string; phase: ExportJob["phase"]; cursor: string | null; done: number; tasks?: Array<{ id: string; name: string; link: string }> };

export async function runExportStep(env: Env, workspace: JobWorkspace, jobId: string, userId: string): Promise<void> {
  const end = (error: string) => workspace.system({ name: "exports.end", input: { jobId, error } });
  const found = await workspace.queryAs(userId, { name: "exports.job", input: { jobId } });
  if (!found.ok) return void (await end(LOST_ACCESS));
  const { job, tenantId, tasks: remembered } = found.data;
  if (job.state !== "running") return;
  if (job.format === "zip") return runArchiveStep(env, workspace, job, tenantId, userId);
  const { query } = job;
  const details = query.format === "json";
  const head = await workspace.queryAs(userId, { name: "projectExport.head", input: { projectId: job.projectId, archived: query.archived, details } });
  if (!head.ok) return void (await end(LOST_ACCESS));
  const records = new Records(head.data, job.query.origin);

  if (job.phase === "finish") {
    if (job.format === "xlsx") await writeWorkbook(env, tenantId, job, records);
    const expiresAt = Date.now() + EXPORT_FILE_MS;
    const link = await exportDownloadLink(job.query.origin, env.SIGNING_SECRET, { tenantId, userId, jobId, expires: expiresAt });
    await workspace.system({ name: "exports.end", input: { jobId, expiresAt, link, origin: job.query.origin } });
    return;
  }

  const step = job.phase === "tasks" ? await tasksStep(workspace, userId, job, records.continueAfter(job.done)) : await linksStep(workspace, userId, job, records.remember(remembered));
  if (!step) return void (await end(LOST_ACCESS));
  await env.FILES.put(exportPieceKey(tenantId, jobId, job.pieces), step.body);
  await workspace.system({
    name: "exports.advance",
    input: { jobId, from: job.pieces, phase: step.phase, cursor: step.cursor, done: step.done, bytes: new TextEncoder().encode(step.body).byteLength, tasks: step.tasks },
  });
}

async function tasksStep(workspace: JobWorkspace, userId: string, job: ExportJob, records: Records): Promise<Step | null> {
  const { query } = job;
  const filtered = query.rows === "filtered";
  const filters = filtered ? { status: query.status, assignee: query.assignee, priority: query.priority, dueFrom: query.dueFrom, dueTo: query.dueTo, q: query.q, sort: query.sort, dir: query.dir } : {};
  const { columns, context } = formatPieces.table(records, query.archived);
  const parts: string[] = [];
  const placed: Array<{ id: string; name: string; link: string }> = [];
  let cursor = job.cursor ?? undefined;
  let written = job.done;
  if (job.pieces === 0) parts.push(job.format === "csv" ? csvHead(columns) : job.format === "json" ? formatPieces.jsonOpening(records, filtered) : "");
  const rows: Cell[][] = [];
  do {
    const page = await workspace.queryAs(userId, {
      name: "projectExport.tasks",
      input: { projectId: job.projectId, archived: query.archived, details: job.format === "json", filters, cursor, limit: EXPORT_PAGE_MAX },
    });
    if (!page.ok) return null;
    const tasks = records.tasks(page.data);
    page.data.tasks.forEach((task, index) => placed.push({ id: task.id, name: task.name, link: tasks[index].link ?? "" }));
    if (job.format === "json" && tasks.length) parts.push(formatPieces.jsonItems(tasks, written > 0));
    else rows.push(...tasks.map((task) => tableRow(task, context)));
    written += tasks.length;
    cursor = page.data.nextCursor ?? undefined;
  } while (cursor && written - job.done < STEP_TASKS);
  if (job.format === "csv") parts.push(csvLines(rows));
  if (job.format === "xlsx") parts.push(JSON.stringify({ rows }));
  const last = !cursor;
  if (last && job.format === "json") parts.push(formatPieces.jsonBetween);
  const next = last ? (job.format === "csv" ? "finish" : "dependencies") : "tasks";
  return { body: parts.join(""), phase: next, cursor: cursor ?? null, done: written, tasks: job.format === "csv" ? undefined : placed };
}

/** The dependencies' cursor: the last row read, and whether one was written (the JSON's commas). */
const linksCursor = (cursor: string | null) => {
  const [row, wrote] = (cursor ?? "0:0").split(":");
  return { afterRow: Number(row), wrote: wrote === "1" };
};

async function linksStep(workspace: JobWorkspace, userId: string, job: ExportJob, records: Records): Promise<Step | null> {
  let { afterRow, wrote } = linksCursor(job.cursor);
  const parts: string[] = [];
  const rows: Cell[][] = [];
  let read = 0;
  let more = true;
  while (more && read < STEP_LINKS) {
    const page = await workspace.queryAs(userId, { name: "projectExport.dependencies", input: { projectId: job.projectId, afterRow: afterRow || undefined } });
    if (!page.ok) return null;
    const links = page.data.dependencies.map((link) => records.dependency(link)).filter((link) => link !== null);
    if (job.format === "json" && links.length) {
      parts.push(formatPieces.jsonItems(links, wrote));
      wrote = true;
    } else rows.push(...links.map((link) => dependencyRow(link, { task: records.taskByKey })));
    read += page.data.dependencies.length;
    more = page.data.nextRow !== null;
    afterRow = page.data.nextRow ?? afterRow;
  }
  if (job.format === "xlsx") parts.push(JSON.stringify({ links: rows }));
  if (!more && job.format === "json") parts.push(formatPieces.jsonClosing);
  return { body: parts.join(""), phase: more ? "dependencies" : "finish", cursor: `${afterRow}:${wrote ? 1 : 0}`, done: job.done };
}

/** The workbook from an XLSX job's pieces, read one at a time. Only the compressed file is held whole (R2 wants its length). */
async function writeWorkbook(env: Env, tenantId: string, job: ExportJob, records: Records) {
  const piece = async (index: number) => {
    const object = await env.FILES.get(exportPieceKey(tenantId, job.id, index));
    if (!object) throw new Error(`Export piece ${index} is missing`);
    return (await object.json()) as WorkbookPiece;
  };
  const { rows, links } = workbookSheets(job.pieces, piece);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for await (const chunk of formatPieces.xlsx(records, job.query.archived, rows, links)) chunks.push(chunk);
  await env.FILES.put(exportFileKey(tenantId, job.id), new Blob(chunks));
}
