import { lineChart } from "~/lib/charts/geometry";
import { TEXT, valueTicks, type Frame, type PdfDrawing } from "./canvas";

/** A line chart's axes: the value ticks and the dates under the baseline. */
export function timeAxes(draw: Frame, chart: { yTicks: Array<{ value: number; y: number }>; xTicks: Array<{ label: string; x: number }>; left: number; right: number; baseline: number }) {
  valueTicks(draw, chart.yTicks, chart.left, chart.right);
  for (const tick of chart.xTicks) draw.text(tick.label, tick.x, chart.baseline + 14, TEXT, "middle");
}

export const burnupDrawing: PdfDrawing<"burnup"> = (canvas, data) => {
  const chart = lineChart(data.points);
  const draw = canvas.at(chart.box);
  timeAxes(draw, chart);
  draw.path(chart.created, [0, 0], { stroke: "#2563eb" });
  draw.path(chart.completed, [0, 0], { stroke: "#16a34a" });
  draw.text("● Created", chart.left, chart.box.height - 6, "#2563eb");
  draw.text("● Completed", chart.left + 70, chart.box.height - 6, "#16a34a");
};
