import { donutChart, percent } from "~/lib/charts/geometry";
import { fitLine } from "~/lib/pdf/layout";
import { colour, SIZE, type PdfDrawing } from "./canvas";

const LEGEND_LINE = 13;

export const donutDrawing: PdfDrawing<"donut"> = (canvas, data) => {
  const { sheet, page, left, top, room } = canvas;
  if (data.rows.length === 0) return canvas.empty();
  const chart = donutChart(data.rows);
  const draw = canvas.at(chart.box);
  draw.path(chart.ring, chart.centre, { fill: "#f1f5f9" });
  for (const slice of chart.slices) draw.path(slice.path, chart.centre, { fill: slice.colour });
  draw.text(String(chart.total), chart.centre[0], chart.centre[1] + 6, "#0f172a", "middle", 16);
  const legendX = left + chart.box.width * canvas.scaleOf(chart.box) + 12;
  chart.slices.forEach((slice, index) => {
    page.drawRectangle({ x: legendX, y: sheet.box.height - top - index * LEGEND_LINE - 8, width: 7, height: 7, color: colour(slice.colour) });
    sheet.text(page, fitLine(`${slice.label} ${percent(slice.value, chart.total)}`, room.width - (legendX - left) - 12, sheet.measure(SIZE)), legendX + 10, top + index * LEGEND_LINE, SIZE);
  });
};
