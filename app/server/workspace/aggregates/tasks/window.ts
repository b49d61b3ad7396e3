import { type ListQuery } from "~/schemas/task";
import { LIST_LIMIT_DEFAULT, type ListSort } from "~/lib/taskList";
import { WorkspaceFailure } from "../../operations";
import { tasksNamed } from "../search/match";
import type { TaskRow } from "./store";
import { limitTo } from "../../sql";

/**
 * One group's page of the List view: its top-level tasks that pass the
 * filters, in the chosen order, after a cursor. Every statement stays inside
 * the group's index (tasks_by_group: group_id, parent_id, position); a sort on
 * another field orders the group's rows in a temporary b-tree, never the
 * project's or the table's.
 */
export const INVALID_CURSOR = "This page of the list is out of date; reload the list";

const SORT_EXPRESSIONS: Record<Exclude<ListSort, "manual">, string> = {
  name: "lower(t.name)",
  status: "COALESCE((SELECT s.position FROM statuses s WHERE s.id = t.status_id), '~')",
  priority: "CASE t.priority WHEN 'URGENT' THEN 0 WHEN 'HIGH' THEN 1 WHEN 'NORMAL' THEN 2 WHEN 'LOW' THEN 3 ELSE 4 END",
  start: "COALESCE(t.start_date, '9999-12-31')",
  due: "COALESCE(t.due_date, '9999-12-31')",
  created: "t.created_at",
};

type Filters = Pick<ListQuery, "status" | "assignee" | "priority" | "dueFrom" | "dueTo" | "q">;

/** LIKE with its wildcards taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The text filter: its words are the starts of words of the task's name, found through the search
 * index (any case, any accents: "cafe" finds "Café", "ÜBER" finds "über"); a text without a word
 * ("%_") is looked for in the name as it is.
 */
function textFilter(text: string): [clause: string, value: string] {
  const named = tasksNamed(text);
  return named ? [`t.id IN (${named.ids})`, named.match] : ["t.name LIKE ? ESCAPE '\\'", likePattern(text)];
}

function filterClause(filters: Filters): { where: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (part: string, ...values: unknown[]) => {
    parts.push(part);
    params.push(...values);
  };
  if (filters.status) add("t.status_id = ?", filters.status);
  if (filters.priority === "NONE") add("t.priority IS NULL");
  else if (filters.priority) add("t.priority = ?", filters.priority);
  if (filters.dueFrom) add("t.due_date >= ?", filters.dueFrom);
  if (filters.dueTo) add("t.due_date <= ?", filters.dueTo);
  if (filters.assignee) add("EXISTS (SELECT 1 FROM task_assignees a WHERE a.task_id = t.id AND a.user_id = ?)", filters.assignee);
  if (filters.q?.trim()) add(...textFilter(filters.q.trim()));
  return { where: parts.map((part) => ` AND ${part}`).join(""), params };
}

/** Where a page ends: the last row's sort value, order key and id. */
type Cursor = [value: string | number | null, position: string, id: string];

export const encodeCursor = (cursor: Cursor) => btoa(JSON.stringify(cursor)).replace(/=+$/, "");

function decodeCursor(cursor: string): Cursor {
  try {
    const value = JSON.parse(atob(cursor)) as unknown;
    if (Array.isArray(value) && value.length === 3 && typeof value[1] === "string" && typeof value[2] === "string") {
      return value as Cursor;
    }
  } catch {
    // answered below
  }
  throw new WorkspaceFailure(400, INVALID_CURSOR);
}

/** `archived`: archived tasks too (an export that asks for them); the bin's never. */
export type WindowOptions = Filters & { sort?: ListSort; dir?: "asc" | "desc"; limit?: number; archived?: boolean };

/** What a working view shows, or with `archived` the archive's rows too. */
export const HIDDEN_CLAUSE = (archived = false, alias = "t") =>
  archived ? `(${alias}.hidden_in IS NULL OR ${alias}.hidden_in = 'archive')` : `${alias}.hidden_in IS NULL`;

const groupRows = (groupId: string, filters: Filters, archived = false) => {
  const { where, params } = filterClause(filters);
  return {
    base: `FROM tasks t WHERE t.group_id = ? AND t.parent_id IS NULL AND ${HIDDEN_CLAUSE(archived)}${where}`,
    baseParams: [groupId, ...params],
  };
};

/**
 * Per group of a project, how many of its top-level tasks pass filters that hold a text with words:
 * the search index is read once for every group (a count per group would read it once each: 40
 * groups read the index 40 times), and its matches lead (CROSS JOIN keeps them the outer loop),
 * each looked up by id. Null when the filters have no such text (a count per group reads its index).
 */
export function textFilterCounts(sql: SqlStorage, projectId: string, filters: Filters): Map<string, number> | null {
  const named = filters.q?.trim() ? tasksNamed(filters.q.trim()) : null;
  if (!named) return null;
  const { where, params } = filterClause({ ...filters, q: undefined });
  const counts = sql.exec<{ group_id: string; total: number }>(
    `SELECT t.group_id, COUNT(*) AS total FROM (${named.ids}) m CROSS JOIN tasks t ON t.id = m.item_id
     WHERE t.project_id = ? AND t.parent_id IS NULL AND ${HIDDEN_CLAUSE()}${where} GROUP BY t.group_id`,
    named.match, projectId, ...params,
  );
  return new Map(counts.toArray().map((row) => [row.group_id, row.total]));
}

/** How many top-level tasks of a group pass the filters (a group whose rows the window leaves out). */
export function groupCount(sql: SqlStorage, groupId: string, filters: Filters): number {
  const { base, baseParams } = groupRows(groupId, filters);
  return sql.exec<{ total: number }>(`SELECT COUNT(*) AS total ${base}`, ...baseParams).one().total;
}


type Page = { rows: TaskRow[]; total: number; nextCursor: string | null };

/** `total`: the group's count when the caller has it already (textFilterCounts). */
export function groupWindow(sql: SqlStorage, groupId: string, options: WindowOptions, after: { cursor?: string; fromTaskId?: string }, total?: number): Page {
  return { ...groupRowsAfter(sql, groupId, options, after), total: total ?? groupCount(sql, groupId, options) };
}

/** A group's page without its count: an export reads every page, and a count would read the group again each time. */
export function groupRowsAfter(
  sql: SqlStorage,
  groupId: string,
  options: WindowOptions,
  after: { cursor?: string; fromTaskId?: string },
): Omit<Page, "total"> {
  const { sort = "manual", dir = "asc", limit = LIST_LIMIT_DEFAULT } = options;
  const expression = sort === "manual" ? "t.position" : SORT_EXPRESSIONS[sort];
  const order = dir === "desc" && sort !== "manual" ? "DESC" : "ASC";
  const { base, baseParams } = groupRows(groupId, options, options.archived);

  let seek = "";
  let seekParams: unknown[] = [];
  const start = after.cursor ? decodeCursor(after.cursor) : after.fromTaskId ? cursorBefore(sql, expression, after.fromTaskId) : null;
  if (start) {
    const [value, position, id] = start;
    const beyond = order === "DESC" ? "<" : ">";
    // An inclusive start (fromTaskId) is a cursor whose id sorts just before the task's own.
    seek = ` AND (${expression} ${beyond} ? OR (${expression} = ? AND (t.position, t.id) > (?, ?)))`;
    seekParams = [value, value, position, id];
  }
  // The manual order is the group index's own (position): named once, the planner walks that index
  // and stops after the page; "sort_value, t.position" hid it, and every page sorted its whole group.
  const ordering = sort === "manual" ? "t.position, t.id" : `sort_value ${order}, t.position, t.id`;
  const rows = sql
    .exec<TaskRow & { sort_value: string | number | null }>(
      `SELECT t.*, ${expression} AS sort_value ${base}${seek} ORDER BY ${ordering} ${limitTo(limit + 1)}`,
      ...baseParams, ...seekParams,
    )
    .toArray();
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  return {
    rows: page.map(({ sort_value: _sortValue, ...row }) => row),
    nextCursor: more && last ? encodeCursor([last.sort_value, last.position, last.id]) : null,
  };
}

/** A cursor that makes a page start at this task (its row included). */
function cursorBefore(sql: SqlStorage, expression: string, taskId: string): Cursor | null {
  const row = sql
    .exec<{ value: string | number | null; position: string }>(`SELECT ${expression} AS value, t.position FROM tasks t WHERE t.id = ?`, taskId)
    .toArray()[0];
  // "" sorts before every id, so (position, "") < (position, id).
  return row ? [row.value, row.position, ""] : null;
}
