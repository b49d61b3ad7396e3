import { z } from "@hono/zod-openapi";
import { CURRENCIES } from "~/lib/columns";
import { STATUS_CATEGORIES } from "~/lib/statuses";
import { DASHBOARD_ROLES, DASHBOARD_VISIBILITIES, INTERVALS, MEASURES, WIDGET_KINDS, WIDGET_SIZES } from "~/lib/dashboards";
import { PRIORITIES } from "~/lib/priorities";
import type { CommandOutput, QueryOutput } from "~/server/workspace/surface";
import { describes } from "../../core/answers";

/** The dashboard group's answers as the document declares them (issue 44 §2), each checked against the operation's output type. */

const Person = z.object({ userId: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), role: z.enum(DASHBOARD_ROLES) });

const DashboardFields = z.object({
  dashboardId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  visibility: z.enum(DASHBOARD_VISIBILITIES),
  ownerId: z.string(),
  ownerName: z.string().nullable(),
  myRole: z.enum([...DASHBOARD_ROLES, "OWNER"]),
  canEdit: z.boolean(),
  canManage: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export const Dashboard = describes<CommandOutput<"dashboards.create">>()(DashboardFields.openapi("Dashboard"));

const WidgetFields = z.object({
  widgetId: z.string(),
  dashboardId: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(WIDGET_KINDS),
  size: z.enum(WIDGET_SIZES),
  position: z.string(),
  groupBy: z.string().describe('"status", "assignee", "priority", "project" or "column:<columnId>"'),
  stackBy: z.string().optional(),
  shareBy: z.string().describe('"category" or "column:<columnId>"'),
  measure: z.enum(MEASURES),
  measureColumnId: z.string().optional(),
  interval: z.enum(INTERVALS),
  weeks: z.number(),
  teamIds: z.array(z.string()).describe("the scope's teams the reader sees"),
  projectIds: z.array(z.string()).describe("the scope's projects the reader sees"),
  coversUnseenPlaces: z.boolean().describe("whether the scope also names places the reader does not see"),
  statusCategories: z.array(z.enum(STATUS_CATEGORIES)),
  assigneeIds: z.array(z.string()),
  priorities: z.array(z.enum(PRIORITIES)),
  dueFrom: z.string().optional(),
  dueTo: z.string().optional(),
  columnValues: z.array(z.string()),
});
export const Widget = describes<CommandOutput<"dashboards.createWidget">>()(WidgetFields.openapi("Widget"));

const DashboardPeopleFields = z.object({ dashboardId: z.string(), name: z.string(), people: z.array(Person) });
export const DashboardPeople = describes<CommandOutput<"dashboards.setUserRole">>()(DashboardPeopleFields.openapi("DashboardPeople"));
export const DashboardPeopleInvited = describes<CommandOutput<"dashboards.invite">>()(
  DashboardPeopleFields.extend({ invited: z.array(z.object({ inviteId: z.string(), email: z.string() })) }).openapi("DashboardPeopleInvited"),
);

export const DashboardMetadata = describes<QueryOutput<"dashboards.metadata">>()(
  DashboardFields.extend({ people: z.array(Person), canInvite: z.boolean() }).openapi("DashboardMetadata"),
);

const Ordered = { order: z.array(z.string()).describe("the dashboard's widget ids in their new order") };
export const MovedWidget = describes<CommandOutput<"dashboards.moveWidget">>()(WidgetFields.extend(Ordered).openapi("MovedWidget"));
export const ReorderedWidget = describes<CommandOutput<"dashboards.reorderWidget">>()(WidgetFields.extend(Ordered).openapi("ReorderedWidget"));

export const TransferredDashboard = describes<CommandOutput<"dashboards.transfer">>()(
  DashboardFields.extend({ previousOwnerId: z.string(), people: z.array(Person) }).openapi("TransferredDashboard"),
);

const SliceLink = z.union([
  z.object({ teamId: z.string(), projectId: z.string(), params: z.record(z.string(), z.string()), exact: z.boolean() }),
  z.object({ segment: z.string() }),
]);
const Slice = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  colour: z.string().optional(),
  link: SliceLink.optional(),
  parts: z.record(z.string(), z.number()).optional(),
  partLinks: z.record(z.string(), SliceLink).optional(),
});
const NumberColumn = z.object({ name: z.string(), type: z.enum(["NUMBER", "CURRENCY"]), currency: z.enum(CURRENCIES).nullable() });
const ListedTask = z.object({
  taskId: z.string(),
  name: z.string(),
  projectId: z.string(),
  teamId: z.string(),
  projectName: z.string(),
  status: z.string().nullable(),
  dueDate: z.string().nullable(),
  priority: z.string().nullable(),
});
const TaskSort = z.string().describe('"<name|status|priority|assignee|due>-<asc|desc>"');
const TaskList = { tasks: z.array(ListedTask), total: z.number(), sort: TaskSort };
const Points = <T extends z.ZodObject>(point: T) => ({ points: z.array(point), interval: z.enum(INTERVALS) });

const ChartData = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("number"), value: z.number().nullable(), measure: z.enum(MEASURES), column: NumberColumn.nullable(), counted: z.number() }),
    z.object({ kind: z.literal("bars"), rows: z.array(Slice), total: z.number(), series: z.array(z.object({ key: z.string(), label: z.string(), colour: z.string().optional() })).nullable() }),
    z.object({ kind: z.enum(["donut", "overdue"]), rows: z.array(Slice), total: z.number() }),
    z.object({
      kind: z.literal("workload"),
      rows: z.array(Slice),
      total: z.number(),
      buckets: z.array(z.object({ key: z.string(), label: z.string() })),
      people: z.array(z.object({ key: z.string(), label: z.string(), tasks: z.number(), estimate: z.number(), cells: z.record(z.string(), z.object({ tasks: z.number(), estimate: z.number() })) })),
      estimate: NumberColumn.nullable(),
    }),
    z.object({ kind: z.literal("progress"), rows: z.array(z.object({ key: z.string(), label: z.string(), done: z.number(), total: z.number(), teamId: z.string() })) }),
    z.object({ kind: z.literal("burnup"), ...Points(z.object({ date: z.string(), created: z.number(), completed: z.number() })) }),
    z.object({ kind: z.literal("burndown"), ...Points(z.object({ date: z.string(), open: z.number() })) }),
    z.object({ kind: z.literal("taskList"), ...TaskList }),
  ])
  .openapi("ChartData");

const ChartedWidget = WidgetFields.extend({ data: ChartData });
export const WidgetChart = describes<QueryOutput<"dashboardCharts.chart">>()(ChartedWidget.openapi("WidgetChart"));

const WidgetOptions = z.object({
  columns: z.array(
    z.object({
      columnId: z.string(),
      name: z.string(),
      type: z.enum(["SINGLE_SELECT", "PEOPLE", "NUMBER", "CURRENCY"]),
      projectId: z.string(),
      projectName: z.string(),
      options: z.array(z.object({ id: z.string(), label: z.string() })),
    }),
  ),
  teams: z.array(z.object({ teamId: z.string(), name: z.string() })),
  projects: z.array(z.object({ projectId: z.string(), name: z.string(), teamId: z.string(), teamName: z.string() })),
  people: z.array(z.object({ userId: z.string(), name: z.string() })),
});

export const DashboardBoard = describes<QueryOutput<"dashboardCharts.board">>()(
  z
    .object({
      dashboard: Dashboard,
      people: z.array(Person),
      widgets: z.array(ChartedWidget),
      drill: z.object({ widgetId: z.string(), segment: z.string(), ...TaskList }).nullable().describe("the tasks behind the segment asked for (focus, segment)"),
      options: WidgetOptions.nullable().describe("what a widget's form offers, for those who may edit"),
      today: z.string(),
    })
    .openapi("DashboardBoard"),
);
