import type { Paper } from "~/lib/pdf/layout";
import type { ExportFormat, ExportRows } from "~/schemas/exports";
import { defineCommand } from "../../operations";

/** What an export was: its format, which rows, whether archived items came along, a PDF's view and paper (the activity entry's detail). */
export type ExportRecord = { projectId: string; format: ExportFormat | "pdf"; rows: ExportRows; archived: boolean; view?: "list" | "gantt"; paper?: Paper };

export const exportCommands = {
  /**
   * Records that the caller exported a project (who, what, when: the activity log), before its file
   * is read through the projectExport queries. It acts on the project with `work:read`, so an export
   * nobody may read is refused here first and never logged.
   */
  "exports.record": defineCommand({
    acts: { resource: "project", from: "projectId", action: "work:read" },
    handler: (context, input: ExportRecord) => {
      const { project } = context.target;
      return { ...input, projectId: project.id, teamId: project.team_id, name: project.name };
    },
    activity: (_input, recorded) => ({
      verb: "exported",
      itemType: "project",
      itemId: recorded.projectId,
      teamId: recorded.teamId,
      projectId: recorded.projectId,
      detail: { name: recorded.name, format: recorded.format, rows: recorded.rows, archived: recorded.archived, ...(recorded.view ? { view: recorded.view, paper: recorded.paper ?? null } : {}) },
    }),
  }),
};
