import * as z from "zod";
import { PDF_KINDS } from "~/lib/exports/formats";
import { PAPERS } from "~/lib/pdf/layout";
import { EXPORT_ROWS, ListFilters } from "./exports";
import { optionalParam, workId } from "./fields";

/** download/exportToPdf (issue 19 §2, decision 0056): a project's List or Gantt chart, or a dashboard, as a PDF. */

export const PDF_NEEDS_PROJECT = "Please choose a project";
export const PDF_NEEDS_DASHBOARD = "Please choose a dashboard";

/** A List's PDF, like its data export, may be of the rows its filters let through, in its sort (`rows=filtered`); a Gantt's and a dashboard's ignore them. */
export const ExportToPdfSchema = ListFilters.extend({
  kind: z.enum(PDF_KINDS, { error: "Choose List, Gantt or Dashboard" }),
  projectId: optionalParam(workId("project")),
  dashboardId: optionalParam(workId("dashboard")),
  paper: optionalParam(z.enum(PAPERS, { error: "Choose A4 or Letter" })).default("a4"),
  rows: optionalParam(z.enum(EXPORT_ROWS)).default("all"),
})
  .superRefine((query, context) => {
    if (query.kind === "dashboard" ? !query.dashboardId : !query.projectId) {
      const path = query.kind === "dashboard" ? "dashboardId" : "projectId";
      context.addIssue({ code: "custom", path: [path], message: query.kind === "dashboard" ? PDF_NEEDS_DASHBOARD : PDF_NEEDS_PROJECT });
    }
  });
export type ExportToPdfQuery = z.output<typeof ExportToPdfSchema>;
