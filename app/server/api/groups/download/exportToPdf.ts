import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { tableColumns, tableRow } from "~/lib/exports/table";
import { landscape } from "~/lib/pdf/layout";
import { LIST_LOADED_MAX } from "~/lib/taskList";
import { ExportToPdfSchema, type ExportToPdfQuery } from "~/schemas/pdfExport";
import { PDF_KIND_NAMES } from "~/lib/exports/formats";
import { newSheet, type Header } from "~/server/pdf/document";
import { drawDashboard } from "~/server/pdf/dashboardPdf";
import { drawGantt, type GanttPdfRow } from "~/server/pdf/ganttPdf";
import { drawList, type ListRow } from "~/server/pdf/listPdf";
import { disposition } from "../../core/disposition";
import { ErrorEnvelope } from "../../core/envelope";
import { runCommand, runQuery } from "../../core/session";
import type { ApiEnv } from "../../core/types";
import { exportFileName } from "~/server/exports/fileFormats";
import { reader } from "./projectData";

/**
 * download/exportToPdf (spec §7, issue 19 §2, decision 0056): a project's List or Gantt chart, or a
 * dashboard, as a PDF in A4 or Letter landscape. Like projectData, the export is recorded first
 * (exports.record, exports.recordDashboard: refused there, 404, when the caller may not read it),
 * then read through the registered read models as the caller: the List through projectExport a
 * page at a time, the Gantt through gantt.window with the critical path, a dashboard through
 * dashboardCharts.board. The PDF is written whole (pdf-lib keeps the document until it saves).
 */
export const PDF_TYPE = "application/pdf";

export const exportToPdfRoute = createRoute({
  method: "get",
  path: "/exportToPdf",
  summary: "A project's List or Gantt chart, or a dashboard, as a PDF (A4 or Letter, landscape)",
  tags: ["download"],
  request: { query: ExportToPdfSchema },
  responses: {
    200: { description: "The PDF, as an attachment", content: { [PDF_TYPE]: { schema: z.string().describe("binary") } } },
    404: { description: "No such project or dashboard, or not one the caller may read", content: { "application/json": { schema: ErrorEnvelope } } },
    400: { description: "Invalid input", content: { "application/json": { schema: ErrorEnvelope } } },
  },
});

type Drawn = { bytes: Uint8Array<ArrayBuffer>; name: string };

type Paper = ExportToPdfQuery["paper"];
type ProjectHead = { tenant: { name: string }; project: { name: string }; dateFormat: string | null };

const projectHeader = (head: ProjectHead, kind: "list" | "gantt"): Header => ({ tenant: head.tenant.name, title: head.project.name, kind: PDF_KIND_NAMES[kind], dateFormat: head.dateFormat });

/** The List's rows: the whole project, or (`rows=filtered`) those its filters let through in its sort, as its data export reads them. */
async function listPdf(c: Context<ApiEnv>, query: ExportToPdfQuery & { projectId: string }): Promise<Drawn> {
  const { projectId, paper, rows: which, status, assignee, priority, dueFrom, dueTo, q, sort, dir } = query;
  const filtered = which === "filtered";
  const read = await reader(c, { projectId, rows: which, archived: false, format: "csv", background: false, status, assignee, priority, dueFrom, dueTo, q, sort, dir });
  const { head } = read.records;
  const shape = { columns: read.records.columns(), archived: false };
  // The task's name, then the List's columns: the parent and group are the page's indent and headings, the link has no use on paper.
  const keep = tableColumns(shape).map((column, index, all) => (index === 1 || index === 2 || index === all.length - 1 ? -1 : index)).filter((index) => index >= 0);
  const context = { ...shape, groupName: read.records.groupName, taskName: read.records.taskName };
  const rows: ListRow[] = [];
  let nextGroup = 0;
  const headingsUpTo = (group: number) => {
    for (; nextGroup <= group && nextGroup < head.groups.length; nextGroup++) rows.push({ kind: "group", name: head.groups[nextGroup].name });
  };
  for await (const tasks of read.pages()) {
    for (const task of tasks) {
      const group = Number(task.group.slice(1)) - 1;
      // A filtered List shows the groups its rows are in, not the ones its filters emptied.
      if (filtered) nextGroup = Math.max(nextGroup, group);
      headingsUpTo(group);
      const cells = tableRow(task, context);
      rows.push({ kind: task.parent === null ? "task" : "subtask", cells: keep.map((index) => cells[index]) });
    }
  }
  if (!filtered) headingsUpTo(head.groups.length - 1);
  const all = tableColumns(shape);
  const sheet = await newSheet(c.env.ASSETS, landscape(paper), projectHeader(head, "list"));
  drawList(sheet, keep.map((index) => all[index]), rows, head.dateFormat);
  return { bytes: await sheet.finish(), name: head.project.name };
}

async function ganttPdf(c: Context<ApiEnv>, projectId: string, paper: Paper): Promise<Drawn> {
  const { data: head } = await runQuery(c, { name: "projectExport.head", input: { projectId, archived: false, details: false } });
  const rows: GanttPdfRow[] = [];
  const dependencies = new Map<string, { dependencyId: string; predecessorId: string; successorId: string; type: "FS" | "SS" | "FF" | "SF" }>();
  let critical = { taskIds: [] as string[], dependencyIds: [] as string[] };
  let range: { start: string; end: string } | null = null;
  let cursor: string | undefined;
  do {
    const { data } = await runQuery(c, { name: "gantt.window", input: { projectId, limit: LIST_LOADED_MAX, cursor, critical: cursor ? "0" : "1" } });
    rows.push(...data.rows);
    for (const link of data.dependencies) dependencies.set(link.dependencyId, link);
    if (data.critical) critical = data.critical;
    range = data.range;
    cursor = data.nextCursor ?? undefined;
  } while (cursor);
  const sheet = await newSheet(c.env.ASSETS, landscape(paper), projectHeader(head, "gantt"));
  drawGantt(sheet, { rows, dependencies: [...dependencies.values()], critical, range, today: new Date().toISOString().slice(0, 10) });
  return { bytes: await sheet.finish(), name: head.project.name };
}

async function dashboardPdf(c: Context<ApiEnv>, dashboardId: string, paper: Paper): Promise<Drawn> {
  const { data: recorded, viewer } = await runCommand(c, { name: "exports.recordDashboard", input: { dashboardId, paper } });
  const { data: board } = await runQuery(c, { name: "dashboardCharts.board", input: { dashboardId } });
  const header = { tenant: viewer.tenant.name, title: board.dashboard.name, kind: PDF_KIND_NAMES.dashboard, dateFormat: recorded.dateFormat };
  const sheet = await newSheet(c.env.ASSETS, landscape(paper), header);
  drawDashboard(sheet, board.widgets);
  return { bytes: await sheet.finish(), name: board.dashboard.name };
}

export async function exportToPdf(c: Context<ApiEnv>, query: ExportToPdfQuery): Promise<Response> {
  const { kind, paper } = query;
  let drawn: Drawn;
  if (kind === "dashboard") drawn = await dashboardPdf(c, query.dashboardId!, paper);
  else {
    const projectId = query.projectId!;
    const rows = kind === "list" ? query.rows : "all";
    await runCommand(c, { name: "exports.record", input: { projectId, format: "pdf", rows, archived: false, view: kind, paper } });
    drawn = kind === "list" ? await listPdf(c, { ...query, projectId }) : await ganttPdf(c, projectId, paper);
  }
  const name = exportFileName(`${drawn.name} ${PDF_KIND_NAMES[kind]}`, "pdf");
  return new Response(drawn.bytes, {
    headers: {
      "Content-Type": PDF_TYPE,
      "Content-Disposition": disposition("attachment", name),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
