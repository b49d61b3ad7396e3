import { apiResult } from "~/lib/api-result";
import { ReorderWidgetSchema, TransferDashboardSchema } from "~/schemas/dashboard";
import { defineIntents, intent } from "./define.server";

/** The dashboard page's posts of arranging and handing over (issue 18, decision 0055): a reorder (the grid's fetcher) and the ownership transfer. */
export const dashboardArrangeIntents = defineIntents({
  reorderWidget: intent({
    schema: ReorderWidgetSchema,
    send: async (api, value) => apiResult(await api.dashboard.widgets.reorder.$post({ json: value })),
    done: (_value, data) => `${data.name} moved.`,
  }),
  transferDashboard: intent({
    schema: TransferDashboardSchema,
    send: async (api, value) => apiResult(await api.dashboard.transferOwnership.$post({ json: value })),
    done: (_value, data) => `${data.name} now belongs to ${data.ownerName ?? "its new owner"}. You stay on it as an editor.`,
  }),
});
