import type { DatedTask, DependencyLink, DependencyType } from "~/lib/schedule/network";
import { idList, type TaskRow } from "../tasks/store";

export type DependencyRow = {
  id: string;
  project_id: string;
  predecessor_id: string;
  successor_id: string;
  type: DependencyType;
  lag_days: number;
  created_by: string;
  created_at: number;
};

export const linkOf = (row: Pick<DependencyRow, "id" | "predecessor_id" | "successor_id" | "type" | "lag_days">): DependencyLink => ({
  id: row.id,
  predecessorId: row.predecessor_id,
  successorId: row.successor_id,
  type: row.type,
  lagDays: row.lag_days,
});

export const datedTask = (row: Pick<TaskRow, "id" | "start_date" | "due_date">): DatedTask => ({
  id: row.id,
  startDate: row.start_date,
  dueDate: row.due_date,
});

/** The dependency, when both its tasks are in its project (crossing.ts keeps them so). */
export function findDependency(sql: SqlStorage, dependencyId: string): DependencyRow | null {
  return (
    sql
      .exec<DependencyRow>(
        `SELECT d.* FROM dependencies d
         JOIN tasks p ON p.id = d.predecessor_id AND p.project_id = d.project_id
         JOIN tasks s ON s.id = d.successor_id AND s.project_id = d.project_id
         WHERE d.id = ?`,
        dependencyId,
      )
      .toArray()[0] ?? null
  );
}

export function dependencyBetween(sql: SqlStorage, predecessorId: string, successorId: string): DependencyRow | null {
  return (
    sql.exec<DependencyRow>("SELECT * FROM dependencies WHERE predecessor_id = ? AND successor_id = ?", predecessorId, successorId).toArray()[0] ??
    null
  );
}

/** The project's dependencies between tasks that are not hidden (archive, bin). */
export function liveDependenciesOf(sql: SqlStorage, projectId: string): DependencyRow[] {
  return sql
    .exec<DependencyRow>(
      `SELECT d.* FROM dependencies d
       JOIN tasks p ON p.id = d.predecessor_id AND p.hidden_in IS NULL AND p.project_id = d.project_id
       JOIN tasks s ON s.id = d.successor_id AND s.hidden_in IS NULL AND s.project_id = d.project_id
       WHERE d.project_id = ?`,
      projectId,
    )
    .toArray();
}

/**
 * All the project's links, hidden tasks' too: the network leaves out links to tasks that are not its
 * nodes. Rows come as arrays (`raw`), which costs far less than objects over 20,000 of them.
 */
export function linksOfProject(sql: SqlStorage, projectId: string): DependencyLink[] {
  const rows = sql.exec("SELECT id, predecessor_id, successor_id, type, lag_days FROM dependencies WHERE project_id = ?", projectId).raw();
  return Array.from(rows, ([id, predecessorId, successorId, type, lagDays]) => ({
    id: id as string,
    predecessorId: predecessorId as string,
    successorId: successorId as string,
    type: type as DependencyType,
    lagDays: lagDays as number,
  }));
}

/** The project's visible tasks with at least one date: the nodes of its network. */
export function datedTasksOf(sql: SqlStorage, projectId: string): DatedTask[] {
  const rows = sql
    .exec(
      `SELECT id, start_date, due_date FROM tasks
       WHERE project_id = ? AND hidden_in IS NULL AND (start_date IS NOT NULL OR due_date IS NOT NULL)`,
      projectId,
    )
    .raw();
  return Array.from(rows, ([id, startDate, dueDate]) => ({ id: id as string, startDate: startDate as string | null, dueDate: dueDate as string | null }));
}

export function insertDependency(sql: SqlStorage, row: DependencyRow) {
  sql.exec(
    `INSERT INTO dependencies (id, project_id, predecessor_id, successor_id, type, lag_days, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    row.id, row.project_id, row.predecessor_id, row.successor_id, row.type, row.lag_days, row.created_by, row.created_at,
  );
}

export function updateDependency(sql: SqlStorage, dependencyId: string, change: Pick<DependencyRow, "type" | "lag_days">) {
  sql.exec("UPDATE dependencies SET type = ?, lag_days = ? WHERE id = ?", change.type, change.lag_days, dependencyId);
}

export function deleteDependency(sql: SqlStorage, dependencyId: string) {
  sql.exec("DELETE FROM dependencies WHERE id = ?", dependencyId);
}

/**
 * The tasks downstream of the ids in `?1` (a JSON list), themselves included, as the CTE
 * `downstream`: only along links to tasks of project `?2`, so a walk never reaches a task its
 * caller may not see, whatever links the table holds.
 */
const DOWNSTREAM = `WITH RECURSIVE downstream(id) AS (
  SELECT value FROM json_each(?1)
  UNION
  SELECT d.successor_id FROM downstream
  CROSS JOIN dependencies d ON d.predecessor_id = downstream.id
  CROSS JOIN tasks s ON s.id = d.successor_id AND s.project_id = ?2
)`;

/**
 * The walks along a chain, on the (predecessor_id, successor_id) key and the successor index, so
 * they cost the chain, not the project; CROSS JOIN keeps the chain as the outer loop (SQLite would
 * otherwise scan every dependency against an automatic index on the chain).
 */
export const CHAIN_QUERIES = {
  /** Every link into a task downstream of the ids: the chain a move can reschedule and what constrains it. */
  linksIntoDownstream: `${DOWNSTREAM} SELECT d.* FROM downstream
    CROSS JOIN dependencies d ON d.successor_id = downstream.id
    CROSS JOIN tasks p ON p.id = d.predecessor_id AND p.project_id = ?2`,
  /** Every link out of a task downstream of the ids: where a loop through them would run. */
  linksFromDownstream: `${DOWNSTREAM} SELECT d.* FROM downstream
    CROSS JOIN dependencies d ON d.predecessor_id = downstream.id
    CROSS JOIN tasks s ON s.id = d.successor_id AND s.project_id = ?2`,
};

/** The tasks that start a chain in the project: a link goes out of them and none comes in (index dependencies_by_successor). */
export const chainHeads = (sql: SqlStorage, projectId: string) =>
  sql
    .exec<{ id: string }>(
      `SELECT DISTINCT d.predecessor_id AS id FROM dependencies d
       WHERE d.project_id = ? AND NOT EXISTS (SELECT 1 FROM dependencies i WHERE i.successor_id = d.predecessor_id)`,
      projectId,
    )
    .toArray()
    .map((row) => row.id);

export const linksIntoDownstream = (sql: SqlStorage, projectId: string, taskIds: readonly string[]) =>
  sql.exec<DependencyRow>(CHAIN_QUERIES.linksIntoDownstream, idList(taskIds), projectId).toArray();

export const linksFrom = (sql: SqlStorage, projectId: string, taskId: string) =>
  sql.exec<DependencyRow>(CHAIN_QUERIES.linksFromDownstream, idList([taskId]), projectId).toArray();

/** The project's tasks by id, visible ones only. */
export function liveTasks(sql: SqlStorage, projectId: string, taskIds: readonly string[]): TaskRow[] {
  return sql
    .exec<TaskRow>("SELECT * FROM tasks WHERE id IN (SELECT value FROM json_each(?)) AND project_id = ? AND hidden_in IS NULL", idList(taskIds), projectId)
    .toArray();
}

/** The names of the project's tasks by id. */
export function taskNames(sql: SqlStorage, projectId: string, taskIds: readonly string[]): Map<string, string> {
  const rows = sql.exec<{ id: string; name: string }>(
    "SELECT id, name FROM tasks WHERE id IN (SELECT value FROM json_each(?)) AND project_id = ?",
    idList(taskIds),
    projectId,
  );
  return new Map(rows.toArray().map((row) => [row.id, row.name]));
}

export function setTaskDates(sql: SqlStorage, taskId: string, dates: Pick<DatedTask, "startDate" | "dueDate">, now: number) {
  sql.exec("UPDATE tasks SET start_date = ?, due_date = ?, updated_at = ? WHERE id = ?", dates.startDate, dates.dueDate, now, taskId);
}
