import type { ReactNode } from "react";
import type { WidgetKind } from "~/lib/dashboards";
import type { ChartData, ChartOf } from "../types";

/** What a kind's drawing is given: the ids its SVG names itself by, the widget's title, its text alternative and numbers. */
export type DrawingProps<D extends ChartData> = { id: string; title: string; summary: string; data: D; widgetId: string };

/**
 * One kind of widget on the dashboard's page (issue 39 §2): its text alternative (one sentence),
 * its drawing and, for a chart, its "Show as table" view. Each kind is a folder of kinds/,
 * collected in widgetViews.ts under the names the server's kinds have (schemas/dashboard.ts).
 * Methods, so the table of every kind reads as one view of any chart.
 */
export type WidgetView<D extends ChartData> = {
  describe(data: D): string;
  Drawing(props: DrawingProps<D>): ReactNode;
  /** None: the widget is its own table (a number, a list of tasks). */
  Table?(props: { data: D; caption: string }): ReactNode;
};

export const defineWidgetView = <K extends WidgetKind>(view: WidgetView<ChartOf<K>>) => view;

/** The table of every kind's view, one entry per kind name, none missing and none more. */
export type WidgetViewTable = { readonly [K in WidgetKind]: WidgetView<ChartOf<K>> };
