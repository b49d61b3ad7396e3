import { canWork, PERMISSION_DENIED } from "~/lib/permissions";
import { type WidgetConfig, type WidgetSettings } from "~/schemas/dashboard";
import { NOT_A_DASHBOARD_MEMBER, OWNER_STAYS, WIDGET_AT_EDGE, type DashboardRole, type DashboardVisibility, type WidgetSize } from "~/lib/dashboards";
import type { ActivityItem } from "../../activity";
import { defineCommand, WorkspaceFailure, type MemberContext, type TargetContext } from "../../operations";
import { keyBetween } from "../../order";
import { requireWithinPlanLimit } from "../subscription/limits";
import { scopeSavedBy } from "./scope";
import {
  configOf,
  dashboardCount,
  dashboardPeople,
  deleteDashboard,
  deleteWidget,
  findDashboard,
  findWidget,
  insertDashboard,
  insertWidget,
  isDashboardMember,
  nextWidgetKey,
  removeDashboardMember,
  setDashboardMember,
  setWidgetPosition,
  setWidgetSize,
  updateDashboard,
  updateWidget,
  widgetsOf,
  type DashboardRow,
  type WidgetRow,
} from "./store";
import { dashboardView, widgetView } from "./view";

/** The commands of dashboards (issue 18 §1–2): what they act on is declared, the dashboard's role decides (access.ts). */
const ON_DASHBOARD = <A extends "work:read" | "work:edit" | "project:manage">(action: A) => ({ resource: "dashboard", from: "dashboardId", action }) as const;
const ON_WIDGET = { resource: "widget", from: "widgetId", action: "work:edit" } as const;

const dashboardActivity =
  (verb: string) =>
  <O extends { dashboardId: string; name: string }>(_input: unknown, output: O): ActivityItem => ({ verb, itemType: "dashboard", itemId: output.dashboardId, detail: { name: output.name } });
const widgetActivity =
  (verb: string) =>
  <O extends { widgetId: string; dashboardId: string; name: string }>(_input: unknown, output: O): ActivityItem => ({
    verb,
    itemType: "widget",
    itemId: output.widgetId,
    parentId: output.dashboardId,
    detail: { name: output.name },
  });

const configFrom = (settings: WidgetSettings): WidgetConfig => ({
  groupBy: settings.groupBy,
  stackBy: settings.stackBy,
  shareBy: settings.shareBy,
  measure: settings.measure,
  measureColumnId: settings.measureColumnId,
  interval: settings.interval,
  weeks: settings.weeks,
  teamIds: settings.teamIds,
  projectIds: settings.projectIds,
  statusCategories: settings.statusCategories,
  assigneeIds: settings.assigneeIds,
  priorities: settings.priorities,
  dueFrom: settings.dueFrom,
  dueTo: settings.dueTo,
  columnValues: settings.columnValues,
});

/** A new dashboard of the member's, within the plan's cap of dashboards per organisation. */
function addDashboard(context: MemberContext, fields: { name: string; description?: string | null; visibility: DashboardVisibility }) {
  requireWithinPlanLimit(context.sql, "dashboardsPerTenant", dashboardCount(context.sql));
  const row: DashboardRow = {
    id: crypto.randomUUID(),
    name: fields.name,
    description: fields.description ?? null,
    visibility: fields.visibility,
    owner_id: context.viewer.member.userId,
    created_at: context.now,
    updated_at: context.now,
  };
  insertDashboard(context.sql, row);
  return row;
}

function addWidget(context: MemberContext, dashboardId: string, fields: Omit<WidgetRow, "id" | "dashboard_id" | "position" | "created_by" | "created_at" | "updated_at">) {
  const row: WidgetRow = {
    ...fields,
    id: crypto.randomUUID(),
    dashboard_id: dashboardId,
    position: nextWidgetKey(context.sql, dashboardId),
    created_by: context.viewer.member.userId,
    created_at: context.now,
    updated_at: context.now,
  };
  insertWidget(context.sql, row);
  return row;
}

type Person = { userId: string; firstName: string; lastName: string; email: string; role: DashboardRole };
const peopleOf = (context: MemberContext, dashboardId: string): Person[] =>
  dashboardPeople(context.sql, dashboardId).map((person) => ({
    userId: person.user_id,
    firstName: person.first_name,
    lastName: person.last_name,
    email: person.email,
    role: person.role,
  }));

/** The dashboard's people after a change to them. */
const peopleAnswer = (context: TargetContext<"dashboard">) => ({
  dashboardId: context.target.dashboard.id,
  name: context.target.dashboard.name,
  people: peopleOf(context, context.target.dashboard.id),
});

const widgetAnswer = (context: MemberContext, id: string) => widgetView(context, findWidget(context.sql, id)!);

export const dashboardCommands = {
  "dashboards.create": defineCommand({
    permission: "dashboard:create",
    handler: (context, input: { name: string; description?: string; visibility: DashboardVisibility }) => {
      const row = addDashboard(context, input);
      return dashboardView(row, "OWNER", "OWNER");
    },
    activity: dashboardActivity("created"),
  }),

  /** Rename, describe, or make public or private: the owner and the tenant's admins. */
  "dashboards.update": defineCommand({
    acts: ON_DASHBOARD("project:manage"),
    handler: (context, input: { dashboardId: string; name?: string; description?: string; visibility?: DashboardVisibility }) => {
      const { dashboard, dashboardRole, role } = context.target;
      updateDashboard(context.sql, dashboard.id, input, context.now);
      return dashboardView(findDashboard(context.sql, dashboard.id)!, dashboardRole, role);
    },
    activity: dashboardActivity("updated"),
  }),

  /** Deletes the dashboard with its widgets and invites: the owner and the tenant's admins. */
  "dashboards.delete": defineCommand({
    acts: ON_DASHBOARD("project:manage"),
    handler: (context, _input: { dashboardId: string }) => {
      const { dashboard } = context.target;
      deleteDashboard(context.sql, dashboard.id);
      return { dashboardId: dashboard.id, name: dashboard.name };
    },
    activity: dashboardActivity("deleted"),
  }),

  /** A private copy of a dashboard one may read, with its widgets (not its people), owned by whoever copied it. */
  "dashboards.duplicate": defineCommand({
    permission: "dashboard:create",
    acts: { resource: "dashboard", from: "dashboardId", action: "work:read" },
    handler: (context, input: { dashboardId: string; name?: string }) => {
      const source = context.target.dashboard;
      const row = addDashboard(context, { name: input.name ?? `${source.name} (copy)`.slice(0, 100), description: source.description, visibility: "PRIVATE" });
      for (const widget of widgetsOf(context.sql, source.id)) {
        const { name, description, kind, size, config_json } = widget;
        addWidget(context, row.id, { name, description, kind, size, config_json });
      }
      return dashboardView(row, "OWNER", "OWNER");
    },
    activity: dashboardActivity("duplicated"),
  }),

  "dashboards.createWidget": defineCommand({
    acts: ON_DASHBOARD("work:edit"),
    handler: (context, input: WidgetSettings & { dashboardId: string; name: string; description: string }) => {
      const row = addWidget(context, context.target.dashboard.id, {
        name: input.name,
        description: input.description,
        kind: input.kind,
        size: input.size,
        config_json: JSON.stringify(configFrom(input)),
      });
      return widgetView(context, row);
    },
    activity: widgetActivity("created"),
  }),

  "dashboards.updateWidget": defineCommand({
    acts: ON_WIDGET,
    handler: (context, input: WidgetSettings & { widgetId: string; name: string; description: string }) => {
      const { widget } = context.target;
      const config = { ...configFrom(input), ...scopeSavedBy(context, configOf(widget), input) };
      updateWidget(context.sql, widget.id, { name: input.name, description: input.description, kind: input.kind, size: input.size, config_json: JSON.stringify(config) }, context.now);
      return widgetAnswer(context, widget.id);
    },
    activity: widgetActivity("updated"),
  }),

  /** A copy of the widget right after it. */
  "dashboards.duplicateWidget": defineCommand({
    acts: ON_WIDGET,
    handler: (context, _input: { widgetId: string }) => {
      const { widget } = context.target;
      const widgets = widgetsOf(context.sql, widget.dashboard_id);
      const next = widgets[widgets.findIndex((row) => row.id === widget.id) + 1];
      const copy: WidgetRow = {
        ...widget,
        id: crypto.randomUUID(),
        name: widget.name,
        position: keyBetween(widget.position, next?.position ?? null),
        created_by: context.viewer.member.userId,
        created_at: context.now,
        updated_at: context.now,
      };
      insertWidget(context.sql, copy);
      return widgetView(context, copy);
    },
    activity: widgetActivity("duplicated"),
  }),

  "dashboards.deleteWidget": defineCommand({
    acts: ON_WIDGET,
    handler: (context, _input: { widgetId: string }) => {
      const { widget } = context.target;
      deleteWidget(context.sql, widget.id);
      return { widgetId: widget.id, dashboardId: widget.dashboard_id, name: widget.name };
    },
    activity: widgetActivity("deleted"),
  }),

  /** One place up or down the grid: the widget changes places with its neighbour. */
  "dashboards.moveWidget": defineCommand({
    acts: ON_WIDGET,
    handler: (context, input: { widgetId: string; direction: "up" | "down" }) => {
      const { widget } = context.target;
      const widgets = widgetsOf(context.sql, widget.dashboard_id);
      const at = widgets.findIndex((row) => row.id === widget.id);
      const other = widgets[input.direction === "up" ? at - 1 : at + 1];
      if (!other) throw new WorkspaceFailure(409, WIDGET_AT_EDGE);
      const [before, after] = input.direction === "up" ? [widgets[at - 2] ?? null, other] : [other, widgets[at + 2] ?? null];
      setWidgetPosition(context.sql, widget.id, keyBetween(before?.position ?? null, after?.position ?? null), context.now);
      return { ...widgetAnswer(context, widget.id), order: widgetsOf(context.sql, widget.dashboard_id).map((row) => row.id) };
    },
    activity: widgetActivity("moved"),
  }),

  "dashboards.resizeWidget": defineCommand({
    acts: ON_WIDGET,
    handler: (context, input: { widgetId: string; size: WidgetSize }) => {
      setWidgetSize(context.sql, context.target.widget.id, input.size, context.now);
      return widgetAnswer(context, context.target.widget.id);
    },
    activity: widgetActivity("resized"),
  }),

  /** The owner changes an invited person's role (a guest stays a viewer). */
  "dashboards.setUserRole": defineCommand({
    acts: ON_DASHBOARD("project:manage"),
    handler: (context, input: { dashboardId: string; userId: string; role: DashboardRole }) => {
      const { dashboard } = context.target;
      if (!isDashboardMember(context.sql, dashboard.id, input.userId)) throw new WorkspaceFailure(404, NOT_A_DASHBOARD_MEMBER);
      const guest = context.sql.exec<{ role: string }>("SELECT role FROM members WHERE user_id = ?", input.userId).toArray()[0]?.role === "GUEST";
      setDashboardMember(context.sql, dashboard.id, input.userId, guest ? "VIEWER" : input.role, context.now);
      return peopleAnswer(context);
    },
    activity: (input, output) => ({ verb: "changed_role", itemType: "dashboard", itemId: output.dashboardId, detail: { userId: input.userId, role: input.role } }),
  }),

  /** The owner removes an invited person; anyone may leave a dashboard they were invited to. */
  "dashboards.removeUser": defineCommand({
    acts: ON_DASHBOARD("work:read"),
    handler: (context, input: { dashboardId: string; userId: string }) => {
      const { dashboard, role } = context.target;
      const leaving = input.userId === context.viewer.member.userId;
      if (!leaving && !canWork(role, "project:manage")) throw new WorkspaceFailure(403, PERMISSION_DENIED);
      if (input.userId === dashboard.owner_id) throw new WorkspaceFailure(409, OWNER_STAYS);
      if (!isDashboardMember(context.sql, dashboard.id, input.userId)) throw new WorkspaceFailure(404, NOT_A_DASHBOARD_MEMBER);
      removeDashboardMember(context.sql, dashboard.id, input.userId);
      return peopleAnswer(context);
    },
    activity: (input, output) => ({ verb: "removed_user", itemType: "dashboard", itemId: output.dashboardId, detail: { userId: input.userId } }),
  }),
};
