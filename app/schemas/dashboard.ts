import * as z from "zod";
import { STATUS_CATEGORIES } from "~/lib/statuses";
import { optionalParam, optionalText, singleLineName, text, workId } from "./fields";
import { PRIORITIES } from "~/lib/priorities";

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

/**
 * The widget kinds and their names, in the order the form offers them: the one list of kinds below
 * the server's (readModels/dashboardCharts/widgetKinds.ts) and the page's (components/dashboards/
 * widgetViews.ts) tables, which name exactly these (decision record 101).
 */
export const WIDGET_KIND_NAMES = {
  number: "Number card",
  bars: "Bar chart",
  donut: "Donut (share)",
  burnup: "Burn-up (created vs completed)",
  burndown: "Burn-down (open tasks remaining)",
  taskList: "Task list",
  progress: "Progress per project",
  overdue: "Overdue by project",
  workload: "Workload (open tasks per person, by week)",
} as const;
export type WidgetKind = keyof typeof WIDGET_KIND_NAMES;
export const WIDGET_KINDS = Object.keys(WIDGET_KIND_NAMES) as [WidgetKind, ...WidgetKind[]];

export const WIDGET_SIZES = ["small", "wide"] as const;
export type WidgetSize = (typeof WIDGET_SIZES)[number];

export const BAR_GROUPS = ["status", "assignee", "priority", "project"] as const;
export type BarGroup = (typeof BAR_GROUPS)[number];
export const BAR_GROUP_NAMES: Record<BarGroup, string> = { status: "Status", assignee: "Assignee", priority: "Priority", project: "Project" };

/** A project's custom column as a widget names it: "column:<id>" (a single-select column to group by). */
export const COLUMN_REF = /^column:[A-Za-z0-9_-]{1,64}$/;
export const columnRef = (columnId: string) => `column:${columnId}`;
export const columnIdOf = (ref: string) => (ref.startsWith("column:") ? ref.slice("column:".length) : null);
const columnGroup = z.string().regex(COLUMN_REF, "Please choose a column");
/** What bars group (and stack) by: a built-in field or a single-select column. */
export const barGroup = () => z.union([z.enum(BAR_GROUPS), columnGroup], { error: "Please choose what the bars group by" });
export type Grouping = BarGroup | `column:${string}`;

/** What a donut shares by: the status category or a single-select column. */
export const SHARE_BY_CATEGORY = "category";
export type ShareBy = typeof SHARE_BY_CATEGORY | `column:${string}`;

/** What a number card shows: how many tasks, or the sum or average of a number or currency column. */
export const MEASURES = ["count", "sum", "average"] as const;
export type Measure = (typeof MEASURES)[number];
export const MEASURE_NAMES: Record<Measure, string> = { count: "Count of tasks", sum: "Sum of a column", average: "Average of a column" };
export const MEASURE_COLUMN_MESSAGE = "Please choose a number or currency column to add up";

/** A filter on a custom column: "<columnId>:<value>" (a single-select option id, or a person's id for a people column). */
export const COLUMN_VALUE = /^[A-Za-z0-9_-]{1,64}:[A-Za-z0-9_@.-]{1,100}$/;
export const DUE_RANGE_MESSAGE = "Due from should be on or before Due to";

export const INTERVALS = ["day", "week"] as const;
export const WORKLOAD_WEEKS_MESSAGE = "Please choose between 1 and 12 weeks";
export type Interval = (typeof INTERVALS)[number];

/** Spec §5: widget name required, 2–24 characters; description required, 2–200 characters. */
export const widgetName = () => singleLineName({ label: "Widget Name", min: 2, max: 24 });
export const widgetDescription = () => text({ label: "Widget Description", min: 2, max: 200 });
export const dashboardName = () => singleLineName({ label: "Dashboard Name", min: 2, max: 100 });
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

const emptyAsDefault = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" || value === null ? undefined : value), schema);
const dueDay = () => emptyAsDefault(z.iso.date({ error: "Please enter a valid date (yyyy-mm-dd)" }).optional());

/** What a widget counts: its scope (none: the whole tenant) and filters; archived work is always left out. */
const WidgetSettingsFields = z.object({
  kind: z.enum(WIDGET_KINDS, { error: "Please choose a Widget Kind" }),
  size: z.enum(WIDGET_SIZES).default("small"),
  groupBy: barGroup().default("status"),
  /** Bars stacked by a second grouping; "" none. */
  stackBy: emptyAsDefault(barGroup().optional()),
  shareBy: emptyAsDefault(z.union([z.literal(SHARE_BY_CATEGORY), columnGroup]).default(SHARE_BY_CATEGORY)),
  measure: emptyAsDefault(z.enum(MEASURES).default("count")),
  measureColumnId: emptyAsDefault(workId("column").optional()),
  interval: z.enum(INTERVALS).default("week"),
  /** Workload: how many weeks ahead it shows, one column each (with overdue, later and undated ones apart). */
  weeks: emptyAsDefault(z.coerce.number({ error: WORKLOAD_WEEKS_MESSAGE }).int(WORKLOAD_WEEKS_MESSAGE).min(1, WORKLOAD_WEEKS_MESSAGE).max(12, WORKLOAD_WEEKS_MESSAGE).default(4)),
  teamIds: idList("team").default([]),
  projectIds: idList("project").default([]),
  statusCategories: enumList(STATUS_CATEGORIES).default([]),
  assigneeIds: idList("assignee").default([]),
  priorities: enumList(PRIORITIES).default([]),
  dueFrom: dueDay(),
  dueTo: dueDay(),
  columnValues: z.preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value.filter((item) => item !== "") : [value]),
    z.array(z.string().regex(COLUMN_VALUE, "Please choose a column's value")).max(50, "Choose at most 50 column values"),
  ),
});
/** The rules between fields: a sum or average names its column; a due range runs forwards. */
const settingsRules = (settings: { measure?: Measure; measureColumnId?: string; dueFrom?: string; dueTo?: string }, ctx: z.RefinementCtx) => {
  if (settings.measure && settings.measure !== "count" && !settings.measureColumnId) ctx.addIssue({ code: "custom", path: ["measureColumnId"], message: MEASURE_COLUMN_MESSAGE });
  if (settings.dueFrom && settings.dueTo && settings.dueFrom > settings.dueTo) ctx.addIssue({ code: "custom", path: ["dueTo"], message: DUE_RANGE_MESSAGE });
};
export const WidgetSettingsSchema = WidgetSettingsFields.superRefine(settingsRules);
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

export const CreateWidgetSchema = WidgetSettingsFields.extend({
  dashboardId: workId("dashboard"),
  name: widgetName(),
  description: widgetDescription(),
}).superRefine(settingsRules);
export const UpdateWidgetSchema = WidgetSettingsFields.extend({
  widgetId: workId("widget"),
  name: widgetName(),
  description: widgetDescription(),
}).superRefine(settingsRules);
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
