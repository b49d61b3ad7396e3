import type { PDFPage } from "@cantoo/pdf-lib";
import { bodyBox, wrapLines } from "~/lib/pdf/layout";
import type { ChartData } from "~/server/workspace/readModels/dashboardCharts/widgetKinds";
import { INK, MUTED, RULE, type Sheet } from "./document";
import { canvas, SIZE } from "./widgets/canvas";
import { drawWidgetChart } from "./widgets";

/**
 * A dashboard as pages (issue 19 §2): four widgets a page, each with its title and its chart drawn
 * by its kind's drawing (widgets/) as vector graphics from the same geometry the dashboard's SVG
 * uses (lib/charts/geometry.ts).
 */
export type PdfWidget = { widgetId: string; name: string; data: ChartData };

const PER_PAGE = 4;
const GAP = 16;
const TITLE = 28;

export function drawDashboard(sheet: Sheet, widgets: readonly PdfWidget[]) {
  const body = bodyBox(sheet.box);
  const cell = { width: (body.width - GAP) / 2, height: (body.height - GAP) / 2 };
  if (widgets.length === 0) sheet.text(sheet.addPage(), "This dashboard has no widgets yet.", body.left, body.top, SIZE + 2, MUTED);
  let page: PDFPage | null = null;
  widgets.forEach((widget, index) => {
    if (index % PER_PAGE === 0) page = sheet.addPage();
    const slot = index % PER_PAGE;
    const left = body.left + (slot % 2) * (cell.width + GAP);
    const top = body.top + Math.floor(slot / 2) * (cell.height + GAP);
    const drawOn = page!;
    drawOn.drawRectangle({ x: left, y: sheet.box.height - top - cell.height, width: cell.width, height: cell.height, borderColor: RULE, borderWidth: 0.6 });
    wrapLines(widget.name, cell.width - 16, sheet.measure(SIZE + 2), 2).forEach((line, row) => sheet.text(drawOn, line, left + 8, top + 8 + row * 12, SIZE + 2, INK));
    drawWidgetChart(canvas(sheet, drawOn, left + 8, top + 8 + TITLE, { width: cell.width - 16, height: cell.height - TITLE - 16 }), widget.data);
  });
}
