// The Kanban board (decision record 30). Each top-level task has a board order key of its own,
// shared by every board type; a task inserted without one takes its List key (ties across groups
// are spread when a card is placed among them). Assignments and column values carry a copy of the
// key while their task is a live top-level task (NULL otherwise), so each column of the board is
// one index range whatever it is grouped by; the tasks' board indexes carry the columns of their
// condition, so a column's count reads the index alone. Each member's board type per project, and
// each project's card columns.

import {
  TASKS_BOARD_POSITION,
  TASKS_BOARD_TO_COPIES,
  TASK_ASSIGNEES_COPY_BOARD,
  TASK_VALUES_COPY_BOARD,
} from "./triggers";
export default `ALTER TABLE tasks ADD COLUMN board_position TEXT;
   UPDATE tasks SET board_position = position WHERE parent_id IS NULL;
   ${TASKS_BOARD_POSITION}
   CREATE INDEX tasks_board ON tasks(project_id, board_position, id, parent_id, hidden_in) WHERE parent_id IS NULL AND hidden_in IS NULL;
   CREATE INDEX tasks_board_by_status ON tasks(project_id, status_id, board_position, id, parent_id, hidden_in) WHERE parent_id IS NULL AND hidden_in IS NULL;
   CREATE INDEX tasks_board_by_priority ON tasks(project_id, priority, board_position, id, parent_id, hidden_in) WHERE parent_id IS NULL AND hidden_in IS NULL;
   ALTER TABLE task_assignees ADD COLUMN board_key TEXT;
   ALTER TABLE task_values ADD COLUMN board_key TEXT;
   ${TASK_ASSIGNEES_COPY_BOARD}
   ${TASK_VALUES_COPY_BOARD}
   ${TASKS_BOARD_TO_COPIES}
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
   ALTER TABLE projects ADD COLUMN card_columns_json TEXT NOT NULL DEFAULT '[]';`;
