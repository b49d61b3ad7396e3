// Dashboards' counts kept by triggers (issue 18 "Speed", decision record 65): an unfiltered chart
// reads a few rows per project (status × priority, assignee × priority, a single-select option ×
// priority, open and done) and a burn-up a row per project and day, instead of every task; like the
// Kanban board's status counts (step 16). The triggers (triggers.ts) keep them under every write;
// this step backfills them from the tasks. An unfiltered task list takes each project's first
// tasks by due date from `tasks_dashboard_due`.
import {
  DASHBOARD_COUNTS_ASSIGNED,
  DASHBOARD_COUNTS_COLUMN_REMOVED,
  DASHBOARD_COUNTS_COLUMN_RETYPED,
  DASHBOARD_COUNTS_PROJECT_REMOVED,
  DASHBOARD_COUNTS_REASSIGNED,
  DASHBOARD_COUNTS_TASK_ADDED,
  DASHBOARD_COUNTS_TASK_CHANGED,
  DASHBOARD_COUNTS_TASK_REMOVED,
  DASHBOARD_COUNTS_UNASSIGNED,
  DASHBOARD_COUNTS_VALUE_ADDED,
  DASHBOARD_COUNTS_VALUE_CHANGED,
  DASHBOARD_COUNTS_VALUE_REMOVED,
} from "./triggers";

const LIVE = "t.parent_id IS NULL AND t.hidden_in IS NULL";
const OPEN_DONE = "SUM(t.completed_at IS NULL), SUM(t.completed_at IS NOT NULL)";
export default `CREATE TABLE dashboard_counts (
     project_id TEXT NOT NULL,
     dim TEXT NOT NULL CHECK (dim IN ('status', 'assignee', 'option')),
     key TEXT NOT NULL,
     sub TEXT NOT NULL,
     priority TEXT NOT NULL,
     open INTEGER NOT NULL,
     done INTEGER NOT NULL,
     PRIMARY KEY (project_id, dim, key, sub, priority)
   ) WITHOUT ROWID;
   CREATE TABLE dashboard_days (
     project_id TEXT NOT NULL,
     day INTEGER NOT NULL,
     created INTEGER NOT NULL,
     completed INTEGER NOT NULL,
     PRIMARY KEY (project_id, day)
   ) WITHOUT ROWID;
   CREATE INDEX tasks_dashboard_due ON tasks(project_id, due_date, created_at, id) WHERE parent_id IS NULL AND hidden_in IS NULL;
   ${DASHBOARD_COUNTS_TASK_ADDED}
   ${DASHBOARD_COUNTS_TASK_REMOVED}
   ${DASHBOARD_COUNTS_TASK_CHANGED}
   ${DASHBOARD_COUNTS_ASSIGNED}
   ${DASHBOARD_COUNTS_UNASSIGNED}
   ${DASHBOARD_COUNTS_REASSIGNED}
   ${DASHBOARD_COUNTS_VALUE_ADDED}
   ${DASHBOARD_COUNTS_VALUE_REMOVED}
   ${DASHBOARD_COUNTS_VALUE_CHANGED}
   ${DASHBOARD_COUNTS_COLUMN_RETYPED}
   ${DASHBOARD_COUNTS_COLUMN_REMOVED}
   ${DASHBOARD_COUNTS_PROJECT_REMOVED}
   INSERT INTO dashboard_counts (project_id, dim, key, sub, priority, open, done)
     SELECT t.project_id, 'status', COALESCE(t.status_id, ''), '', COALESCE(t.priority, ''), ${OPEN_DONE}
     FROM tasks t WHERE ${LIVE} GROUP BY 1, 3, 5;
   INSERT INTO dashboard_counts (project_id, dim, key, sub, priority, open, done)
     SELECT t.project_id, 'assignee', COALESCE(a.user_id, ''), '', COALESCE(t.priority, ''), ${OPEN_DONE}
     FROM tasks t LEFT JOIN task_assignees a ON a.task_id = t.id WHERE ${LIVE} GROUP BY 1, 3, 5;
   INSERT INTO dashboard_counts (project_id, dim, key, sub, priority, open, done)
     SELECT t.project_id, 'option', v.column_id, COALESCE(json_extract(v.value_json, '$'), ''), COALESCE(t.priority, ''), ${OPEN_DONE}
     FROM tasks t CROSS JOIN task_values v ON v.task_id = t.id CROSS JOIN columns c ON c.id = v.column_id
     WHERE ${LIVE} AND c.type = 'SINGLE_SELECT' GROUP BY 1, 3, 4, 5;
   INSERT INTO dashboard_days (project_id, day, created, completed)
     SELECT project_id, day, SUM(created), SUM(completed) FROM (
       SELECT t.project_id, CAST(t.created_at / 86400000 AS INTEGER) AS day, 1 AS created, 0 AS completed FROM tasks t WHERE ${LIVE}
       UNION ALL
       SELECT t.project_id, CAST(t.completed_at / 86400000 AS INTEGER), 0, 1 FROM tasks t WHERE ${LIVE} AND t.completed_at IS NOT NULL)
     GROUP BY project_id, day;`;
