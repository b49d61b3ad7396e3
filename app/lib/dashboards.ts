/**
 * Dashboards' names, widget kinds and messages (issue 18), zod-free for the dashboard page's first
 * load; the inputs' rules are ~/schemas/dashboard.
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
