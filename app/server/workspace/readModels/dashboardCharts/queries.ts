import { canWork } from "~/lib/permissions";
import { defineQuery } from "../../operations";
import { configOf, widgetsOf } from "../../aggregates/dashboards/store";
import { dashboardView, widgetView } from "../../aggregates/dashboards/view";
import { dashboardPeople } from "../../aggregates/dashboards/store";
import { calendarOf } from "../myspace/dates";
import { widgetOptions } from "./options";
import { segmentTasks } from "./segments";
import { taskSortOf } from "./taskLists";
import { chartData } from "./widgetKinds";

type Day = { today?: string };
/** A drill-down: the tasks behind one segment of one widget (decision record 54). */
type Drill = { focus?: string; segment?: string };
/** Each task list's order on the page, "<widgetId>:<field>-<direction>" comma-separated. */
type Sorts = { sorts?: string };
const sortsOf = (sorts: string | undefined) => new Map((sorts ?? "").split(",").filter(Boolean).map((entry) => entry.split(":") as [string, string]));

export const dashboardChartQueries = {
  /** One widget's numbers, computed with the permissions of the person looking (spec §7 widgets chart). */
  "dashboardCharts.chart": defineQuery({
    acts: { resource: "widget", from: "widgetId", action: "work:read" },
    handler: (context, input: Day & { widgetId: string; sort?: string }) => {
      const { widget } = context.target;
      return { ...widgetView(context, widget), data: chartData(context, widget.kind, configOf(widget), calendarOf(input.today, context.now).today, taskSortOf(input.sort)) };
    },
  }),
  /**
   * A dashboard's page in one call: the dashboard, its people, its widgets with their numbers for the
   * person looking, and (for those who may edit) what a widget's form offers.
   */
  "dashboardCharts.board": defineQuery({
    acts: { resource: "dashboard", from: "dashboardId", action: "work:read" },
    handler: (context, input: Day & Drill & Sorts & { dashboardId: string }) => {
      const { dashboard, dashboardRole, role } = context.target;
      const today = calendarOf(input.today, context.now).today;
      const rows = widgetsOf(context.sql, dashboard.id);
      const sorts = sortsOf(input.sorts);
      const widgets = rows.map((widget) => ({ ...widgetView(context, widget), data: chartData(context, widget.kind, configOf(widget), today, taskSortOf(sorts.get(widget.id))) }));
      const focused = input.focus !== undefined && input.segment !== undefined ? rows.find((widget) => widget.id === input.focus) : undefined;
      const found = focused ? segmentTasks(context, focused.kind, configOf(focused), input.segment!, today) : null;
      const drill = focused && found ? { widgetId: focused.id, segment: input.segment!, ...found } : null;
      const owner = context.sql.exec<{ name: string }>("SELECT first_name || ' ' || last_name AS name FROM members WHERE user_id = ?", dashboard.owner_id).toArray()[0];
      return {
        dashboard: dashboardView(dashboard, dashboardRole, role, owner?.name ?? null),
        people: dashboardPeople(context.sql, dashboard.id).map((person) => ({
          userId: person.user_id,
          firstName: person.first_name,
          lastName: person.last_name,
          email: person.email,
          role: person.role,
        })),
        widgets,
        drill,
        options: canWork(role, "work:edit") ? widgetOptions(context) : null,
        today,
      };
    },
  }),
};
