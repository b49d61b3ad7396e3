import { workloadGrid } from "~/lib/charts/workloadGrid";
import { mix, TEXT, type PdfDrawing } from "./canvas";

/** The same heat map as the page: a row per person, a column per week, each cell its open tasks (and estimate), shaded by how many. */
export const workloadDrawing: PdfDrawing<"workload"> = (canvas, data) => {
  if (data.people.length === 0) return canvas.empty();
  const grid = workloadGrid(data.people, data.buckets);
  const draw = canvas.at(grid.box);
  for (const column of grid.columns) draw.text(column.short, column.labelX, grid.headerHeight - 10, TEXT, "middle");
  for (const row of grid.rows) draw.text(row.short, grid.labelWidth - 6, row.y + row.height / 2 + 4, TEXT, "end");
  for (const cell of grid.cells) {
    draw.rect(cell.x, cell.y, cell.width, cell.height, cell.shade > 0 ? mix("#2563eb", cell.shade) : "#f8fafc");
    if (cell.tasks === 0) continue;
    const ink = cell.shade > 0.5 ? "#ffffff" : "#0f172a";
    const label = data.estimate ? `${cell.tasks} (${Math.round(cell.estimate * 100) / 100})` : String(cell.tasks);
    draw.text(label, cell.x + cell.width / 2, cell.y + cell.height / 2 + 3, ink, "middle");
  }
};
