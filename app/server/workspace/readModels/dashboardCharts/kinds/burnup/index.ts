import { DAY_MS, isoDay } from "~/lib/days";
import type { WidgetConfig } from "~/schemas/dashboard";
import type { MemberContext } from "../../../../operations";
import { defineWidgetKind } from "../../kind";
import { DONE, filtersTasks, matching, SCOPED_PROJECTS, scopeOf } from "../../tasks";

export type BurnupPoint = { date: string; created: number; completed: number };
const BUCKETS = { day: 14, week: 12 } as const;

/**
 * A burn-up's created and completed per bucket from the per-day counts (step 29): the window starts
 * and ends at midnight UTC and its buckets are whole days, so a day's bucket is its task's.
 */
function dailyCounts(context: MemberContext, config: WidgetConfig, start: number, end: number, size: number) {
  const scope = scopeOf(context, config);
  const [from, to, days] = [start / DAY_MS, end / DAY_MS, size / DAY_MS];
  return context.sql
    .exec<{ bucket: number; created: number; completed: number }>(
      `SELECT CASE WHEN dd.day < ? THEN -1 ELSE CAST((dd.day - ?) / ? AS INTEGER) END AS bucket, SUM(dd.created) AS created, SUM(dd.completed) AS completed
       FROM ${SCOPED_PROJECTS} CROSS JOIN dashboard_days dd ON dd.project_id = p.id AND dd.day < ?
       WHERE ${scope.where.join(" AND ")} GROUP BY bucket`,
      from, from, days, to, ...scope.params,
    )
    .toArray()
    .flatMap((row) => [
      { what: "created" as const, bucket: row.bucket, n: row.created },
      { what: "completed" as const, bucket: row.bucket, n: row.completed },
    ]);
}

/**
 * A burn-up: how many tasks were created and how many completed by the end of each day or week,
 * the last 14 days or 12 weeks up to today. One statement counts the tasks per bucket (bucket -1:
 * everything before the window, the baseline); the running totals are a pass over the buckets.
 */
export function burnup(context: MemberContext, config: WidgetConfig, today: string): BurnupPoint[] {
  const size = (config.interval === "day" ? 1 : 7) * DAY_MS;
  const count = BUCKETS[config.interval];
  const end = Date.parse(`${today}T00:00:00Z`) + DAY_MS;
  const start = end - count * size;
  const source = matching(context, config);
  const bucket = (column: string) => `CASE WHEN ${column} < ? THEN -1 ELSE CAST((${column} - ?) / ? AS INTEGER) END`;
  const rows = !filtersTasks(config)
    ? dailyCounts(context, config, start, end, size)
    : context.sql
    .exec<{ what: "created" | "completed"; bucket: number; n: number }>(
      `SELECT 'created' AS what, ${bucket("t.created_at")} AS bucket, COUNT(*) AS n FROM ${source.from}
         WHERE ${source.where} AND t.created_at < ? GROUP BY bucket
       UNION ALL
       SELECT 'completed' AS what, ${bucket("t.completed_at")} AS bucket, COUNT(*) AS n FROM ${source.from}
         WHERE ${source.where} AND t.completed_at IS NOT NULL AND t.completed_at < ? AND ${DONE} GROUP BY bucket`,
      start, start, size, ...source.params, end,
      start, start, size, ...source.params, end,
    )
    .toArray();
  const created = new Array<number>(count + 1).fill(0);
  const completed = new Array<number>(count + 1).fill(0);
  for (const row of rows) (row.what === "created" ? created : completed)[row.bucket + 1] += row.n;
  const points: BurnupPoint[] = [];
  let sumCreated = created[0];
  let sumCompleted = completed[0];
  for (let index = 0; index < count; index++) {
    sumCreated += created[index + 1];
    sumCompleted += completed[index + 1];
    points.push({ date: isoDay(start + (index + 1) * size - DAY_MS), created: sumCreated, completed: sumCompleted });
  }
  return points;
}

/** Burn-up: how many tasks were created and how many completed by the end of each day or week. */
export const burnupKind = defineWidgetKind({
  chart: (context, config, today) => ({ points: burnup(context, config, today), interval: config.interval }),
});
