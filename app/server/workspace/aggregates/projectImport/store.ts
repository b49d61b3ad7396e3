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

export function insertTask(sql: SqlStorage, task: NewTask, actorId: string, now: number) {
  sql.exec(
    `INSERT INTO tasks (id, project_id, group_id, parent_id, name, description_json, status_id, priority, start_date, due_date,
       position, created_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    task.id, task.projectId, task.groupId, task.parentId, task.name, task.descriptionJson, task.statusId, task.priority,
    task.startDate, task.dueDate, task.position, actorId, now, now,
  );
}

export function insertColumn(sql: SqlStorage, column: { id: string; projectId: string; name: string; type: string; config: unknown; position: string }, now: number) {
  sql.exec(
    "INSERT INTO columns (id, project_id, name, type, config_json, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    column.id, column.projectId, column.name, column.type, JSON.stringify(column.config), column.position, now,
  );
}

export const insertAssignee = (sql: SqlStorage, taskId: string, userId: string) =>
  sql.exec("INSERT OR IGNORE INTO task_assignees (task_id, user_id) VALUES (?, ?)", taskId, userId);

export const insertValue = (sql: SqlStorage, taskId: string, columnId: string, value: unknown) =>
  sql.exec("INSERT INTO task_values (task_id, column_id, value_json) VALUES (?, ?, ?)", taskId, columnId, JSON.stringify(value));

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
