// Archive and bin (decision record 28): an item hidden in the archive or the bin carries where
// (hidden_in 'archive' | 'bin'), with which item it went (hidden_with: its own id when it was
// the one archived or deleted, else the ancestor's), by whom and when. Working views read only
// rows whose hidden_in IS NULL. Dependencies between tasks (decision record 29), each team's
// holidays and each project's auto-scheduling setting.
export default `ALTER TABLE teams ADD COLUMN hidden_in TEXT;
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
   ) WITHOUT ROWID;`;
