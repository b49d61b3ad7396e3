import { rgb, type PDFPage } from "@cantoo/pdf-lib";
import { barChart, donutChart, lineChart, percent, stackedBars, type Box } from "~/lib/charts/geometry";
import { bodyBox, fitLine, wrapLines } from "~/lib/pdf/layout";
import { workloadGrid } from "~/lib/charts/workloadGrid";
import type { ChartData } from "~/server/workspace/readModels/dashboardCharts/widgetKinds";
import { INK, MUTED, RULE, type Sheet } from "./document";

/**
 * A dashboard as pages (issue 19 §2): four widgets a page, each with its title and its chart drawn
 * as vector graphics from the same geometry the dashboard's SVG uses (lib/charts/geometry.ts):
 * rectangles for bars, d3's arc and line paths through drawSvgPath, scaled into the widget's box.
 */
export type PdfWidget = { widgetId: string; name: string; data: ChartData };

const PER_PAGE = 4;
const GAP = 16;
const TITLE = 28;
const SIZE = 8;
const AXIS = "#cbd5e1";
const TEXT = "#475569";

const colour = (hex: string) => rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);

/** A colour at `share` of its strength over white (the PDF has no opacity for a heat map's cells). */
function mix(hex: string, share: number): string {
  const channel = (at: number) => Math.round(255 - (255 - parseInt(hex.slice(at, at + 2), 16)) * share).toString(16).padStart(2, "0");
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** Drawing in a chart's own pixels, placed at a frame's top left and scaled into it. */
function frame(sheet: Sheet, page: PDFPage, left: number, top: number, scale: number) {
  const H = sheet.box.height;
  const measure = (size: number) => sheet.measure(size);
  return {
    rect(x: number, y: number, width: number, height: number, fill: string) {
      if (width > 0 && height > 0) page.drawRectangle({ x: left + x * scale, y: H - top - (y + height) * scale, width: width * scale, height: height * scale, color: colour(fill) });
    },
    line(x1: number, y1: number, x2: number, y2: number, stroke: string) {
      page.drawLine({ start: { x: left + x1 * scale, y: H - top - y1 * scale }, end: { x: left + x2 * scale, y: H - top - y2 * scale }, thickness: 0.6, color: colour(stroke) });
    },
    /** Text whose baseline sits at y; `anchor` as SVG's text-anchor. */
    text(text: string, x: number, y: number, fill = TEXT, anchor: "start" | "middle" | "end" = "start", size = SIZE) {
      const width = [...text].reduce((sum, char) => sum + measure(size)(char), 0);
      const shift = anchor === "middle" ? width / 2 : anchor === "end" ? width : 0;
      if (text) page.drawText(text, { x: left + x * scale - shift, y: H - top - y * scale, size, font: sheet.font, color: colour(fill) });
    },
    path(d: string, at: [number, number], style: { fill?: string; stroke?: string }) {
      if (!d) return;
      page.drawSvgPath(d, {
        x: left + at[0] * scale,
        y: H - top - at[1] * scale,
        scale,
        ...(style.fill ? { color: colour(style.fill) } : {}),
        ...(style.stroke ? { borderColor: colour(style.stroke), borderWidth: 1.5 } : {}),
      });
    },
  };
}

type Frame = ReturnType<typeof frame>;
const fit = (box: Box, room: { width: number; height: number }) => Math.min(room.width / box.width, room.height / box.height);

function valueTicks(draw: Frame, ticks: Array<{ value: number; y: number }>, left: number, right: number) {
  for (const tick of ticks) {
    draw.line(left, tick.y, right, tick.y, AXIS);
    draw.text(String(tick.value), left - 6, tick.y + 3, TEXT, "end");
  }
}

function drawChart(sheet: Sheet, page: PDFPage, data: ChartData, left: number, top: number, room: { width: number; height: number }) {
  const at = (box: Box) => frame(sheet, page, left, top, fit(box, room));
  const empty = () => sheet.text(page, "No tasks to show.", left, top + 8, SIZE + 1, MUTED);
  switch (data.kind) {
    case "number":
      sheet.text(page, String(data.value), left, top + 8, 32);
      return;
    case "taskList": {
      if (data.tasks.length === 0) return empty();
      const lines = Math.floor(room.height / 13);
      data.tasks.slice(0, lines).forEach((task, index) => {
        const detail = [task.projectName, task.status, task.dueDate ? `due ${task.dueDate.slice(0, 10)}` : null].filter(Boolean).join(" · ");
        sheet.text(page, fitLine(`${task.name} — ${detail}`, room.width, sheet.measure(SIZE)), left, top + index * 13, SIZE);
      });
      return;
    }
    case "workload": {
      // The same heat map as the page: a row per person, a column per week, each cell its open tasks (and estimate), shaded by how many.
      if (data.people.length === 0) return empty();
      const grid = workloadGrid(data.people, data.buckets);
      const draw = at(grid.box);
      for (const column of grid.columns) draw.text(column.short, column.labelX, grid.headerHeight - 10, TEXT, "middle");
      for (const row of grid.rows) draw.text(row.short, grid.labelWidth - 6, row.y + row.height / 2 + 4, TEXT, "end");
      for (const cell of grid.cells) {
        draw.rect(cell.x, cell.y, cell.width, cell.height, cell.shade > 0 ? mix("#2563eb", cell.shade) : "#f8fafc");
        if (cell.tasks === 0) continue;
        const ink = cell.shade > 0.5 ? "#ffffff" : "#0f172a";
        const label = data.estimate ? `${cell.tasks} (${Math.round(cell.estimate * 100) / 100})` : String(cell.tasks);
        draw.text(label, cell.x + cell.width / 2, cell.y + cell.height / 2 + 3, ink, "middle");
      }
      return;
    }
    case "bars":
    case "overdue": {
      if (data.rows.length === 0) return empty();
      const chart = barChart(data.rows);
      const draw = at(chart.box);
      valueTicks(draw, chart.ticks, chart.left, chart.right);
      for (const bar of chart.bars) {
        draw.rect(bar.x, bar.y, bar.width, bar.height, bar.colour);
        draw.text(bar.short, bar.labelX, chart.baseline + 14, TEXT, "middle");
      }
      draw.line(chart.left, chart.baseline, chart.right, chart.baseline, TEXT);
      return;
    }
    case "donut": {
      if (data.rows.length === 0) return empty();
      const chart = donutChart(data.rows);
      const draw = at(chart.box);
      draw.path(chart.ring, chart.centre, { fill: "#f1f5f9" });
      for (const slice of chart.slices) draw.path(slice.path, chart.centre, { fill: slice.colour });
      draw.text(String(chart.total), chart.centre[0], chart.centre[1] + 6, "#0f172a", "middle", 16);
      const legendX = left + chart.box.width * fit(chart.box, room) + 12;
      chart.slices.forEach((slice, index) => {
        page.drawRectangle({ x: legendX, y: sheet.box.height - top - index * 13 - 8, width: 7, height: 7, color: colour(slice.colour) });
        sheet.text(page, fitLine(`${slice.label} ${percent(slice.value, chart.total)}`, room.width - (legendX - left) - 12, sheet.measure(SIZE)), legendX + 10, top + index * 13, SIZE);
      });
      return;
    }
    case "progress": {
      if (data.rows.length === 0) return empty();
      const chart = stackedBars(
        data.rows.map((row) => ({ key: row.key, label: row.label, parts: { done: row.done, open: row.total - row.done } })),
        ["done", "open"],
        ["#16a34a", "#e2e8f0"],
      );
      const draw = at(chart.box);
      for (const label of chart.labels) draw.text(label.short, chart.labelWidth - 6, label.y + 4, TEXT, "end");
      for (const rect of chart.rects) draw.rect(rect.x, rect.y, rect.width, rect.height, rect.colour);
      return;
    }
    case "burnup": {
      const chart = lineChart(data.points);
      const draw = at(chart.box);
      valueTicks(draw, chart.yTicks, chart.left, chart.right);
      for (const tick of chart.xTicks) draw.text(tick.label, tick.x, chart.baseline + 14, TEXT, "middle");
      draw.path(chart.created, [0, 0], { stroke: "#2563eb" });
      draw.path(chart.completed, [0, 0], { stroke: "#16a34a" });
      draw.text("● Created", chart.left, chart.box.height - 6, "#2563eb");
      draw.text("● Completed", chart.left + 70, chart.box.height - 6, "#16a34a");
      return;
    }
    case "burndown":
      // Not drawn in the PDF yet: its box stays empty under its title (decision record 101).
      return;
    default:
      // Every kind of widget is a case: a new kind (widgetKinds.ts) is refused here until the PDF draws it.
      return data satisfies never;
  }
}

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
    drawChart(sheet, drawOn, widget.data, left + 8, top + 8 + TITLE, { width: cell.width - 16, height: cell.height - TITLE - 16 });
  });
}
