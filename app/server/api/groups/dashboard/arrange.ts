import { ReorderWidgetSchema, TransferDashboardSchema } from "~/schemas/dashboard";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand } from "../../core/session";
import { ReorderedWidget, TransferredDashboard } from "./answers";

/**
 * Spec §7 dashboard group, arranging and handing over (issue 18, decision 0055): one reorder of a
 * widget (drag and drop, keyboard) and the transfer of a dashboard's ownership.
 */
const tags: [string] = ["dashboard"];

export const dashboardArrangeApi = createRouter()
  .openapi(
    apiRoute({
      method: "post",
      path: "/widgets/reorder",
      summary: "Put a widget right after another of its dashboard (afterId), or first without one; answers the new order (its editors)",
      input: ReorderWidgetSchema,
      data: ReorderedWidget,
      tags,
    }),
    async (c) => ok(c, (await runCommand(c, { name: "dashboards.reorderWidget", input: c.req.valid("json") })).data),
  )
  .openapi(
    apiRoute({
      method: "post",
      path: "/transferOwnership",
      summary: "Hand a dashboard to a member who sees it and is no guest (its owner or a tenant admin); the old owner stays as an editor",
      input: TransferDashboardSchema,
      data: TransferredDashboard,
      tags,
    }),
    async (c) => ok(c, (await runCommand(c, { name: "dashboards.transfer", input: c.req.valid("json") })).data),
  );
