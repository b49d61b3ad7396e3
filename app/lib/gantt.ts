import { DEFAULT_DATE_FORMAT, formatDayAndMonth } from "./dates";
import { dateOfDay, DAY_MS, dayNumber, monthName, SHORT_MONTH_NAMES } from "./days";

/**
 * The Gantt chart's geometry (spec §9 constants), browser-safe and pure: where
 * a date sits on the time axis at each zoom, where each row sits, and which
 * dates the chart shows. Dates are 'YYYY-MM-DD' strings, counted in UTC days.
 */
export const ZOOMS = ["day", "week", "month"] as const;
export type Zoom = (typeof ZOOMS)[number];
export const DEFAULT_ZOOM: Zoom = "week";

/** The width of one column of the time scale: a day, a week, a month. */
export const COLUMN_WIDTH: Record<Zoom, number> = { day: 80, week: 210, month: 210 };
export const TASK_ROW_HEIGHT = 40;
export const GROUP_HEADER_HEIGHT = 34;
export const TOP_MARGIN = 16;
export const ADD_TASK_ROW_HEIGHT = 40;

export type RowKind = "group" | "task" | "subtask" | "add";

export const rowHeight = (kind: RowKind) => (kind === "group" ? GROUP_HEADER_HEIGHT : kind === "add" ? ADD_TASK_ROW_HEIGHT : TASK_ROW_HEIGHT);

/** The top of each row below the top margin, and the height of them all. */
export function rowTops(kinds: readonly RowKind[]): { tops: number[]; height: number } {
  const tops: number[] = [];
  let y = TOP_MARGIN;
  for (const kind of kinds) {
    tops.push(y);
    y += rowHeight(kind);
  }
  return { tops, height: y };
}

// ---- days --------------------------------------------------------------------

export const addDays = (date: string, days: number) => dateOfDay(dayNumber(date) + days);
/** 0 Sunday … 6 Saturday. */
export const weekday = (date: string) => new Date(dayNumber(date) * DAY_MS).getUTCDay();
export const isWeekend = (date: string) => weekday(date) === 0 || weekday(date) === 6;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const firstOfMonth = (index: number) => `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;

/** The first day of the column holding the date: the day, its week's Monday, its month's first. */
export function unitStart(zoom: Zoom, date: string): string {
  if (zoom === "day") return date;
  if (zoom === "week") return addDays(date, -((weekday(date) + 6) % 7));
  return firstOfMonth(monthIndex(date));
}

/** The date moved by whole columns: days, weeks, or months (the day of the month kept where the month has it). */
export function addUnits(zoom: Zoom, date: string, units: number): string {
  if (zoom === "day") return addDays(date, units);
  if (zoom === "week") return addDays(date, 7 * units);
  const index = monthIndex(date) + units;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(Math.floor(index / 12), index % 12));
  return `${firstOfMonth(index).slice(0, 8)}${String(day).padStart(2, "0")}`;
}

// ---- the time axis ---------------------------------------------------------------

export type Column = { start: string; x: number; width: number; label: string };

export type Scale = {
  zoom: Zoom;
  /** The first day shown and the day after the last. */
  start: string;
  end: string;
  width: number;
  columns: Column[];
  /** The left edge of a day. */
  x: (date: string) => number;
  /** The day under an x position. */
  dateAt: (x: number) => string;
};

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const dayLabel = (date: string) => `${WEEKDAYS[weekday(date)]} ${Number(date.slice(8, 10))}`;
const monthLabel = (date: string) => `${monthName(date, SHORT_MONTH_NAMES)} ${date.slice(0, 4)}`;

/**
 * The axis from `start` to `end` (exclusive), both on column boundaries. Days and
 * weeks are linear (80 px a day, 30 px a day); a month is 210 px whatever its
 * length, so at month zoom a position is piecewise linear, month by month.
 */
export function scaleFor(zoom: Zoom, range: { start: string; end: string }, dateFormat: string = DEFAULT_DATE_FORMAT): Scale {
  const start = unitStart(zoom, range.start);
  const first = dayNumber(start);
  const columns: Column[] = [];
  for (let column = start, x = 0; column < range.end || columns.length === 0; column = addUnits(zoom, column, 1), x += COLUMN_WIDTH[zoom]) {
    columns.push({ start: column, x, width: COLUMN_WIDTH[zoom], label: zoom === "day" ? dayLabel(column) : zoom === "week" ? formatDayAndMonth(column, dateFormat) : monthLabel(column) });
  }
  const end = addUnits(zoom, columns[columns.length - 1].start, 1);
  const width = columns.length * COLUMN_WIDTH[zoom];
  if (zoom !== "month") {
    const perDay = COLUMN_WIDTH[zoom] / (zoom === "day" ? 1 : 7);
    return { zoom, start, end, width, columns, x: (date) => (dayNumber(date) - first) * perDay, dateAt: (x) => dateOfDay(first + Math.floor(x / perDay)) };
  }
  const firstMonth = monthIndex(start);
  const monthWidth = COLUMN_WIDTH.month;
  return {
    zoom, start, end, width, columns,
    x: (date) => {
      const index = monthIndex(date);
      const length = daysInMonth(Math.floor(index / 12), index % 12);
      return (index - firstMonth) * monthWidth + ((Number(date.slice(8, 10)) - 1) / length) * monthWidth;
    },
    dateAt: (x) => {
      const index = firstMonth + Math.floor(x / monthWidth);
      const length = daysInMonth(Math.floor(index / 12), index % 12);
      const day = Math.min(length - 1, Math.max(0, Math.floor(((x - (index - firstMonth) * monthWidth) / monthWidth) * length)));
      return addDays(firstOfMonth(index), day);
    },
  };
}

/** Columns of room the chart keeps before and after the project's dates. */
const PADDING: Record<Zoom, number> = { day: 7, week: 2, month: 1 };

/** The dates the chart shows: the project's dates and today, with a little room either side. */
export function visibleRange(zoom: Zoom, project: { start: string; end: string } | null, today: string) {
  const earliest = project && project.start < today ? project.start : today;
  const latest = project && project.end > today ? project.end : today;
  return { start: addUnits(zoom, unitStart(zoom, earliest), -PADDING[zoom]), end: addUnits(zoom, unitStart(zoom, latest), PADDING[zoom] + 1) };
}

// ---- bars ------------------------------------------------------------------------

export type Dates = { startDate: string | null; dueDate: string | null };
export type BarShape = { kind: "bar"; x: number; width: number } | { kind: "milestone"; x: number } | null;

/** A task's shape: a bar over its days from start to due, a diamond on its one date, nothing without dates. */
export function barShape(scale: Scale, { startDate, dueDate }: Dates): BarShape {
  if (startDate && dueDate) {
    const x = scale.x(startDate);
    return { kind: "bar", x, width: Math.max(scale.x(addDays(dueDate, 1)) - x, 4) };
  }
  const date = startDate ?? dueDate;
  return date ? { kind: "milestone", x: (scale.x(date) + scale.x(addDays(date, 1))) / 2 } : null;
}

export type DateChange = "move" | "start" | "due";

/** A task's dates after a drag or a key: the whole bar moved, or one of its ends, never past the other. */
export function changeDates(dates: Dates, change: DateChange, shift: (date: string) => string): Dates {
  const { startDate, dueDate } = dates;
  if (change === "move") return { startDate: startDate && shift(startDate), dueDate: dueDate && shift(dueDate) };
  if (change === "start" && startDate) {
    const moved = shift(startDate);
    return { startDate: dueDate && moved > dueDate ? dueDate : moved, dueDate };
  }
  if (change === "due" && dueDate) {
    const moved = shift(dueDate);
    return { startDate, dueDate: startDate && moved < startDate ? startDate : moved };
  }
  return dates;
}

/** The whole days a drag from one x to another moves a date by (at month zoom, the days between the two positions' dates). */
export function dragDays(scale: Scale, fromX: number, toX: number): number {
  if (scale.zoom === "month") return dayNumber(scale.dateAt(toX)) - dayNumber(scale.dateAt(fromX));
  return Math.round((toX - fromX) / (COLUMN_WIDTH[scale.zoom] / (scale.zoom === "day" ? 1 : 7)));
}

// ---- dependency arrows ------------------------------------------------------------

export type DependencyType = "FS" | "SS" | "FF" | "SF";
/** A task's span on the chart (a milestone's start and finish are its centre) and the middle of its row. */
export type Span = { x1: number; x2: number; y: number };

export const spanOf = (shape: NonNullable<BarShape>, y: number): Span =>
  shape.kind === "bar" ? { x1: shape.x, x2: shape.x + shape.width, y } : { x1: shape.x, x2: shape.x, y };

/**
 * An arrow from the predecessor's finish (FS, FF) or start (SS, SF) to the
 * successor's start (FS, SS) or finish (FF, SF): out sideways, down or up, in.
 */
export function arrowPath(from: Span, to: Span, type: DependencyType): string {
  const fromStart = type === "SS" || type === "SF";
  const toStart = type === "FS" || type === "SS";
  const sx = fromStart ? from.x1 : from.x2;
  const ex = toStart ? to.x1 : to.x2;
  const out = sx + (fromStart ? -10 : 10);
  const into = ex + (toStart ? -10 : 10);
  const middle = (from.y + to.y) / 2;
  return `M ${sx} ${from.y} H ${out} V ${middle} H ${into} V ${to.y} H ${ex}`;
}

/**
 * A dependency to a row off the page (decision record 58): from the bar's end the dependency uses
 * (as arrowPath), out sideways, then up or down to the chart's edge at `edgeY`; it points to the
 * edge when the bar is the predecessor, to the bar when it is the successor.
 */
export function edgeArrowPath(bar: Span, barIs: "predecessor" | "successor", type: DependencyType, edgeY: number): string {
  const atStart = barIs === "predecessor" ? type === "SS" || type === "SF" : type === "FS" || type === "SS";
  const x = atStart ? bar.x1 : bar.x2;
  const side = x + (atStart ? -10 : 10);
  return barIs === "predecessor" ? `M ${x} ${bar.y} H ${side} V ${edgeY}` : `M ${side} ${edgeY} V ${bar.y} H ${x}`;
}

/**
 * A bar's own changes while their answers come back: the dates it sent last, and every dates it
 * knew on the way (those before its first change, and each one it sent). A read of the chart that
 * began before a change was saved can land after its answer (a live update's reload): it says one
 * of those, and the bar keeps its last sent dates, so the next change builds on them; any other
 * dates are someone else's later change, and win.
 */
export type OwnChanges = { sent: Dates; known: readonly Dates[] };

const sameDates = (one: Dates, other: Dates) => one.startDate === other.startDate && one.dueDate === other.dueDate;

/** The dates a bar shows and changes from: its last sent ones while the server says dates it knew. */
export const heldDates = (server: Dates, own: OwnChanges | null): Dates => (own && own.known.some((each) => sameDates(each, server)) ? own.sent : server);

/** A bar's own changes after it sends `next`, the server saying `server`. */
export function withSent(own: OwnChanges | null, server: Dates, next: Dates): OwnChanges {
  const known = own && heldDates(server, own) === own.sent ? own.known : [server];
  return { sent: next, known: [...known, next] };
}

/** A month as a heading: "December 2026". */
export const monthTitle = (date: string) => `${monthName(date)} ${date.slice(0, 4)}`;
