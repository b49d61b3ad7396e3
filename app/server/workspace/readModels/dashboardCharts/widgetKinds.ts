import type { WidgetConfig } from "~/schemas/dashboard";
import type { WidgetKind } from "~/lib/dashboards";
import type { MemberContext } from "../../operations";
import type { WidgetKindDefinition, WidgetKindTable } from "./kind";
import { barsKind } from "./kinds/bars";
import { burndownKind } from "./kinds/burndown";
import { burnupKind } from "./kinds/burnup";
import { donutKind } from "./kinds/donut";
import { numberKind } from "./kinds/number";
import { overdueKind } from "./kinds/overdue";
import { progressKind } from "./kinds/progress";
import { taskListKind } from "./kinds/taskList";
import { workloadKind } from "./kinds/workload";
import { DEFAULT_TASK_SORT, type TaskSort } from "./taskLists";

/**
 * Every kind of widget (issue 39 §2, decision record 101), by the names of schemas/dashboard.ts
 * WIDGET_KINDS in the form's order: a new kind is a folder of kinds/ and a line here, and its view
 * a folder and a line in components/dashboards/widgetViews.ts (a unit test holds the three alike).
 */
export const WIDGET_KIND_DEFINITIONS = {
  number: numberKind,
  bars: barsKind,
  donut: donutKind,
  burnup: burnupKind,
  burndown: burndownKind,
  taskList: taskListKind,
  progress: progressKind,
  overdue: overdueKind,
  workload: workloadKind,
} as const satisfies WidgetKindTable;

type Definitions = typeof WIDGET_KIND_DEFINITIONS;
/** What one kind's widget shows: its kind and its kind's numbers. */
export type ChartOf<K extends WidgetKind> = { kind: K } & ReturnType<Definitions[K]["chart"]>;
/** What a widget shows, whichever its kind. */
export type ChartData = { [K in WidgetKind]: ChartOf<K> }[WidgetKind];

/** The numbers of one widget for the person looking. */
export function chartData(context: MemberContext, kind: WidgetKind, config: WidgetConfig, today: string, sort: TaskSort = DEFAULT_TASK_SORT): ChartData {
  const definition: WidgetKindDefinition = WIDGET_KIND_DEFINITIONS[kind];
  return { kind, ...definition.chart(context, config, today, sort) } as ChartData;
}
