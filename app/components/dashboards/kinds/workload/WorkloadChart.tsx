import { workloadGrid } from "~/lib/charts/workloadGrid";
import type { ChartOf } from "../../types";

type WorkloadData = ChartOf<"workload">;

/** A cell's value in words: its open tasks and, with an estimate column, their estimate. */
export function workloadTip(data: Pick<WorkloadData, "estimate">, tasks: number, estimate: number): string {
  const count = `${tasks} open ${tasks === 1 ? "task" : "tasks"}`;
  return data.estimate ? `${count}, ${data.estimate.name} ${formatEstimate(estimate)}` : count;
}

export const formatEstimate = (value: number) => new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(value);

/**
 * Workload by week as a heat map drawn on the server (issue 18 §2): a row per person, a column per
 * week (overdue, the next weeks, later, no due date); each cell shows its open tasks (and their
 * estimate), shaded by how many, with its value in words on hover or focus and in its <title>.
 */
export function WorkloadChart({ id, title, summary, data }: { id: string; title: string; summary: string; data: WorkloadData }) {
  const grid = workloadGrid(data.people, data.buckets);
  const labels = new Map(data.people.map((person) => [person.key, person.label]));
  const buckets = new Map(data.buckets.map((bucket) => [bucket.key, bucket.label]));
  return (
    <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`0 0 ${grid.box.width} ${grid.box.height}`} className="h-auto w-full" style={{ maxHeight: grid.box.height }}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {grid.columns.map((column) => (
        <text key={column.key} x={column.labelX} y={grid.headerHeight - 10} textAnchor="middle" fontSize="10" fill="#475569">
          {column.short}
          <title>{column.label}</title>
        </text>
      ))}
      {grid.rows.map((row) => (
        <text key={row.key} x={grid.labelWidth - 6} y={row.y + row.height / 2 + 4} textAnchor="end" fontSize="10" fill="#475569">
          {row.short}
          <title>{row.label}</title>
        </text>
      ))}
      {grid.cells.map((cell) => {
        const tip = `${labels.get(cell.person)} · ${buckets.get(cell.bucket)}: ${workloadTip(data, cell.tasks, cell.estimate)}`;
        const dark = cell.shade > 0.5;
        return (
          <g key={`${cell.person}-${cell.bucket}`} data-tip={tip}>
            <rect x={cell.x} y={cell.y} width={cell.width} height={cell.height} rx="3" fill="#2563eb" fillOpacity={cell.shade} stroke="#e2e8f0">
              <title>{tip}</title>
            </rect>
            {cell.tasks > 0 ? (
              <text x={cell.x + cell.width / 2} y={cell.y + (data.estimate ? cell.height / 2 - 1 : cell.height / 2 + 4)} textAnchor="middle" fontSize="11" fill={dark ? "#ffffff" : "#0f172a"} aria-hidden="true">
                {cell.tasks}
              </text>
            ) : null}
            {cell.tasks > 0 && data.estimate ? (
              <text x={cell.x + cell.width / 2} y={cell.y + cell.height / 2 + 10} textAnchor="middle" fontSize="8" fill={dark ? "#e2e8f0" : "#475569"} aria-hidden="true">
                {formatEstimate(cell.estimate)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** The workload's "show as table": a row per person, a column per week, each cell its tasks (and estimate). */
export function WorkloadTable({ data, caption }: { data: WorkloadData; caption: string }) {
  const cell = (tasks: number, estimate: number) => (data.estimate ? `${tasks} (${formatEstimate(estimate)})` : String(tasks));
  return (
    <table className="mt-2 w-full text-left text-xs">
      <caption className="sr-only">{data.estimate ? `${caption}: open tasks (${data.estimate.name}) per person and week` : `${caption}: open tasks per person and week`}</caption>
      <thead>
        <tr>
          <th scope="col" className="border-b border-slate-200 py-1 font-medium">
            Person
          </th>
          {data.buckets.map((bucket) => (
            <th key={bucket.key} scope="col" className="border-b border-slate-200 py-1 font-medium">
              {bucket.label}
            </th>
          ))}
          <th scope="col" className="border-b border-slate-200 py-1 font-medium">
            Open tasks
          </th>
        </tr>
      </thead>
      <tbody>
        {data.people.length === 0 ? (
          <tr>
            <td colSpan={data.buckets.length + 2} className="py-1 text-slate-500">
              No tasks
            </td>
          </tr>
        ) : (
          data.people.map((person) => (
            <tr key={person.key}>
              <th scope="row" className="py-0.5 font-normal">
                {person.label}
              </th>
              {data.buckets.map((bucket) => (
                <td key={bucket.key} className="py-0.5">
                  {cell(person.cells[bucket.key]?.tasks ?? 0, person.cells[bucket.key]?.estimate ?? 0)}
                </td>
              ))}
              <td className="py-0.5">{cell(person.tasks, person.estimate)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
