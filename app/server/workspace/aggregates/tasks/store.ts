import type { Hideable } from "../../hidden";
import type { Role } from "~/lib/permissions";
import { DONE_CATEGORIES_SQL } from "~/lib/statuses";
import type { Priority } from "~/lib/priorities";
import type { ProjectRow } from "../projects/store";
import { IN_IDS, idList, limitTo } from "../../sql";
import { peopleWhoSee } from "../../visibility";

/** How many conversations and replies an item has (kept by triggers on messages, issue 17). */
type MessageCounts = { conversation_count: number; reply_count: number };
/** A new item's counts. */
export const NO_MESSAGES: MessageCounts = { conversation_count: 0, reply_count: 0 };

export type TaskGroupRow = { id: string; project_id: string; name: string; position: string; created_at: number } & MessageCounts & Hideable;

export type TaskRow = {
  id: string;
  project_id: string;
  group_id: string;
  parent_id: string | null;
  name: string;
  description_json: string | null;
  status_id: string | null;
  priority: string | null;
  start_date: string | null;
  due_date: string | null;
  position: string;
  created_by: string;
  created_at: number;
  updated_at: number;
} & MessageCounts &
  Hideable;

export function findTaskGroup(sql: SqlStorage, groupId: string): TaskGroupRow | null {
  return sql.exec<TaskGroupRow>("SELECT * FROM task_groups WHERE id = ?", groupId).toArray()[0] ?? null;
}

/** When and by whom each task of a project was made and completed (an organisation's archive carries them, decision 0099). */
export const taskHistoryOf = (sql: SqlStorage, projectId: string) =>
  sql
    .exec<{ id: string; created_at: number; created_by: string; completed_at: number | null }>("SELECT id, created_at, created_by, completed_at FROM tasks WHERE project_id = ?", projectId)
    .toArray();

export function findTask(sql: SqlStorage, taskId: string): TaskRow | null {
  return sql.exec<TaskRow>("SELECT * FROM tasks WHERE id = ?", taskId).toArray()[0] ?? null;
}

export { idList };

// ---- task groups --------------------------------------------------------------

export function groupsOfProject(sql: SqlStorage, projectId: string): TaskGroupRow[] {
  return sql.exec<TaskGroupRow>("SELECT * FROM task_groups WHERE project_id = ? AND hidden_in IS NULL ORDER BY position, id", projectId).toArray();
}

export function insertGroup(sql: SqlStorage, group: TaskGroupRow) {
  sql.exec(
    "INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, ?, ?, ?)",
    group.id, group.project_id, group.name, group.position, group.created_at,
  );
}

export function updateGroup(sql: SqlStorage, groupId: string, change: { name: string; position: string }) {
  sql.exec("UPDATE task_groups SET name = ?, position = ? WHERE id = ?", change.name, change.position, groupId);
}

export const lastGroupKeyQuery = "SELECT MAX(position) AS last FROM task_groups WHERE project_id = ?";

// ---- siblings and order keys ----------------------------------------------------

/** Where an item sits among its siblings: the rows sharing a project (groups) or a group and parent (tasks). */
export type Siblings =
  | { table: "task_groups"; projectId: string }
  | { table: "tasks"; groupId: string; parentId: string | null };

function siblingScope(siblings: Siblings): { where: string; params: unknown[] } {
  return siblings.table === "task_groups"
    ? { where: "project_id = ?", params: [siblings.projectId] }
    : { where: "group_id = ? AND parent_id IS ?", params: [siblings.groupId, siblings.parentId] };
}

/** The keys around `anchorId` among the siblings (leaving `movingId` out): null when the anchor is not one of them. */
export function keysAround(sql: SqlStorage, siblings: Siblings, anchorId: string, movingId: string | null) {
  const { where, params } = siblingScope(siblings);
  const table = siblings.table;
  const anchor = sql.exec<{ position: string }>(`SELECT position FROM ${table} WHERE id = ? AND ${where}`, anchorId, ...params).toArray()[0];
  if (!anchor) return null;
  const other = movingId ?? "";
  const previous = sql
    .exec<{ key: string | null }>(`SELECT MAX(position) AS key FROM ${table} WHERE ${where} AND position < ? AND id != ?`, ...params, anchor.position, other)
    .one().key;
  const next = sql
    .exec<{ key: string | null }>(`SELECT MIN(position) AS key FROM ${table} WHERE ${where} AND position > ? AND id != ?`, ...params, anchor.position, other)
    .one().key;
  return { previous, anchor: anchor.position, next };
}

export function lastSiblingKey(sql: SqlStorage, siblings: Siblings): string | null {
  const { where, params } = siblingScope(siblings);
  return sql.exec<{ key: string | null }>(`SELECT MAX(position) AS key FROM ${siblings.table} WHERE ${where}`, ...params).one().key;
}

// ---- tasks ----------------------------------------------------------------------

export type TaskChange = {
  name: string;
  description_json: string | null;
  status_id: string | null;
  priority: Priority | null;
  start_date: string | null;
  due_date: string | null;
};

export function insertTask(sql: SqlStorage, task: TaskRow) {
  sql.exec(
    `INSERT INTO tasks (id, project_id, group_id, parent_id, name, description_json, status_id, priority, start_date, due_date,
       position, created_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    task.id, task.project_id, task.group_id, task.parent_id, task.name, task.description_json, task.status_id, task.priority,
    task.start_date, task.due_date, task.position, task.created_by, task.created_at, task.updated_at,
  );
}

export function updateTask(sql: SqlStorage, taskId: string, change: TaskChange, now: number) {
  sql.exec(
    `UPDATE tasks SET name = ?, description_json = ?, status_id = ?, priority = ?, start_date = ?, due_date = ?, updated_at = ?
     WHERE id = ?`,
    change.name, change.description_json, change.status_id, change.priority, change.start_date, change.due_date, now, taskId,
  );
}

export function setTaskPosition(sql: SqlStorage, taskId: string, position: string, now: number) {
  sql.exec("UPDATE tasks SET position = ?, updated_at = ? WHERE id = ?", position, now, taskId);
}

/** A task (and its subtasks) into another group, possibly of another project. */
export function moveTaskTo(sql: SqlStorage, taskId: string, group: TaskGroupRow, position: string, now: number) {
  sql.exec("UPDATE tasks SET group_id = ?, project_id = ?, position = ?, updated_at = ? WHERE id = ?", group.id, group.project_id, position, now, taskId);
  sql.exec("UPDATE tasks SET group_id = ?, project_id = ?, updated_at = ? WHERE parent_id = ?", group.id, group.project_id, now, taskId);
}

/** Tasks that left project `fromProjectId` for `project` keep only the assignees who see it and the values of its columns. */
export function leftProject(sql: SqlStorage, taskIds: readonly string[], fromProjectId: string | null, project: ProjectRow) {
  if (project.id === fromProjectId || taskIds.length === 0) return;
  dropBlindAssignees(sql, taskIds, project);
  dropForeignValues(sql, taskIds, project.id);
}

/** Values of columns that are not the project's go when a task changes project. */
export function dropForeignValues(sql: SqlStorage, taskIds: readonly string[], projectId: string) {
  sql.exec(
    `DELETE FROM task_values WHERE task_id ${IN_IDS} AND column_id NOT IN (SELECT id FROM columns WHERE project_id = ?)`,
    idList(taskIds), projectId,
  );
}

/** A task's subtasks; `working` leaves out those archived or in the bin on their own. */
export function subtaskIds(sql: SqlStorage, taskId: string, working = false): string[] {
  const live = working ? " AND hidden_in IS NULL" : "";
  return sql.exec<{ id: string }>(`SELECT id FROM tasks WHERE parent_id = ?${live} ORDER BY position`, taskId).toArray().map((row) => row.id);
}

export function subtasksOf(sql: SqlStorage, taskId: string, limit: number): TaskRow[] {
  return sql.exec<TaskRow>(`SELECT * FROM tasks WHERE parent_id = ? AND hidden_in IS NULL ORDER BY position, id ${limitTo(limit)}`, taskId).toArray();
}

/** The subtasks of several tasks (a window's), at most `perTask` each, in order. */
export function subtasksOfMany(sql: SqlStorage, parentIds: readonly string[], perTask: number): TaskRow[] {
  if (parentIds.length === 0) return [];
  return sql
    .exec<TaskRow & { rank: number }>(
      `SELECT * FROM (
         SELECT t.*, ROW_NUMBER() OVER (PARTITION BY t.parent_id ORDER BY t.position, t.id) AS rank
         FROM tasks t WHERE t.parent_id ${IN_IDS} AND t.hidden_in IS NULL
       ) WHERE rank <= ? ORDER BY parent_id, position, id`,
      idList(parentIds), perTask,
    )
    .toArray();
}

export function subtaskCounts(sql: SqlStorage, parentIds: readonly string[]): Map<string, number> {
  if (parentIds.length === 0) return new Map();
  const rows = sql
    .exec<{ parent_id: string; count: number }>(
      `SELECT parent_id, COUNT(*) AS count FROM tasks WHERE parent_id ${IN_IDS} AND hidden_in IS NULL GROUP BY parent_id`,
      idList(parentIds),
    )
    .toArray();
  return new Map(rows.map((row) => [row.parent_id, row.count]));
}

/** Live subtasks of each task: how many, and how many are in a done status category (the Gantt's bars, the board's cards). */
export function subtaskProgress(sql: SqlStorage, parentIds: readonly string[]): Map<string, { total: number; done: number }> {
  if (parentIds.length === 0) return new Map();
  const rows = sql
    .exec<{ parent_id: string; total: number; done: number }>(
      `SELECT t.parent_id, COUNT(*) AS total, COALESCE(SUM(s.category IN (${DONE_CATEGORIES_SQL})), 0) AS done
       FROM tasks t LEFT JOIN statuses s ON s.id = t.status_id
       WHERE t.parent_id ${IN_IDS} AND t.hidden_in IS NULL GROUP BY t.parent_id`,
      idList(parentIds),
    )
    .toArray();
  return new Map(rows.map(({ parent_id, total, done }) => [parent_id, { total, done }]));
}

// ---- assignees and values -----------------------------------------------------------

export function setAssignees(sql: SqlStorage, taskId: string, userIds: readonly string[]) {
  sql.exec("DELETE FROM task_assignees WHERE task_id = ?", taskId);
  for (const userId of new Set(userIds)) sql.exec("INSERT INTO task_assignees (task_id, user_id) VALUES (?, ?)", taskId, userId);
}

export function assigneesOf(sql: SqlStorage, taskIds: readonly string[]): Map<string, string[]> {
  const byTask = new Map<string, string[]>();
  if (taskIds.length === 0) return byTask;
  const rows = sql
    .exec<{ task_id: string; user_id: string }>(`SELECT task_id, user_id FROM task_assignees WHERE task_id ${IN_IDS}`, idList(taskIds))
    .toArray();
  for (const { task_id, user_id } of rows) byTask.set(task_id, [...(byTask.get(task_id) ?? []), user_id]);
  return byTask;
}

/**
 * The custom column values of tasks (the columns aggregate validates and writes them), parsed: SQLite
 * gathers each task's values into one JSON object, so a page of nine columns parses a text a task,
 * not one a value.
 */
export function valuesOf(sql: SqlStorage, taskIds: readonly string[]): Map<string, Record<string, unknown>> {
  if (taskIds.length === 0) return new Map();
  const rows = sql
    .exec<{ task_id: string; values_json: string }>(
      `SELECT task_id, json_group_object(column_id, json(value_json)) AS values_json FROM task_values WHERE task_id ${IN_IDS} GROUP BY task_id`,
      idList(taskIds),
    )
    .toArray();
  return new Map(rows.map((row) => [row.task_id, JSON.parse(row.values_json) as Record<string, unknown>]));
}

/** Copies the assignees and values of one task to another (duplicate). */
export function copyAssigneesAndValues(sql: SqlStorage, fromId: string, toId: string) {
  sql.exec("INSERT INTO task_assignees (task_id, user_id) SELECT ?, user_id FROM task_assignees WHERE task_id = ?", toId, fromId);
  sql.exec("INSERT INTO task_values (task_id, column_id, value_json) SELECT ?, column_id, value_json FROM task_values WHERE task_id = ?", toId, fromId);
}

/** Assignees who could no longer see the task's project (after a move into a private one) are dropped. */
export function dropBlindAssignees(sql: SqlStorage, taskIds: readonly string[], project: ProjectRow) {
  const seeing = peopleWhoSee(project);
  sql.exec(
    `DELETE FROM task_assignees WHERE task_id ${IN_IDS}
     AND user_id NOT IN (SELECT m.user_id FROM members m WHERE m.status = 'ACTIVE' AND m.user_id IN (${seeing.ids}))`,
    idList(taskIds), ...seeing.params,
  );
}

// ---- the team's statuses and the project's people (other aggregates' tables, read here) ----------

export type StatusRow = { id: string; name: string; category: string; colour: string; position: string };

export function statusesOfTeam(sql: SqlStorage, teamId: string): StatusRow[] {
  return sql
    .exec<StatusRow>("SELECT id, name, category, colour, position FROM statuses WHERE team_id = ? ORDER BY position, id", teamId)
    .toArray();
}

export function statusOfTeam(sql: SqlStorage, teamId: string, statusId: string): boolean {
  return sql.exec("SELECT 1 FROM statuses WHERE id = ? AND team_id = ?", statusId, teamId).toArray().length === 1;
}

export type PersonRow = { user_id: string; first_name: string; last_name: string; email: string; image_key: string | null; role: Role };

/** The active members who see the project (visibility.ts), by name, found through indexes only. */
export function peopleOfProject(sql: SqlStorage, project: ProjectRow, limit = 500): PersonRow[] {
  const seeing = peopleWhoSee(project);
  return sql
    .exec<PersonRow>(
      `SELECT m.user_id, m.first_name, m.last_name, m.email, m.image_key, m.role FROM members m
       WHERE m.status = 'ACTIVE' AND m.user_id IN (${seeing.ids})
       ORDER BY m.first_name, m.last_name ${limitTo(limit)}`,
      ...seeing.params,
    )
    .toArray();
}

/** Those of `userIds` who are active members and see the project. */
export function membersWhoSee(sql: SqlStorage, project: ProjectRow, userIds: readonly string[]): string[] {
  if (userIds.length === 0) return [];
  const seeing = peopleWhoSee(project);
  return sql
    .exec<{ user_id: string }>(
      `SELECT m.user_id FROM members m WHERE m.user_id ${IN_IDS} AND m.status = 'ACTIVE' AND m.user_id IN (${seeing.ids})`,
      idList(userIds), ...seeing.params,
    )
    .toArray()
    .map((row) => row.user_id);
}

/** The project's columns (the columns aggregate owns them), so the List view can show a cell for each. */
export type ColumnRow = { id: string; name: string; type: string; config_json: string; position: string };

export function columnsOfProject(sql: SqlStorage, projectId: string): ColumnRow[] {
  return sql
    .exec<ColumnRow>("SELECT id, name, type, config_json, position FROM columns WHERE project_id = ? ORDER BY position, id", projectId)
    .toArray();
}
