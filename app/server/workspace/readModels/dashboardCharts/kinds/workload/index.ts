import { DAY_MS, isoDay } from "~/lib/days";
import type { WidgetConfig } from "~/schemas/dashboard";
import type { MemberContext } from "../../../../operations";
import { total } from "../../cuts";
import { defineWidgetKind } from "../../kind";
import { numberColumn, numberColumnOf } from "../../numberColumns";
import type { NumberColumn, Slice } from "../../shapes";
import { filtersTasks, matching, OPEN, SCOPED_PROJECTS, scopeOf } from "../../tasks";

/** Workload's columns: overdue, each of the next weeks (from today), later, and without a due date. */
export type WorkloadBucket = { key: string; label: string };
export type WorkloadCell = { tasks: number; estimate: number };
export type WorkloadPerson = { key: string; label: string; tasks: number; estimate: number; cells: Record<string, WorkloadCell> };
export type Workload = { buckets: WorkloadBucket[]; people: WorkloadPerson[]; estimate: NumberColumn | null };

/** The buckets of a workload from `today`, for `weeks` weeks: their keys as the statement numbers them (-1 overdue, 0… the weeks, N later, -2 none). */
export function workloadBuckets(today: string, weeks: number): WorkloadBucket[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  const week = (index: number) => {
    const from = isoDay(start + index * 7 * DAY_MS);
    return { key: String(index), label: index === 0 ? `This week (from ${from})` : `Week of ${from}` };
  };
  return [{ key: "-1", label: "Overdue" }, ...Array.from({ length: weeks }, (_, index) => week(index)), { key: String(weeks), label: "Later" }, { key: "-2", label: "No due date" }];
}

/** A due day's bucket in SQL: -2 none, -1 before today, the week from today it falls in, `weeks` for later ones. */
const bucketOf = (due: string) =>
  `CASE WHEN ${due} IS NULL THEN -2 WHEN ${due} < ? THEN -1 ELSE MIN(CAST((julianday(substr(${due}, 1, 10)) - julianday(?)) / 7 AS INTEGER), ?) END`;

/**
 * Workload (issue 18 §2): each person's open tasks and their estimate (a number column's sum, when
 * the widget names one) by the week they are due, overdue and undated apart; a task of two people
 * counts for each. Grouped in SQL by person and week; people are named once each. A widget that
 * filters by nothing but scope reads the assignments' own copy of their task's project, openness and
 * due day (step 7) through `task_assignees_workload` (step 28), never the tasks; otherwise the
 * widget's tasks (the dashboards' index) and their assignments.
 */
function workload(context: MemberContext, config: WidgetConfig, today: string): { rows: Slice[] } & Workload {
  const weeks = config.weeks;
  const column = numberColumn(context, config.measureColumnId);
  const estimate = column ? "LEFT JOIN task_values ev ON ev.task_id = a.task_id AND ev.column_id = ?" : "LEFT JOIN (SELECT NULL AS value_json) ev";
  const estimateParams = column ? [column.columnId] : [];
  const bucketParams = [today, today, weeks];
  let grouped: string;
  let params: unknown[];
  if (filtersTasks(config)) {
    const source = matching(context, config);
    grouped = `SELECT a.user_id AS person, ${bucketOf("t.due_date")} AS bucket, COUNT(*) AS tasks, SUM(CAST(ev.value_json AS REAL)) AS estimate
      FROM ${source.from} CROSS JOIN task_assignees a ON a.task_id = t.id ${estimate}
      WHERE ${source.where} AND ${OPEN} GROUP BY person, bucket`;
    params = [...bucketParams, ...estimateParams, ...source.params];
  } else {
    // The task counts from the assignments' index; an estimate's sums from the ones kept by triggers (step 30).
    const scope = scopeOf(context, config);
    grouped = `SELECT a.user_id AS person, ${bucketOf("NULLIF(a.due_key, '~')")} AS bucket, COUNT(*) AS tasks, NULL AS estimate
      FROM ${SCOPED_PROJECTS} CROSS JOIN task_assignees a INDEXED BY task_assignees_workload ON a.project_id = p.id
      WHERE ${scope.where.join(" AND ")} AND a.open = 1 AND a.board_key IS NOT NULL GROUP BY person, bucket`;
    params = [...bucketParams, ...scope.params];
  }
  const rows = context.sql
    .exec<{ person: string; label: string | null; bucket: number; tasks: number; estimate: number | null }>(
      `SELECT g.person, m.first_name || ' ' || m.last_name AS label, g.bucket, g.tasks, g.estimate FROM (${grouped}) g LEFT JOIN members m ON m.user_id = g.person`,
      ...params,
    )
    .toArray();
  if (column && !filtersTasks(config)) {
    const kept = keptEstimates(context, config, column.columnId, bucketParams);
    for (const row of rows) row.estimate = kept.get(`${row.person} ${row.bucket}`) ?? null;
  }
  return { ...workloadOf(rows, workloadBuckets(today, weeks)), estimate: column ? numberColumnOf(column) : null };
}

/** An unfiltered workload's estimate sums by person and bucket ("person bucket"), from `dashboard_estimates` over the scope's projects. */
function keptEstimates(context: MemberContext, config: WidgetConfig, columnId: string, bucketParams: unknown[]): Map<string, number> {
  const scope = scopeOf(context, config);
  const rows = context.sql
    .exec<{ person: string; bucket: number; estimate: number }>(
      `SELECT e.user_id AS person, ${bucketOf("NULLIF(e.due_key, '~')")} AS bucket, SUM(e.estimate) AS estimate
       FROM ${SCOPED_PROJECTS} CROSS JOIN dashboard_estimates e ON e.project_id = p.id AND e.column_id = ?
       WHERE ${scope.where.join(" AND ")} GROUP BY person, bucket`,
      ...bucketParams,
      columnId,
      ...scope.params,
    )
    .toArray();
  return new Map(rows.map((row) => [`${row.person} ${row.bucket}`, row.estimate]));
}

/** The statement's rows (person, bucket, tasks, estimate) as people with their cells, the busiest first; estimates to two decimals. */
export function workloadOf(rows: ReadonlyArray<{ person: string; label: string | null; bucket: number; tasks: number; estimate: number | null }>, buckets: WorkloadBucket[]) {
  const people = new Map<string, WorkloadPerson>();
  const round = (value: number) => Math.round(value * 100) / 100;
  for (const row of rows) {
    const person = people.get(row.person) ?? { key: row.person, label: row.label ?? "Unknown person", tasks: 0, estimate: 0, cells: {} };
    const cell = person.cells[String(row.bucket)] ?? { tasks: 0, estimate: 0 };
    cell.tasks += row.tasks;
    cell.estimate = round(cell.estimate + (row.estimate ?? 0));
    person.cells[String(row.bucket)] = cell;
    person.tasks += row.tasks;
    person.estimate = round(person.estimate + (row.estimate ?? 0));
    people.set(row.person, person);
  }
  const sorted = [...people.values()].sort((a, b) => b.tasks - a.tasks || a.label.localeCompare(b.label));
  return { rows: sorted.map((person): Slice => ({ key: person.key, label: person.label, value: person.tasks })), buckets, people: sorted };
}

/** Workload: each person's open tasks (and their estimate) by the week they are due. */
export const workloadKind = defineWidgetKind({
  chart: (context, config, today) => {
    const found = workload(context, config, today);
    return { ...found, total: total(found.rows) };
  },
});
