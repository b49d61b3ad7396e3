import type { WidgetKind } from "~/lib/dashboards";
import type { ChartData } from "~/server/workspace/readModels/dashboardCharts/widgetKinds";
import { barsDrawing } from "./bars";
import { burndownDrawing } from "./burndown";
import { burnupDrawing } from "./burnup";
import type { Canvas, PdfDrawing } from "./canvas";
import { donutDrawing } from "./donut";
import { numberDrawing } from "./number";
import { progressDrawing } from "./progress";
import { taskListDrawing } from "./taskList";
import { workloadDrawing } from "./workload";

/**
 * How each kind of widget is drawn in a dashboard's PDF (decision record 101), in the form's order:
 * a new kind does not compile until it has its drawing here (a unit test holds the tables alike).
 */
export const PDF_WIDGET_DRAWINGS = {
  number: numberDrawing,
  bars: barsDrawing,
  donut: donutDrawing,
  burnup: burnupDrawing,
  burndown: burndownDrawing,
  taskList: taskListDrawing,
  progress: progressDrawing,
  overdue: barsDrawing,
  workload: workloadDrawing,
} as const satisfies { [K in WidgetKind]: PdfDrawing<K> };

/** One widget's chart drawn by its kind's drawing. */
export function drawWidgetChart(canvas: Canvas, data: ChartData) {
  // Each drawing takes its own kind's data; the kind read from `data` picks the drawing that takes it.
  const drawing = PDF_WIDGET_DRAWINGS[data.kind] as (canvas: Canvas, data: ChartData) => void;
  drawing(canvas, data);
}
