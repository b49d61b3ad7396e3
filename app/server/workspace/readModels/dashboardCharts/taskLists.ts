import type { WidgetConfig } from "~/schemas/dashboard";
import type { MemberContext } from "../../operations";
import { limitTo } from "../../sql";
import type { ListedTask } from "./shapes";
import { filtersTasks, matching, SCOPED_PROJECTS, scopeOf } from "./tasks";

export const TASK_LIST_LIMIT = 20;

export type Narrowing = { join: string; joinParams: unknown[]; where: string; whereParams: unknown[] };
export const NOT_NARROWED: Narrowing = { join: "", joinParams: [], where: "", whereParams: [] };

/** How a task list's reader sorts it: a field and a direction, as its URL parameter says (`sort.<widgetId>=due-desc`). */
export const TASK_SORT_FIELDS = ["name", "status", "priority", "assignee", "due"] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];
export type TaskSort = `${TaskSortField}-${"asc" | "desc"}`;
export const DEFAULT_TASK_SORT: TaskSort = "due-asc";
export const taskSortOf = (value: string | undefined | null): TaskSort =>
  value && /^(name|status|priority|assignee|due)-(asc|desc)$/.test(value) ? (value as TaskSort) : DEFAULT_TASK_SORT;

/** What each sort orders by (over the task `t`); tasks without the field come last either way, then by due date, creation and id. */
const SORT_KEYS: Record<TaskSortField, string[]> = {
  name: ["t.name COLLATE NOCASE"],
  // The workflow's order: several teams' statuses interleave by their order keys (a new team's are alike), then by name.
  status: ["(SELECT ss.position FROM statuses ss WHERE ss.id = t.status_id)", "(SELECT ss.name FROM statuses ss WHERE ss.id = t.status_id) COLLATE NOCASE"],
  priority: ["CASE t.priority WHEN 'URGENT' THEN 1 WHEN 'HIGH' THEN 2 WHEN 'NORMAL' THEN 3 WHEN 'LOW' THEN 4 END"],
  assignee: ["(SELECT MIN(sm.first_name || ' ' || sm.last_name) FROM task_assignees sa CROSS JOIN members sm ON sm.user_id = sa.user_id WHERE sa.task_id = t.id) COLLATE NOCASE"],
  due: ["t.due_date"],
};
function orderOf(sort: TaskSort): string {
  const [field, direction] = sort.split("-") as [TaskSortField, "asc" | "desc"];
  const keys = SORT_KEYS[field];
  const tail = field === "due" ? "t.created_at, t.id" : "t.due_date IS NULL, t.due_date, t.created_at, t.id";
  return [`(${keys[0]}) IS NULL`, ...keys.map((key) => `${key} ${direction === "desc" ? "DESC" : "ASC"}`), tail].join(", ");
}

/**
 * The first tasks of a widget in the reader's order: the order and the page read the dashboards'
 * index (only the page's tasks are then read whole), and their count is a second covering pass.
 */
export function taskList(context: MemberContext, config: WidgetConfig, narrowing: Narrowing = NOT_NARROWED, sort: TaskSort = DEFAULT_TASK_SORT): { tasks: ListedTask[]; total: number; sort: TaskSort } {
  const unfiltered = narrowing === NOT_NARROWED && !filtersTasks(config);
  if (unfiltered && sort === "due-asc") return firstDue(context, config);
  const source = matching(context, config);
  const order = orderOf(sort);
  const rows = context.sql
    .exec<ListedRow>(
      `SELECT t.id, t.name, t.project_id, p.team_id, p.name AS project_name, s.name AS status, t.due_date, t.priority
       FROM (SELECT t.id AS id FROM ${source.from} ${narrowing.join} WHERE ${source.where}${narrowing.where} ORDER BY ${order} ${limitTo(TASK_LIST_LIMIT)}) picked
       CROSS JOIN tasks t ON t.id = picked.id CROSS JOIN projects p ON p.id = t.project_id LEFT JOIN statuses s ON s.id = t.status_id
       ORDER BY ${order}`,
      ...narrowing.joinParams,
      ...source.params,
      ...narrowing.whereParams,
    )
    .toArray();
  const total =
    rows.length < TASK_LIST_LIMIT
      ? rows.length
      : unfiltered
        ? countedTasks(context, config)
        : context.sql
            .exec<{ n: number }>(`SELECT COUNT(*) AS n FROM ${source.from} ${narrowing.join} WHERE ${source.where}${narrowing.where}`, ...narrowing.joinParams, ...source.params, ...narrowing.whereParams)
            .one().n;
  return { total, sort, tasks: rows.map(listed) };
}

type ListedRow = { id: string; name: string; project_id: string; team_id: string; project_name: string; status: string | null; due_date: string | null; priority: string | null };
const listed = (row: ListedRow): ListedTask => ({
  taskId: row.id,
  name: row.name,
  projectId: row.project_id,
  teamId: row.team_id,
  projectName: row.project_name,
  status: row.status,
  dueDate: row.due_date,
  priority: row.priority,
});

/** How many live top-level tasks the widget's visible projects hold, from the status counts (step 29). */
function countedTasks(context: MemberContext, config: WidgetConfig): number {
  const scope = scopeOf(context, config);
  return context.sql
    .exec<{ n: number }>(
      `SELECT COALESCE(SUM(d.open + d.done), 0) AS n FROM ${SCOPED_PROJECTS}
       CROSS JOIN dashboard_counts d ON d.project_id = p.id AND d.dim = 'status' WHERE ${scope.where.join(" AND ")}`,
      ...scope.params,
    )
    .one().n;
}

/**
 * An unfiltered task list in its default order (due date, undated last, then creation and id): each
 * visible project's first tasks from its due-date index (step 29: dated ones, then undated ones when
 * there are too few), merged; the total from the kept counts. Reads at most a page per project.
 */
function firstDue(context: MemberContext, config: WidgetConfig): { tasks: ListedTask[]; total: number; sort: TaskSort } {
  const scope = scopeOf(context, config);
  const projects = context.sql
    .exec<{ id: string }>(`SELECT p.id FROM ${SCOPED_PROJECTS} WHERE ${scope.where.join(" AND ")}`, ...scope.params)
    .toArray();
  type Picked = { id: string; due_date: string | null; created_at: number };
  const picked: Picked[] = [];
  const live = "t.project_id = ? AND t.parent_id IS NULL AND t.hidden_in IS NULL";
  for (const project of projects) {
    const dated = context.sql
      .exec<Picked>(
        `SELECT t.id, t.due_date, t.created_at FROM tasks t INDEXED BY tasks_dashboard_due WHERE ${live} AND t.due_date IS NOT NULL ORDER BY t.due_date, t.created_at, t.id ${limitTo(TASK_LIST_LIMIT)}`,
        project.id,
      )
      .toArray();
    const undated =
      dated.length < TASK_LIST_LIMIT
        ? context.sql
            .exec<Picked>(
              `SELECT t.id, t.due_date, t.created_at FROM tasks t INDEXED BY tasks_dashboard_due WHERE ${live} AND t.due_date IS NULL ORDER BY t.created_at, t.id ${limitTo(TASK_LIST_LIMIT - dated.length)}`,
              project.id,
            )
            .toArray()
        : [];
    picked.push(...dated, ...undated);
  }
  const before = (a: Picked, b: Picked) =>
    (a.due_date === null ? 1 : 0) - (b.due_date === null ? 1 : 0) ||
    compareText(a.due_date ?? "", b.due_date ?? "") ||
    a.created_at - b.created_at ||
    compareText(a.id, b.id);
  const ids = picked.sort(before).slice(0, TASK_LIST_LIMIT).map((task) => task.id);
  const rows = context.sql
    .exec<ListedRow>(
      `SELECT t.id, t.name, t.project_id, p.team_id, p.name AS project_name, s.name AS status, t.due_date, t.priority
       FROM json_each(?) j CROSS JOIN tasks t ON t.id = j.value CROSS JOIN projects p ON p.id = t.project_id LEFT JOIN statuses s ON s.id = t.status_id
       ORDER BY j.key`,
      JSON.stringify(ids),
    )
    .toArray();
  return { total: rows.length < TASK_LIST_LIMIT ? rows.length : countedTasks(context, config), sort: "due-asc", tasks: rows.map(listed) };
}

/** SQLite's BINARY order of two strings (by code unit), as the statements order them. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

