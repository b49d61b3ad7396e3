import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { barChart, donutChart, lineChart, percent, singleLine, stackedBars, stackedColumns } from "~/lib/charts/geometry";
import { OnDemand } from "~/components/OnDemand";
import { ChartTooltip } from "./ChartTooltip";
import { hrefOf } from "./chartLinks";
import type { BoardWidget, ChartData } from "./types";
import { PRIORITY_NAMES, type Priority } from "~/schemas/task";
import { formatEstimate, WorkloadChart, WorkloadTable } from "./WorkloadChart";
import { formatCalendarDay } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";

/**
 * A widget's chart, drawn on the server as SVG (issue 18 §2): a title, a text alternative (the
 * SVG's <title> and <desc>, and the figure's caption) and a "Show as table" view rendered once
 * opened (OnDemand), so it reads, works and prints without JavaScript. Hovering a bar or slice shows its value
 * (the SVG <title> of each mark, the browser's own tooltip).
 */
export function ChartView({ widget }: { widget: BoardWidget }) {
  const id = `chart-${widget.widgetId}`;
  const { data } = widget;
  const summary = describe(data);
  return (
    <figure aria-labelledby={`${id}-caption`} className="flex flex-col gap-2">
      <figcaption id={`${id}-caption`} className="sr-only">
        {widget.name}: {summary}
      </figcaption>
      <ChartTooltip>
        <Drawing id={id} title={widget.name} summary={summary} data={data} widgetId={widget.widgetId} />
      </ChartTooltip>
      {data.kind === "number" || data.kind === "taskList" ? null : (
        <OnDemand name={`table-${widget.widgetId}`} trigger="Show as table" className="text-sm" triggerClassName="touch-target cursor-pointer text-brand-700">
          {data.kind === "workload" ? <WorkloadTable data={data} caption={widget.name} /> : <DataTable data={data} caption={widget.name} />}
        </OnDemand>
      )}
    </figure>
  );
}

/** The text alternative: what the chart says, in one sentence. */
export function describe(data: ChartData): string {
  switch (data.kind) {
    case "number":
      return data.measure === "count" ? `${data.value} tasks` : `${data.measure === "sum" ? "Sum" : "Average"} of ${data.column?.name ?? "a column"}: ${formatNumber(data)} (${data.counted} tasks)`;
    case "burndown": {
      const last = data.points.at(-1);
      return last ? `By ${last.date}: ${last.open} tasks open` : "No tasks yet";
    }
    case "taskList":
      return data.total === 0 ? "No tasks match" : `${data.total} tasks match; the first ${data.tasks.length} are listed`;
    case "burnup": {
      const last = data.points.at(-1);
      return last ? `By ${last.date}: ${last.created} tasks created, ${last.completed} completed` : "No tasks yet";
    }
    case "workload":
      return data.people.length === 0
        ? "No open tasks assigned"
        : data.people
            .map((person) => {
              const weeks = data.buckets.filter((bucket) => person.cells[bucket.key]?.tasks).map((bucket) => `${bucket.label} ${person.cells[bucket.key].tasks}`);
              const estimate = data.estimate ? `, ${data.estimate.name} ${formatEstimate(person.estimate)}` : "";
              return `${person.label}: ${person.tasks} open${estimate} (${weeks.join(", ")})`;
            })
            .join("; ");
    case "progress":
      return data.rows.length === 0 ? "No projects" : data.rows.map((row) => `${row.label}: ${row.done} of ${row.total} done`).join("; ");
    default:
      return data.rows.length === 0 ? "No tasks" : data.rows.map((row) => `${row.label}: ${row.value}`).join("; ");
  }
}

function Svg({ id, title, summary, width, height, children }: { id: string; title: string; summary: string; width: number; height: number; children: ReactNode }) {
  return (
    <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" style={{ maxHeight: height }}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {children}
    </svg>
  );
}

const AXIS = "#cbd5e1";
const TEXT = "#475569";

/** A number card's value: a count as is; a sum or average with two decimals at most, in the column's currency for a currency column. */
export function formatNumber(data: Extract<ChartData, { kind: "number" }>): string {
  if (data.value === null) return "–";
  if (data.measure === "count") return String(data.value);
  const currency = data.column?.currency;
  return new Intl.NumberFormat("en-IN", currency ? { style: "currency", currency, maximumFractionDigits: 2 } : { maximumFractionDigits: 2 }).format(data.value);
}

/** A mark (bar, part, slice) with its value on hover and, when it leads somewhere, a link: keyboard and screen readers reach it too. */
function Mark({ href, tip, children }: { href: string | null; tip: string; children: ReactNode }) {
  return href ? (
    <a href={href} aria-label={tip} data-tip={tip} className="focus:outline-none [&:focus>*]:stroke-slate-900 [&:focus>*]:stroke-2">
      {children}
    </a>
  ) : (
    <g data-tip={tip}>{children}</g>
  );
}

function Drawing({ id, title, summary, data, widgetId }: { id: string; title: string; summary: string; data: ChartData; widgetId: string }) {
  switch (data.kind) {
    case "number":
      return (
        <p className="text-4xl font-semibold text-slate-900" aria-label={summary}>
          {formatNumber(data)}
        </p>
      );
    case "taskList":
      return <TaskList data={data} widgetId={widgetId} title={title} />;
    case "workload":
      return data.people.length === 0 ? <Empty /> : <WorkloadChart id={id} title={title} summary={summary} data={data} />;
    case "bars":
    case "overdue": {
      if (data.rows.length === 0) return <Empty />;
      if (data.kind === "bars" && data.series) return <StackedDrawing id={id} title={title} summary={summary} data={{ ...data, series: data.series }} widgetId={widgetId} />;
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
    case "donut": {
      if (data.rows.length === 0) return <Empty />;
      const chart = donutChart(data.rows);
      return (
        <div className="flex items-center gap-4">
          <div className="w-40 shrink-0">
            <Svg id={id} title={title} summary={summary} width={chart.box.width} height={chart.box.height}>
              <g transform={`translate(${chart.centre[0]} ${chart.centre[1]})`}>
                <path d={chart.ring} fill="#f1f5f9" />
                {chart.slices.map((slice) => (
                  <Mark key={slice.key} href={hrefOf(data.rows.find((row) => row.key === slice.key)?.link, widgetId)} tip={`${slice.label}: ${slice.value} (${percent(slice.value, chart.total)})`}>
                    <path d={slice.path} fill={slice.colour}>
                      <title>{`${slice.label}: ${slice.value} (${percent(slice.value, chart.total)})`}</title>
                    </path>
                  </Mark>
                ))}
                <text textAnchor="middle" y="6" fontSize="20" fill="#0f172a">
                  {chart.total}
                </text>
              </g>
            </Svg>
          </div>
          <ul className="text-xs text-slate-700" aria-hidden="true">
            {chart.slices.map((slice) => (
              <li key={slice.key} className="flex items-center gap-1">
                <span className="inline-block size-2.5 rounded-sm" style={{ background: slice.colour }} />
                {slice.label} {percent(slice.value, chart.total)}
              </li>
            ))}
          </ul>
        </div>
      );
    }
    case "progress": {
      if (data.rows.length === 0) return <Empty />;
      const chart = stackedBars(
        data.rows.map((row) => ({ key: row.key, label: row.label, parts: { done: row.done, open: row.total - row.done } })),
        ["done", "open"],
        ["#16a34a", "#e2e8f0"],
      );
      return (
        <Svg id={id} title={title} summary={summary} width={chart.box.width} height={chart.box.height}>
          {chart.labels.map((label) => (
            <text key={label.key} x={chart.labelWidth - 6} y={label.y + 4} textAnchor="end" fontSize="10" fill={TEXT}>
              {label.short}
            </text>
          ))}
          {chart.rects.map((rect) => (
            <rect key={`${rect.key}-${rect.series}`} x={rect.x} y={rect.y} width={rect.width} height={rect.height} fill={rect.colour}>
              <title>{`${chart.labels.find((label) => label.key === rect.key)?.label}: ${rect.value} ${rect.series}`}</title>
            </rect>
          ))}
        </Svg>
      );
    }
    case "burnup": {
      const chart = lineChart(data.points);
      return (
        <Svg id={id} title={title} summary={summary} width={chart.box.width} height={chart.box.height}>
          <TimeAxes chart={chart} />
          <path d={chart.created} fill="none" stroke="#2563eb" strokeWidth="2" />
          <path d={chart.completed} fill="none" stroke="#16a34a" strokeWidth="2" />
          {chart.dots.map((dot) => (
            <g key={dot.date}>
              <circle cx={dot.x} cy={dot.created} r="2.5" fill="#2563eb" />
              <circle cx={dot.x} cy={dot.completed} r="2.5" fill="#16a34a" />
            </g>
          ))}
          <text x={chart.left} y={chart.box.height - 6} fontSize="10" fill="#2563eb">
            ● Created
          </text>
          <text x={chart.left + 70} y={chart.box.height - 6} fontSize="10" fill="#16a34a">
            ● Completed
          </text>
        </Svg>
      );
    }
    case "burndown": {
      const chart = singleLine(data.points.map((point) => ({ date: point.date, value: point.open })));
      return (
        <Svg id={id} title={title} summary={summary} width={chart.box.width} height={chart.box.height}>
          <TimeAxes chart={chart} />
          <path d={chart.path} fill="none" stroke="#dc2626" strokeWidth="2" />
          {chart.dots.map((dot, index) => (
            <g key={dot.date} data-tip={`${dot.date}: ${data.points[index].open} open`}>
              <circle cx={dot.x} cy={dot.y} r="3" fill="#dc2626">
                <title>{`${dot.date}: ${data.points[index].open} open`}</title>
              </circle>
            </g>
          ))}
          <text x={chart.left} y={chart.box.height - 6} fontSize="10" fill="#dc2626">
            ● Open tasks remaining
          </text>
        </Svg>
      );
    }
  }
}

type Stacked = Extract<ChartData, { kind: "bars" }> & { series: NonNullable<Extract<ChartData, { kind: "bars" }>["series"]> };

/** Bars stacked by a second grouping, with a legend (the table view has a column per series). */
function StackedDrawing({ id, title, summary, data, widgetId }: { id: string; title: string; summary: string; data: Stacked; widgetId: string }) {
  const chart = stackedColumns(
    data.rows.map((row) => ({ key: row.key, label: row.label, parts: row.parts ?? {} })),
    data.series,
  );
  const byKey = new Map(data.rows.map((row) => [row.key, row]));
  return (
    <div className="flex flex-col gap-1">
      <Svg id={id} title={title} summary={summary} width={chart.box.width} height={chart.box.height}>
        <ValueTicks ticks={chart.ticks} left={chart.left} right={chart.right} />
        {chart.parts.map((part) => {
          const tip = `${part.label} · ${part.seriesLabel}: ${part.value}`;
          return (
            <Mark key={`${part.key}-${part.series}`} href={hrefOf(byKey.get(part.key)?.partLinks?.[part.series], widgetId)} tip={tip}>
              <rect x={part.x} y={part.y} width={part.width} height={part.height} fill={part.colour}>
                <title>{tip}</title>
              </rect>
            </Mark>
          );
        })}
        {chart.columns.map((column) => (
          <text key={column.key} x={column.labelX} y={chart.baseline + 14} textAnchor="middle" fontSize="10" fill={TEXT}>
            {column.short}
          </text>
        ))}
        <line x1={chart.left} x2={chart.right} y1={chart.baseline} y2={chart.baseline} stroke={TEXT} />
      </Svg>
      <ul aria-label="Legend" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
        {chart.legend.map((entry) => (
          <li key={entry.key} className="flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-sm" style={{ background: entry.colour }} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The value axis: a dashed line and its value at each tick. */
function ValueTicks({ ticks, left, right }: { ticks: Array<{ value: number; y: number }>; left: number; right: number }) {
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
function TimeAxes({ chart }: { chart: { yTicks: Parameters<typeof ValueTicks>[0]["ticks"]; left: number; right: number; baseline: number; xTicks: ReadonlyArray<{ label: string; x: number }> } }) {
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

/** One task of a list under a chart: its name linking to its project's List with the task open, its project, status and due date. */
export function TaskRow({ task }: { task: { taskId: string; teamId: string; projectId: string; name: string; projectName: string; status?: string | null; priority?: string | null; dueDate?: string | null } }) {
  const { dateFormat } = useDatePreferences();
  return (
    <li className="flex items-center justify-between gap-2 py-1">
      <Link to={`/projects/${task.teamId}/${task.projectId}?taskId=${task.taskId}`} className="touch-target min-w-6 truncate text-brand-700 hover:underline">
        {task.name}
      </Link>
      <span className="min-w-0 truncate text-right text-xs text-slate-500">
        {task.projectName}
        {task.status ? ` · ${task.status}` : ""}
        {task.priority ? ` · ${PRIORITY_NAMES[task.priority as Priority] ?? task.priority}` : ""}
        {task.dueDate ? ` · due ${formatCalendarDay(task.dueDate, dateFormat)}` : ""}
      </span>
    </li>
  );
}

const Empty = () => <p className="py-6 text-center text-sm text-slate-500">No tasks to show.</p>;

const SORTS: Array<[string, string]> = [
  ["name", "Name"],
  ["status", "Status"],
  ["priority", "Priority"],
  ["assignee", "Assignee"],
  ["due", "Due date"],
];

/**
 * How the reader sorts a task list: a link per field (the current one turns its direction round),
 * each this page with `sort.<widgetId>=<field>-<asc|desc>` and every other parameter kept, so it
 * works without JavaScript; the current order is said in words.
 */
function SortLinks({ widgetId, title, sort }: { widgetId: string; title: string; sort: string }) {
  const { search } = useLocation();
  const [field, direction] = sort.split("-");
  const hrefFor = (key: string) => {
    const params = new URLSearchParams(search);
    params.set(`sort.${widgetId}`, `${key}-${key === field && direction === "asc" ? "desc" : "asc"}`);
    return `?${params}`;
  };
  return (
    <nav aria-label={`Sort ${title}`} className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
      <span>Sort by:</span>
      {SORTS.map(([key, name]) => (
        <Link
          key={key}
          to={hrefFor(key)}
          preventScrollReset
          aria-current={key === field ? "true" : undefined}
          aria-label={key === field ? `${name}, sorted ${direction === "asc" ? "ascending" : "descending"}; sort ${direction === "asc" ? "descending" : "ascending"}` : `Sort by ${name}`}
          className={`touch-target ${key === field ? "font-semibold text-slate-900 underline" : "text-brand-700 hover:underline"}`}
        >
          {name}
          {key === field ? (direction === "asc" ? " ↑" : " ↓") : ""}
        </Link>
      ))}
    </nav>
  );
}

function TaskList({ data, widgetId, title }: { data: Extract<ChartData, { kind: "taskList" }>; widgetId: string; title: string }) {
  if (data.tasks.length === 0) return <Empty />;
  return (
    <div className="flex flex-col gap-1">
      <SortLinks widgetId={widgetId} title={title} sort={data.sort} />
      <ul className="divide-y divide-slate-100 text-sm" aria-label={`${title} tasks`}>
        {data.tasks.map((task) => (
          <TaskRow key={task.taskId} task={task} />
        ))}
      </ul>
    </div>
  );
}

function DataTable({ data, caption }: { data: ChartData; caption: string }) {
  const stacked = data.kind === "bars" && data.series ? data.series : null;
  const rows: Array<[string, ...Array<string | number>]> =
    data.kind === "burnup"
      ? data.points.map((point) => [point.date, point.created, point.completed])
      : data.kind === "burndown"
        ? data.points.map((point) => [point.date, point.open])
      : stacked && data.kind === "bars"
        ? data.rows.map((row) => [row.label, ...stacked.map((one) => row.parts?.[one.key] ?? 0), row.value])
      : data.kind === "progress"
        ? data.rows.map((row) => [row.label, row.done, row.total, percent(row.done, row.total)])
        : data.kind === "number" || data.kind === "taskList"
          ? []
          : data.rows.map((row) => [row.label, row.value]);
  const head =
    data.kind === "burnup"
      ? ["Day", "Created", "Completed"]
      : data.kind === "burndown"
        ? ["Day", "Open"]
        : stacked
          ? ["", ...stacked.map((one) => one.label), "Tasks"]
          : data.kind === "progress"
            ? ["Project", "Done", "Tasks", "Progress"]
            : ["", "Tasks"];
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
