import { z } from "@hono/zod-openapi";
import {
  CreateDashboardSchema,
  CreateWidgetSchema,
  DashboardIdSchema,
  DashboardUserSchema,
  MoveWidgetSchema,
  RemoveDashboardUserSchema,
  ResizeWidgetSchema,
  UpdateDashboardSchema,
  UpdateWidgetSchema,
  WidgetIdSchema,
} from "~/schemas/dashboard";
import { optionalParam } from "~/schemas/fields";
import { day } from "~/schemas/myspace";
import { ok } from "../../core/envelope";
import { Dashboard, DashboardBoard, DashboardMetadata, DashboardPeople, MovedWidget, Widget, WidgetChart } from "./answers";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";

/**
 * Spec §7 dashboard group (issue 18), /api/v2/dashboard/<call>: list, create, update, delete,
 * metadata, widgets (list, chart, create, duplicate, and their edit, move, resize, delete), and
 * managing a dashboard's people; reorder and transferOwnership are in ./arrange.ts, privateDashboardInvite
 * in the invite group (invite/dashboardInvite.ts).
 * Answers are typed from the workspace's operations (surface.ts).
 */
const tags: [string] = ["dashboard"];

const Today = z.object({ today: optionalParam(day()) });
/** A task list's order as its reader chose it: "<field>-<asc|desc>" (name, status, priority, assignee, due). */
const TaskSortParam = z.string().regex(/^(name|status|priority|assignee|due)-(asc|desc)$/, "Please choose how to sort: name, status, priority, assignee or due, then asc or desc");
const ChartInput = WidgetIdSchema.extend(Today.shape).extend({ sort: optionalParam(TaskSortParam) });
/** A drill-down (decision record 54): the widget and the segment ("key", or "key|part" for a stacked part) whose tasks the page lists. */
const BoardInput = DashboardIdSchema.extend(Today.shape).extend({
  focus: optionalParam(z.string().max(64)),
  segment: optionalParam(z.string().max(260)),
  /** Each task list's order on the page: "<widgetId>:<sort>" separated by commas (the page's `sort.<widgetId>` parameters). */
  sorts: optionalParam(z.string().regex(/^([A-Za-z0-9_-]{1,64}:(name|status|priority|assignee|due)-(asc|desc))(,[A-Za-z0-9_-]{1,64}:(name|status|priority|assignee|due)-(asc|desc)){0,49}$/, "Please give each sort as <widgetId>:<field>-<asc|desc>")),
});

const DashboardShape = Dashboard;
const WidgetShape = Widget;
const PeopleShape = DashboardPeople;
const Deleted = z.object({ dashboardId: z.string(), name: z.string() });

const post = <P extends `/${string}`, I extends z.ZodObject, D extends z.ZodType>(path: P, summary: string, input: I, data: D) =>
  apiRoute({ method: "post", path, summary, input, data, tags });
const get = <P extends `/${string}`, I extends z.ZodObject, D extends z.ZodType>(path: P, summary: string, input: I, data: D) =>
  apiRoute({ method: "get", path, summary, input, data, tags });

export const dashboardApi = createRouter()
  .openapi(get("/list", "The dashboards the member sees: their own, public ones, private ones they were invited to", z.object({}), z.array(DashboardShape)), async (c) =>
    ok(c, (await runQuery(c, { name: "dashboards.list", input: {} })).data),
  )
  .openapi(post("/create", "Create a dashboard (public or private); the Free plan allows 3 per organisation", CreateDashboardSchema, DashboardShape), async (c) =>
    ok(c, (await runCommand(c, { name: "dashboards.create", input: c.req.valid("json") })).data),
  )
  .openapi(post("/update", "Rename, describe, or make a dashboard public or private (its owner or a tenant admin)", UpdateDashboardSchema, DashboardShape), async (c) =>
    ok(c, (await runCommand(c, { name: "dashboards.update", input: c.req.valid("json") })).data),
  )
  .openapi(post("/delete", "Delete a dashboard with its widgets (its owner or a tenant admin)", DashboardIdSchema, Deleted), async (c) =>
    ok(c, (await runCommand(c, { name: "dashboards.delete", input: c.req.valid("json") })).data),
  )
  .openapi(post("/duplicate", "A private copy of a dashboard one may read, with its widgets", DashboardIdSchema, DashboardShape), async (c) =>
    ok(c, (await runCommand(c, { name: "dashboards.duplicate", input: c.req.valid("json") })).data),
  )
  .openapi(get("/metadata", "A dashboard, its people and what the reader may do there", DashboardIdSchema, DashboardMetadata), async (c) =>
    ok(c, (await runQuery(c, { name: "dashboards.metadata", input: c.req.valid("query") })).data),
  )
  .openapi(get("/board", "A dashboard's page: the dashboard, its people, its widgets with their numbers for the reader", BoardInput, DashboardBoard), async (c) =>
    ok(c, (await runQuery(c, { name: "dashboardCharts.board", input: c.req.valid("query") })).data),
  )
  .openapi(get("/widgets/list", "A dashboard's widgets in their order, with their settings", DashboardIdSchema, z.array(WidgetShape)), async (c) =>
    ok(c, (await runQuery(c, { name: "dashboards.widgets", input: c.req.valid("query") })).data),
  )
  .openapi(get("/widgets/chart", "A widget's numbers, computed with the permissions of the person asking", ChartInput, WidgetChart), async (c) =>
    ok(c, (await runQuery(c, { name: "dashboardCharts.chart", input: c.req.valid("query") })).data),
  )
  .openapi(post("/widgets/create", "Add a widget at the end of a dashboard (its editors)", CreateWidgetSchema, WidgetShape), async (c) =>
    ok(c, (await runCommand(c, { name: "dashboards.createWidget", input: c.req.valid("json") })).data),
  )
  .openapi(post("/widgets/update", "Change a widget's name, description, kind, size, scope or filters", UpdateWidgetSchema, WidgetShape), async (c) =>
    ok(c, (await runCommand(c, { name: "dashboards.updateWidget", input: c.req.valid("json") })).data),
  )
  .openapi(post("/widgets/duplicate", "A copy of a widget, right after it", WidgetIdSchema, WidgetShape), async (c) =>
    ok(c, (await runCommand(c, { name: "dashboards.duplicateWidget", input: c.req.valid("json") })).data),
  )
  .openapi(post("/widgets/delete", "Delete a widget", WidgetIdSchema, z.object({ widgetId: z.string(), dashboardId: z.string(), name: z.string() })), async (c) =>
    ok(c, (await runCommand(c, { name: "dashboards.deleteWidget", input: c.req.valid("json") })).data),
  )
  .openapi(post("/widgets/move", "Move a widget one place up or down the grid", MoveWidgetSchema, MovedWidget), async (c) =>
    ok(c, (await runCommand(c, { name: "dashboards.moveWidget", input: c.req.valid("json") })).data),
  )
  .openapi(post("/widgets/resize", "Make a widget small or wide", ResizeWidgetSchema, WidgetShape), async (c) =>
    ok(c, (await runCommand(c, { name: "dashboards.resizeWidget", input: c.req.valid("json") })).data),
  )
  .openapi(post("/users/update", "Change an invited person's role on a dashboard (its owner)", DashboardUserSchema, PeopleShape), async (c) =>
    ok(c, (await runCommand(c, { name: "dashboards.setUserRole", input: c.req.valid("json") })).data),
  )
  .openapi(post("/users/remove", "Remove an invited person from a dashboard (its owner; anyone may leave)", RemoveDashboardUserSchema, PeopleShape), async (c) =>
    ok(c, (await runCommand(c, { name: "dashboards.removeUser", input: c.req.valid("json") })).data),
  );
