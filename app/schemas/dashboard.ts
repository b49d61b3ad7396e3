import * as z from "zod";
import { STATUS_CATEGORIES } from "~/lib/statuses";
import { optionalParam, optionalText, text, workId } from "./fields";
import { PRIORITIES } from "./task";

/**
 * Dashboards and their widgets (issue 18, spec §1, §3, §5, §7): inputs of the dashboard group's calls
 * and of privateDashboardInvite, with the messages of spec §5 (widget name 2–24 characters, widget
 * description 2–200, both required, no leading space). Browser-safe: the forms use the same rules.
 */
export const DASHBOARD_NOT_FOUND = "Dashboard not found";
export const WIDGET_NOT_FOUND = "Widget not found";
export const DASHBOARD_MEMBER_NOT_FOUND = "This person is not a member of the organisation";
export const NOT_A_DASHBOARD_MEMBER = "This person has not been invited to the dashboard";
export const OWNER_STAYS = "The owner of a dashboard keeps it; transfer it first";
export const WIDGET_AT_EDGE = "The widget cannot move further that way";

export const DASHBOARD_VISIBILITIES = ["PUBLIC", "PRIVATE"] as const;
export type DashboardVisibility = (typeof DASHBOARD_VISIBILITIES)[number];

/** The roles an invite gives on a dashboard; its owner (and the tenant's admins) manage it. */
export const DASHBOARD_ROLES = ["VIEWER", "EDITOR"] as const;
export type DashboardRole = (typeof DASHBOARD_ROLES)[number];
export const DASHBOARD_ROLE_NAMES: Record<DashboardRole | "OWNER", string> = { OWNER: "Owner", EDITOR: "Editor", VIEWER: "Viewer" };

/** The widget kinds, in the order the form offers them. */
export const WIDGET_KINDS = ["number", "bars", "donut", "burnup", "taskList", "progress", "overdue", "workload"] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];
export const WIDGET_KIND_NAMES: Record<WidgetKind, string> = {
  number: "Number card",
  bars: "Bar chart",
  donut: "Donut (share by status category)",
  burnup: "Burn-up (created vs completed)",
  taskList: "Task list",
  progress: "Progress per project",
  overdue: "Overdue by project",
  workload: "Workload (open tasks per person)",
};

export const WIDGET_SIZES = ["small", "wide"] as const;
export type WidgetSize = (typeof WIDGET_SIZES)[number];

export const BAR_GROUPS = ["status", "assignee", "priority", "project"] as const;
export type BarGroup = (typeof BAR_GROUPS)[number];
export const BAR_GROUP_NAMES: Record<BarGroup, string> = { status: "Status", assignee: "Assignee", priority: "Priority", project: "Project" };

export const INTERVALS = ["day", "week"] as const;
export type Interval = (typeof INTERVALS)[number];

/** Spec §5: widget name required, 2–24 characters; description required, 2–200 characters. */
export const widgetName = () => text({ label: "Widget Name", min: 2, max: 24 });
export const widgetDescription = () => text({ label: "Widget Description", min: 2, max: 200 });
export const dashboardName = () => text({ label: "Dashboard Name", min: 2, max: 100 });
export const dashboardDescription = () => optionalText({ label: "Dashboard Description", max: 500 });

/** A list of ids from JSON (an array) or a form (one value or several). */
const idList = (label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value.filter((item) => item !== "") : [value]),
    z.array(workId(label)).max(50, `Choose at most 50 of ${label}s`),
  );
const enumList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value.filter((item) => item !== "") : [value]),
    z.array(z.enum(values)),
  );

/** What a widget counts: its scope (none: the whole tenant) and filters; archived work is always left out. */
export const WidgetSettingsSchema = z.object({
  kind: z.enum(WIDGET_KINDS, { error: "Please choose a Widget Kind" }),
  size: z.enum(WIDGET_SIZES).default("small"),
  groupBy: z.enum(BAR_GROUPS).default("status"),
  interval: z.enum(INTERVALS).default("week"),
  teamIds: idList("team").default([]),
  projectIds: idList("project").default([]),
  statusCategories: enumList(STATUS_CATEGORIES).default([]),
  assigneeIds: idList("assignee").default([]),
  priorities: enumList(PRIORITIES).default([]),
});
export type WidgetSettings = z.output<typeof WidgetSettingsSchema>;
/** The settings kept in config_json (kind and size have columns of their own). */
export type WidgetConfig = Omit<WidgetSettings, "kind" | "size">;

export const DashboardIdSchema = z.object({ dashboardId: workId("dashboard") });
export const WidgetIdSchema = z.object({ widgetId: workId("widget") });

export const CreateDashboardSchema = z.object({
  name: dashboardName(),
  description: dashboardDescription(),
  visibility: z.enum(DASHBOARD_VISIBILITIES).default("PUBLIC"),
});
export const UpdateDashboardSchema = z.object({
  dashboardId: workId("dashboard"),
  name: dashboardName().optional(),
  description: dashboardDescription(),
  visibility: z.enum(DASHBOARD_VISIBILITIES).optional(),
});

export const CreateWidgetSchema = WidgetSettingsSchema.extend({
  dashboardId: workId("dashboard"),
  name: widgetName(),
  description: widgetDescription(),
});
export const UpdateWidgetSchema = WidgetSettingsSchema.extend({
  widgetId: workId("widget"),
  name: widgetName(),
  description: widgetDescription(),
});
export const MoveWidgetSchema = z.object({ widgetId: workId("widget"), direction: z.enum(["up", "down"]) });
export const ResizeWidgetSchema = z.object({ widgetId: workId("widget"), size: z.enum(WIDGET_SIZES) });

/** privateDashboardInvite: existing members by e-mail or "First Last", as viewers or editors. */
export const DashboardInviteSchema = z.object({
  dashboardId: workId("dashboard"),
  users: z.preprocess(
    (value) => (typeof value === "string" ? value.split(/[,\n]/).map((part) => part.trim()).filter(Boolean) : value),
    z.array(z.string().trim().min(2, "Please fill in a name or e-mail").max(200)).min(1, "Please fill in a name or e-mail").max(20),
  ),
  role: z.enum(DASHBOARD_ROLES).default("VIEWER"),
});
export const DashboardUserSchema = z.object({ dashboardId: workId("dashboard"), userId: workId("member"), role: z.enum(DASHBOARD_ROLES) });
export const RemoveDashboardUserSchema = z.object({ dashboardId: workId("dashboard"), userId: workId("member") });

/* Arranging widgets and a dashboard's people (issue 18, decision 0055). */
export const WIDGET_PLACED_ON_ITSELF = "A widget cannot go after itself";
export const ALREADY_OWNS_DASHBOARD = "This person already owns the dashboard";
export const NEW_OWNER_CANNOT_SEE = "This person cannot see the dashboard: invite them first";
export const GUEST_CANNOT_OWN = "A guest of the organisation cannot own a dashboard";

/** One reorder, one call: the widget goes right after `afterId` (none: first), wherever it was. */
export const ReorderWidgetSchema = z.object({ widgetId: workId("widget"), afterId: optionalParam(workId("widget")) });
/** The owner (or a tenant admin) hands the dashboard to someone who sees it; the old owner stays as an editor. */
export const TransferDashboardSchema = z.object({ dashboardId: workId("dashboard"), userId: workId("member") });
