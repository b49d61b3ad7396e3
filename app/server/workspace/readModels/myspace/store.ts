import type { MyCard, MyTaskBucket } from "~/schemas/myspace";
import { workingProjects } from "../../access";
import { decodeCursor, pageOf } from "../../keysetCursor";
import type { MemberContext } from "../../operations";
import type { Calendar } from "./dates";
import { DONE_CATEGORIES_SQL } from "~/lib/statuses";
import { limitTo } from "../../sql";

/**
 * My-space reads: the tasks and subtasks assigned to the viewer in the projects
 * they can see. They read the viewer's range of task_assignees_by_user_due
 * (user, open, due key, task, project, status: a copy of the task kept by
 * triggers, decision record 27): a page of a due-date bucket is a short range
 * in index order, and the counts are one pass over the viewer's index entries,
 * so nothing reads the tenant's tasks.
 */

/** A named set of my tasks: a due-date bucket of open tasks or an analytics card. */
export type Selection = MyTaskBucket | MyCard;

/** A task whose status is in a done category counts as completed; any other as open (statuses joined as `s`). */
export const OPEN = `COALESCE(s.category, '') NOT IN (${DONE_CATEGORIES_SQL})`;

/** The due key of an undated assignment: after every date. */
const NO_DATE = "~";

type Condition = { where: string; params: Array<string | number> };

function conditionOf(selection: Selection, { today, tomorrow, weekEnd, weekAgo }: Calendar): Condition {
  const due = (from: string | null, to: string) => ({
    where: `a.open = 1${from ? " AND a.due_key >= ?" : ""} AND a.due_key < ?`,
    params: from ? [from, to] : [to],
  });
  switch (selection) {
    case "open":
      return { where: "a.open = 1", params: [] };
    case "overdue":
      return due(null, today);
    case "today":
      return due(today, tomorrow);
    case "thisWeek":
      return due(tomorrow, weekEnd);
    case "dueThisWeek":
      return due(today, weekEnd);
    case "later":
      return due(weekEnd, NO_DATE);
    case "noDate":
      return { where: "a.open = 1 AND a.due_key = ?", params: [NO_DATE] };
    case "completedThisWeek":
      return { where: "a.open = 0 AND (SELECT t.completed_at FROM tasks t WHERE t.id = a.task_id) >= ?", params: [weekAgo] };
  }
}

type MyTaskRow = {
  id: string;
  name: string;
  parent_id: string | null;
  group_id: string;
  project_id: string;
  project_name: string;
  team_id: string;
  team_name: string;
  status_id: string | null;
  status_name: string | null;
  status_category: string | null;
  status_colour: string | null;
  priority: string | null;
  due_date: string | null;
  due_key: string;
};

const toMyTask = (row: MyTaskRow) => ({
  taskId: row.id,
  name: row.name,
  parentId: row.parent_id,
  groupId: row.group_id,
  projectId: row.project_id,
  projectName: row.project_name,
  teamId: row.team_id,
  teamName: row.team_name,
  status: row.status_id
    ? { id: row.status_id, name: row.status_name ?? "", category: row.status_category ?? "", colour: row.status_colour ?? "" }
    : null,
  priority: row.priority,
  dueDate: row.due_date,
});
export type MyTask = ReturnType<typeof toMyTask>;

/** A page of one selection to read: from its start, or after `cursor`. */
export type PageRequest = { selection: Selection; cursor?: string };

/**
 * Pages of several selections in one statement, each in index order (by due
 * date, undated last, then task id): each selection's range of my index
 * entries, then every picked row's task, project, team and status once. A
 * statement costs the Durable Object more than its rows do, so the overview's
 * five buckets are one statement, not five.
 */
export function myTaskPages(context: MemberContext, calendar: Calendar, requests: readonly PageRequest[], limit: number) {
  const visible = workingProjects(context, "p");
  const ranges = requests.map(({ selection, cursor }, page) => {
    const condition = conditionOf(selection, calendar);
    const after = cursor ? decodeCursor(cursor, 2) : null;
    return {
      sql: `SELECT * FROM (
         SELECT ${page} AS page, a.task_id, a.due_key, a.project_id, a.status_id
         FROM task_assignees a CROSS JOIN projects p ON p.id = a.project_id
         WHERE a.user_id = ? AND ${condition.where} AND (${visible.where})
           ${after ? "AND (a.due_key > ? OR (a.due_key = ? AND a.task_id > ?))" : ""}
         ORDER BY a.due_key, a.task_id
         ${limitTo(limit + 1)})`,
      params: [context.viewer.member.userId, ...condition.params, ...visible.params, ...(after ? [after[0], after[0], after[1]] : [])],
    };
  });
  const rows = context.sql
    .exec<MyTaskRow & { page: number }>(
      `WITH picked AS (${ranges.map((range) => range.sql).join(" UNION ALL ")})
       SELECT a.page, t.id, t.name, t.parent_id, t.group_id, t.project_id, p.name AS project_name, p.team_id,
              tm.name AS team_name, t.status_id, s.name AS status_name, s.category AS status_category,
              s.colour AS status_colour, t.priority, t.due_date, a.due_key
       FROM picked a
         CROSS JOIN tasks t ON t.id = a.task_id
         CROSS JOIN projects p ON p.id = a.project_id
         CROSS JOIN teams tm ON tm.id = p.team_id
         LEFT JOIN statuses s ON s.id = a.status_id
       ORDER BY a.page, a.due_key, a.task_id`,
      ...ranges.flatMap((range) => range.params),
    )
    .toArray();
  return requests.map((_, page) =>
    pageOf(
      rows.filter((row) => row.page === page),
      limit,
      (row) => [row.due_key, row.id],
      toMyTask,
    ),
  );
}

/** One page of one selection. */
export const myTasks = (context: MemberContext, calendar: Calendar, request: PageRequest, limit: number) =>
  myTaskPages(context, calendar, [request], limit)[0];

type StatusCount = { name: string; category: string; colour: string; count: number };

/**
 * Where each of my index entries falls: an open task in one due-date bucket, a
 * closed one completed this week or before. Every selection is a union of parts.
 * The boundaries are conditionOf's, as one CASE: a page needs its selection as
 * an index range, a tally one evaluation per entry.
 */
const PART_OF_ENTRY = `CASE
  WHEN a.open = 0 THEN CASE WHEN (SELECT t.completed_at FROM tasks t WHERE t.id = a.task_id) >= ? THEN 'completedThisWeek' ELSE 'completedBefore' END
  WHEN a.due_key < ? THEN 'overdue'
  WHEN a.due_key < ? THEN 'today'
  WHEN a.due_key < ? THEN 'thisWeek'
  WHEN a.due_key = '${NO_DATE}' THEN 'noDate'
  ELSE 'later' END`;
const partParams = ({ weekAgo, today, tomorrow, weekEnd }: Calendar) => [weekAgo, today, tomorrow, weekEnd];

const PARTS_OF: Record<Selection, readonly string[]> = {
  open: ["overdue", "today", "thisWeek", "later", "noDate"],
  overdue: ["overdue"],
  today: ["today"],
  thisWeek: ["thisWeek"],
  dueThisWeek: ["today", "thisWeek"],
  later: ["later"],
  noDate: ["noDate"],
  completedThisWeek: ["completedThisWeek"],
};

/**
 * How many of my tasks are in each selection, and all my tasks by status, in
 * one pass over my index entries that works out each entry's part once.
 * Statuses of the same name and category in different teams count together.
 */
export function tallyMyTasks<S extends Selection>(context: MemberContext, calendar: Calendar, selections: readonly S[]) {
  const visible = workingProjects(context, "p");
  const groups = context.sql
    .exec<{ name: string | null; category: string | null; colour: string | null; part: string; total: number }>(
      `SELECT s.name, s.category, s.colour, x.part, x.total FROM (
         SELECT a.status_id, ${PART_OF_ENTRY} AS part, COUNT(*) AS total
         FROM task_assignees a
         WHERE a.user_id = ? AND a.open IN (0, 1) AND EXISTS (SELECT 1 FROM projects p WHERE p.id = a.project_id AND (${visible.where}))
         GROUP BY a.status_id, part
       ) x LEFT JOIN statuses s ON s.id = x.status_id`,
      ...partParams(calendar),
      context.viewer.member.userId,
      ...visible.params,
    )
    .toArray();
  const counts = Object.fromEntries(
    selections.map((selection) => [
      selection,
      groups.reduce((sum, group) => sum + (PARTS_OF[selection].includes(group.part) ? group.total : 0), 0),
    ]),
  ) as Record<S, number>;
  const byStatus = new Map<string, StatusCount>();
  for (const group of groups) {
    const name = group.name ?? "No status";
    const category = group.category ?? "";
    const key = `${name}\u0000${category}`;
    const found = byStatus.get(key) ?? { name, category, colour: group.colour ?? "#94a3b8", count: 0 };
    found.count += group.total;
    byStatus.set(key, found);
  }
  const statuses = [...byStatus.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return { counts, statuses };
}

/** The projects the viewer opened most recently, among those they can still see. */
export function recentlyVisitedProjects(context: MemberContext, limit: number) {
  const visible = workingProjects(context, "p");
  return context.sql
    .exec<{ id: string; name: string; visibility: string; team_id: string; team_name: string; visited_at: number }>(
      `SELECT p.id, p.name, p.visibility, p.team_id, tm.name AS team_name, v.visited_at
       FROM project_visits v
         CROSS JOIN projects p ON p.id = v.project_id
         CROSS JOIN teams tm ON tm.id = p.team_id
       WHERE v.user_id = ? AND ${visible.where}
       ORDER BY v.visited_at DESC
       ${limitTo(limit)}`,
      context.viewer.member.userId,
      ...visible.params,
    )
    .toArray()
    .map((row) => ({
      projectId: row.id,
      name: row.name,
      visibility: row.visibility,
      teamId: row.team_id,
      teamName: row.team_name,
      visitedAt: row.visited_at,
    }));
}
