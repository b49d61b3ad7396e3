// Each project's progress (issue 24 §3): its live tasks and subtasks, and how many of them are
// done, in one row per project kept by triggers (triggers.ts), so the project's header and its
// views answer it without counting the project's tasks (at 10,000 tasks that count was the
// largest part of a board's load).
import { DONE_CATEGORIES_SQL } from "~/lib/statuses";
import {
  PROGRESS_PROJECT_REMOVED,
  PROGRESS_STATUS_RECATEGORISED,
  PROGRESS_STATUS_REMOVED,
  PROGRESS_TASK_ADDED,
  PROGRESS_TASK_CHANGED,
  PROGRESS_TASK_REMOVED,
} from "./triggers";

export default `CREATE TABLE project_progress (
     project_id TEXT PRIMARY KEY,
     total INTEGER NOT NULL,
     done INTEGER NOT NULL
   ) WITHOUT ROWID;
   ${PROGRESS_TASK_ADDED}
   ${PROGRESS_TASK_REMOVED}
   ${PROGRESS_TASK_CHANGED}
   ${PROGRESS_STATUS_RECATEGORISED}
   ${PROGRESS_STATUS_REMOVED}
   ${PROGRESS_PROJECT_REMOVED}
   INSERT INTO project_progress (project_id, total, done)
     SELECT t.project_id, COUNT(*), COALESCE(SUM(s.category IN (${DONE_CATEGORIES_SQL})), 0)
     FROM tasks t LEFT JOIN statuses s ON s.id = t.status_id WHERE t.hidden_in IS NULL GROUP BY t.project_id;`;
