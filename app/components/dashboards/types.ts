import type { WidgetKind } from "~/lib/dashboards";
import type { QueryOutput } from "~/server/workspace/surface";

/** The dashboard page's data (dashboardCharts.board), as the components read it. */
export type Board = QueryOutput<"dashboardCharts.board">;
export type BoardWidget = Board["widgets"][number];
export type WidgetOptions = NonNullable<Board["options"]>;
export type DashboardSummary = QueryOutput<"dashboards.list">[number];
/** What a widget shows, whichever its kind, and what one kind's widget shows. */
export type ChartData = BoardWidget["data"];
export type ChartOf<K extends WidgetKind> = Extract<ChartData, { kind: K }>;
/** Where a bar, slice or stacked part leads (decision record 54). */
export type SliceLink = NonNullable<ChartOf<"bars">["rows"][number]["link"]>;
