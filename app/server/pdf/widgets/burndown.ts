import { singleLine } from "~/lib/charts/geometry";
import type { PdfDrawing } from "./canvas";
import { timeAxes } from "./burnup";

/** The open tasks remaining, one red line, as the page draws it. */
export const burndownDrawing: PdfDrawing<"burndown"> = (canvas, data) => {
  const chart = singleLine(data.points.map((point) => ({ date: point.date, value: point.open })));
  const draw = canvas.at(chart.box);
  timeAxes(draw, chart);
  draw.path(chart.path, [0, 0], { stroke: "#dc2626" });
  draw.text("● Open tasks remaining", chart.left, chart.box.height - 6, "#dc2626");
};
