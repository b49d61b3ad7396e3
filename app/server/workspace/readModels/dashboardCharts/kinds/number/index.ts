import type { WidgetConfig } from "~/schemas/dashboard";
import type { Measure } from "~/lib/dashboards";
import type { Column } from "../../../../aggregates/columns/store";
import type { MemberContext } from "../../../../operations";
import { defineWidgetKind } from "../../kind";
import { numberColumn, numberColumnOf } from "../../numberColumns";
import type { NumberColumn } from "../../shapes";
import { columnProject, filtersTasks, matching } from "../../tasks";

type NumberCard = { value: number | null; measure: Measure; column: NumberColumn | null; counted: number };

/**
 * A column's count and sum over its project's live top-level tasks, from the column's values index
 * alone (each such value carries its task's board key): for a card that filters by nothing but scope.
 */
function columnTotal(context: MemberContext, config: WidgetConfig, column: Column): { n: number; total: number | null } {
  if (!columnProject(context, config, column.projectId)) return { n: 0, total: null };
  return context.sql
    .exec<{ n: number; total: number | null }>(
      `SELECT COUNT(*) AS n, SUM(CAST(v.value_json AS REAL)) AS total FROM task_values v INDEXED BY task_values_board WHERE v.column_id = ? AND v.board_key IS NOT NULL`,
      column.columnId,
    )
    .one();
}

/**
 * A number card: how many tasks match, or the sum or average of a number or currency column over
 * the matching tasks that have a value in it (the column's project's tasks), in one statement.
 */
function numberCard(context: MemberContext, config: WidgetConfig): NumberCard {
  const source = matching(context, config);
  if (config.measure === "count") {
    const value = context.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM ${source.from} WHERE ${source.where}`, ...source.params).one().n;
    return { value, measure: "count", column: null, counted: value };
  }
  const column = numberColumn(context, config.measureColumnId);
  if (!column) return { value: null, measure: config.measure, column: null, counted: 0 };
  const row = !filtersTasks(config)
    ? columnTotal(context, config, column)
    : context.sql
        .exec<{ n: number; total: number | null }>(
          `SELECT COUNT(*) AS n, SUM(CAST(v.value_json AS REAL)) AS total
           FROM ${source.from} CROSS JOIN task_values v ON v.task_id = t.id AND v.column_id = ?
           WHERE ${source.where} AND t.project_id = ?`,
          column.columnId,
          ...source.params,
          column.projectId,
        )
        .one();
  const sum = row.total ?? 0;
  const value = config.measure === "sum" ? sum : row.n === 0 ? null : sum / row.n;
  return {
    value: value === null ? null : Math.round(value * 100) / 100,
    measure: config.measure,
    column: numberColumnOf(column),
    counted: row.n,
  };
}

/** Number card: how many tasks match, or a number or currency column's sum or average over them. */
export const numberKind = defineWidgetKind({
  chart: (context, config) => numberCard(context, config),
});
