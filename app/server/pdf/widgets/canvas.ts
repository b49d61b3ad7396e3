import { rgb, type PDFPage } from "@cantoo/pdf-lib";
import type { Box } from "~/lib/charts/geometry";
import type { WidgetKind } from "~/lib/dashboards";
import type { ChartOf } from "~/server/workspace/readModels/dashboardCharts/widgetKinds";
import { MUTED, type Sheet } from "../document";

export const SIZE = 8;
export const TEXT = "#475569";
const AXIS = "#cbd5e1";

export const colour = (hex: string) => rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);

/** A colour at `share` of its strength over white (the PDF has no opacity for a heat map's cells). */
export function mix(hex: string, share: number): string {
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

export type Frame = ReturnType<typeof frame>;
export type Room = { width: number; height: number };
const fit = (box: Box, room: Room) => Math.min(room.width / box.width, room.height / box.height);

/** Where one widget's chart is drawn: its page, its top left corner and the room it has. */
export type Canvas = {
  sheet: Sheet;
  page: PDFPage;
  left: number;
  top: number;
  room: Room;
  /** A frame for a chart of `box`, scaled to fit the room. */
  at(box: Box): Frame;
  /** The scale `at(box)` draws at. */
  scaleOf(box: Box): number;
  /** "No tasks to show." where the chart would be. */
  empty(): void;
};

export function canvas(sheet: Sheet, page: PDFPage, left: number, top: number, room: Room): Canvas {
  return {
    sheet,
    page,
    left,
    top,
    room,
    at: (box) => frame(sheet, page, left, top, fit(box, room)),
    scaleOf: (box) => fit(box, room),
    empty: () => sheet.text(page, "No tasks to show.", left, top + 8, SIZE + 1, MUTED),
  };
}

/** A value axis's ticks: a rule across the chart and the value to its left. */
export function valueTicks(draw: Frame, ticks: Array<{ value: number; y: number }>, left: number, right: number) {
  for (const tick of ticks) {
    draw.line(left, tick.y, right, tick.y, AXIS);
    draw.text(String(tick.value), left - 6, tick.y + 3, TEXT, "end");
  }
}

/** How one kind of widget is drawn in a dashboard's PDF. */
export type PdfDrawing<K extends WidgetKind> = (canvas: Canvas, data: ChartOf<K>) => void;
