import { IN_IDS, idList } from "../../sql";

/** The rows an import writes (decision 0047), each as its aggregate stores it; archived ones are archived after, as the archive does. */
export type NewGroup = { id: string; projectId: string; name: string; position: string };
export type NewTask = {
  id: string;
  projectId: string;
  groupId: string;
  parentId: string | null;
  name: string;
  descriptionJson: string | null;
  statusId: string | null;
  priority: string | null;
  startDate: string | null;
  dueDate: string | null;
  position: string;
};

export function insertGroup(sql: SqlStorage, group: NewGroup, now: number) {
  sql.exec(
    "INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, ?, ?, ?)",
    group.id, group.projectId, group.name, group.position, now,
  );
}

/**
 * Rows a statement writes at most: an import writes its tasks, values and assignees many rows to a
 * statement (`INSERT … SELECT … FROM json_each(?)`), not one statement a row. Each statement costs
 * the Durable Object a crossing into SQLite and a prepare; its rows' triggers still fire row by row.
 */
export const ROWS_PER_STATEMENT = 500;

function inChunks<T>(rows: readonly T[], write: (chunk: readonly T[]) => void) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) write(rows.slice(start, start + ROWS_PER_STATEMENT));
}

/**
 * Tasks in the file's order (each task before its subtasks, for their parent's reference). A
 * task's board order starts as its List order, as the `tasks_board_position` trigger would set it
 * (it does nothing for a row that comes with one), so the insert needs no UPDATE of each row.
 */
export function insertTasks(sql: SqlStorage, tasks: readonly NewTask[], actorId: string, now: number) {
  inChunks(tasks, (chunk) =>
    sql.exec(
      `INSERT INTO tasks (id, project_id, group_id, parent_id, name, description_json, status_id, priority, start_date, due_date,
         position, board_position, created_by, created_at, updated_at)
       SELECT t.value ->> 0, ?1, t.value ->> 1, t.value ->> 2, t.value ->> 3, t.value ->> 4, t.value ->> 5, t.value ->> 6, t.value ->> 7,
         t.value ->> 8, t.value ->> 9, CASE WHEN t.value ->> 2 IS NULL THEN t.value ->> 9 END, ?2, ?3, ?3
       FROM json_each(?4) t ORDER BY t.key`,
      chunk[0].projectId, actorId, now,
      JSON.stringify(chunk.map((task) => [
        task.id, task.groupId, task.parentId, task.name, task.descriptionJson, task.statusId, task.priority, task.startDate, task.dueDate, task.position,
      ])),
    ),
  );
}

/** Tasks' history as an organisation's archive sends it: [task id, created at, created by, completed at] each (decision 0099). */
export function setTaskHistory(sql: SqlStorage, rows: ReadonlyArray<readonly [string, number, string, number | null]>) {
  inChunks(rows, (chunk) =>
    sql.exec(
      `UPDATE tasks SET created_at = h.value ->> 1, created_by = h.value ->> 2, completed_at = h.value ->> 3
       FROM json_each(?) h WHERE tasks.id = h.value ->> 0`,
      JSON.stringify(chunk),
    ),
  );
}

export function insertColumn(sql: SqlStorage, column: { id: string; projectId: string; name: string; type: string; config: unknown; position: string }, now: number) {
  sql.exec(
    "INSERT INTO columns (id, project_id, name, type, config_json, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    column.id, column.projectId, column.name, column.type, JSON.stringify(column.config), column.position, now,
  );
}

/** Assignments, [task id, user id] each; a person twice on a task counts once. */
export function insertAssignees(sql: SqlStorage, rows: ReadonlyArray<readonly [string, string]>) {
  inChunks(rows, (chunk) =>
    sql.exec("INSERT OR IGNORE INTO task_assignees (task_id, user_id) SELECT a.value ->> 0, a.value ->> 1 FROM json_each(?) a ORDER BY a.key", JSON.stringify(chunk)),
  );
}

/** Column values, [task id, column id, value] each, the value stored as JSON (written by JSON.stringify, as a cell's edit writes it). */
export function insertValues(sql: SqlStorage, rows: ReadonlyArray<readonly [string, string, unknown]>) {
  inChunks(rows, (chunk) =>
    sql.exec(
      "INSERT INTO task_values (task_id, column_id, value_json) SELECT v.value ->> 0, v.value ->> 1, v.value ->> 2 FROM json_each(?) v ORDER BY v.key",
      JSON.stringify(chunk.map(([taskId, columnId, value]) => [taskId, columnId, JSON.stringify(value)])),
    ),
  );
}

export function insertDependency(
  sql: SqlStorage,
  link: { projectId: string; predecessorId: string; successorId: string; type: string; lagDays: number },
  actorId: string,
  now: number,
) {
  sql.exec(
    `INSERT INTO dependencies (id, project_id, predecessor_id, successor_id, type, lag_days, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    crypto.randomUUID(), link.projectId, link.predecessorId, link.successorId, link.type, link.lagDays, actorId, now,
  );
}

/** Archives an item that came archived: `hiddenWith` the item it went with (itself for a root), as the archive records it. */
export function archiveRow(sql: SqlStorage, table: "task_groups" | "tasks", id: string, hiddenWith: string, actorId: string, now: number) {
  sql.exec(
    `UPDATE ${table} SET hidden_in = 'archive', hidden_with = ?, hidden_by = ?, hidden_at = ? WHERE id = ?`,
    hiddenWith, actorId, now, id,
  );
}

/** Active members of the tenant by e-mail (any case): e-mail → user id. */
export function membersByEmail(sql: SqlStorage, emails: Iterable<string>): Map<string, string> {
  const wanted = [...new Set([...emails].map((email) => email.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = sql
    .exec<{ user_id: string; email: string }>(
      `SELECT user_id, email FROM members WHERE status = 'ACTIVE' AND lower(email) ${IN_IDS}`,
      idList(wanted),
    )
    .toArray();
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.user_id]));
}
