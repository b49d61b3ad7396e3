export type TaskGroupRow = { id: string; project_id: string; name: string; position: string; created_at: number };

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
};

export function findTaskGroup(sql: SqlStorage, groupId: string): TaskGroupRow | null {
  return sql.exec<TaskGroupRow>("SELECT * FROM task_groups WHERE id = ?", groupId).toArray()[0] ?? null;
}

export function findTask(sql: SqlStorage, taskId: string): TaskRow | null {
  return sql.exec<TaskRow>("SELECT * FROM tasks WHERE id = ?", taskId).toArray()[0] ?? null;
}
