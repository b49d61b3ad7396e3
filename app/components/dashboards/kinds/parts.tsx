import type { ReactNode } from "react";
import { barChart } from "~/lib/charts/geometry";
import { hrefOf } from "../chartLinks";
import type { ChartOf } from "../types";
import type { DrawingProps } from "./widgetView";

/** What several kinds' views draw with: the chart's SVG frame, a mark, the axes, the empty state, the table view. */

export function Svg({ id, title, summary, width, height, children }: { id: string; title: string; summary: string; width: number; height: number; children: ReactNode }) {
  return (
    <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" style={{ maxHeight: height }}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {children}
    </svg>
  );
}

export const AXIS = "#cbd5e1";
export const TEXT = "#475569";

/** A mark (bar, part, slice) with its value on hover and, when it leads somewhere, a link: keyboard and screen readers reach it too. */
export function Mark({ href, tip, children }: { href: string | null; tip: string; children: ReactNode }) {
  return href ? (
    <a href={href} aria-label={tip} data-tip={tip} className="focus:outline-none [&:focus>*]:stroke-slate-900 [&:focus>*]:stroke-2">
      {children}
    </a>
  ) : (
    <g data-tip={tip}>{children}</g>
  );
}

/** The value axis: a dashed line and its value at each tick. */
export function ValueTicks({ ticks, left, right }: { ticks: Array<{ value: number; y: number }>; left: number; right: number }) {
  return ticks.map((tick) => (
    <g key={tick.value}>
      <line x1={left} x2={right} y1={tick.y} y2={tick.y} stroke={AXIS} strokeDasharray="2 3" />
      <text x={left - 6} y={tick.y + 4} textAnchor="end" fontSize="10" fill={TEXT}>
        {tick.value}
      </text>
    </g>
  ));
}

/** A line chart's value ticks and its dates under the baseline. */
export function TimeAxes({ chart }: { chart: { yTicks: Parameters<typeof ValueTicks>[0]["ticks"]; left: number; right: number; baseline: number; xTicks: ReadonlyArray<{ label: string; x: number }> } }) {
  return (
    <>
      <ValueTicks ticks={chart.yTicks} left={chart.left} right={chart.right} />
      {chart.xTicks.map((tick) => (
        <text key={tick.label} x={tick.x} y={chart.baseline + 14} textAnchor="middle" fontSize="10" fill={TEXT}>
          {tick.label}
        </text>
      ))}
    </>
  );
}

export const Empty = () => <p className="py-6 text-center text-sm text-slate-500">No tasks to show.</p>;

type Counted = ChartOf<"bars" | "donut" | "overdue">;

/** Counted rows in one sentence: each row's label and count. */
export const describeRows = (data: Counted) => (data.rows.length === 0 ? "No tasks" : data.rows.map((row) => `${row.label}: ${row.value}`).join("; "));

/** Counted rows as bars, each leading to its tasks when it can. */
export function Bars({ id, title, summary, data, widgetId }: DrawingProps<Counted>) {
  const chart = barChart(data.rows);
  const links = new Map(data.rows.map((row) => [row.key, hrefOf(row.link, widgetId)]));
  return (
    <Svg id={id} title={title} summary={summary} width={chart.box.width} height={chart.box.height}>
      <ValueTicks ticks={chart.ticks} left={chart.left} right={chart.right} />
      {chart.bars.map((bar) => (
        <g key={bar.key}>
          <Mark href={links.get(bar.key) ?? null} tip={`${bar.label}: ${bar.value}`}>
            <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={bar.colour} rx="2">
              <title>{`${bar.label}: ${bar.value}`}</title>
            </rect>
          </Mark>
          <text x={bar.labelX} y={chart.baseline + 14} textAnchor="middle" fontSize="10" fill={TEXT}>
            {bar.short}
          </text>
        </g>
      ))}
      <line x1={chart.left} x2={chart.right} y1={chart.baseline} y2={chart.baseline} stroke={TEXT} />
    </Svg>
  );
}

/** Counted rows as a table: each row's label and count. */
export function CountsTable({ data, caption }: { data: Counted; caption: string }) {
  return <DataTable caption={caption} head={["", "Tasks"]} rows={data.rows.map((row) => [row.label, row.value])} />;
}

/** A chart's "Show as table" view: a header row, then a row per label with its values. */
export function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: Array<[string, ...Array<string | number>]> }) {
  return (
    <table className="mt-2 w-full text-left text-xs">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((cell, index) => (
            <th key={index} scope="col" className="border-b border-slate-200 py-1 font-medium">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={head.length} className="py-1 text-slate-500">
              No tasks
            </td>
          </tr>
        ) : (
          rows.map(([label, ...values], index) => (
            <tr key={`${label}-${index}`}>
              <th scope="row" className="py-0.5 font-normal">
                {label}
              </th>
              {values.map((value, column) => (
                <td key={column} className="py-0.5">
                  {value}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
