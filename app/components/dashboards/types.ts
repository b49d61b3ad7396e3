import type { ChartData } from "~/server/workspace/readModels/dashboardCharts/store";
import type { QueryOutput } from "~/server/workspace/surface";

/** The dashboard page's data (dashboardCharts.board), as the components read it. */
export type Board = QueryOutput<"dashboardCharts.board">;
export type BoardWidget = Board["widgets"][number];
export type WidgetOptions = NonNullable<Board["options"]>;
export type DashboardSummary = QueryOutput<"dashboards.list">[number];
export type { ChartData };
