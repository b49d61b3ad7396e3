import { idList, type TaskGroupRow, type TaskRow } from "../../aggregates/tasks/store";
import { IN_IDS } from "../../sql";

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
      `SELECT * FROM task_groups WHERE project_id = ? AND hidden_in IS NULL AND (position, id) >= (?, ?) ORDER BY position, id LIMIT ?`,
      projectId, from?.position ?? "", from?.id ?? "", limit,
    )
    .toArray();
}

/** Live top-level tasks of a group after a task's key (exclusive), in order. */
export function liveTasksAfter(sql: SqlStorage, groupId: string, after: { position: string; id: string } | null, limit: number): TaskRow[] {
  return sql
    .exec<TaskRow>(
      `SELECT * FROM tasks WHERE group_id = ? AND parent_id IS NULL AND hidden_in IS NULL AND (position, id) > (?, ?)
       ORDER BY position, id LIMIT ?`,
      groupId, after?.position ?? "", after?.id ?? "", limit,
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
