import type { BoardType } from "~/lib/kanban";
import { generateNKeysBetween } from "fractional-indexing";
import type { TaskRow } from "../tasks/store";
import { limitTo } from "../../sql";

/**
 * The board's SQL (decision record 30). A column of the board is a lane: the
 * live top-level tasks with one value of the board's field, in board order
 * (tasks.board_position, then id). Each lane reads one index range: the tasks'
 * own partial indexes by status or priority, the assignments' and values'
 * copies of the order key by person or option, the project's board index for
 * the cards without a value.
 */
export type Lane = { from: string; where: string; params: unknown[]; key: string; id: string; count?: Tally };

/** A statement that reads a lane's count kept by triggers (board_status_counts) instead of counting its tasks. */
type Tally = { statement: string; params: unknown[] };

const LIVE_TOP = "t.parent_id IS NULL AND t.hidden_in IS NULL";
const ON_TASKS = { key: "t.board_position", id: "t.id" };

const ofProject = (projectId: string, where: string, ...params: unknown[]): Lane => ({
  from: "tasks t",
  where: `t.project_id = ? AND ${LIVE_TOP} AND ${where}`,
  params: [projectId, ...params],
  ...ON_TASKS,
});

/** A lane read from a copy of the order key (assignments, values), NULL while the task is no live top-level task. */
const ofCopy = (table: "task_assignees" | "task_values", where: string, ...params: unknown[]): Lane => ({
  from: `${table} c JOIN tasks t ON t.id = c.task_id`,
  where: `${where} AND c.board_key IS NOT NULL`,
  params,
  key: "c.board_key",
  id: "c.task_id",
});

export const lanes = {
  status: (projectId: string, statusId: string): Lane => ({
    ...ofProject(projectId, "t.status_id = ?", statusId),
    count: {
      statement: "SELECT COALESCE((SELECT count FROM board_status_counts WHERE project_id = ? AND status_id = ?), 0) AS count",
      params: [projectId, statusId],
    },
  }),
  priority: (projectId: string, priority: string | null) =>
    priority === null ? ofProject(projectId, "t.priority IS NULL") : ofProject(projectId, "t.priority = ?", priority),
  assignee: (projectId: string, userId: string) => ofCopy("task_assignees", "c.project_id = ? AND c.user_id = ?", projectId, userId),
  unassigned: (projectId: string) => ofProject(projectId, "NOT EXISTS (SELECT 1 FROM task_assignees a WHERE a.task_id = t.id)"),
  option: (columnId: string, optionId: string) => ofCopy("task_values", "c.column_id = ? AND c.value_json = ?", columnId, JSON.stringify(optionId)),
  noOption: (projectId: string, columnId: string) =>
    ofProject(projectId, "NOT EXISTS (SELECT 1 FROM task_values v WHERE v.task_id = t.id AND v.column_id = ?)", columnId),
};

/** What a card shows of its task: a lane reads these columns only (each column of a row read is a value made in JavaScript). */
export type CardRow = Pick<TaskRow, "id" | "name" | "status_id" | "priority" | "due_date" | "conversation_count" | "reply_count">;
const CARD_COLUMNS = "t.id, t.name, t.status_id, t.priority, t.due_date, t.conversation_count, t.reply_count";

export type LaneRow = CardRow & { lane_key: string; lane_id: string };

/** A page of a lane after a (key, id), in board order: `limit + 1` rows, the extra one only saying there is more. */
export function lanePage(sql: SqlStorage, lane: Lane, after: [string, string] | null, limit: number): LaneRow[] {
  const seek = after ? ` AND (${lane.key}, ${lane.id}) > (?, ?)` : "";
  return sql
    .exec<LaneRow>(
      `SELECT ${CARD_COLUMNS}, ${lane.key} AS lane_key, ${lane.id} AS lane_id FROM ${lane.from} WHERE ${lane.where}${seek}
       ORDER BY ${lane.key}, ${lane.id} ${limitTo(limit + 1)}`,
      ...lane.params, ...(after ?? []),
    )
    .toArray();
}

export const laneCount = (sql: SqlStorage, lane: Lane) =>
  lane.count
    ? sql.exec<{ count: number }>(lane.count.statement, ...lane.count.params).one().count
    : sql.exec<{ count: number }>(`SELECT COUNT(*) AS count FROM ${lane.from} WHERE ${lane.where}`, ...lane.params).one().count;

type Position = { key: string; id: string };

/** The lane's card nearest to `from` in a direction, leaving `movingId` out; from the lane's start when `from` is null. */
function nearest(sql: SqlStorage, lane: Lane, from: Position | null, direction: "next" | "previous", movingId: string): Position | null {
  const [compare, order] = direction === "next" ? [">", "ASC"] : ["<", "DESC"];
  const seek = from ? ` AND (${lane.key}, ${lane.id}) ${compare} (?, ?)` : "";
  return (
    sql
      .exec<Position>(
        `SELECT ${lane.key} AS key, ${lane.id} AS id FROM ${lane.from} WHERE ${lane.where}${seek} AND ${lane.id} != ?
         ORDER BY ${lane.key} ${order}, ${lane.id} ${order} LIMIT 1`,
        ...lane.params, ...(from ? [from.key, from.id] : []), movingId,
      )
      .toArray()[0] ?? null
  );
}

export function positionIn(sql: SqlStorage, lane: Lane, taskId: string): Position | null {
  return (
    sql
      .exec<Position>(`SELECT ${lane.key} AS key, ${lane.id} AS id FROM ${lane.from} WHERE ${lane.where} AND ${lane.id} = ?`, ...lane.params, taskId)
      .toArray()[0] ?? null
  );
}

/** The order keys a card goes between: after or before `anchor`, or at the top of the lane. */
export function boundsIn(sql: SqlStorage, lane: Lane, anchor: Position | null, side: "after" | "before", movingId: string) {
  if (!anchor) return { lower: null, upper: nearest(sql, lane, null, "next", movingId)?.key ?? null };
  return side === "after"
    ? { lower: anchor.key, upper: nearest(sql, lane, anchor, "next", movingId)?.key ?? null }
    : { lower: nearest(sql, lane, anchor, "previous", movingId)?.key ?? null, upper: anchor.key };
}

/**
 * Cards of the lane sharing one order key (tasks that took their List keys,
 * from different groups) get keys of their own, in their present order,
 * between the lane's neighbouring keys, so a card can go between them.
 */
export function spreadTies(sql: SqlStorage, lane: Lane, key: string) {
  const around = (compare: string, aggregate: string) =>
    sql.exec<{ key: string | null }>(`SELECT ${aggregate}(${lane.key}) AS key FROM ${lane.from} WHERE ${lane.where} AND ${lane.key} ${compare} ?`, ...lane.params, key).one().key;
  const tied = sql
    .exec<{ id: string }>(`SELECT ${lane.id} AS id FROM ${lane.from} WHERE ${lane.where} AND ${lane.key} = ? ORDER BY ${lane.id}`, ...lane.params, key)
    .toArray();
  const keys = generateNKeysBetween(around("<", "MAX"), around(">", "MIN"), tied.length);
  tied.forEach(({ id }, index) => setBoardPosition(sql, id, keys[index]));
}

/** A card's order key; `now` marks the task changed (a member's move, not a spread). */
export function setBoardPosition(sql: SqlStorage, taskId: string, key: string, now?: number) {
  if (now === undefined) sql.exec("UPDATE tasks SET board_position = ? WHERE id = ?", key, taskId);
  else sql.exec("UPDATE tasks SET board_position = ?, updated_at = ? WHERE id = ?", key, now, taskId);
}

/** The first live group of a project, where a card added on the board goes. */
export const firstGroupOf = (sql: SqlStorage, projectId: string) =>
  sql.exec<{ id: string }>("SELECT id FROM task_groups WHERE project_id = ? AND hidden_in IS NULL ORDER BY position, id LIMIT 1", projectId).toArray()[0]?.id ?? null;

// ---- the member's board type and the project's card columns ---------------------------------

export type BoardChoice = { type: BoardType; columnId: string | null };

export function boardChoiceOf(sql: SqlStorage, projectId: string, userId: string): BoardChoice | null {
  return (
    sql
      .exec<{ type: BoardType; column_id: string | null }>("SELECT type, column_id FROM kanban_views WHERE project_id = ? AND user_id = ?", projectId, userId)
      .toArray()
      .map((row) => ({ type: row.type, columnId: row.column_id }))[0] ?? null
  );
}

/** How each member groups a project's board (an organisation's archive carries them, decision 0099). */
export const boardChoicesOfProject = (sql: SqlStorage, projectId: string) =>
  sql
    .exec<{ user_id: string; type: BoardType; column_id: string | null }>("SELECT user_id, type, column_id FROM kanban_views WHERE project_id = ? ORDER BY user_id", projectId)
    .toArray();

export function rememberBoardChoice(sql: SqlStorage, projectId: string, userId: string, choice: BoardChoice, now: number) {
  sql.exec(
    `INSERT INTO kanban_views (project_id, user_id, type, column_id, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (project_id, user_id) DO UPDATE SET type = excluded.type, column_id = excluded.column_id, updated_at = excluded.updated_at`,
    projectId, userId, choice.type, choice.columnId, now,
  );
}

export const cardColumnIdsOf = (sql: SqlStorage, projectId: string): string[] =>
  JSON.parse(sql.exec<{ ids: string }>("SELECT card_columns_json AS ids FROM projects WHERE id = ?", projectId).one().ids) as string[];

export function setCardColumnIds(sql: SqlStorage, projectId: string, columnIds: readonly string[], now: number) {
  sql.exec("UPDATE projects SET card_columns_json = ?, updated_at = ? WHERE id = ?", JSON.stringify(columnIds), now, projectId);
}
