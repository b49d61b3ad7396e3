// Dashboards (aggregates/dashboards, issue 18): a dashboard is public (every member of the tenant
// reads it) or private (its owner and whom it invited: dashboard_members, viewer or editor). Its
// widgets keep their kind, size, place (an order key) and what they count (config_json). A task
// keeps when it was completed (completed_at, kept by triggers whoever changes its status or the
// status's category), so a burn-up counts completions per day with GROUP BY.
import { STATUSES_COMPLETE_TASKS, TASKS_COMPLETED_AT_INSERT, TASKS_COMPLETED_AT_UPDATE } from "./triggers";

export default `CREATE TABLE dashboards (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     description TEXT,
     visibility TEXT NOT NULL CHECK (visibility IN ('PUBLIC', 'PRIVATE')),
     owner_id TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX dashboards_by_owner ON dashboards(owner_id);
   CREATE INDEX dashboards_by_visibility ON dashboards(visibility, name);
   CREATE TABLE dashboard_members (
     dashboard_id TEXT NOT NULL REFERENCES dashboards(id) ON DELETE CASCADE,
     user_id TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('VIEWER', 'EDITOR')),
     added_at INTEGER NOT NULL,
     PRIMARY KEY (dashboard_id, user_id)
   ) WITHOUT ROWID;
   CREATE INDEX dashboard_members_by_user ON dashboard_members(user_id, dashboard_id);
   CREATE TABLE widgets (
     id TEXT PRIMARY KEY,
     dashboard_id TEXT NOT NULL REFERENCES dashboards(id) ON DELETE CASCADE,
     name TEXT NOT NULL,
     description TEXT NOT NULL,
     kind TEXT NOT NULL,
     size TEXT NOT NULL CHECK (size IN ('small', 'wide')),
     position TEXT NOT NULL,
     config_json TEXT NOT NULL,
     created_by TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX widgets_of_dashboard ON widgets(dashboard_id, position);
   ALTER TABLE tasks ADD COLUMN completed_at INTEGER;
   UPDATE tasks SET completed_at = updated_at
     WHERE status_id IN (SELECT id FROM statuses WHERE category IN ('DONE', 'CLOSED'));
   ${TASKS_COMPLETED_AT_INSERT}
   ${TASKS_COMPLETED_AT_UPDATE}
   ${STATUSES_COMPLETE_TASKS}`;
