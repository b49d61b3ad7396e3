// Archive and bin (decision record 28): each hidden item that was archived or deleted itself (a
// root: hidden_with = id) is listed newest first per place; the List view reads a group's live
// tasks from partial indexes; my-space's copy of a task marks a hidden task open = 2, so no
// selection (open = 1, done = 0) shows it.

import { STATUSES_COPY_TO_ASSIGNEES, TASKS_COPY_TO_ASSIGNEES, TASK_ASSIGNEES_COPY_TASK } from "./triggers";
export default `CREATE INDEX teams_hidden_roots ON teams(hidden_in, hidden_at, id) WHERE hidden_with = id;
   CREATE INDEX folders_hidden_roots ON folders(hidden_in, hidden_at, id) WHERE hidden_with = id;
   CREATE INDEX projects_hidden_roots ON projects(hidden_in, hidden_at, id) WHERE hidden_with = id;
   CREATE INDEX task_groups_hidden_roots ON task_groups(hidden_in, hidden_at, id) WHERE hidden_with = id;
   CREATE INDEX tasks_hidden_roots ON tasks(hidden_in, hidden_at, id) WHERE hidden_with = id;
   CREATE INDEX tasks_live_by_group ON tasks(group_id, parent_id, position) WHERE hidden_in IS NULL;
   CREATE INDEX tasks_live_by_group_name ON tasks(group_id, parent_id, name) WHERE hidden_in IS NULL;
   DROP TRIGGER task_assignees_copy_task;
   DROP TRIGGER tasks_copy_to_assignees;
   DROP TRIGGER statuses_copy_to_assignees;
   ${TASK_ASSIGNEES_COPY_TASK}
   ${TASKS_COPY_TO_ASSIGNEES}
   ${STATUSES_COPY_TO_ASSIGNEES}
   UPDATE task_assignees SET open = 2 WHERE task_id IN (SELECT id FROM tasks WHERE hidden_in IS NOT NULL);`;
