import { stackedBars } from "~/lib/charts/geometry";
import { TEXT, type PdfDrawing } from "./canvas";

export const progressDrawing: PdfDrawing<"progress"> = (canvas, data) => {
  if (data.rows.length === 0) return canvas.empty();
  const chart = stackedBars(
    data.rows.map((row) => ({ key: row.key, label: row.label, parts: { done: row.done, open: row.total - row.done } })),
    ["done", "open"],
    ["#16a34a", "#e2e8f0"],
  );
  const draw = canvas.at(chart.box);
  for (const label of chart.labels) draw.text(label.short, chart.labelWidth - 6, label.y + 4, TEXT, "end");
  for (const rect of chart.rects) draw.rect(rect.x, rect.y, rect.width, rect.height, rect.colour);
};
