import type { WidgetConfig } from "~/schemas/dashboard";
import type { WidgetKind } from "~/lib/dashboards";
import type { MemberContext } from "../../operations";
import type { TaskSort } from "./taskLists";

/**
 * One kind of widget on the server (issue 39 §2): what it computes for the person looking and, for
 * a kind whose bars or slices can span several projects, the segments a click on one lists
 * (decision record 54). Each kind is a folder of kinds/, collected in widgetKinds.ts; the
 * dashboard's page draws it with the view of the same name (components/dashboards/widgetViews.ts).
 */
export type WidgetKindDefinition = {
  /** The widget's numbers (without its kind, which the table adds). */
  chart: (context: MemberContext, config: WidgetConfig, today: string, sort: TaskSort) => object;
  /** The groupings a segment's keys name, in order, and what narrows its tasks beyond the widget's own; none: no drill-down. */
  segments?: (config: WidgetConfig, today: string) => Segments;
};
export type Segments = { groupings: string[]; where?: string; params?: unknown[] };

/** A kind's definition, as the table holds it. */
export const defineWidgetKind = <const D extends WidgetKindDefinition>(definition: D): D => definition;

/** The table of every kind, one entry per kind name (schemas/dashboard.ts WIDGET_KINDS), none missing and none more. */
export type WidgetKindTable = { readonly [K in WidgetKind]: WidgetKindDefinition };
