import type { WidgetConfig } from "~/schemas/dashboard";
import { workingProjects } from "../../access";
import type { MemberContext } from "../../operations";

/**
 * What a widget shows, computed for the person looking (issue 18 §2): every statement reads the
 * tasks of the projects the viewer may see (access.ts `workingProjects`, the rule of every listing
 * and of search), so a dashboard shared with someone never counts, names or lists a private
 * project's tasks for them. Each kind is one GROUP BY in SQL, from the teams (a few rows) through
 * projects by team and tasks by project: indexes all the way, never a pass over every task in JS.
 * Counted: top-level tasks (subtasks belong to their task) that are neither archived nor in the bin,
 * in projects and teams that are neither.
 */

/**
 * Open and done without reading statuses: a task's `completed_at` is set exactly while its status is
 * in a DONE or CLOSED category (triggers.ts, decision record 45), and the dashboards' index carries it.
 */
export const OPEN = "t.completed_at IS NULL";
export const DONE = "t.completed_at IS NOT NULL";

/** The projects a scope's conditions (scopeOf: `tm`, `p`) read from, their team first. */
export const SCOPED_PROJECTS = "teams tm CROSS JOIN projects p ON p.team_id = tm.id";

/** The projects a widget counts in (`p`, of team `tm`): those the viewer may open, within its scope, neither archived nor their team. */
export function scopeOf(context: MemberContext, config: WidgetConfig) {
  const visible = workingProjects(context, "p");
  const where = ["tm.hidden_in IS NULL", `(${visible.where})`];
  const params: unknown[] = [...visible.params];
  for (const [column, values] of [["tm.id", config.teamIds], ["p.id", config.projectIds]] as const) {
    if (values.length === 0) continue;
    where.push(`${column} IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(values));
  }
  return { where, params };
}

/** The FROM and WHERE of a widget's tasks, as the viewer may see them, with the widget's scope and filters. */
export function matching(context: MemberContext, config: WidgetConfig) {
  const scope = scopeOf(context, config);
  const where = [...scope.where, "t.hidden_in IS NULL", "t.parent_id IS NULL"];
  const params: unknown[] = [...scope.params];
  const within = (column: string, values: readonly string[]) => {
    if (values.length === 0) return;
    where.push(`${column} IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(values));
  };
  if (config.statusCategories.length) {
    where.push("(SELECT sc.category FROM statuses sc WHERE sc.id = t.status_id) IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(config.statusCategories));
  }
  within("t.priority", config.priorities);
  if (config.assigneeIds.length) {
    where.push("EXISTS (SELECT 1 FROM task_assignees fa WHERE fa.task_id = t.id AND fa.user_id IN (SELECT value FROM json_each(?)))");
    params.push(JSON.stringify(config.assigneeIds));
  }
  if (config.dueFrom) {
    where.push("t.due_date >= ?");
    params.push(config.dueFrom);
  }
  if (config.dueTo) {
    where.push("t.due_date <= ?");
    params.push(config.dueTo);
  }
  // A single-select or people column's values: a task matches one of a column's chosen values, for each column.
  for (const [columnId, values] of columnFilters(config.columnValues)) {
    where.push(
      "EXISTS (SELECT 1 FROM task_values fv CROSS JOIN json_each(fv.value_json) fj WHERE fv.task_id = t.id AND fv.column_id = ? AND fj.value IN (SELECT value FROM json_each(?)))",
    );
    params.push(columnId, JSON.stringify(values));
  }
  return {
    // The dashboards' index (workspace step 28) carries every field a chart counts by: each project's tasks are one covering range.
    from: `${SCOPED_PROJECTS} CROSS JOIN tasks t INDEXED BY tasks_dashboard ON t.project_id = p.id`,
    where: where.join(" AND "),
    params,
  };
}

/** "<columnId>:<value>" filters, by column. */
export function columnFilters(columnValues: readonly string[]): Map<string, string[]> {
  const byColumn = new Map<string, string[]>();
  for (const entry of columnValues) {
    const at = entry.indexOf(":");
    const columnId = entry.slice(0, at);
    byColumn.set(columnId, [...(byColumn.get(columnId) ?? []), entry.slice(at + 1)]);
  }
  return byColumn;
}
/** Whether a widget filters its tasks by more than where they are (scope): then every count reads the tasks themselves. */
export const filtersTasks = (config: WidgetConfig) =>
  config.statusCategories.length > 0 || config.priorities.length > 0 || config.assigneeIds.length > 0 || Boolean(config.dueFrom) || Boolean(config.dueTo) || config.columnValues.length > 0;

/** The project of a column, when the viewer may open it and it is within the widget's scope (not archived, nor its team). */
export function columnProject(context: MemberContext, config: WidgetConfig, projectId: string): { id: string; team_id: string } | null {
  const scope = scopeOf(context, config);
  return (
    context.sql
      .exec<{ id: string; team_id: string }>(
        `SELECT p.id, p.team_id FROM projects p CROSS JOIN teams tm ON tm.id = p.team_id WHERE p.id = ? AND ${scope.where.join(" AND ")}`,
        projectId,
        ...scope.params,
      )
      .toArray()[0] ?? null
  );
}

