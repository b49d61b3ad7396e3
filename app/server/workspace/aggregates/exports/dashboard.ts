import type { Paper } from "~/lib/pdf/layout";
import { defineCommand } from "../../operations";
import { findMemberProfile } from "../members/store";
import { requirePlanFeature } from "../subscription/limits";

export const dashboardExportCommands = {
  /**
   * Records that the caller exported a dashboard as a PDF (decision 0056), before its charts are read
   * through dashboardCharts.board. It acts on the dashboard with `work:read`: one the caller may not
   * see is refused here, 404 like a missing one, and never logged.
   */
  "exports.recordDashboard": defineCommand({
    acts: { resource: "dashboard", from: "dashboardId", action: "work:read" },
    handler: (context, input: { dashboardId: string; paper: Paper }) => {
      requirePlanFeature(context.sql, "pdfExport");
      return {
        dashboardId: context.target.dashboard.id,
        name: context.target.dashboard.name,
        paper: input.paper,
        /** The member's date preference, for the file's header. */
        dateFormat: findMemberProfile(context.sql, context.viewer.member.userId)?.dateFormatPreference ?? null,
      };
    },
    activity: (_input, recorded) => ({
      verb: "exported",
      itemType: "dashboard",
      itemId: recorded.dashboardId,
      detail: { name: recorded.name, format: "pdf", paper: recorded.paper },
    }),
  }),
};
