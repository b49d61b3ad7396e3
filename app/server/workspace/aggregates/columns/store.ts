import type { ColumnConfig, ColumnType, ColumnValue } from "~/lib/columns";

/** A project's custom columns and the tasks' values in them (task_values). */
type ColumnRow = {
  id: string;
  project_id: string;
  name: string;
  type: ColumnType;
  config_json: string;
  position: string;
  created_at: number;
};

export type Column = { columnId: string; projectId: string; name: string; type: ColumnType; config: ColumnConfig; position: string };

const toColumn = (row: ColumnRow): Column => ({
  columnId: row.id,
  projectId: row.project_id,
  name: row.name,
  type: row.type,
  config: JSON.parse(row.config_json) as ColumnConfig,
  position: row.position,
});

export function findColumn(sql: SqlStorage, columnId: string): Column | null {
  const row = sql.exec<ColumnRow>("SELECT * FROM columns WHERE id = ?", columnId).toArray()[0];
  return row ? toColumn(row) : null;
}

/** In the project's order. */
export function listColumns(sql: SqlStorage, projectId: string): Column[] {
  return sql.exec<ColumnRow>("SELECT * FROM columns WHERE project_id = ? ORDER BY position", projectId).toArray().map(toColumn);
}

/** The project's column of this name, whatever its case. */
export function findColumnNamed(sql: SqlStorage, projectId: string, name: string): Column | null {
  const row = sql
    .exec<ColumnRow>("SELECT * FROM columns WHERE project_id = ? AND name = ? COLLATE NOCASE", projectId, name)
    .toArray()[0];
  return row ? toColumn(row) : null;
}

export const lastColumnKey = (sql: SqlStorage, projectId: string) =>
  sql.exec<{ last: string | null }>("SELECT MAX(position) AS last FROM columns WHERE project_id = ?", projectId).one().last;

/** The key of the first column after `position`, or null at the end. */
export const nextColumnKey = (sql: SqlStorage, projectId: string, position: string) =>
  sql
    .exec<{ next: string | null }>("SELECT MIN(position) AS next FROM columns WHERE project_id = ? AND position > ?", projectId, position)
    .one().next;

export const firstColumnKey = (sql: SqlStorage, projectId: string) =>
  sql.exec<{ first: string | null }>("SELECT MIN(position) AS first FROM columns WHERE project_id = ?", projectId).one().first;

export function insertColumn(sql: SqlStorage, column: Column, now: number) {
  sql.exec(
    "INSERT INTO columns (id, project_id, name, type, config_json, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    column.columnId,
    column.projectId,
    column.name,
    column.type,
    JSON.stringify(column.config),
    column.position,
    now,
  );
}

export function updateColumn(sql: SqlStorage, column: Pick<Column, "columnId" | "name" | "type" | "config">) {
  sql.exec(
    "UPDATE columns SET name = ?, type = ?, config_json = ? WHERE id = ?",
    column.name,
    column.type,
    JSON.stringify(column.config),
    column.columnId,
  );
}

export function moveColumn(sql: SqlStorage, columnId: string, position: string) {
  sql.exec("UPDATE columns SET position = ? WHERE id = ?", position, columnId);
}

export function deleteColumn(sql: SqlStorage, columnId: string) {
  sql.exec("DELETE FROM task_values WHERE column_id = ?", columnId);
  sql.exec("DELETE FROM columns WHERE id = ?", columnId);
}

// ── Values ───────────────────────────────────────────────────────────────────

export type StoredValue = { taskId: string; value: ColumnValue };

export function valuesOfColumn(sql: SqlStorage, columnId: string): StoredValue[] {
  return sql
    .exec<{ task_id: string; value_json: string }>("SELECT task_id, value_json FROM task_values WHERE column_id = ?", columnId)
    .toArray()
    .map((row) => ({ taskId: row.task_id, value: JSON.parse(row.value_json) as ColumnValue }));
}

export function findValue(sql: SqlStorage, taskId: string, columnId: string): ColumnValue | null {
  const row = sql
    .exec<{ value_json: string }>("SELECT value_json FROM task_values WHERE task_id = ? AND column_id = ?", taskId, columnId)
    .toArray()[0];
  return row ? (JSON.parse(row.value_json) as ColumnValue) : null;
}

/** Stores a value, or removes it for null (no value is never stored). */
export function writeValue(sql: SqlStorage, taskId: string, columnId: string, value: ColumnValue | null) {
  if (value === null) {
    sql.exec("DELETE FROM task_values WHERE task_id = ? AND column_id = ?", taskId, columnId);
    return;
  }
  sql.exec(
    `INSERT INTO task_values (task_id, column_id, value_json) VALUES (?, ?, ?)
     ON CONFLICT (task_id, column_id) DO UPDATE SET value_json = excluded.value_json`,
    taskId,
    columnId,
    JSON.stringify(value),
  );
}

export function copyValues(sql: SqlStorage, fromColumnId: string, toColumnId: string) {
  sql.exec(
    "INSERT INTO task_values (task_id, column_id, value_json) SELECT task_id, ?, value_json FROM task_values WHERE column_id = ?",
    toColumnId,
    fromColumnId,
  );
}

// ── Read from neighbouring aggregates ────────────────────────────────────────

export type StatusOption = { id: string; name: string; category: string; colour: string };

/** The team's statuses, the options of the built-in STATUS column. */
export const statusesOfTeam = (sql: SqlStorage, teamId: string) =>
  sql
    .exec<StatusOption>("SELECT id, name, category, colour FROM statuses WHERE team_id = ? ORDER BY position", teamId)
    .toArray();

/** The team's projects with a column of this name, whatever its case, among the projects `visible` lets through. */
export function projectsWithColumnNamed(
  sql: SqlStorage,
  teamId: string,
  name: string,
  visible: { where: string; params: string[] },
): Array<{ projectId: string; projectName: string }> {
  return sql
    .exec<{ id: string; name: string }>(
      `SELECT p.id, p.name FROM projects p
       WHERE p.team_id = ? AND (${visible.where})
         AND EXISTS (SELECT 1 FROM columns c WHERE c.project_id = p.id AND c.name = ? COLLATE NOCASE)
       ORDER BY p.position`,
      teamId,
      ...visible.params,
      name,
    )
    .toArray()
    .map((row) => ({ projectId: row.id, projectName: row.name }));
}
