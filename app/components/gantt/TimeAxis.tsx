import { addDays, isWeekend, monthTitle, type Scale } from "~/lib/gantt";

/** The time scale's height above the rows: a line for months (or years) and one for the columns. */
export const HEADER_HEIGHT = 40;

/** What a column's upper line says when it begins a new period: the month at day and week zoom, the year at month zoom. */
const periodOf = (scale: Scale, start: string) => (scale.zoom === "month" ? start.slice(0, 4) : start.slice(0, 7));
const periodLabel = (scale: Scale, start: string) => (scale.zoom === "month" ? start.slice(0, 4) : monthTitle(start));

/** The header of the chart: each column's label, and the month (or year) where it changes. */
export function TimeScale({ scale }: { scale: Scale }) {
  return (
    <svg width={scale.width} height={HEADER_HEIGHT} aria-hidden="true" className="block text-slate-700">
      {scale.columns.map((column, index) => {
        const newPeriod = index === 0 || periodOf(scale, column.start) !== periodOf(scale, scale.columns[index - 1].start);
        return (
          <g key={column.start}>
            <line x1={column.x} x2={column.x} y1={newPeriod ? 0 : 20} y2={HEADER_HEIGHT} className="stroke-slate-200" />
            {newPeriod ? (
              <text x={column.x + 6} y={14} className="fill-slate-800 text-[11px] font-semibold">
                {periodLabel(scale, column.start)}
              </text>
            ) : null}
            <text x={column.x + column.width / 2} y={33} textAnchor="middle" className="fill-slate-700 text-[11px]">
              {column.label}
            </text>
          </g>
        );
      })}
      <line x1={0} x2={scale.width} y1={HEADER_HEIGHT - 0.5} y2={HEADER_HEIGHT - 0.5} className="stroke-slate-300" />
    </svg>
  );
}

/** Behind the bars: column lines, weekends and holidays shaded at day zoom, and today's line. */
export function ChartBackground({ scale, height, today, holidays }: { scale: Scale; height: number; today: string; holidays: ReadonlyMap<string, string> }) {
  const todayX = today >= scale.start && today < scale.end ? (scale.x(today) + scale.x(addDays(today, 1))) / 2 : null;
  return (
    <g aria-hidden="true">
      {scale.columns.map((column) => {
        const holiday = scale.zoom === "day" ? holidays.get(column.start) : undefined;
        const shaded = scale.zoom === "day" && (holiday !== undefined || isWeekend(column.start));
        return (
          <g key={column.start}>
            {shaded ? (
              <rect x={column.x} y={0} width={column.width} height={height} className={holiday !== undefined ? "fill-amber-50" : "fill-slate-100"} data-weekend={holiday === undefined || undefined}>
                {holiday !== undefined ? <title>{holiday || "Holiday"}</title> : null}
              </rect>
            ) : null}
            <line x1={column.x} x2={column.x} y1={0} y2={height} className="stroke-slate-100" />
          </g>
        );
      })}
      {todayX !== null ? <line x1={todayX} x2={todayX} y1={0} y2={height} className="stroke-rose-500" strokeWidth={2} data-today={today} /> : null}
    </g>
  );
}
