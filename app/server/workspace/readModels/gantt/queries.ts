import { canWork } from "~/lib/permissions";
import { isDoneCategory } from "~/lib/statuses";
import { LIST_LIMIT_DEFAULT } from "~/lib/taskList";
import type { GanttQuery } from "~/schemas/gantt";
import { decodeCursor, encodeCursor, INVALID_CURSOR } from "../../keysetCursor";
import { defineQuery, WorkspaceFailure, type MemberContext, type TargetContext } from "../../operations";
import { findTaskGroup, statusesOfTeam, subtaskProgress, subtasksOfMany, type StatusRow, type TaskGroupRow, type TaskRow } from "../../aggregates/tasks/store";
import { SUBTASKS_IN_WINDOW } from "../../aggregates/tasks/queries";
import { criticalPathOf } from "../../aggregates/dependencies/critical";
import { holidaysOf } from "../../aggregates/holidays/store";
import { viewProject } from "../../aggregates/projects/view";
import { noteFirstStep } from "../../aggregates/firstSteps/store";
import { requirePlanFeature } from "../../aggregates/subscription/limits";
import { dependenciesAmong, dependenciesLeaving, liveGroupsFrom, liveTasksAfter, projectDueRange, rowsThrough, type OffPageRow } from "./store";

/** One row of the chart: a group's header, a task or a subtask, in List order. */
export type GanttRow = {
  id: string;
  kind: "group" | "task" | "subtask";
  name: string;
  groupId: string;
  parentId: string | null;
  startDate: string | null;
  dueDate: string | null;
  /** Per cent: subtasks done of all, else 100 for a finished status, else 0. */
  progress: number;
  conversationCount: number;
  replyCount: number;
  status: { id: string; name: string; colour: string } | null;
};

/**
 * Where a page ends: the group, whether its header was shown, and the last
 * top-level task's order key and id ("" before the first).
 */
type Resume = { groupId: string; headerShown: boolean; position: string; id: string };

const resumeCursor = ({ groupId, headerShown, position, id }: Resume) => encodeCursor([groupId, headerShown ? 1 : 0, position, id]);

function resumeFrom(context: MemberContext, projectId: string, cursor: string): { resume: Resume; group: TaskGroupRow } {
  const [groupId, headerShown, position, id] = decodeCursor(cursor, 4);
  const group = findTaskGroup(context.sql, String(groupId));
  if (!group || group.project_id !== projectId || group.hidden_in !== null) throw new WorkspaceFailure(400, INVALID_CURSOR);
  return { resume: { groupId: group.id, headerShown: headerShown === 1, position: String(position), id: String(id) }, group };
}

const groupRow = (group: TaskGroupRow): GanttRow => ({
  id: group.id, kind: "group", name: group.name, groupId: group.id, parentId: null, startDate: null, dueDate: null, progress: 0, status: null,
  conversationCount: group.conversation_count, replyCount: group.reply_count,
});

/**
 * Rows in List order from the cursor: at most `limit` group headers and
 * top-level tasks, each task followed by its live subtasks (at most
 * SUBTASKS_IN_WINDOW). Each group costs one indexed statement, and a page
 * never reads more than limit + 1 groups, so the first screen costs the same
 * however large the project grows.
 */
function windowRows(context: MemberContext, projectId: string, limit: number, cursor: string | undefined) {
  const { sql } = context;
  const start = cursor ? resumeFrom(context, projectId, cursor) : null;
  const tops: Array<TaskRow | TaskGroupRow> = [];
  let left = limit;
  let nextCursor: string | null = null;
  for (const group of liveGroupsFrom(sql, projectId, start?.group ?? null, limit + 2)) {
    const resume = start?.resume.groupId === group.id ? start.resume : null;
    if (left === 0) {
      nextCursor = resumeCursor({ groupId: group.id, headerShown: false, position: "", id: "" });
      break;
    }
    if (!resume?.headerShown) {
      tops.push(group);
      left -= 1;
    }
    const tasks = liveTasksAfter(sql, group.id, resume?.headerShown ? resume : null, left + 1);
    if (tasks.length > left) {
      const page = tasks.slice(0, left);
      tops.push(...page);
      const last = page[page.length - 1];
      nextCursor = resumeCursor({ groupId: group.id, headerShown: true, position: last?.position ?? resume?.position ?? "", id: last?.id ?? resume?.id ?? "" });
      break;
    }
    tops.push(...tasks);
    left -= tasks.length;
  }
  return { tops, nextCursor };
}

/** The project's critical path (the whole project's network, not only the window's rows). */
function criticalOf(sql: SqlStorage, projectId: string) {
  const { criticalTaskIds, criticalDependencyIds } = criticalPathOf(sql, projectId);
  return { taskIds: criticalTaskIds, dependencyIds: criticalDependencyIds };
}

/**
 * The dependencies that leave the page for a row off it (decision record 58): which way that row
 * lies from the page ("above" when the page starts after it), and how to show it: the rows to load
 * from the chart's start to include it (`rows`, for `limit`), or its group's start (`cursor`).
 */
function offPageLinks(sql: SqlStorage, projectId: string, tops: ReadonlyArray<TaskRow | TaskGroupRow>, ids: readonly string[]) {
  const first = tops[0];
  if (!first) return [];
  const firstGroup = "parent_id" in first ? findTaskGroup(sql, first.group_id) : first;
  const start = ["parent_id" in first ? first.position : "", "parent_id" in first ? first.id : ""];
  const before = (row: OffPageRow) =>
    row.group_position !== firstGroup?.position
      ? row.group_position < (firstGroup?.position ?? "")
      : row.group_id !== firstGroup.id
        ? row.group_id < firstGroup.id
        : row.top_position !== start[0]
          ? row.top_position < start[0]
          : row.top_id < start[1];
  return dependenciesLeaving(sql, projectId, ids).map((row) => ({
    dependencyId: row.id,
    predecessorId: row.predecessor_id,
    successorId: row.successor_id,
    type: row.type as "FS" | "SS" | "FF" | "SF",
    taskId: row.other_id,
    name: row.other_name,
    direction: before(row) ? ("above" as const) : ("below" as const),
    rows: rowsThrough(sql, projectId, { id: row.group_id, position: row.group_position }, { id: row.top_id, position: row.top_position }),
    cursor: resumeCursor({ groupId: row.group_id, headerShown: false, position: "", id: "" }),
  }));
}


function ganttWindow(context: TargetContext<"project">, input: GanttQuery) {
  const { sql } = context;
  const { project, role } = context.target;
  requirePlanFeature(sql, "ganttView");
  noteFirstStep(sql, context.viewer.member.userId, "gantt", context.now);
  const { tops, nextCursor } = windowRows(context, project.id, input.limit ?? LIST_LIMIT_DEFAULT, input.cursor);

  const taskIds = tops.filter((row): row is TaskRow => "parent_id" in row).map((task) => task.id);
  const subtasks = subtasksOfMany(sql, taskIds, SUBTASKS_IN_WINDOW).filter((subtask) => subtask.hidden_in === null);
  const progress = subtaskProgress(sql, taskIds);
  const statuses = new Map<string, StatusRow>(statusesOfTeam(sql, project.team_id).map((status) => [status.id, status]));

  const taskRow = (task: TaskRow): GanttRow => {
    const status = task.status_id ? statuses.get(task.status_id) : undefined;
    const counts = progress.get(task.id);
    return {
      id: task.id,
      kind: task.parent_id ? "subtask" : "task",
      name: task.name,
      groupId: task.group_id,
      parentId: task.parent_id,
      startDate: task.start_date,
      dueDate: task.due_date,
      progress: counts ? Math.round((100 * counts.done) / counts.total) : status && isDoneCategory(status.category) ? 100 : 0,
      conversationCount: task.conversation_count,
      replyCount: task.reply_count,
      status: status ? { id: status.id, name: status.name, colour: status.colour } : null,
    };
  };
  const rows = tops.flatMap((top) =>
    "parent_id" in top ? [taskRow(top), ...subtasks.filter((subtask) => subtask.parent_id === top.id).map(taskRow)] : [groupRow(top)],
  );

  const ids = rows.filter((row) => row.kind !== "group").map((row) => row.id);
  return {
    project: viewProject(sql, project),
    canEdit: canWork(role, "work:edit"),
    range: projectDueRange(sql, project.id),
    rows,
    nextCursor,
    dependencies: dependenciesAmong(sql, ids).map((dependency) => ({
      dependencyId: dependency.id,
      predecessorId: dependency.predecessor_id,
      successorId: dependency.successor_id,
      type: dependency.type as "FS" | "SS" | "FF" | "SF",
      lagDays: dependency.lag_days,
    })),
    offPage: offPageLinks(sql, project.id, tops, ids),
    holidays: holidaysOf(sql, project.team_id),
    critical: input.critical === "1" ? criticalOf(sql, project.id) : null,
  };
}

export const ganttQueries = {
  /** The Gantt chart's window: rows in List order from a cursor, their dependencies, the team's holidays, the project's dates. */
  "gantt.window": defineQuery({ acts: { resource: "project", from: "projectId", action: "work:read" }, handler: ganttWindow }),
};
