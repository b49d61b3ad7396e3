// Work structure (decision record 22): teams and their members, custom statuses,
// folders, projects and their members, pins, columns, task groups, tasks (a subtask
// is a task with a parent), assignees and column values. Order keys are
// fractional-indexing keys (workspace/order.ts), compared with SQLite's binary collation.
export default `CREATE TABLE teams (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     owner_id TEXT NOT NULL,
     default_status_id TEXT,
     assigned_status_id TEXT,
     created_by TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE team_members (
     team_id TEXT NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
     user_id TEXT NOT NULL,
     role TEXT NOT NULL,
     added_at INTEGER NOT NULL,
     PRIMARY KEY (team_id, user_id)
   ) WITHOUT ROWID;
   CREATE INDEX team_members_by_user ON team_members(user_id, team_id);
   CREATE TABLE statuses (
     id TEXT PRIMARY KEY,
     team_id TEXT NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
     name TEXT NOT NULL,
     category TEXT NOT NULL,
     colour TEXT NOT NULL,
     position TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX statuses_by_team ON statuses(team_id, position);
   CREATE TABLE folders (
     id TEXT PRIMARY KEY,
     team_id TEXT NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
     name TEXT NOT NULL,
     position TEXT NOT NULL,
     created_by TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX folders_by_team ON folders(team_id, position);
   CREATE TABLE projects (
     id TEXT PRIMARY KEY,
     team_id TEXT NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
     folder_id TEXT REFERENCES folders(id) ON DELETE SET NULL,
     name TEXT NOT NULL,
     description TEXT NOT NULL DEFAULT '',
     visibility TEXT NOT NULL,
     scope TEXT NOT NULL DEFAULT 'PROJECT',
     owner_id TEXT NOT NULL,
     default_view TEXT NOT NULL DEFAULT 'LIST',
     tags_json TEXT NOT NULL DEFAULT '[]',
     position TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX projects_by_team ON projects(team_id, position);
   CREATE INDEX projects_by_folder ON projects(folder_id);
   CREATE TABLE project_members (
     project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
     user_id TEXT NOT NULL,
     role TEXT NOT NULL,
     added_at INTEGER NOT NULL,
     PRIMARY KEY (project_id, user_id)
   ) WITHOUT ROWID;
   CREATE INDEX project_members_by_user ON project_members(user_id, project_id);
   CREATE TABLE project_pins (
     user_id TEXT NOT NULL,
     project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
     pinned_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, project_id)
   ) WITHOUT ROWID;
   CREATE INDEX project_pins_by_project ON project_pins(project_id);
   CREATE TABLE project_visits (
     user_id TEXT NOT NULL,
     project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
     visited_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, project_id)
   ) WITHOUT ROWID;
   CREATE INDEX project_visits_by_user ON project_visits(user_id, visited_at);
   CREATE INDEX project_visits_by_project ON project_visits(project_id);
   CREATE TABLE columns (
     id TEXT PRIMARY KEY,
     project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
     name TEXT NOT NULL,
     type TEXT NOT NULL,
     config_json TEXT NOT NULL DEFAULT '{}',
     position TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX columns_by_project ON columns(project_id, position);
   CREATE TABLE task_groups (
     id TEXT PRIMARY KEY,
     project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
     name TEXT NOT NULL,
     position TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX task_groups_by_project ON task_groups(project_id, position);
   CREATE TABLE tasks (
     id TEXT PRIMARY KEY,
     project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
     group_id TEXT NOT NULL REFERENCES task_groups(id) ON DELETE CASCADE,
     parent_id TEXT REFERENCES tasks(id) ON DELETE CASCADE,
     name TEXT NOT NULL,
     description_json TEXT,
     status_id TEXT,
     priority TEXT,
     start_date TEXT,
     due_date TEXT,
     position TEXT NOT NULL,
     created_by TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX tasks_by_group ON tasks(group_id, parent_id, position);
   CREATE INDEX tasks_by_parent ON tasks(parent_id, position);
   CREATE INDEX tasks_by_project_status ON tasks(project_id, status_id);
   CREATE INDEX tasks_by_project_due ON tasks(project_id, due_date);
   CREATE INDEX tasks_by_status ON tasks(status_id);
   CREATE TABLE task_assignees (
     task_id TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
     user_id TEXT NOT NULL,
     PRIMARY KEY (task_id, user_id)
   ) WITHOUT ROWID;
   CREATE INDEX task_assignees_by_user ON task_assignees(user_id, task_id);
   CREATE TABLE task_values (
     task_id TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
     column_id TEXT NOT NULL REFERENCES columns(id) ON DELETE CASCADE,
     value_json TEXT NOT NULL,
     PRIMARY KEY (task_id, column_id)
   ) WITHOUT ROWID;
   CREATE INDEX task_values_by_column ON task_values(column_id);`;
