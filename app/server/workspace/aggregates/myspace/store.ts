import type { MyCard, MyTaskBucket } from "~/schemas/myspace";
import { visibleProjects } from "../../access";
import { decodeCursor, pageOf } from "../../keysetCursor";
import type { MemberContext } from "../../operations";
import type { Calendar } from "./dates";

/**
 * My-space reads: the tasks and subtasks assigned to the viewer in the projects
 * they can see. Every statement starts from the viewer's rows of
 * task_assignees_by_user and reaches tasks by primary key (CROSS JOIN keeps
 * that order), so its cost follows the viewer's assignments, never the
 * tenant's tasks.
 */
/** A named set of my tasks: a due-date bucket of open tasks or an analytics card. */
export type Selection = MyTaskBucket | MyCard;

type Condition = { where: string; params: Array<string | number> };

/** A task whose status (joined as `s`) is in a done category counts as completed; any other as open. */
export const DONE = "COALESCE(s.category, '') IN ('DONE', 'CLOSED')";
export const OPEN = `NOT ${DONE}`;
export const DONE_CATEGORIES: readonly string[] = ["DONE", "CLOSED"];

function conditionOf(selection: Selection, { today, tomorrow, weekEnd, weekAgo }: Calendar): Condition {
  switch (selection) {
    case "open":
      return { where: OPEN, params: [] };
    case "overdue":
      return { where: `${OPEN} AND t.due_date < ?`, params: [today] };
    case "today":
      return { where: `${OPEN} AND t.due_date >= ? AND t.due_date < ?`, params: [today, tomorrow] };
    case "thisWeek":
      return { where: `${OPEN} AND t.due_date >= ? AND t.due_date < ?`, params: [tomorrow, weekEnd] };
    case "dueThisWeek":
      return { where: `${OPEN} AND t.due_date >= ? AND t.due_date < ?`, params: [today, weekEnd] };
    case "later":
      return { where: `${OPEN} AND t.due_date >= ?`, params: [weekEnd] };
    case "noDate":
      return { where: `${OPEN} AND t.due_date IS NULL`, params: [] };
    case "completedThisWeek":
      return { where: `${DONE} AND t.updated_at >= ?`, params: [weekAgo] };
  }
}

const ASSIGNED_FROM = `FROM task_assignees a
  CROSS JOIN tasks t ON t.id = a.task_id
  CROSS JOIN projects p ON p.id = t.project_id
  CROSS JOIN teams tm ON tm.id = p.team_id
  LEFT JOIN statuses s ON s.id = t.status_id`;

/** The viewer's assignments in projects they can see, as FROM … WHERE with its parameters. */
function assignedToViewer(context: MemberContext) {
  const visible = visibleProjects(context, "p");
  return {
    from: `${ASSIGNED_FROM} WHERE a.user_id = ? AND ${visible.where}`,
    params: [context.viewer.member.userId, ...visible.params],
  };
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
  sort_due: string;
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

/** One page of a selection, by due date (undated last within "open"), then id. */
export function myTasks(context: MemberContext, calendar: Calendar, selection: Selection, limit: number, cursor?: string) {
  const base = assignedToViewer(context);
  const condition = conditionOf(selection, calendar);
  const after = cursor ? decodeCursor(cursor, 2) : null;
  const rows = context.sql
    .exec<MyTaskRow>(
      `SELECT t.id, t.name, t.parent_id, t.group_id, t.project_id, p.name AS project_name, p.team_id,
              tm.name AS team_name, t.status_id, s.name AS status_name, s.category AS status_category,
              s.colour AS status_colour, t.priority, t.due_date, COALESCE(t.due_date, '~') AS sort_due
       ${base.from}
         AND ${condition.where}
         ${after ? "AND (COALESCE(t.due_date, '~') > ? OR (COALESCE(t.due_date, '~') = ? AND t.id > ?))" : ""}
       ORDER BY sort_due, t.id
       LIMIT ?`,
      ...base.params,
      ...condition.params,
      ...(after ? [after[0], after[0], after[1]] : []),
      limit + 1,
    )
    .toArray();
  return pageOf(rows, limit, (row) => [row.sort_due, row.id], toMyTask);
}

/** How many of my tasks are in each selection, in one pass over my assignments. */
export function countMyTasks<S extends Selection>(context: MemberContext, calendar: Calendar, selections: readonly S[]) {
  const base = assignedToViewer(context);
  const conditions = selections.map((selection) => conditionOf(selection, calendar));
  const row = context.sql
    .exec<Record<string, number | null>>(
      `SELECT ${conditions.map((c, i) => `SUM(CASE WHEN ${c.where} THEN 1 ELSE 0 END) AS c${i}`).join(", ")} ${base.from}`,
      ...conditions.flatMap((c) => c.params),
      ...base.params,
    )
    .one();
  return Object.fromEntries(selections.map((selection, i) => [selection, row[`c${i}`] ?? 0])) as Record<S, number>;
}

/** My tasks by status; statuses of the same name and category in different teams count together. */
export function countMyTasksByStatus(context: MemberContext) {
  const base = assignedToViewer(context);
  return context.sql
    .exec<{ name: string | null; category: string | null; colour: string | null; count: number }>(
      `SELECT s.name, s.category, MIN(s.colour) AS colour, COUNT(*) AS count ${base.from}
       GROUP BY s.name, s.category ORDER BY count DESC, s.name`,
      ...base.params,
    )
    .toArray()
    .map((row) => ({ name: row.name ?? "No status", category: row.category ?? "", colour: row.colour ?? "#94a3b8", count: row.count }));
}

/** The projects the viewer opened most recently, among those they can still see. */
export function recentlyVisitedProjects(context: MemberContext, limit: number) {
  const visible = visibleProjects(context, "p");
  return context.sql
    .exec<{ id: string; name: string; visibility: string; team_id: string; team_name: string; visited_at: number }>(
      `SELECT p.id, p.name, p.visibility, p.team_id, tm.name AS team_name, v.visited_at
       FROM project_visits v
         CROSS JOIN projects p ON p.id = v.project_id
         CROSS JOIN teams tm ON tm.id = p.team_id
       WHERE v.user_id = ? AND ${visible.where}
       ORDER BY v.visited_at DESC
       LIMIT ?`,
      context.viewer.member.userId,
      ...visible.params,
      limit,
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
