import { canWork } from "~/lib/permissions";
import { defineQuery } from "../../operations";
import { configOf, widgetsOf } from "../../aggregates/dashboards/store";
import { dashboardView, widgetView } from "../../aggregates/dashboards/view";
import { dashboardPeople } from "../../aggregates/dashboards/store";
import { calendarOf } from "../myspace/dates";
import { chartData, widgetOptions } from "./store";

type Day = { today?: string };

export const dashboardChartQueries = {
  /** One widget's numbers, computed with the permissions of the person looking (spec §7 widgets chart). */
  "dashboardCharts.chart": defineQuery({
    acts: { resource: "widget", from: "widgetId", action: "work:read" },
    handler: (context, input: Day & { widgetId: string }) => {
      const { widget } = context.target;
      return { ...widgetView(widget), data: chartData(context, widget.kind, configOf(widget), calendarOf(input.today, context.now).today) };
    },
  }),
  /**
   * A dashboard's page in one call: the dashboard, its people, its widgets with their numbers for the
   * person looking, and (for those who may edit) what a widget's form offers.
   */
  "dashboardCharts.board": defineQuery({
    acts: { resource: "dashboard", from: "dashboardId", action: "work:read" },
    handler: (context, input: Day & { dashboardId: string }) => {
      const { dashboard, dashboardRole, role } = context.target;
      const today = calendarOf(input.today, context.now).today;
      const widgets = widgetsOf(context.sql, dashboard.id).map((widget) => ({ ...widgetView(widget), data: chartData(context, widget.kind, configOf(widget), today) }));
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
        options: canWork(role, "work:edit") ? widgetOptions(context) : null,
        today,
      };
    },
  }),
};
