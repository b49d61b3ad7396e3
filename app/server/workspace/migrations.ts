/**
 * The search index's triggers on one table (decision record 32): a row added, removed, or changed
 * in a column the index reads marks its item (`kind`, the row's `idColumn`) in search_dirty.
 */
function searchMarks(kind: string, table: string, idColumn: string, watched: string[], name = kind) {
  // Not INSERT OR IGNORE: a trigger fired by an upsert (column values) takes the upsert's conflict
  // policy, and a second mark of the same item would then abort the statement.
  const mark = (row: "NEW" | "OLD") =>
    `INSERT INTO search_dirty SELECT '${kind}', ${row}.${idColumn}
     WHERE NOT EXISTS (SELECT 1 FROM search_dirty WHERE kind = '${kind}' AND item_id = ${row}.${idColumn});`;
  const changed = watched.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(" OR ");
  return `CREATE TRIGGER search_${name}_added AFTER INSERT ON ${table} BEGIN ${mark("NEW")} END;
   CREATE TRIGGER search_${name}_changed AFTER UPDATE OF ${watched.join(", ")} ON ${table} WHEN ${changed} BEGIN ${mark("NEW")} END;
   CREATE TRIGGER search_${name}_removed AFTER DELETE ON ${table} BEGIN ${mark("OLD")} END;`;
}

/** Repairs a database where a move left links crossing projects: those go, the rest take their tasks' project. */
export const KEEP_LINKS_WITHIN_PROJECTS = `
  DELETE FROM dependencies WHERE (SELECT project_id FROM tasks WHERE id = predecessor_id)
    IS NOT (SELECT project_id FROM tasks WHERE id = successor_id);
  UPDATE dependencies SET project_id = (SELECT project_id FROM tasks WHERE id = predecessor_id)
    WHERE project_id IS NOT (SELECT project_id FROM tasks WHERE id = predecessor_id);`;

/**
 * The workspace schema, one ordered list per tenant database. Each step runs
 * once, inside the Durable Object's constructor, before any request is served.
 * Each aggregate (aggregates/<name>/) appends the steps that create or change
 * its tables; never edit a released step.
 */
export const WORKSPACE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE tenant (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     subdomain TEXT NOT NULL
   );
   CREATE TABLE members (
     user_id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     first_name TEXT NOT NULL,
     last_name TEXT NOT NULL,
     image_key TEXT,
     role TEXT NOT NULL,
     role_name TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'ACTIVE',
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES members(user_id),
     tenants_json TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_by_user ON sessions(user_id);`,
  // The activity log (activity.ts), one entry per command.
  `CREATE TABLE activity (
     id INTEGER PRIMARY KEY,
     actor_id TEXT,
     verb TEXT NOT NULL,
     item_type TEXT NOT NULL,
     item_id TEXT NOT NULL,
     parent_id TEXT,
     team_id TEXT,
     project_id TEXT,
     detail_json TEXT NOT NULL DEFAULT '{}',
     created_at INTEGER NOT NULL
   );
   CREATE INDEX activity_by_time ON activity(created_at);
   CREATE INDEX activity_by_item ON activity(item_type, item_id, created_at);`,
  // The profile page reads the member copy (decision record 15); date_format stays
  // null in a copy made before this step until its member's next sign-in.
  `ALTER TABLE members ADD COLUMN designation TEXT;
   ALTER TABLE members ADD COLUMN mobile_number TEXT;
   ALTER TABLE members ADD COLUMN city TEXT;
   ALTER TABLE members ADD COLUMN birthday TEXT;
   ALTER TABLE members ADD COLUMN work_anniversary TEXT;
   ALTER TABLE members ADD COLUMN date_format TEXT;
   ALTER TABLE members ADD COLUMN time_format TEXT;`,
  // The tenant's open invites, copied from the directory (aggregates/invites).
  `CREATE TABLE invites (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     role_id INTEGER NOT NULL,
     role_name TEXT NOT NULL,
     invited_by TEXT NOT NULL,
     inviter_name TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX invites_by_time ON invites(created_at);`,
  // Work structure (decision record 22): teams and their members, custom statuses,
  // folders, projects and their members, pins, columns, task groups, tasks (a subtask
  // is a task with a parent), assignees and column values. Order keys are
  // fractional-indexing keys (workspace/order.ts), compared with SQLite's binary collation.
  `CREATE TABLE teams (
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
   CREATE INDEX task_values_by_column ON task_values(column_id);`,
  // In-app notifications (aggregates/notifications) and the copy of the organisation's
  // plan (aggregates/subscription, decision 0018; no row: Free).
  `CREATE TABLE notifications (
     id TEXT PRIMARY KEY,
     recipient_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     title TEXT NOT NULL,
     body TEXT NOT NULL,
     link TEXT NOT NULL,
     actor_id TEXT,
     created_at INTEGER NOT NULL,
     read_at INTEGER
   );
   CREATE INDEX notifications_by_recipient ON notifications(recipient_id, created_at);
   CREATE INDEX notifications_unread ON notifications(recipient_id) WHERE read_at IS NULL;
   CREATE TABLE plan_copy (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     plan_id TEXT NOT NULL,
     plan_name TEXT NOT NULL,
     plan_upgrade INTEGER NOT NULL,
     limits_json TEXT NOT NULL,
     updated_at INTEGER NOT NULL
   );`,
  // Summary reads (decision record 27). Team summaries read a team's activity newest first.
  // My-space reads a member's assignments by due date: each assignment carries a copy of its
  // task's project, status, due date ('~' when none, so undated sorts last) and whether it is
  // open, kept by triggers whoever writes tasks, assignees or status categories.
  `CREATE INDEX activity_by_team ON activity(team_id, id);
   ALTER TABLE task_assignees ADD COLUMN project_id TEXT NOT NULL DEFAULT '';
   ALTER TABLE task_assignees ADD COLUMN status_id TEXT;
   ALTER TABLE task_assignees ADD COLUMN due_key TEXT NOT NULL DEFAULT '~';
   ALTER TABLE task_assignees ADD COLUMN open INTEGER NOT NULL DEFAULT 1;
   CREATE TRIGGER task_assignees_copy_task AFTER INSERT ON task_assignees BEGIN
     UPDATE task_assignees SET
       project_id = (SELECT t.project_id FROM tasks t WHERE t.id = NEW.task_id),
       status_id = (SELECT t.status_id FROM tasks t WHERE t.id = NEW.task_id),
       due_key = COALESCE((SELECT t.due_date FROM tasks t WHERE t.id = NEW.task_id), '~'),
       open = NOT EXISTS (SELECT 1 FROM tasks t JOIN statuses s ON s.id = t.status_id
                          WHERE t.id = NEW.task_id AND s.category IN ('DONE', 'CLOSED'))
     WHERE task_id = NEW.task_id AND user_id = NEW.user_id;
   END;
   CREATE TRIGGER tasks_copy_to_assignees AFTER UPDATE OF project_id, status_id, due_date ON tasks BEGIN
     UPDATE task_assignees SET
       project_id = NEW.project_id,
       status_id = NEW.status_id,
       due_key = COALESCE(NEW.due_date, '~'),
       open = NOT EXISTS (SELECT 1 FROM statuses s WHERE s.id = NEW.status_id AND s.category IN ('DONE', 'CLOSED'))
     WHERE task_id = NEW.id;
   END;
   CREATE TRIGGER statuses_copy_to_assignees AFTER UPDATE OF category ON statuses BEGIN
     UPDATE task_assignees SET open = NEW.category NOT IN ('DONE', 'CLOSED')
     WHERE task_id IN (SELECT t.id FROM tasks t WHERE t.status_id = NEW.id);
   END;
   UPDATE task_assignees SET
     project_id = (SELECT t.project_id FROM tasks t WHERE t.id = task_id),
     status_id = (SELECT t.status_id FROM tasks t WHERE t.id = task_id),
     due_key = COALESCE((SELECT t.due_date FROM tasks t WHERE t.id = task_id), '~'),
     open = NOT EXISTS (SELECT 1 FROM tasks t JOIN statuses s ON s.id = t.status_id
                        WHERE t.id = task_id AND s.category IN ('DONE', 'CLOSED'));
   CREATE INDEX task_assignees_by_user_due ON task_assignees(user_id, open, due_key, task_id, project_id, status_id);`,
  // The order of teams in the second panel (team/move); teams made before it have none and come first.
  `ALTER TABLE teams ADD COLUMN position TEXT;
   CREATE INDEX teams_by_position ON teams(position);`,
  // People pickers list the tenant's active members by name (team/settings).
  `CREATE INDEX members_by_name ON members(status, first_name, last_name);`,
  // The people who can see a project include the tenant's admins (List view assignees).
  `CREATE INDEX members_by_role ON members(role);`,
  // The List view's text filter and counts read task names from the index alone.
  `CREATE INDEX tasks_by_group_name ON tasks(group_id, parent_id, name);`,
  // Archive and bin (decision record 28): an item hidden in the archive or the bin carries where
  // (hidden_in 'archive' | 'bin'), with which item it went (hidden_with: its own id when it was
  // the one archived or deleted, else the ancestor's), by whom and when. Working views read only
  // rows whose hidden_in IS NULL. Dependencies between tasks (decision record 29), each team's
  // holidays and each project's auto-scheduling setting.
  `ALTER TABLE teams ADD COLUMN hidden_in TEXT;
   ALTER TABLE teams ADD COLUMN hidden_with TEXT;
   ALTER TABLE teams ADD COLUMN hidden_by TEXT;
   ALTER TABLE teams ADD COLUMN hidden_at INTEGER;
   ALTER TABLE folders ADD COLUMN hidden_in TEXT;
   ALTER TABLE folders ADD COLUMN hidden_with TEXT;
   ALTER TABLE folders ADD COLUMN hidden_by TEXT;
   ALTER TABLE folders ADD COLUMN hidden_at INTEGER;
   ALTER TABLE projects ADD COLUMN hidden_in TEXT;
   ALTER TABLE projects ADD COLUMN hidden_with TEXT;
   ALTER TABLE projects ADD COLUMN hidden_by TEXT;
   ALTER TABLE projects ADD COLUMN hidden_at INTEGER;
   ALTER TABLE task_groups ADD COLUMN hidden_in TEXT;
   ALTER TABLE task_groups ADD COLUMN hidden_with TEXT;
   ALTER TABLE task_groups ADD COLUMN hidden_by TEXT;
   ALTER TABLE task_groups ADD COLUMN hidden_at INTEGER;
   ALTER TABLE tasks ADD COLUMN hidden_in TEXT;
   ALTER TABLE tasks ADD COLUMN hidden_with TEXT;
   ALTER TABLE tasks ADD COLUMN hidden_by TEXT;
   ALTER TABLE tasks ADD COLUMN hidden_at INTEGER;
   CREATE INDEX teams_hidden_with ON teams(hidden_with) WHERE hidden_with IS NOT NULL;
   CREATE INDEX folders_hidden_with ON folders(hidden_with) WHERE hidden_with IS NOT NULL;
   CREATE INDEX projects_hidden_with ON projects(hidden_with) WHERE hidden_with IS NOT NULL;
   CREATE INDEX task_groups_hidden_with ON task_groups(hidden_with) WHERE hidden_with IS NOT NULL;
   CREATE INDEX tasks_hidden_with ON tasks(hidden_with) WHERE hidden_with IS NOT NULL;
   ALTER TABLE projects ADD COLUMN auto_schedule INTEGER NOT NULL DEFAULT 1;
   CREATE TABLE dependencies (
     id TEXT PRIMARY KEY,
     project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
     predecessor_id TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
     successor_id TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
     type TEXT NOT NULL CHECK (type IN ('FS', 'SS', 'FF', 'SF')),
     lag_days INTEGER NOT NULL DEFAULT 0,
     created_by TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     UNIQUE (predecessor_id, successor_id)
   );
   CREATE INDEX dependencies_by_project ON dependencies(project_id);
   CREATE INDEX dependencies_by_successor ON dependencies(successor_id);
   CREATE TABLE team_holidays (
     team_id TEXT NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
     day TEXT NOT NULL,
     name TEXT NOT NULL DEFAULT '',
     PRIMARY KEY (team_id, day)
   ) WITHOUT ROWID;`,
  // The Kanban board (decision record 30). Each top-level task has a board order key of its own,
  // shared by every board type; a task inserted without one takes its List key (ties across groups
  // are spread when a card is placed among them). Assignments and column values carry a copy of the
  // key while their task is a live top-level task (NULL otherwise), so each column of the board is
  // one index range whatever it is grouped by; the tasks' board indexes carry the columns of their
  // condition, so a column's count reads the index alone. Each member's board type per project, and
  // each project's card columns.
  `ALTER TABLE tasks ADD COLUMN board_position TEXT;
   UPDATE tasks SET board_position = position WHERE parent_id IS NULL;
   CREATE TRIGGER tasks_board_position AFTER INSERT ON tasks WHEN NEW.parent_id IS NULL AND NEW.board_position IS NULL BEGIN
     UPDATE tasks SET board_position = NEW.position WHERE id = NEW.id;
   END;
   CREATE INDEX tasks_board ON tasks(project_id, board_position, id, parent_id, hidden_in) WHERE parent_id IS NULL AND hidden_in IS NULL;
   CREATE INDEX tasks_board_by_status ON tasks(project_id, status_id, board_position, id, parent_id, hidden_in) WHERE parent_id IS NULL AND hidden_in IS NULL;
   CREATE INDEX tasks_board_by_priority ON tasks(project_id, priority, board_position, id, parent_id, hidden_in) WHERE parent_id IS NULL AND hidden_in IS NULL;
   ALTER TABLE task_assignees ADD COLUMN board_key TEXT;
   ALTER TABLE task_values ADD COLUMN board_key TEXT;
   CREATE TRIGGER task_assignees_copy_board AFTER INSERT ON task_assignees BEGIN
     UPDATE task_assignees SET board_key = (SELECT t.board_position FROM tasks t WHERE t.id = NEW.task_id AND t.parent_id IS NULL AND t.hidden_in IS NULL)
     WHERE task_id = NEW.task_id AND user_id = NEW.user_id;
   END;
   CREATE TRIGGER task_values_copy_board AFTER INSERT ON task_values BEGIN
     UPDATE task_values SET board_key = (SELECT t.board_position FROM tasks t WHERE t.id = NEW.task_id AND t.parent_id IS NULL AND t.hidden_in IS NULL)
     WHERE task_id = NEW.task_id AND column_id = NEW.column_id;
   END;
   CREATE TRIGGER tasks_board_to_copies AFTER UPDATE OF board_position, parent_id, hidden_in ON tasks BEGIN
     UPDATE task_assignees SET board_key = CASE WHEN NEW.parent_id IS NULL AND NEW.hidden_in IS NULL THEN NEW.board_position END WHERE task_id = NEW.id;
     UPDATE task_values SET board_key = CASE WHEN NEW.parent_id IS NULL AND NEW.hidden_in IS NULL THEN NEW.board_position END WHERE task_id = NEW.id;
   END;
   UPDATE task_assignees SET board_key = (SELECT t.board_position FROM tasks t WHERE t.id = task_id AND t.parent_id IS NULL AND t.hidden_in IS NULL);
   UPDATE task_values SET board_key = (SELECT t.board_position FROM tasks t WHERE t.id = task_id AND t.parent_id IS NULL AND t.hidden_in IS NULL);
   CREATE INDEX task_assignees_board ON task_assignees(project_id, user_id, board_key, task_id) WHERE board_key IS NOT NULL;
   CREATE INDEX task_values_board ON task_values(column_id, value_json, board_key, task_id) WHERE board_key IS NOT NULL;
   CREATE TABLE kanban_views (
     project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
     user_id TEXT NOT NULL,
     type TEXT NOT NULL CHECK (type IN ('STATUS', 'ASSIGNEE', 'PRIORITY', 'COLUMN')),
     column_id TEXT,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (project_id, user_id)
   ) WITHOUT ROWID;
   ALTER TABLE projects ADD COLUMN card_columns_json TEXT NOT NULL DEFAULT '[]';`,
  // Global search (decision record 32): one FTS5 row per team, project, task group, task or
  // subtask and active member; search_items says which item a row is, its result group and where
  // it lives (what decides who may see it). Triggers on the base tables mark what changed in
  // search_dirty (same transaction); the core drains it into the index after every command and
  // system operation (aggregates/search/indexer.ts). Everything already there is marked here, so
  // the first drain builds the index of an existing tenant.
  `CREATE VIRTUAL TABLE search_index USING fts5(
     name, first_name, last_name, body,
     tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
   );
   CREATE TABLE search_items (
     rowid INTEGER PRIMARY KEY,
     kind TEXT NOT NULL,
     item_id TEXT NOT NULL,
     result_group TEXT NOT NULL,
     team_id TEXT,
     project_id TEXT,
     updated_at INTEGER NOT NULL,
     UNIQUE (kind, item_id)
   );
   CREATE TABLE search_dirty (
     kind TEXT NOT NULL,
     item_id TEXT NOT NULL,
     PRIMARY KEY (kind, item_id)
   ) WITHOUT ROWID;
   ${searchMarks("team", "teams", "id", ["name"])}
   ${searchMarks("project", "projects", "id", ["name", "description"])}
   ${searchMarks("group", "task_groups", "id", ["name", "project_id"])}
   ${searchMarks("task", "tasks", "id", ["name", "description_json", "parent_id", "project_id"])}
   ${searchMarks("task", "task_values", "task_id", ["value_json"], "value")}
   ${searchMarks("member", "members", "user_id", ["first_name", "last_name", "status"])}
   CREATE TRIGGER search_column_retyped AFTER UPDATE OF type ON columns WHEN OLD.type IS NOT NEW.type BEGIN
     INSERT INTO search_dirty SELECT DISTINCT 'task', v.task_id FROM task_values v WHERE v.column_id = NEW.id
       AND NOT EXISTS (SELECT 1 FROM search_dirty d WHERE d.kind = 'task' AND d.item_id = v.task_id);
   END;
   INSERT OR IGNORE INTO search_dirty SELECT 'team', id FROM teams;
   INSERT OR IGNORE INTO search_dirty SELECT 'project', id FROM projects;
   INSERT OR IGNORE INTO search_dirty SELECT 'group', id FROM task_groups;
   INSERT OR IGNORE INTO search_dirty SELECT 'task', id FROM tasks;
   INSERT OR IGNORE INTO search_dirty SELECT 'member', user_id FROM members;`,
  // Archive and bin (decision record 28): each hidden item that was archived or deleted itself (a
  // root: hidden_with = id) is listed newest first per place; the List view reads a group's live
  // tasks from partial indexes; my-space's copy of a task marks a hidden task open = 2, so no
  // selection (open = 1, done = 0) shows it.
  `CREATE INDEX teams_hidden_roots ON teams(hidden_in, hidden_at, id) WHERE hidden_with = id;
   CREATE INDEX folders_hidden_roots ON folders(hidden_in, hidden_at, id) WHERE hidden_with = id;
   CREATE INDEX projects_hidden_roots ON projects(hidden_in, hidden_at, id) WHERE hidden_with = id;
   CREATE INDEX task_groups_hidden_roots ON task_groups(hidden_in, hidden_at, id) WHERE hidden_with = id;
   CREATE INDEX tasks_hidden_roots ON tasks(hidden_in, hidden_at, id) WHERE hidden_with = id;
   CREATE INDEX tasks_live_by_group ON tasks(group_id, parent_id, position) WHERE hidden_in IS NULL;
   CREATE INDEX tasks_live_by_group_name ON tasks(group_id, parent_id, name) WHERE hidden_in IS NULL;
   DROP TRIGGER task_assignees_copy_task;
   DROP TRIGGER tasks_copy_to_assignees;
   DROP TRIGGER statuses_copy_to_assignees;
   CREATE TRIGGER task_assignees_copy_task AFTER INSERT ON task_assignees BEGIN
     UPDATE task_assignees SET
       project_id = (SELECT t.project_id FROM tasks t WHERE t.id = NEW.task_id),
       status_id = (SELECT t.status_id FROM tasks t WHERE t.id = NEW.task_id),
       due_key = COALESCE((SELECT t.due_date FROM tasks t WHERE t.id = NEW.task_id), '~'),
       open = COALESCE((SELECT CASE WHEN t.hidden_in IS NOT NULL THEN 2
                                    WHEN EXISTS (SELECT 1 FROM statuses s WHERE s.id = t.status_id AND s.category IN ('DONE', 'CLOSED')) THEN 0
                                    ELSE 1 END
                        FROM tasks t WHERE t.id = NEW.task_id), 1)
     WHERE task_id = NEW.task_id AND user_id = NEW.user_id;
   END;
   CREATE TRIGGER tasks_copy_to_assignees AFTER UPDATE OF project_id, status_id, due_date, hidden_in ON tasks BEGIN
     UPDATE task_assignees SET
       project_id = NEW.project_id,
       status_id = NEW.status_id,
       due_key = COALESCE(NEW.due_date, '~'),
       open = CASE WHEN NEW.hidden_in IS NOT NULL THEN 2
                   WHEN EXISTS (SELECT 1 FROM statuses s WHERE s.id = NEW.status_id AND s.category IN ('DONE', 'CLOSED')) THEN 0
                   ELSE 1 END
     WHERE task_id = NEW.id;
   END;
   CREATE TRIGGER statuses_copy_to_assignees AFTER UPDATE OF category ON statuses BEGIN
     UPDATE task_assignees SET open = NEW.category NOT IN ('DONE', 'CLOSED')
     WHERE open != 2 AND task_id IN (SELECT t.id FROM tasks t WHERE t.status_id = NEW.id);
   END;
   UPDATE task_assignees SET open = 2 WHERE task_id IN (SELECT id FROM tasks WHERE hidden_in IS NOT NULL);`,
  // The board's count per status column (decision record 30): the live top-level tasks of each
  // project and status, kept by triggers, so the board's first screen reads one row per column
  // instead of counting the column's tasks.
  `CREATE TABLE board_status_counts (
     project_id TEXT NOT NULL,
     status_id TEXT NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (project_id, status_id)
   ) WITHOUT ROWID;
   CREATE TRIGGER board_status_count_insert AFTER INSERT ON tasks
   WHEN NEW.parent_id IS NULL AND NEW.hidden_in IS NULL AND NEW.status_id IS NOT NULL BEGIN
     INSERT INTO board_status_counts (project_id, status_id, count) VALUES (NEW.project_id, NEW.status_id, 1)
       ON CONFLICT (project_id, status_id) DO UPDATE SET count = count + 1;
   END;
   CREATE TRIGGER board_status_count_delete AFTER DELETE ON tasks
   WHEN OLD.parent_id IS NULL AND OLD.hidden_in IS NULL AND OLD.status_id IS NOT NULL BEGIN
     UPDATE board_status_counts SET count = count - 1 WHERE project_id = OLD.project_id AND status_id = OLD.status_id;
   END;
   CREATE TRIGGER board_status_count_update AFTER UPDATE OF project_id, status_id, parent_id, hidden_in ON tasks
   WHEN OLD.project_id IS NOT NEW.project_id OR OLD.status_id IS NOT NEW.status_id
     OR OLD.parent_id IS NOT NEW.parent_id OR OLD.hidden_in IS NOT NEW.hidden_in BEGIN
     UPDATE board_status_counts SET count = count - 1
       WHERE OLD.parent_id IS NULL AND OLD.hidden_in IS NULL AND project_id = OLD.project_id AND status_id = OLD.status_id;
     INSERT INTO board_status_counts (project_id, status_id, count)
       SELECT NEW.project_id, NEW.status_id, 1 WHERE NEW.parent_id IS NULL AND NEW.hidden_in IS NULL AND NEW.status_id IS NOT NULL
       ON CONFLICT (project_id, status_id) DO UPDATE SET count = count + 1;
   END;
   INSERT INTO board_status_counts (project_id, status_id, count)
     SELECT project_id, status_id, COUNT(*) FROM tasks WHERE parent_id IS NULL AND hidden_in IS NULL AND status_id IS NOT NULL
     GROUP BY project_id, status_id;`,
  // Dependencies stay within one project (decision record 38): a trigger notes every task whose
  // project changes, and the core settles the links of the noted tasks before each command commits
  // (dependencies/crossing.ts). Links an earlier move left crossing projects go; the rest follow
  // their tasks' project.
  `CREATE TABLE moved_tasks (task_id TEXT PRIMARY KEY) WITHOUT ROWID;
   CREATE TRIGGER tasks_note_project_change AFTER UPDATE OF project_id ON tasks
   WHEN OLD.project_id IS NOT NEW.project_id BEGIN
     INSERT INTO moved_tasks SELECT NEW.id WHERE NOT EXISTS (SELECT 1 FROM moved_tasks WHERE task_id = NEW.id);
   END;
   ${KEEP_LINKS_WITHIN_PROJECTS}`,
];

/** Brings the schema up to date; each step and its bookkeeping commit together or not at all. */
export function migrate(storage: DurableObjectStorage): number {
  const { sql } = storage;
  sql.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)");
  const row = sql.exec<{ version: number | null }>("SELECT MAX(version) AS version FROM schema_migrations").one();
  const current = row.version ?? 0;
  for (let version = current + 1; version <= WORKSPACE_MIGRATIONS.length; version++) {
    storage.transactionSync(() => {
      sql.exec(WORKSPACE_MIGRATIONS[version - 1]);
      sql.exec("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", version, Date.now());
    });
  }
  return WORKSPACE_MIGRATIONS.length;
}
