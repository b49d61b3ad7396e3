import { clip, endPath, popGraphicsState, pushGraphicsState, rectangle, rgb, type PDFPage } from "@cantoo/pdf-lib";
import { arrowPath, barShape, scaleFor, spanOf, visibleRange, type DependencyType, type Span } from "~/lib/gantt";
import { bodyBox, columnSlices, fitLine, GANTT_SCALE, ganttZoom, pageBreaks, pagesOf } from "~/lib/pdf/layout";
import { MUTED, RULE, type Sheet } from "./document";

/**
 * A project's Gantt chart as pages (issue 19 §2): the task list on the left of every page, the
 * time axis cut at its columns (weeks or months) into pages across, rows into pages down. Bars,
 * milestones and dependency arrows use the chart's own geometry (lib/gantt.ts) scaled to points;
 * the critical path is red. Each page's chart area is clipped, so a bar or arrow that crosses a
 * page edge continues on the next page across.
 */
export type GanttPdfRow = { id: string; kind: "group" | "task" | "subtask"; name: string; startDate: string | null; dueDate: string | null; progress: number };
export type GanttPdfLink = { dependencyId: string; predecessorId: string; successorId: string; type: DependencyType };
export type GanttPdfInput = {
  rows: readonly GanttPdfRow[];
  dependencies: readonly GanttPdfLink[];
  critical: { taskIds: readonly string[]; dependencyIds: readonly string[] };
  range: { start: string; end: string } | null;
  today: string;
};

const SIZE = 7.5;
const ROW = 16;
const GROUP_ROW = 18;
const AXIS = 18;
const NAME_WIDTH = 170;
const BAR = rgb(0.23, 0.51, 0.96);
const DONE = rgb(0.11, 0.31, 0.85);
const CRITICAL = rgb(0.86, 0.15, 0.15);
const ARROW = rgb(0.45, 0.5, 0.58);

function clipTo(page: PDFPage, x: number, y: number, width: number, height: number) {
  page.pushOperators(pushGraphicsState(), rectangle(x, y, width, height), clip(), endPath());
}

export function drawGantt(sheet: Sheet, input: GanttPdfInput) {
  const body = bodyBox(sheet.box);
  const measure = sheet.measure(SIZE);
  const zoom = ganttZoom(input.range);
  const scale = scaleFor(zoom, visibleRange(zoom, input.range, input.today));
  const x = (date: string) => scale.x(date) * GANTT_SCALE;
  const pointScale = { ...scale, x };
  const chartWidth = body.width - NAME_WIDTH;
  const slices = columnSlices(scale.columns.map((column) => column.width * GANTT_SCALE), chartWidth);
  const critical = new Set(input.critical.taskIds);
  const criticalLinks = new Set(input.critical.dependencyIds);
  const heights = input.rows.map((row) => (row.kind === "group" ? GROUP_ROW : ROW));
  const pages = pagesOf(
    input.rows.map((row, index) => ({ row, height: heights[index] })),
    pageBreaks(heights, body.height - AXIS),
  );
  if (pages.length === 0) pages.push([]);
  const H = sheet.box.height;

  for (const pageRows of pages) {
    const spans = new Map<string, Span>();
    let top = body.top + AXIS;
    const placed = pageRows.map(({ row, height }) => {
      const shape = row.kind === "group" ? null : barShape(pointScale, row);
      if (shape) spans.set(row.id, spanOf(shape, top + height / 2));
      const placedRow = { row, top, height, shape };
      top += height;
      return placedRow;
    });
    const bottom = top;

    for (const slice of slices) {
      const page = sheet.addPage();
      const left = body.left + NAME_WIDTH;
      const offset = scale.columns[slice.from].x * GANTT_SCALE;
      const originX = left - offset;
      // Names.
      for (const { row, top: rowTop, height } of placed) {
        const indent = row.kind === "subtask" ? 12 : row.kind === "task" ? 6 : 0;
        const size = row.kind === "group" ? SIZE + 1 : SIZE;
        sheet.text(page, fitLine(row.name, NAME_WIDTH - indent - 6, sheet.measure(size)), body.left + indent, rowTop + (height - size) / 2, size);
        page.drawLine({ start: { x: body.left, y: H - rowTop - height }, end: { x: left + slice.width, y: H - rowTop - height }, thickness: 0.3, color: RULE });
      }
      // Time axis and grid.
      for (let index = slice.from; index < slice.to; index++) {
        const column = scale.columns[index];
        const columnX = originX + column.x * GANTT_SCALE;
        sheet.text(page, fitLine(column.label, column.width * GANTT_SCALE - 4, measure), columnX + 2, body.top + 4, SIZE, MUTED);
        page.drawLine({ start: { x: columnX, y: H - body.top }, end: { x: columnX, y: H - bottom }, thickness: 0.3, color: RULE });
      }
      clipTo(page, left, H - bottom, slice.width, bottom - body.top);
      for (const { row, top: rowTop, height, shape } of placed) {
        if (!shape) continue;
        const colour = critical.has(row.id) ? CRITICAL : BAR;
        if (shape.kind === "bar") {
          const barTop = rowTop + 4;
          const barHeight = height - 8;
          page.drawRectangle({ x: originX + shape.x, y: H - barTop - barHeight, width: shape.width, height: barHeight, color: colour, opacity: 0.85 });
          if (row.progress > 0) page.drawRectangle({ x: originX + shape.x, y: H - barTop - 2.5, width: (shape.width * Math.min(row.progress, 100)) / 100, height: 2.5, color: critical.has(row.id) ? CRITICAL : DONE });
        } else {
          const middle = rowTop + height / 2;
          const r = (height - 6) / 2;
          page.drawSvgPath(`M ${shape.x} ${middle - r} L ${shape.x + r} ${middle} L ${shape.x} ${middle + r} L ${shape.x - r} ${middle} Z`, { x: originX, y: H, color: colour });
        }
      }
      for (const link of input.dependencies) {
        const from = spans.get(link.predecessorId);
        const to = spans.get(link.successorId);
        if (!from || !to) continue;
        const colour = criticalLinks.has(link.dependencyId) ? CRITICAL : ARROW;
        page.drawSvgPath(arrowPath(from, to, link.type), { x: originX, y: H, borderColor: colour, borderWidth: criticalLinks.has(link.dependencyId) ? 1 : 0.6 });
        const toStart = link.type === "FS" || link.type === "SS";
        const tip = toStart ? to.x1 : to.x2;
        const back = toStart ? -3.5 : 3.5;
        page.drawSvgPath(`M ${tip} ${to.y} L ${tip + back} ${to.y - 2.2} L ${tip + back} ${to.y + 2.2} Z`, { x: originX, y: H, color: colour });
      }
      page.pushOperators(popGraphicsState());
    }
  }
}
