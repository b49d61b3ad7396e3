import * as z from "zod";
import { STATUS_CATEGORIES } from "~/lib/statuses";
import { optionalParam, optionalText, singleLineName, text, workId } from "./fields";
import { PRIORITIES } from "~/lib/priorities";
import { BAR_GROUPS, COLUMN_REF, COLUMN_VALUE, DASHBOARD_ROLES, DASHBOARD_VISIBILITIES, DUE_RANGE_MESSAGE, INTERVALS, MEASURE_COLUMN_MESSAGE, MEASURES, SHARE_BY_CATEGORY, WIDGET_KINDS, WIDGET_SIZES, WORKLOAD_WEEKS_MESSAGE, type Measure } from "~/lib/dashboards";

/**
 * Dashboards and their widgets (issue 18, spec §1, §3, §5, §7): inputs of the dashboard group's calls
 * and of privateDashboardInvite, with the messages of spec §5 (widget name 2–24 characters, widget
 * description 2–200, both required, no leading space). Browser-safe: the forms use the same rules.
 * The names, kinds and messages they use: ~/lib/dashboards.
 */
const columnGroup = z.string().regex(COLUMN_REF, "Please choose a column");
/** What bars group (and stack) by: a built-in field or a single-select column. */
export const barGroup = () => z.union([z.enum(BAR_GROUPS), columnGroup], { error: "Please choose what the bars group by" });

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
