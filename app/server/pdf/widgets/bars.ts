import { barChart } from "~/lib/charts/geometry";
import { TEXT, valueTicks, type PdfDrawing } from "./canvas";

/** Bars of counts, as the bars and overdue widgets show them. */
export const barsDrawing: PdfDrawing<"bars" | "overdue"> = (canvas, data) => {
  if (data.rows.length === 0) return canvas.empty();
  const chart = barChart(data.rows);
  const draw = canvas.at(chart.box);
  valueTicks(draw, chart.ticks, chart.left, chart.right);
  for (const bar of chart.bars) {
    draw.rect(bar.x, bar.y, bar.width, bar.height, bar.colour);
    draw.text(bar.short, bar.labelX, chart.baseline + 14, TEXT, "middle");
  }
  draw.line(chart.left, chart.baseline, chart.right, chart.baseline, TEXT);
};
