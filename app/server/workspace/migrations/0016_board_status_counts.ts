// The board's count per status column (decision record 30): the live top-level tasks of each
// project and status, kept by triggers, so the board's first screen reads one row per column
// instead of counting the column's tasks.

import { BOARD_STATUS_COUNT_DELETE, BOARD_STATUS_COUNT_INSERT, BOARD_STATUS_COUNT_UPDATE } from "./triggers";
export default `CREATE TABLE board_status_counts (
     project_id TEXT NOT NULL,
     status_id TEXT NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (project_id, status_id)
   ) WITHOUT ROWID;
   ${BOARD_STATUS_COUNT_INSERT}
   ${BOARD_STATUS_COUNT_DELETE}
   ${BOARD_STATUS_COUNT_UPDATE}
   INSERT INTO board_status_counts (project_id, status_id, count)
     SELECT project_id, status_id, COUNT(*) FROM tasks WHERE parent_id IS NULL AND hidden_in IS NULL AND status_id IS NOT NULL
     GROUP BY project_id, status_id;`;
