import type { WidgetConfig } from "~/schemas/dashboard";
import type { MemberContext } from "../../../../operations";
import { defineWidgetKind } from "../../kind";
import { DONE, filtersTasks, matching, SCOPED_PROJECTS, scopeOf } from "../../tasks";

export type ProgressRow = { key: string; label: string; done: number; total: number; teamId: string };
/** Each project's done and total: from the status counts (step 29) when the widget filters by nothing but scope. */
function progress(context: MemberContext, config: WidgetConfig): ProgressRow[] {
  const source = matching(context, config);
  const scope = scopeOf(context, config);
  const [statement, params] = filtersTasks(config)
    ? [
        `SELECT t.project_id AS key, p.name AS label, p.team_id, SUM(CASE WHEN ${DONE} THEN 1 ELSE 0 END) AS done, COUNT(*) AS total
         FROM ${source.from} WHERE ${source.where} GROUP BY t.project_id ORDER BY p.name, t.project_id`,
        source.params,
      ]
    : [
        `SELECT d.project_id AS key, p.name AS label, p.team_id, SUM(d.done) AS done, SUM(d.open + d.done) AS total
         FROM ${SCOPED_PROJECTS} CROSS JOIN dashboard_counts d ON d.project_id = p.id AND d.dim = 'status'
         WHERE ${scope.where.join(" AND ")} GROUP BY d.project_id HAVING SUM(d.open + d.done) > 0 ORDER BY p.name, d.project_id`,
        scope.params,
      ];
  return context.sql
    .exec<{ key: string; label: string; team_id: string; done: number; total: number }>(statement, ...params)
    .toArray()
    .map((row) => ({ key: row.key, label: row.label, teamId: row.team_id, done: row.done, total: row.total }));
}

/** Progress per project: each visible project's done and total tasks. */
export const progressKind = defineWidgetKind({
  chart: (context, config) => ({ rows: progress(context, config) }),
});
