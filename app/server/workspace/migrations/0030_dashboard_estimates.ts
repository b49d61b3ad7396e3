// Workload's estimates kept by triggers (issue 18 "Speed", decision record 65): an unfiltered
// workload widget with an estimate column reads the sums per project, person and due day from
// `dashboard_estimates` instead of looking up the column's value for each open assignment. The
// triggers (triggers.ts, DASHBOARD_ESTIMATES_*) keep them under every write; this step backfills
// them from the assignments and values.
import {
  DASHBOARD_ESTIMATES_ASSIGNED,
  DASHBOARD_ESTIMATES_ASSIGNMENT_CHANGED,
  DASHBOARD_ESTIMATES_COLUMN_REMOVED,
  DASHBOARD_ESTIMATES_COLUMN_RETYPED,
  DASHBOARD_ESTIMATES_PROJECT_REMOVED,
  DASHBOARD_ESTIMATES_UNASSIGNED,
  DASHBOARD_ESTIMATES_VALUE_ADDED,
  DASHBOARD_ESTIMATES_VALUE_CHANGED,
  DASHBOARD_ESTIMATES_VALUE_REMOVED,
} from "./triggers";

export default `CREATE TABLE dashboard_estimates (
     project_id TEXT NOT NULL,
     user_id TEXT NOT NULL,
     due_key TEXT NOT NULL,
     column_id TEXT NOT NULL,
     estimate REAL NOT NULL,
     PRIMARY KEY (project_id, column_id, user_id, due_key)
   ) WITHOUT ROWID;
   ${DASHBOARD_ESTIMATES_ASSIGNED}
   ${DASHBOARD_ESTIMATES_UNASSIGNED}
   ${DASHBOARD_ESTIMATES_ASSIGNMENT_CHANGED}
   ${DASHBOARD_ESTIMATES_VALUE_ADDED}
   ${DASHBOARD_ESTIMATES_VALUE_REMOVED}
   ${DASHBOARD_ESTIMATES_VALUE_CHANGED}
   ${DASHBOARD_ESTIMATES_COLUMN_RETYPED}
   ${DASHBOARD_ESTIMATES_COLUMN_REMOVED}
   ${DASHBOARD_ESTIMATES_PROJECT_REMOVED}
   INSERT INTO dashboard_estimates (project_id, user_id, due_key, column_id, estimate)
     SELECT a.project_id, a.user_id, a.due_key, v.column_id, SUM(CAST(v.value_json AS REAL))
     FROM task_assignees a CROSS JOIN task_values v ON v.task_id = a.task_id CROSS JOIN columns c ON c.id = v.column_id
     WHERE a.open = 1 AND a.board_key IS NOT NULL AND c.type IN ('NUMBER', 'CURRENCY') GROUP BY 1, 2, 3, 4;`;
