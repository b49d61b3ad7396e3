import { apiResult } from "~/lib/api-result";
import {
  CreateDashboardSchema,
  CreateWidgetSchema,
  DashboardIdSchema,
  DashboardInviteSchema,
  DashboardUserSchema,
  MoveWidgetSchema,
  RemoveDashboardUserSchema,
  ResizeWidgetSchema,
  UpdateDashboardSchema,
  UpdateWidgetSchema,
  WidgetIdSchema,
} from "~/schemas/dashboard";
import { dashboardArrangeIntents } from "./dashboardArrange.server";
import { defineIntents, intent } from "./define.server";

/**
 * The dashboard screens' form posts (issue 18): each intent is one /api/v2/dashboard call (or
 * invite/privateDashboardInvite), with the same schemas as the API, so a form without JavaScript
 * gets the API's messages. The routes answer a redirect with a toast (or, for a new dashboard past
 * the plan's cap, the limit-reached modal).
 */
export const dashboardListIntents = defineIntents({
  createDashboard: intent({
    schema: CreateDashboardSchema,
    send: async (api, value) => apiResult(await api.dashboard.create.$post({ json: value })),
    done: (_value, data) => `Dashboard ${data.name} created.`,
  }),
  duplicateDashboard: intent({
    schema: DashboardIdSchema,
    send: async (api, value) => apiResult(await api.dashboard.duplicate.$post({ json: value })),
    done: (_value, data) => `Dashboard ${data.name} created.`,
  }),
  deleteDashboard: intent({
    schema: DashboardIdSchema,
    send: async (api, value) => apiResult(await api.dashboard.delete.$post({ json: value })),
    done: (_value, data) => `Dashboard ${data.name} deleted.`,
  }),
});

export const dashboardIntents = defineIntents({
  ...dashboardListIntents.table,
  ...dashboardArrangeIntents.table,
  updateDashboard: intent({
    schema: UpdateDashboardSchema,
    send: async (api, value) => apiResult(await api.dashboard.update.$post({ json: value })),
    done: "Dashboard updated.",
  }),
  inviteToDashboard: intent({
    schema: DashboardInviteSchema,
    send: async (api, value) => apiResult(await api.invite.privateDashboardInvite.$post({ json: value })),
    done: (value) => (value.users.length === 1 ? `${value.users[0]} invited.` : `${value.users.length} people invited.`),
  }),
  setDashboardRole: intent({
    schema: DashboardUserSchema,
    send: async (api, value) => apiResult(await api.dashboard.users.update.$post({ json: value })),
    done: "Role changed.",
  }),
  removeDashboardUser: intent({
    schema: RemoveDashboardUserSchema,
    send: async (api, value) => apiResult(await api.dashboard.users.remove.$post({ json: value })),
    done: "Removed from the dashboard.",
  }),
  createWidget: intent({
    schema: CreateWidgetSchema,
    send: async (api, value) => apiResult(await api.dashboard.widgets.create.$post({ json: value })),
    done: (_value, data) => `Widget ${data.name} added.`,
  }),
  updateWidget: intent({
    schema: UpdateWidgetSchema,
    send: async (api, value) => apiResult(await api.dashboard.widgets.update.$post({ json: value })),
    done: (_value, data) => `Widget ${data.name} saved.`,
  }),
  duplicateWidget: intent({
    schema: WidgetIdSchema,
    send: async (api, value) => apiResult(await api.dashboard.widgets.duplicate.$post({ json: value })),
    done: (_value, data) => `Widget ${data.name} duplicated.`,
  }),
  deleteWidget: intent({
    schema: WidgetIdSchema,
    send: async (api, value) => apiResult(await api.dashboard.widgets.delete.$post({ json: value })),
    done: (_value, data) => `Widget ${data.name} deleted.`,
  }),
  moveWidget: intent({
    schema: MoveWidgetSchema,
    send: async (api, value) => apiResult(await api.dashboard.widgets.move.$post({ json: value })),
    done: (value, data) => `${data.name} moved ${value.direction}.`,
  }),
  resizeWidget: intent({
    schema: ResizeWidgetSchema,
    send: async (api, value) => apiResult(await api.dashboard.widgets.resize.$post({ json: value })),
    done: (_value, data) => `${data.name} is now ${data.size}.`,
  }),
});
