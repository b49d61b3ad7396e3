import { scaleBand, scaleLinear, scalePoint } from "d3-scale";
import { arc, line, pie, stack } from "d3-shape";

/**
 * Chart geometry for dashboard widgets (issue 18), as pure functions: rows of numbers in, SVG
 * coordinates and paths out, so the server renders every chart (a dashboard works and prints
 * without JavaScript) and the unit tests check the arithmetic. d3-scale maps values to pixels and
 * d3-shape draws the paths; nothing here touches a DOM.
 */
export type Box = { width: number; height: number };
export const CHART_BOX: Box = { width: 480, height: 220 };
const MARGIN = { top: 12, right: 12, bottom: 40, left: 36 };
export const PALETTE = ["#2563eb", "#16a34a", "#f59e0b", "#dc2626", "#7c3aed", "#0891b2", "#db2777", "#65a30d", "#64748b"];

/** A label cut to `max` characters with an ellipsis; the full text stays in the table and the title. */
export function shortLabel(label: string, max = 12): string {
  const trimmed = label.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

/** "Nice" ticks from 0 to the largest value (at least 1, so an empty chart still has an axis). */
function valueScale(max: number, range: [number, number]) {
  return scaleLinear().domain([0, Math.max(1, max)]).nice(4).range(range);
}

export type Datum = { key: string; label: string; value: number; colour?: string };
export type Bar = { key: string; x: number; y: number; width: number; height: number; label: string; short: string; value: number; colour: string; labelX: number };

/** Vertical bars, one per row, on a value axis from zero. */
export function barChart(rows: readonly Datum[], box: Box = CHART_BOX) {
  const inner = { left: MARGIN.left, right: box.width - MARGIN.right, top: MARGIN.top, bottom: box.height - MARGIN.bottom };
  const x = scaleBand<string>().domain(rows.map((row) => row.key)).range([inner.left, inner.right]).padding(0.2);
  const y = valueScale(Math.max(0, ...rows.map((row) => row.value)), [inner.bottom, inner.top]);
  const maxChars = Math.max(3, Math.floor(x.bandwidth() / 6.5));
  const bars: Bar[] = rows.map((row, index) => {
    const left = x(row.key) ?? inner.left;
    const top = y(Math.max(0, row.value));
    return {
      key: row.key,
      x: left,
      y: top,
      width: x.bandwidth(),
      height: inner.bottom - top,
      label: row.label,
      short: shortLabel(row.label, maxChars),
      value: row.value,
      colour: row.colour ?? PALETTE[index % PALETTE.length],
      labelX: left + x.bandwidth() / 2,
    };
  });
  const ticks = y.ticks(4).map((value) => ({ value, y: y(value) }));
  return { bars, ticks, baseline: inner.bottom, left: inner.left, right: inner.right, box };
}

export type StackRow = { key: string; label: string; parts: Record<string, number> };
export type StackRect = { key: string; series: string; x: number; y: number; width: number; height: number; value: number; colour: string };

/** Horizontal stacked bars (progress: done then open), one row per item, with d3's stack. */
export function stackedBars(rows: readonly StackRow[], series: readonly string[], colours: readonly string[], box: Box = CHART_BOX) {
  const rowHeight = 26;
  const height = Math.max(box.height, MARGIN.top + rows.length * rowHeight + 8);
  const labelWidth = 120;
  const y = scaleBand<string>().domain(rows.map((row) => row.key)).range([MARGIN.top, height - 8]).padding(0.25);
  const totals = rows.map((row) => series.reduce((sum, name) => sum + (row.parts[name] ?? 0), 0));
  const x = scaleLinear().domain([0, Math.max(1, ...totals)]).range([labelWidth, box.width - MARGIN.right]);
  const layers = stack<StackRow, string>()
    .keys(series)
    .value((row, name) => row.parts[name] ?? 0)(rows as StackRow[]);
  const rects: StackRect[] = layers.flatMap((layer, index) =>
    layer.map((point) => ({
      key: point.data.key,
      series: layer.key,
      x: x(point[0]),
      y: y(point.data.key) ?? 0,
      width: Math.max(0, x(point[1]) - x(point[0])),
      height: y.bandwidth(),
      value: point[1] - point[0],
      colour: colours[index % colours.length],
    })),
  );
  const labels = rows.map((row, index) => ({ key: row.key, label: row.label, short: shortLabel(row.label, 18), y: (y(row.key) ?? 0) + y.bandwidth() / 2, total: totals[index] }));
  return { rects, labels, box: { width: box.width, height }, labelWidth };
}

export type StackSeries = { key: string; label: string; colour?: string };
export type Column = { key: string; label: string; short: string; x: number; width: number; labelX: number; total: number };
export type ColumnPart = StackRect & { label: string; seriesLabel: string };

/**
 * Vertical bars stacked by a second grouping (d3's stack): one column per row, one rectangle per
 * series with a value, on a value axis from zero to the tallest column; a series' colour is its
 * own or the palette's in the series' order, so the legend and the table read the same.
 */
export function stackedColumns(rows: readonly StackRow[], series: readonly StackSeries[], box: Box = CHART_BOX) {
  const inner = { left: MARGIN.left, right: box.width - MARGIN.right, top: MARGIN.top, bottom: box.height - MARGIN.bottom };
  const x = scaleBand<string>().domain(rows.map((row) => row.key)).range([inner.left, inner.right]).padding(0.2);
  const totals = rows.map((row) => series.reduce((sum, one) => sum + Math.max(0, row.parts[one.key] ?? 0), 0));
  const y = valueScale(Math.max(0, ...totals), [inner.bottom, inner.top]);
  const colours = series.map((one, index) => one.colour ?? PALETTE[index % PALETTE.length]);
  const layers = stack<StackRow, string>()
    .keys(series.map((one) => one.key))
    .value((row, key) => Math.max(0, row.parts[key] ?? 0))(rows as StackRow[]);
  const parts: ColumnPart[] = layers.flatMap((layer, index) =>
    layer
      .filter((point) => point[1] > point[0])
      .map((point) => ({
        key: point.data.key,
        series: layer.key,
        label: point.data.label,
        seriesLabel: series[index].label,
        x: x(point.data.key) ?? inner.left,
        y: y(point[1]),
        width: x.bandwidth(),
        height: Math.max(0, y(point[0]) - y(point[1])),
        value: point[1] - point[0],
        colour: colours[index],
      })),
  );
  const maxChars = Math.max(3, Math.floor(x.bandwidth() / 6.5));
  const columns: Column[] = rows.map((row, index) => {
    const left = x(row.key) ?? inner.left;
    return { key: row.key, label: row.label, short: shortLabel(row.label, maxChars), x: left, width: x.bandwidth(), labelX: left + x.bandwidth() / 2, total: totals[index] };
  });
  const legend = series.map((one, index) => ({ key: one.key, label: one.label, colour: colours[index] }));
  return { parts, columns, legend, ticks: y.ticks(4).map((value) => ({ value, y: y(value) })), baseline: inner.bottom, left: inner.left, right: inner.right, box };
}

export type Slice = { key: string; label: string; value: number; share: number; path: string; colour: string; centroid: [number, number] };

/** A donut: each row's share of the total as an arc around the centre; no data draws the empty ring only. */
export function donutChart(rows: readonly Datum[], box: Box = { width: 220, height: 220 }) {
  const radius = Math.min(box.width, box.height) / 2 - 4;
  const inner = radius * 0.6;
  const total = rows.reduce((sum, row) => sum + Math.max(0, row.value), 0);
  const shape = arc<{ startAngle: number; endAngle: number }>().innerRadius(inner).outerRadius(radius);
  const ring = arc<{ startAngle: number; endAngle: number }>().innerRadius(inner).outerRadius(radius)({ startAngle: 0, endAngle: Math.PI * 2 }) ?? "";
  const arcs = pie<Datum>()
    .sort(null)
    .value((row) => Math.max(0, row.value))(rows.filter((row) => row.value > 0) as Datum[]);
  const slices: Slice[] = arcs.map((piece, index) => ({
    key: piece.data.key,
    label: piece.data.label,
    value: piece.data.value,
    share: total === 0 ? 0 : piece.data.value / total,
    path: shape(piece) ?? "",
    colour: piece.data.colour ?? PALETTE[index % PALETTE.length],
    centroid: shape.centroid(piece) as [number, number],
  }));
  return { slices, ring, total, centre: [box.width / 2, box.height / 2] as [number, number], box };
}

export type Point = { date: string; created: number; completed: number };

/** A burn-up: running totals of created and completed tasks per day or week, as two lines over the same axes. */
export function lineChart(points: readonly Point[], box: Box = CHART_BOX) {
  const inner = { left: MARGIN.left, right: box.width - MARGIN.right, top: MARGIN.top, bottom: box.height - MARGIN.bottom };
  const x = scalePoint<string>().domain(points.map((point) => point.date)).range([inner.left, inner.right]).padding(points.length === 1 ? 0.5 : 0);
  const y = valueScale(Math.max(0, ...points.map((point) => Math.max(point.created, point.completed))), [inner.bottom, inner.top]);
  const path = (value: (point: Point) => number) =>
    line<Point>()
      .x((point) => x(point.date) ?? inner.left)
      .y((point) => y(value(point)))(points as Point[]) ?? "";
  const every = Math.max(1, Math.ceil(points.length / 6));
  const xTicks = points
    .map((point, index) => ({ date: point.date, x: x(point.date) ?? inner.left, index }))
    .filter((tick) => tick.index % every === 0 || tick.index === points.length - 1)
    .map(({ date, x: at }) => ({ label: date.slice(5), x: at }));
  const dots = points.map((point) => ({ date: point.date, x: x(point.date) ?? inner.left, created: y(point.created), completed: y(point.completed) }));
  return {
    created: path((point) => point.created),
    completed: path((point) => point.completed),
    dots,
    xTicks,
    yTicks: y.ticks(4).map((value) => ({ value, y: y(value) })),
    baseline: inner.bottom,
    left: inner.left,
    right: inner.right,
    box,
  };
}

/** One line over time (a burn-down: open tasks remaining at the end of each day or week). */
export function singleLine(points: ReadonlyArray<{ date: string; value: number }>, box: Box = CHART_BOX) {
  const chart = lineChart(points.map((point) => ({ date: point.date, created: point.value, completed: point.value })), box);
  return { path: chart.created, dots: chart.dots.map((dot) => ({ date: dot.date, x: dot.x, y: dot.created })), xTicks: chart.xTicks, yTicks: chart.yTicks, baseline: chart.baseline, left: chart.left, right: chart.right, box };
}

/** A percentage as the charts write it: whole numbers, "0%" for nothing out of nothing. */
export const percent = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`;
