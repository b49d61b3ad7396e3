import { canWork } from "~/lib/permissions";
import type { ListQuery } from "~/schemas/task";
import { requireTask } from "../../access";
import { defineQuery, type MemberContext, type TargetContext } from "../../operations";
import {
  columnsOfProject,
  findTask,
  groupsOfProject,
  peopleOfProject,
  statusesOfTeam,
  subtasksOf,
  subtasksOfMany,
  type TaskRow,
} from "./store";
import { viewProject } from "../projects/view";
import { descriptionOf, groupView, taskView, taskViews, type TaskView } from "./views";
import { groupCount, groupWindow, textFilterCounts } from "./window";
import { LIST_LIMIT_DEFAULT } from "~/lib/taskList";

/** Subtasks that come with a task (its side panel, or its row in a window). */
export const SUBTASKS_PER_TASK = 200;
export const SUBTASKS_IN_WINDOW = 50;
/** Groups beyond these come with their counts only; their rows load on demand (groupId). */
export const GROUPS_WITH_ROWS = 20;

/** A task with everything its side panel shows. */
function taskDetail(context: MemberContext, task: TaskRow) {
  const { sql } = context;
  const subtasks = task.parent_id ? [] : taskViews(sql, subtasksOf(sql, task.id, SUBTASKS_PER_TASK));
  return { ...taskView(sql, task), description: descriptionOf(task), subtasks };
}

/**
 * Top-level rows with their subtasks (at most SUBTASKS_IN_WINDOW each) as views, each list of `pages`
 * in its place: the rows of every page and their subtasks are read together, so a window of several
 * groups costs one statement each for its subtasks, assignees, their names, values and counts.
 */
function withSubtasks(sql: SqlStorage, pages: readonly TaskRow[][]) {
  const rows = pages.flat();
  const views = taskViews(sql, [...rows, ...subtasksOfMany(sql, rows.map((row) => row.id), SUBTASKS_IN_WINDOW)]);
  const subtasks = new Map<string | null, TaskView[]>();
  for (const sub of views.slice(rows.length)) {
    const siblings = subtasks.get(sub.parentId);
    if (siblings) siblings.push(sub);
    else subtasks.set(sub.parentId, [sub]);
  }
  const tasks = views.slice(0, rows.length).map((task) => ({ ...task, subtasks: subtasks.get(task.id) ?? [] }));
  let taken = 0;
  return pages.map((page) => tasks.slice(taken, (taken += page.length)));
}

function listWindow(context: TargetContext<"project">, input: ListQuery) {
  const { sql } = context;
  const { project, role } = context.target;
  const scrollTo = input.scrollTaskId ? findTask(sql, input.scrollTaskId) : null;
  const scrollRow = scrollTo?.project_id === project.id ? (scrollTo.parent_id ? findTask(sql, scrollTo.parent_id) : scrollTo) : null;
  const opened = input.taskId ? requireTask(context, input.taskId, "work:read").task : null;

  // The first screen holds at most `limit` rows in all, group after group, so its cost stays the
  // same however large the project grows; the other groups bring their counts only.
  let rowsLeft = input.limit ?? LIST_LIMIT_DEFAULT;
  const textCounts = textFilterCounts(sql, project.id, input);
  const countOf = (groupId: string) => (textCounts ? (textCounts.get(groupId) ?? 0) : undefined);
  const windows = groupsOfProject(sql, project.id).map((group, index) => {
    // A group where "Load more" was pressed (`loaded`) re-reads its first rows, as many as were shown.
    const count = input.cursor ? undefined : input.loaded?.[group.id];
    const target = group.id === input.groupId || group.id === scrollRow?.group_id || count !== undefined;
    const wanted = input.groupId ? group.id === input.groupId : target || (index < GROUPS_WITH_ROWS && rowsLeft > 0);
    if (!wanted) {
      return { ...groupView(group), loaded: false, total: countOf(group.id) ?? groupCount(sql, group.id, input), nextCursor: null, rows: [] as TaskRow[] };
    }
    const from = count === undefined && scrollRow?.group_id === group.id && !input.cursor ? { fromTaskId: scrollRow.id } : {};
    const limit = count ?? (target ? input.limit : Math.max(1, rowsLeft));
    const page = groupWindow(sql, group.id, { ...input, limit }, input.groupId === group.id ? { cursor: input.cursor } : from, countOf(group.id));
    rowsLeft -= page.rows.length;
    return { ...groupView(group), loaded: true, total: page.total, nextCursor: page.nextCursor, rows: page.rows };
  });
  const tasks = withSubtasks(sql, windows.map((group) => group.rows));

  return {
    project: { ...viewProject(sql, project), visibility: project.visibility },
    canEdit: canWork(role, "work:edit"),
    statuses: statusesOfTeam(sql, project.team_id),
    people: peopleOfProject(sql, project).map((person) => ({
      userId: person.user_id,
      firstName: person.first_name,
      lastName: person.last_name,
      email: person.email,
    })),
    columns: columnsOfProject(sql, project.id).map((column) => ({
      id: column.id,
      name: column.name,
      type: column.type,
      config: JSON.parse(column.config_json) as Record<string, unknown>,
    })),
    groups: windows.map(({ rows: _rows, ...group }, index) => ({ ...group, tasks: tasks[index] })),
    openTask: opened && opened.project_id === project.id ? taskDetail(context, opened) : null,
  };
}

export const taskQueries = {
  /** A task group with its count of top-level tasks. */
  "tasks.getGroup": defineQuery({
    acts: { resource: "taskGroup", from: "groupId", action: "work:read" },
    handler: (context, _input: { groupId: string }) => {
      const { group, project } = context.target;
      const total = groupCount(context.sql, group.id, {});
      return { ...groupView(group), teamId: project.team_id, taskCount: total };
    },
  }),

  /** A task or subtask with its description and subtasks. */
  "tasks.get": defineQuery({
    acts: { resource: "task", from: "taskId", action: "work:read" },
    handler: (context, _input: { taskId: string }) => {
      const { task, project } = context.target;
      return { ...taskDetail(context, task), teamId: project.team_id };
    },
  }),

  /** The List view's window: groups in order, each with a page of its filtered, sorted top-level tasks. */
  "tasks.list": defineQuery({ acts: { resource: "project", from: "projectId", action: "work:read" }, handler: listWindow }),
};
