/**
 * A project's content copied into another project: its task groups and
 * columns, and with `withTasks` its tasks, subtasks, assignees and column
 * values, each under a new id; what is archived or in the bin stays behind. Runs inside the duplicating command's transaction.
 */
type Ids = Map<string, string>;

const renew = (ids: Ids, old: string) => {
  const fresh = crypto.randomUUID();
  ids.set(old, fresh);
  return fresh;
};

function copyGroups(sql: SqlStorage, fromId: string, toId: string, now: number): Ids {
  const ids: Ids = new Map();
  const groups = sql.exec<{ id: string; name: string; position: string }>(
    "SELECT id, name, position FROM task_groups WHERE project_id = ? AND hidden_in IS NULL ORDER BY position", fromId,
  ).toArray();
  for (const group of groups) {
    sql.exec("INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, ?, ?, ?)",
      renew(ids, group.id), toId, group.name, group.position, now);
  }
  return ids;
}

function copyColumns(sql: SqlStorage, fromId: string, toId: string, now: number): Ids {
  const ids: Ids = new Map();
  const columns = sql.exec<{ id: string; name: string; type: string; config_json: string; position: string }>(
    "SELECT id, name, type, config_json, position FROM columns WHERE project_id = ? ORDER BY position", fromId,
  ).toArray();
  for (const column of columns) {
    sql.exec("INSERT INTO columns (id, project_id, name, type, config_json, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      renew(ids, column.id), toId, column.name, column.type, column.config_json, column.position, now);
  }
  return ids;
}

type TaskCopy = {
  id: string; group_id: string; parent_id: string | null; name: string; description_json: string | null; status_id: string | null;
  priority: string | null; start_date: string | null; due_date: string | null; position: string;
};

/** Tasks before their subtasks, so every parent exists when its children arrive. */
function parentsFirst(tasks: TaskCopy[]): TaskCopy[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const depth = (task: TaskCopy): number => (task.parent_id && byId.has(task.parent_id) ? 1 + depth(byId.get(task.parent_id)!) : 0);
  return tasks.map((task) => ({ task, depth: depth(task) })).sort((a, b) => a.depth - b.depth).map((entry) => entry.task);
}

function copyTasks(sql: SqlStorage, fromId: string, toId: string, groups: Ids, actorId: string, now: number): Ids {
  const ids: Ids = new Map();
  const tasks = sql.exec<TaskCopy>(
    `SELECT id, group_id, parent_id, name, description_json, status_id, priority, start_date, due_date, position
     FROM tasks WHERE project_id = ? AND hidden_in IS NULL`, fromId,
  ).toArray();
  for (const task of parentsFirst(tasks)) {
    sql.exec(
      `INSERT INTO tasks (id, project_id, group_id, parent_id, name, description_json, status_id, priority, start_date, due_date, position, created_by, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      renew(ids, task.id), toId, groups.get(task.group_id)!, task.parent_id ? ids.get(task.parent_id)! : null, task.name,
      task.description_json, task.status_id, task.priority, task.start_date, task.due_date, task.position, actorId, now, now,
    );
  }
  return ids;
}

function copyTaskLinks(sql: SqlStorage, fromId: string, tasks: Ids, columns: Ids) {
  const assignees = sql.exec<{ task_id: string; user_id: string }>(
    "SELECT a.task_id, a.user_id FROM tasks t JOIN task_assignees a ON a.task_id = t.id WHERE t.project_id = ? AND t.hidden_in IS NULL", fromId,
  ).toArray();
  for (const { task_id, user_id } of assignees) {
    sql.exec("INSERT INTO task_assignees (task_id, user_id) VALUES (?, ?)", tasks.get(task_id)!, user_id);
  }
  const values = sql.exec<{ task_id: string; column_id: string; value_json: string }>(
    "SELECT v.task_id, v.column_id, v.value_json FROM tasks t JOIN task_values v ON v.task_id = t.id WHERE t.project_id = ? AND t.hidden_in IS NULL", fromId,
  ).toArray();
  for (const value of values) {
    const columnId = columns.get(value.column_id);
    if (columnId) sql.exec("INSERT INTO task_values (task_id, column_id, value_json) VALUES (?, ?, ?)", tasks.get(value.task_id)!, columnId, value.value_json);
  }
}

export function copyProjectContent(
  sql: SqlStorage,
  { fromId, toId, withTasks, actorId, now }: { fromId: string; toId: string; withTasks: boolean; actorId: string; now: number },
) {
  const groups = copyGroups(sql, fromId, toId, now);
  const columns = copyColumns(sql, fromId, toId, now);
  const tasks = withTasks ? copyTasks(sql, fromId, toId, groups, actorId, now) : new Map();
  if (withTasks) copyTaskLinks(sql, fromId, tasks, columns);
  return { groups: groups.size, columns: columns.size, tasks: tasks.size };
}
