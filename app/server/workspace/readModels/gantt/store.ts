import { idList, type TaskGroupRow, type TaskRow } from "../../aggregates/tasks/store";
import { IN_IDS, limitTo } from "../../sql";

/**
 * What the Gantt chart reads: live groups and top-level tasks in List order
 * from a keyset (group index, task index), subtask progress, the dependencies
 * among a set of tasks and the project's dates. Every
 * statement reads live rows only (hidden_in IS NULL) through an index.
 */

/** Live groups of a project from a group on (inclusive), in order. */
export function liveGroupsFrom(sql: SqlStorage, projectId: string, from: { position: string; id: string } | null, limit: number): TaskGroupRow[] {
  return sql
    .exec<TaskGroupRow>(
      `SELECT * FROM task_groups WHERE project_id = ? AND hidden_in IS NULL AND (position, id) >= (?, ?) ORDER BY position, id ${limitTo(limit)}`,
      projectId, from?.position ?? "", from?.id ?? "",
    )
    .toArray();
}

/** Live top-level tasks of a group after a task's key (exclusive), in order. */
export function liveTasksAfter(sql: SqlStorage, groupId: string, after: { position: string; id: string } | null, limit: number): TaskRow[] {
  return sql
    .exec<TaskRow>(
      `SELECT * FROM tasks WHERE group_id = ? AND parent_id IS NULL AND hidden_in IS NULL AND (position, id) > (?, ?)
       ORDER BY position, id ${limitTo(limit)}`,
      groupId, after?.position ?? "", after?.id ?? "",
    )
    .toArray();
}

export type DependencyRow = { id: string; predecessor_id: string; successor_id: string; type: string; lag_days: number };

/** The dependencies between two of the tasks: those into each task (dependencies_by_successor), kept when their predecessor is one too. */
export function dependenciesAmong(sql: SqlStorage, taskIds: readonly string[]): DependencyRow[] {
  if (taskIds.length === 0) return [];
  const among = new Set(taskIds);
  return sql
    .exec<DependencyRow>(`SELECT id, predecessor_id, successor_id, type, lag_days FROM dependencies WHERE successor_id ${IN_IDS}`, idList(taskIds))
    .toArray()
    .filter((dependency) => among.has(dependency.predecessor_id));
}

/**
 * The dependencies with one of the tasks at one end and, at the other, a live task of the project
 * that is not one of them (a row off the chart's page), with that task's place in List order:
 * its group's key and its top-level task's key. A task of any other project never answers.
 */
export type OffPageRow = DependencyRow & {
  other_id: string; other_name: string; group_id: string; group_position: string; top_id: string; top_position: string;
};

export function dependenciesLeaving(sql: SqlStorage, projectId: string, taskIds: readonly string[]): OffPageRow[] {
  if (taskIds.length === 0) return [];
  const among = new Set(taskIds);
  const ids = idList(taskIds);
  return sql
    .exec<OffPageRow>(
      `SELECT d.id, d.predecessor_id, d.successor_id, d.type, d.lag_days, o.id AS other_id, o.name AS other_name,
              g.id AS group_id, g.position AS group_position, top.id AS top_id, top.position AS top_position
       FROM dependencies d
       JOIN tasks o ON o.id = CASE WHEN d.successor_id ${IN_IDS} THEN d.predecessor_id ELSE d.successor_id END
       JOIN tasks top ON top.id = COALESCE(o.parent_id, o.id)
       JOIN task_groups g ON g.id = top.group_id
       WHERE (d.successor_id ${IN_IDS} OR d.predecessor_id ${IN_IDS})
         AND o.project_id = ? AND o.hidden_in IS NULL AND top.hidden_in IS NULL AND g.hidden_in IS NULL`,
      ids, ids, ids, projectId,
    )
    .toArray()
    .filter((row) => !among.has(row.other_id));
}

/** How many rows (group headers and top-level tasks) the chart shows from its start to a top-level task, inclusive. */
export function rowsThrough(sql: SqlStorage, projectId: string, group: { id: string; position: string }, top: { id: string; position: string }): number {
  return sql
    .exec<{ rows: number }>(
      `SELECT (SELECT COUNT(*) FROM task_groups WHERE project_id = ? AND hidden_in IS NULL AND (position, id) <= (?, ?))
            + (SELECT COUNT(*) FROM tasks t JOIN task_groups g ON g.id = t.group_id
               WHERE g.project_id = ? AND g.hidden_in IS NULL AND (g.position, g.id) < (?, ?) AND t.parent_id IS NULL AND t.hidden_in IS NULL)
            + (SELECT COUNT(*) FROM tasks WHERE group_id = ? AND parent_id IS NULL AND hidden_in IS NULL AND (position, id) <= (?, ?)) AS rows`,
      projectId, group.position, group.id, projectId, group.position, group.id, group.id, top.position, top.id,
    )
    .one().rows;
}

/** The first and last due dates of the project's live tasks (tasks_by_project_due, read from each end). */
export function projectDueRange(sql: SqlStorage, projectId: string): { start: string; end: string } | null {
  const edge = (order: "ASC" | "DESC") =>
    sql
      .exec<{ due_date: string }>(
        `SELECT due_date FROM tasks WHERE project_id = ? AND due_date IS NOT NULL AND hidden_in IS NULL ORDER BY due_date ${order} LIMIT 1`,
        projectId,
      )
      .toArray()[0]?.due_date;
  const start = edge("ASC");
  const end = edge("DESC");
  return start && end ? { start, end } : null;
}
