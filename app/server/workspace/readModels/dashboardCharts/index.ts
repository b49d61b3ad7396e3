import { defineReadModel } from "../../aggregate";
import { dashboardChartQueries } from "./queries";

/** Widgets' numbers (issue 18 §2): aggregates over the tasks the viewer may see, never the author's. */
export const dashboardCharts = defineReadModel({
  name: "dashboardCharts",
  restrictedBy: "dashboards",
  queries: dashboardChartQueries,
});
