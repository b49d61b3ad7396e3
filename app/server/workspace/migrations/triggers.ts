/**
 * The current definition of every trigger of the workspace schema, each under its own name. The
 * step that last creates a trigger takes it from here; a test re-creates every trigger from this
 * module alone and finds the schema unchanged. To change one, freeze the text the older step used
 * in that step, change it here, and add a step that drops it and creates it from here.
 */

import { DONE_CATEGORIES_SQL } from "~/lib/statuses";

// The Kanban board (step 13): board order keys and their copies on assignments and column values.
export const TASKS_BOARD_POSITION = `CREATE TRIGGER tasks_board_position AFTER INSERT ON tasks WHEN NEW.parent_id IS NULL AND NEW.board_position IS NULL BEGIN
     UPDATE tasks SET board_position = NEW.position WHERE id = NEW.id;
   END;`;
export const TASK_ASSIGNEES_COPY_BOARD = `CREATE TRIGGER task_assignees_copy_board AFTER INSERT ON task_assignees BEGIN
     UPDATE task_assignees SET board_key = (SELECT t.board_position FROM tasks t WHERE t.id = NEW.task_id AND t.parent_id IS NULL AND t.hidden_in IS NULL)
     WHERE task_id = NEW.task_id AND user_id = NEW.user_id;
   END;`;
export const TASK_VALUES_COPY_BOARD = `CREATE TRIGGER task_values_copy_board AFTER INSERT ON task_values BEGIN
     UPDATE task_values SET board_key = (SELECT t.board_position FROM tasks t WHERE t.id = NEW.task_id AND t.parent_id IS NULL AND t.hidden_in IS NULL)
     WHERE task_id = NEW.task_id AND column_id = NEW.column_id;
   END;`;
export const TASKS_BOARD_TO_COPIES = `CREATE TRIGGER tasks_board_to_copies AFTER UPDATE OF board_position, parent_id, hidden_in ON tasks BEGIN
     UPDATE task_assignees SET board_key = CASE WHEN NEW.parent_id IS NULL AND NEW.hidden_in IS NULL THEN NEW.board_position END WHERE task_id = NEW.id;
     UPDATE task_values SET board_key = CASE WHEN NEW.parent_id IS NULL AND NEW.hidden_in IS NULL THEN NEW.board_position END WHERE task_id = NEW.id;
   END;`;

/**
 * Global search (step 14): the search index's triggers on one table (decision record 32),
 * search_<name>_added, _changed and _removed: a row added, removed, or changed in a column the
 * index reads marks its item (`kind`, the row's `idColumn`) in search_dirty.
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

export const SEARCH_TEAM_MARKS = searchMarks("team", "teams", "id", ["name"]);
export const SEARCH_PROJECT_MARKS = searchMarks("project", "projects", "id", ["name", "description"]);
export const SEARCH_GROUP_MARKS = searchMarks("group", "task_groups", "id", ["name", "project_id"]);
export const SEARCH_TASK_MARKS = searchMarks("task", "tasks", "id", ["name", "description_json", "parent_id", "project_id"]);
export const SEARCH_VALUE_MARKS = searchMarks("task", "task_values", "task_id", ["value_json"], "value");
export const SEARCH_MEMBER_MARKS = searchMarks("member", "members", "user_id", ["first_name", "last_name", "status"]);
export const SEARCH_COLUMN_RETYPED = `CREATE TRIGGER search_column_retyped AFTER UPDATE OF type ON columns WHEN OLD.type IS NOT NEW.type BEGIN
     INSERT INTO search_dirty SELECT DISTINCT 'task', v.task_id FROM task_values v WHERE v.column_id = NEW.id
       AND NOT EXISTS (SELECT 1 FROM search_dirty d WHERE d.kind = 'task' AND d.item_id = v.task_id);
   END;`;

// My-space's copy of each assignment's task (step 15; step 7 created the first ones).
export const TASK_ASSIGNEES_COPY_TASK = `CREATE TRIGGER task_assignees_copy_task AFTER INSERT ON task_assignees BEGIN
     UPDATE task_assignees SET
       project_id = (SELECT t.project_id FROM tasks t WHERE t.id = NEW.task_id),
       status_id = (SELECT t.status_id FROM tasks t WHERE t.id = NEW.task_id),
       due_key = COALESCE((SELECT t.due_date FROM tasks t WHERE t.id = NEW.task_id), '~'),
       open = COALESCE((SELECT CASE WHEN t.hidden_in IS NOT NULL THEN 2
                                    WHEN EXISTS (SELECT 1 FROM statuses s WHERE s.id = t.status_id AND s.category IN (${DONE_CATEGORIES_SQL})) THEN 0
                                    ELSE 1 END
                        FROM tasks t WHERE t.id = NEW.task_id), 1)
     WHERE task_id = NEW.task_id AND user_id = NEW.user_id;
   END;`;
export const TASKS_COPY_TO_ASSIGNEES = `CREATE TRIGGER tasks_copy_to_assignees AFTER UPDATE OF project_id, status_id, due_date, hidden_in ON tasks BEGIN
     UPDATE task_assignees SET
       project_id = NEW.project_id,
       status_id = NEW.status_id,
       due_key = COALESCE(NEW.due_date, '~'),
       open = CASE WHEN NEW.hidden_in IS NOT NULL THEN 2
                   WHEN EXISTS (SELECT 1 FROM statuses s WHERE s.id = NEW.status_id AND s.category IN (${DONE_CATEGORIES_SQL})) THEN 0
                   ELSE 1 END
     WHERE task_id = NEW.id;
   END;`;
export const STATUSES_COPY_TO_ASSIGNEES = `CREATE TRIGGER statuses_copy_to_assignees AFTER UPDATE OF category ON statuses BEGIN
     UPDATE task_assignees SET open = NEW.category NOT IN (${DONE_CATEGORIES_SQL})
     WHERE open != 2 AND task_id IN (SELECT t.id FROM tasks t WHERE t.status_id = NEW.id);
   END;`;

// The board's count per status column (step 16).
export const BOARD_STATUS_COUNT_INSERT = `CREATE TRIGGER board_status_count_insert AFTER INSERT ON tasks
   WHEN NEW.parent_id IS NULL AND NEW.hidden_in IS NULL AND NEW.status_id IS NOT NULL BEGIN
     INSERT INTO board_status_counts (project_id, status_id, count) VALUES (NEW.project_id, NEW.status_id, 1)
       ON CONFLICT (project_id, status_id) DO UPDATE SET count = count + 1;
   END;`;
export const BOARD_STATUS_COUNT_DELETE = `CREATE TRIGGER board_status_count_delete AFTER DELETE ON tasks
   WHEN OLD.parent_id IS NULL AND OLD.hidden_in IS NULL AND OLD.status_id IS NOT NULL BEGIN
     UPDATE board_status_counts SET count = count - 1 WHERE project_id = OLD.project_id AND status_id = OLD.status_id;
   END;`;
export const BOARD_STATUS_COUNT_UPDATE = `CREATE TRIGGER board_status_count_update AFTER UPDATE OF project_id, status_id, parent_id, hidden_in ON tasks
   WHEN OLD.project_id IS NOT NEW.project_id OR OLD.status_id IS NOT NEW.status_id
     OR OLD.parent_id IS NOT NEW.parent_id OR OLD.hidden_in IS NOT NEW.hidden_in BEGIN
     UPDATE board_status_counts SET count = count - 1
       WHERE OLD.parent_id IS NULL AND OLD.hidden_in IS NULL AND project_id = OLD.project_id AND status_id = OLD.status_id;
     INSERT INTO board_status_counts (project_id, status_id, count)
       SELECT NEW.project_id, NEW.status_id, 1 WHERE NEW.parent_id IS NULL AND NEW.hidden_in IS NULL AND NEW.status_id IS NOT NULL
       ON CONFLICT (project_id, status_id) DO UPDATE SET count = count + 1;
   END;`;

// Tasks whose project changed, for the core to settle their links (step 17).
export const TASKS_NOTE_PROJECT_CHANGE = `CREATE TRIGGER tasks_note_project_change AFTER UPDATE OF project_id ON tasks
   WHEN OLD.project_id IS NOT NEW.project_id BEGIN
     INSERT INTO moved_tasks SELECT NEW.id WHERE NOT EXISTS (SELECT 1 FROM moved_tasks WHERE task_id = NEW.id);
   END;`;

// Conversations (step 20): an item deleted for good takes its messages and watchers (reactions and
// mentions go by cascade); a message is searchable by its text.
export const ITEM_MESSAGES_GO_WITH_TASK = `CREATE TRIGGER item_messages_go_with_task AFTER DELETE ON tasks BEGIN
     DELETE FROM messages WHERE item_id = OLD.id AND conversation_id IS NULL;
     DELETE FROM watchers WHERE item_id = OLD.id;
   END;`;
export const ITEM_MESSAGES_GO_WITH_GROUP = `CREATE TRIGGER item_messages_go_with_group AFTER DELETE ON task_groups BEGIN
     DELETE FROM messages WHERE item_id = OLD.id AND conversation_id IS NULL;
     DELETE FROM watchers WHERE item_id = OLD.id;
   END;`;
export const SEARCH_MESSAGE_MARKS = searchMarks("message", "messages", "id", ["body_text", "deleted_at"]);
/** A task or group that moves to another project takes its messages' search entries along (who may find them). */
const messagesMoveWith = (table: string, name: string) => `CREATE TRIGGER search_messages_move_with_${name} AFTER UPDATE OF project_id ON ${table}
     WHEN OLD.project_id IS NOT NEW.project_id BEGIN
     INSERT INTO search_dirty SELECT 'message', m.id FROM messages m WHERE m.item_id = NEW.id
       AND NOT EXISTS (SELECT 1 FROM search_dirty d WHERE d.kind = 'message' AND d.item_id = m.id);
   END;`;
export const SEARCH_MESSAGES_MOVE_WITH_TASK = messagesMoveWith("tasks", "task");
export const SEARCH_MESSAGES_MOVE_WITH_GROUP = messagesMoveWith("task_groups", "group");

// Attachments (step 21): an item deleted for good, and a message deleted (or kept only as "message
// deleted"), take their files; every file row that goes, whatever took it, queues the deletion of its
// R2 object (effect kind r2Delete, run by the alarm after the commit, decision record 44) and gives
// its bytes back to the tenant's storage count.
export const ATTACHMENTS_GO_WITH_TASK = `CREATE TRIGGER attachments_go_with_task AFTER DELETE ON tasks BEGIN
     DELETE FROM attachments WHERE item_id = OLD.id;
   END;`;
export const ATTACHMENTS_GO_WITH_GROUP = `CREATE TRIGGER attachments_go_with_group AFTER DELETE ON task_groups BEGIN
     DELETE FROM attachments WHERE item_id = OLD.id;
   END;`;
export const ATTACHMENTS_GO_WITH_MESSAGE = `CREATE TRIGGER attachments_go_with_message AFTER DELETE ON messages BEGIN
     DELETE FROM attachments WHERE message_id = OLD.id;
   END;`;
export const ATTACHMENTS_GO_WITH_DELETED_MESSAGE = `CREATE TRIGGER attachments_go_with_deleted_message AFTER UPDATE OF deleted_at ON messages
   WHEN NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL BEGIN
     DELETE FROM attachments WHERE message_id = OLD.id;
   END;`;
export const ATTACHMENT_COUNTED = `CREATE TRIGGER attachment_counted AFTER INSERT ON attachments BEGIN
     UPDATE storage_usage SET bytes = bytes + NEW.size WHERE id = 1;
   END;`;
export const ATTACHMENT_RESIZED = `CREATE TRIGGER attachment_resized AFTER UPDATE OF size ON attachments BEGIN
     UPDATE storage_usage SET bytes = bytes - OLD.size + NEW.size WHERE id = 1;
   END;`;
/** run_at 0: due at once (the clock of SQLite is not the Worker's; created_at is for the audit only). */
export const ATTACHMENT_REMOVED = `CREATE TRIGGER attachment_removed AFTER DELETE ON attachments BEGIN
     UPDATE storage_usage SET bytes = bytes - OLD.size WHERE id = 1;
     INSERT INTO effect_queue (kind, payload_json, activity_id, run_at, created_at)
       VALUES ('r2Delete', json_object('key', OLD.r2_key), NULL, 0, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
   END;`;

// How many conversations and replies each task, subtask and task group has (step 20), for the
// views' counts without a statement of their own: a message added or removed counts on its item.
const messageCount = (sign: "+" | "-", row: "NEW" | "OLD") =>
  ["tasks", "task_groups"]
    .map(
      (table) => `UPDATE ${table} SET conversation_count = conversation_count ${sign} (${row}.conversation_id IS NULL),
         reply_count = reply_count ${sign} (${row}.conversation_id IS NOT NULL) WHERE id = ${row}.item_id;`,
    )
    .join("\n     ");
export const MESSAGE_COUNTED = `CREATE TRIGGER message_counted AFTER INSERT ON messages BEGIN
     ${messageCount("+", "NEW")}
   END;`;
export const MESSAGE_UNCOUNTED = `CREATE TRIGGER message_uncounted AFTER DELETE ON messages BEGIN
     ${messageCount("-", "OLD")}
   END;`;

// Each project's progress (step 22): how many of its live tasks and subtasks there are, and how many
// of them are in a done category, kept as one row per project so the header and the views read it
// without counting the project's tasks.
const isDone = (statusId: string) => `EXISTS (SELECT 1 FROM statuses s WHERE s.id = ${statusId} AND s.category IN (${DONE_CATEGORIES_SQL}))`;
const progressAdd = (row: "NEW") =>
  `INSERT INTO project_progress (project_id, total, done) SELECT ${row}.project_id, 1, ${isDone(`${row}.status_id`)} WHERE ${row}.hidden_in IS NULL
       ON CONFLICT (project_id) DO UPDATE SET total = total + 1, done = done + excluded.done;`;
const progressSubtract = (row: "OLD") =>
  `UPDATE project_progress SET total = total - 1, done = done - ${isDone(`${row}.status_id`)} WHERE ${row}.hidden_in IS NULL AND project_id = ${row}.project_id;`;
/** Adds `sign` × the live tasks of `statusId` to the done count of every project that has some. */
const progressRecount = (statusId: string, sign: string) =>
  `UPDATE project_progress SET done = done + ${sign} * (SELECT COUNT(*) FROM tasks t
       WHERE t.project_id = project_progress.project_id AND t.status_id = ${statusId} AND t.hidden_in IS NULL)
     WHERE project_id IN (SELECT t.project_id FROM tasks t WHERE t.status_id = ${statusId});`;
export const PROGRESS_TASK_ADDED = `CREATE TRIGGER progress_task_added AFTER INSERT ON tasks BEGIN
     ${progressAdd("NEW")}
   END;`;
export const PROGRESS_TASK_REMOVED = `CREATE TRIGGER progress_task_removed AFTER DELETE ON tasks BEGIN
     ${progressSubtract("OLD")}
   END;`;
export const PROGRESS_TASK_CHANGED = `CREATE TRIGGER progress_task_changed AFTER UPDATE OF project_id, status_id, hidden_in ON tasks
   WHEN OLD.project_id IS NOT NEW.project_id OR OLD.status_id IS NOT NEW.status_id OR OLD.hidden_in IS NOT NEW.hidden_in BEGIN
     ${progressSubtract("OLD")}
     ${progressAdd("NEW")}
   END;`;
export const PROGRESS_STATUS_RECATEGORISED = `CREATE TRIGGER progress_status_recategorised AFTER UPDATE OF category ON statuses
   WHEN (OLD.category IN (${DONE_CATEGORIES_SQL})) IS NOT (NEW.category IN (${DONE_CATEGORIES_SQL})) BEGIN
     ${progressRecount("NEW.id", `CASE WHEN NEW.category IN (${DONE_CATEGORIES_SQL}) THEN 1 ELSE -1 END`)}
   END;`;
export const PROGRESS_STATUS_REMOVED = `CREATE TRIGGER progress_status_removed AFTER DELETE ON statuses
   WHEN OLD.category IN (${DONE_CATEGORIES_SQL}) BEGIN
     ${progressRecount("OLD.id", "-1")}
   END;`;
export const PROGRESS_PROJECT_REMOVED = `CREATE TRIGGER progress_project_removed AFTER DELETE ON projects BEGIN
     DELETE FROM project_progress WHERE project_id = OLD.id;
   END;`;

// Dashboards (step 23): when a task was completed (its status in a DONE or CLOSED category), for burn-ups.
const COMPLETE = `(${DONE_CATEGORIES_SQL})`;
export const TASKS_COMPLETED_AT_INSERT = `CREATE TRIGGER tasks_completed_at_insert AFTER INSERT ON tasks
     WHEN EXISTS (SELECT 1 FROM statuses s WHERE s.id = NEW.status_id AND s.category IN ${COMPLETE}) BEGIN
     UPDATE tasks SET completed_at = NEW.created_at WHERE id = NEW.id;
   END;`;
export const TASKS_COMPLETED_AT_UPDATE = `CREATE TRIGGER tasks_completed_at_update AFTER UPDATE OF status_id ON tasks
     WHEN NEW.status_id IS NOT OLD.status_id BEGIN
     UPDATE tasks SET completed_at = CASE
       WHEN EXISTS (SELECT 1 FROM statuses s WHERE s.id = NEW.status_id AND s.category IN ${COMPLETE}) THEN COALESCE(OLD.completed_at, NEW.updated_at)
       ELSE NULL END
     WHERE id = NEW.id;
   END;`;
export const STATUSES_COMPLETE_TASKS = `CREATE TRIGGER statuses_complete_tasks AFTER UPDATE OF category ON statuses
     WHEN (OLD.category IN ${COMPLETE}) IS NOT (NEW.category IN ${COMPLETE}) BEGIN
     UPDATE tasks SET completed_at = CASE WHEN NEW.category IN ${COMPLETE} THEN COALESCE(completed_at, updated_at) ELSE NULL END
     WHERE status_id = NEW.id;
   END;`;

/**
 * Dashboards' summary counts (step 29, decision record 65): the live top-level tasks (neither a
 * subtask nor archived nor in the bin) counted open and done (`completed_at`) per project by
 * status × priority, by assignee × priority (key '' the unassigned) and by a single-select
 * column's option × priority (`key` the column, `sub` the option; tasks without a value are the
 * status rows less these); and per project and UTC day, how many were created and completed then.
 * Each trigger takes away a row's old contribution and adds its new one, from OLD and NEW and the
 * other table's current rows, so it is exact under every write whoever makes it.
 */
const LIVE = (row: string) => `${row}.parent_id IS NULL AND ${row}.hidden_in IS NULL`;
const COUNTS_UPSERT = "ON CONFLICT (project_id, dim, key, sub, priority) DO UPDATE SET open = open + excluded.open, done = done + excluded.done";
const openDone = (task: string, sign: number) => `${sign} * (${task}.completed_at IS NULL), ${sign} * (${task}.completed_at IS NOT NULL)`;
const COUNTS_INTO = "INSERT INTO dashboard_counts (project_id, dim, key, sub, priority, open, done)";
const DAYS_UPSERT = "ON CONFLICT (project_id, day) DO UPDATE SET created = created + excluded.created, completed = completed + excluded.completed";
/** A task row's (`OLD` or `NEW`) whole contribution, with `sign` 1 or -1, read with its current assignments and values. */
const taskCounted = (row: "OLD" | "NEW", sign: 1 | -1) => `
     ${COUNTS_INTO} SELECT ${row}.project_id, 'status', COALESCE(${row}.status_id, ''), '', COALESCE(${row}.priority, ''), ${openDone(row, sign)}
       WHERE ${LIVE(row)} ${COUNTS_UPSERT};
     ${COUNTS_INTO} SELECT ${row}.project_id, 'assignee', COALESCE(a.user_id, ''), '', COALESCE(${row}.priority, ''), ${openDone(row, sign)}
       FROM (SELECT 1) LEFT JOIN task_assignees a ON a.task_id = ${row}.id WHERE ${LIVE(row)} ${COUNTS_UPSERT};
     ${COUNTS_INTO} SELECT ${row}.project_id, 'option', v.column_id, COALESCE(json_extract(v.value_json, '$'), ''), COALESCE(${row}.priority, ''), ${openDone(row, sign)}
       FROM task_values v CROSS JOIN columns c ON c.id = v.column_id WHERE v.task_id = ${row}.id AND c.type = 'SINGLE_SELECT' AND ${LIVE(row)} ${COUNTS_UPSERT};
     INSERT INTO dashboard_days (project_id, day, created, completed) SELECT ${row}.project_id, CAST(${row}.created_at / 86400000 AS INTEGER), ${sign}, 0
       WHERE ${LIVE(row)} ${DAYS_UPSERT};
     INSERT INTO dashboard_days (project_id, day, created, completed) SELECT ${row}.project_id, CAST(${row}.completed_at / 86400000 AS INTEGER), 0, ${sign}
       WHERE ${LIVE(row)} AND ${row}.completed_at IS NOT NULL ${DAYS_UPSERT};`;
const WATCHED = ["project_id", "status_id", "priority", "completed_at", "parent_id", "hidden_in", "created_at"];
export const DASHBOARD_COUNTS_TASK_ADDED = `CREATE TRIGGER dashboard_counts_task_added AFTER INSERT ON tasks BEGIN ${taskCounted("NEW", 1)}
   END;`;
// Before the delete, while its assignments and values (which go with it) are still there to read.
export const DASHBOARD_COUNTS_TASK_REMOVED = `CREATE TRIGGER dashboard_counts_task_removed BEFORE DELETE ON tasks BEGIN ${taskCounted("OLD", -1)}
   END;`;
export const DASHBOARD_COUNTS_TASK_CHANGED = `CREATE TRIGGER dashboard_counts_task_changed AFTER UPDATE OF ${WATCHED.join(", ")} ON tasks
   WHEN ${WATCHED.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(" OR ")} BEGIN ${taskCounted("OLD", -1)} ${taskCounted("NEW", 1)}
   END;`;
/** An assignment's (`OLD` or `NEW`) count under its person, with its task's current fields. */
const assignmentCounted = (row: "OLD" | "NEW", sign: 1 | -1) =>
  `${COUNTS_INTO} SELECT t.project_id, 'assignee', ${row}.user_id, '', COALESCE(t.priority, ''), ${openDone("t", sign)}
       FROM tasks t WHERE t.id = ${row}.task_id AND ${LIVE("t")} ${COUNTS_UPSERT};`;
/** The task of an assignment leaves "unassigned" (sign -1) when it now has exactly one, or joins it (1) when it now has none. */
const unassigned = (taskId: string, sign: 1 | -1) =>
  `${COUNTS_INTO} SELECT t.project_id, 'assignee', '', '', COALESCE(t.priority, ''), ${openDone("t", sign)}
       FROM tasks t WHERE t.id = ${taskId} AND ${LIVE("t")} AND (SELECT COUNT(*) FROM task_assignees WHERE task_id = ${taskId}) = ${sign === 1 ? 0 : 1} ${COUNTS_UPSERT};`;
export const DASHBOARD_COUNTS_ASSIGNED = `CREATE TRIGGER dashboard_counts_assigned AFTER INSERT ON task_assignees BEGIN
     ${assignmentCounted("NEW", 1)}
     ${unassigned("NEW.task_id", -1)}
   END;`;
export const DASHBOARD_COUNTS_UNASSIGNED = `CREATE TRIGGER dashboard_counts_unassigned AFTER DELETE ON task_assignees BEGIN
     ${assignmentCounted("OLD", -1)}
     ${unassigned("OLD.task_id", 1)}
   END;`;
export const DASHBOARD_COUNTS_REASSIGNED = `CREATE TRIGGER dashboard_counts_reassigned AFTER UPDATE OF task_id, user_id ON task_assignees
   WHEN OLD.task_id IS NOT NEW.task_id OR OLD.user_id IS NOT NEW.user_id BEGIN
     ${assignmentCounted("OLD", -1)}
     ${assignmentCounted("NEW", 1)}
     ${COUNTS_INTO} SELECT t.project_id, 'assignee', '', '', COALESCE(t.priority, ''), ${openDone("t", 1)}
       FROM tasks t WHERE OLD.task_id IS NOT NEW.task_id AND t.id = OLD.task_id AND ${LIVE("t")} AND NOT EXISTS (SELECT 1 FROM task_assignees WHERE task_id = OLD.task_id) ${COUNTS_UPSERT};
     ${COUNTS_INTO} SELECT t.project_id, 'assignee', '', '', COALESCE(t.priority, ''), ${openDone("t", -1)}
       FROM tasks t WHERE OLD.task_id IS NOT NEW.task_id AND t.id = NEW.task_id AND ${LIVE("t")} AND (SELECT COUNT(*) FROM task_assignees WHERE task_id = NEW.task_id) = 1 ${COUNTS_UPSERT};
   END;`;
/** A value's (`OLD` or `NEW`) count under its single-select column's option, with its task's current fields. */
const valueCounted = (row: "OLD" | "NEW", sign: 1 | -1) =>
  `${COUNTS_INTO} SELECT t.project_id, 'option', ${row}.column_id, COALESCE(json_extract(${row}.value_json, '$'), ''), COALESCE(t.priority, ''), ${openDone("t", sign)}
       FROM tasks t CROSS JOIN columns c ON c.id = ${row}.column_id WHERE t.id = ${row}.task_id AND c.type = 'SINGLE_SELECT' AND ${LIVE("t")} ${COUNTS_UPSERT};`;
export const DASHBOARD_COUNTS_VALUE_ADDED = `CREATE TRIGGER dashboard_counts_value_added AFTER INSERT ON task_values BEGIN
     ${valueCounted("NEW", 1)}
   END;`;
export const DASHBOARD_COUNTS_VALUE_REMOVED = `CREATE TRIGGER dashboard_counts_value_removed AFTER DELETE ON task_values BEGIN
     ${valueCounted("OLD", -1)}
   END;`;
export const DASHBOARD_COUNTS_VALUE_CHANGED = `CREATE TRIGGER dashboard_counts_value_changed AFTER UPDATE OF task_id, column_id, value_json ON task_values
   WHEN OLD.task_id IS NOT NEW.task_id OR OLD.column_id IS NOT NEW.column_id OR OLD.value_json IS NOT NEW.value_json BEGIN
     ${valueCounted("OLD", -1)}
     ${valueCounted("NEW", 1)}
   END;`;
/** A column's option counts, recounted from its values (a column that becomes or stops being a single select, or goes). */
const dashboardOptionsRecount = (columnId: string) =>
  `DELETE FROM dashboard_counts WHERE dim = 'option' AND key = ${columnId} AND project_id IN (SELECT id FROM projects);
     ${COUNTS_INTO} SELECT t.project_id, 'option', v.column_id, COALESCE(json_extract(v.value_json, '$'), ''), COALESCE(t.priority, ''),
         SUM(t.completed_at IS NULL), SUM(t.completed_at IS NOT NULL)
       FROM task_values v CROSS JOIN columns c ON c.id = v.column_id CROSS JOIN tasks t ON t.id = v.task_id
       WHERE v.column_id = ${columnId} AND c.type = 'SINGLE_SELECT' AND ${LIVE("t")} GROUP BY 1, 3, 4, 5 ${COUNTS_UPSERT};`;
export const DASHBOARD_COUNTS_COLUMN_RETYPED = `CREATE TRIGGER dashboard_counts_column_retyped AFTER UPDATE OF type ON columns WHEN OLD.type IS NOT NEW.type BEGIN
     ${dashboardOptionsRecount("NEW.id")}
   END;`;
export const DASHBOARD_COUNTS_COLUMN_REMOVED = `CREATE TRIGGER dashboard_counts_column_removed AFTER DELETE ON columns BEGIN
     DELETE FROM dashboard_counts WHERE dim = 'option' AND key = OLD.id AND project_id IN (SELECT id FROM projects);
   END;`;
export const DASHBOARD_COUNTS_PROJECT_REMOVED = `CREATE TRIGGER dashboard_counts_project_removed AFTER DELETE ON projects BEGIN
     DELETE FROM dashboard_counts WHERE project_id = OLD.id;
     DELETE FROM dashboard_days WHERE project_id = OLD.id;
   END;`;

/**
 * Workload's estimates (step 30, decision record 65): per project, person, due day and number
 * column, the sum of the column's values over the open assignments an unfiltered workload reads
 * (`open = 1 AND board_key IS NOT NULL`, the copies the assignment rows carry), so that widget never
 * looks a value up per assignment. Like the counts above, each trigger takes away the old
 * contribution and adds the new one, reading the other table's current rows.
 */
const NUMBER_TYPES = "('NUMBER', 'CURRENCY')";
const ESTIMATES_INTO = "INSERT INTO dashboard_estimates (project_id, user_id, due_key, column_id, estimate)";
const ESTIMATES_UPSERT = "ON CONFLICT (project_id, column_id, user_id, due_key) DO UPDATE SET estimate = estimate + excluded.estimate";
const AMOUNT = (value: string) => `CAST(${value}.value_json AS REAL)`;
/** An assignment's (`OLD` or `NEW`) estimates: its task's current number values, with `sign` 1 or -1. */
const assignmentEstimated = (row: "OLD" | "NEW", sign: 1 | -1) =>
  `${ESTIMATES_INTO} SELECT ${row}.project_id, ${row}.user_id, ${row}.due_key, v.column_id, ${sign} * ${AMOUNT("v")}
       FROM task_values v CROSS JOIN columns c ON c.id = v.column_id
       WHERE v.task_id = ${row}.task_id AND c.type IN ${NUMBER_TYPES} AND ${row}.open = 1 AND ${row}.board_key IS NOT NULL ${ESTIMATES_UPSERT};`;
/** A value's (`OLD` or `NEW`) share under each counted assignment of its task, when its column is a number. */
const valueEstimated = (row: "OLD" | "NEW", sign: 1 | -1) =>
  `${ESTIMATES_INTO} SELECT a.project_id, a.user_id, a.due_key, ${row}.column_id, ${sign} * ${AMOUNT(row)}
       FROM task_assignees a CROSS JOIN columns c ON c.id = ${row}.column_id
       WHERE a.task_id = ${row}.task_id AND a.open = 1 AND a.board_key IS NOT NULL AND c.type IN ${NUMBER_TYPES} ${ESTIMATES_UPSERT};`;
const ASSIGNMENT_WATCHED = ["task_id", "user_id", "project_id", "open", "due_key", "board_key"];
export const DASHBOARD_ESTIMATES_ASSIGNED = `CREATE TRIGGER dashboard_estimates_assigned AFTER INSERT ON task_assignees BEGIN
     ${assignmentEstimated("NEW", 1)}
   END;`;
export const DASHBOARD_ESTIMATES_UNASSIGNED = `CREATE TRIGGER dashboard_estimates_unassigned AFTER DELETE ON task_assignees BEGIN
     ${assignmentEstimated("OLD", -1)}
   END;`;
export const DASHBOARD_ESTIMATES_ASSIGNMENT_CHANGED = `CREATE TRIGGER dashboard_estimates_assignment_changed AFTER UPDATE OF ${ASSIGNMENT_WATCHED.join(", ")} ON task_assignees
   WHEN ${ASSIGNMENT_WATCHED.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(" OR ")} BEGIN
     ${assignmentEstimated("OLD", -1)}
     ${assignmentEstimated("NEW", 1)}
   END;`;
export const DASHBOARD_ESTIMATES_VALUE_ADDED = `CREATE TRIGGER dashboard_estimates_value_added AFTER INSERT ON task_values BEGIN
     ${valueEstimated("NEW", 1)}
   END;`;
export const DASHBOARD_ESTIMATES_VALUE_REMOVED = `CREATE TRIGGER dashboard_estimates_value_removed AFTER DELETE ON task_values BEGIN
     ${valueEstimated("OLD", -1)}
   END;`;
export const DASHBOARD_ESTIMATES_VALUE_CHANGED = `CREATE TRIGGER dashboard_estimates_value_changed AFTER UPDATE OF task_id, column_id, value_json ON task_values
   WHEN OLD.task_id IS NOT NEW.task_id OR OLD.column_id IS NOT NEW.column_id OR OLD.value_json IS NOT NEW.value_json BEGIN
     ${valueEstimated("OLD", -1)}
     ${valueEstimated("NEW", 1)}
   END;`;
/** A column's estimates recounted from its values and the counted assignments (none unless it is a number column). */
const estimatesRecount = (columnId: string) =>
  `DELETE FROM dashboard_estimates WHERE column_id = ${columnId} AND project_id IN (SELECT id FROM projects);
     ${ESTIMATES_INTO} SELECT a.project_id, a.user_id, a.due_key, v.column_id, SUM(${AMOUNT("v")})
       FROM task_values v CROSS JOIN columns c ON c.id = v.column_id CROSS JOIN task_assignees a ON a.task_id = v.task_id
       WHERE v.column_id = ${columnId} AND c.type IN ${NUMBER_TYPES} AND a.open = 1 AND a.board_key IS NOT NULL GROUP BY 1, 2, 3, 4 ${ESTIMATES_UPSERT};`;
export const DASHBOARD_ESTIMATES_COLUMN_RETYPED = `CREATE TRIGGER dashboard_estimates_column_retyped AFTER UPDATE OF type ON columns WHEN OLD.type IS NOT NEW.type BEGIN
     ${estimatesRecount("NEW.id")}
   END;`;
export const DASHBOARD_ESTIMATES_COLUMN_REMOVED = `CREATE TRIGGER dashboard_estimates_column_removed AFTER DELETE ON columns BEGIN
     DELETE FROM dashboard_estimates WHERE column_id = OLD.id AND project_id IN (SELECT id FROM projects);
   END;`;
export const DASHBOARD_ESTIMATES_PROJECT_REMOVED = `CREATE TRIGGER dashboard_estimates_project_removed AFTER DELETE ON projects BEGIN
     DELETE FROM dashboard_estimates WHERE project_id = OLD.id;
   END;`;
