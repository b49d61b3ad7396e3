import { LIVE } from "../../hidden";
import type { AddTaskInput, UpdateTaskInput } from "~/schemas/task";
import { DATE_ORDER_MESSAGE, TASK_NAME_MAX } from "~/schemas/task";
import { requireTask, requireTaskGroup } from "../../access";
import type { ActivityItem } from "../../activity";
import { defineCommand, fieldFailure, WorkspaceFailure, type MemberContext, type TargetContext } from "../../operations";
import { keyBetween } from "../../order";
import { scheduleAfterMove, type Schedule } from "../dependencies/schedule";
import type { ProjectRow } from "../projects/store";
import { findTeam } from "../teams/store";
import {
  copyAssigneesAndValues,
  findTask,
  insertGroup,
  insertTask,
  keysAround,
  lastSiblingKey,
  leftProject,
  membersWhoSee,
  moveTaskTo,
  setAssignees,
  setTaskPosition,
  statusOfTeam,
  subtaskIds,
  updateGroup,
  NO_MESSAGES,
  updateTask,
  type Siblings,
  type TaskRow,
} from "./store";
import { groupView, taskView } from "./views";

export const STATUS_MESSAGE = "Choose a status of this team";
export const ASSIGNEE_MESSAGE = "Assignees must be members who can see this project";
export const SUBTASK_DEPTH_MESSAGE = "A subtask cannot have subtasks of its own";
export const MOVE_SUBTASK_MESSAGE = "Only a task, not a subtask, moves to another group";
export const MOVE_TEAM_MESSAGE = "A task can move only to a group of its own team";
export const PLACE_SIBLING_MESSAGE = "Place an item next to one of its own list";
export const PLACE_SELF_MESSAGE = "An item cannot be placed next to itself";

type Place = { beforeId?: string; afterId?: string };

/** The order key that puts an item directly before or after a sibling. */
function placedKey(sql: SqlStorage, siblings: Siblings, place: Place, movingId: string | null): string {
  const anchorId = (place.beforeId ?? place.afterId)!;
  if (anchorId === movingId) throw new WorkspaceFailure(400, PLACE_SELF_MESSAGE);
  const keys = keysAround(sql, siblings, anchorId, movingId);
  if (!keys) throw new WorkspaceFailure(400, PLACE_SIBLING_MESSAGE, { [place.beforeId ? "beforeId" : "afterId"]: [PLACE_SIBLING_MESSAGE] });
  return place.afterId ? keyBetween(keys.anchor, keys.next) : keyBetween(keys.previous, keys.anchor);
}

const endKey = (sql: SqlStorage, siblings: Siblings) => keyBetween(lastSiblingKey(sql, siblings), null);
const taskSiblings = (task: Pick<TaskRow, "group_id" | "parent_id">): Siblings => ({ table: "tasks", groupId: task.group_id, parentId: task.parent_id });


/** The status and assignees a task may have in its project, checked against the team and who can see the project. */
function checkPeopleAndStatus(sql: SqlStorage, project: ProjectRow, change: { statusId?: string; assigneeIds?: string[] }) {
  if (change.statusId && !statusOfTeam(sql, project.team_id, change.statusId)) throw fieldFailure(400, "statusId", STATUS_MESSAGE);
  if (change.assigneeIds) {
    const wanted = [...new Set(change.assigneeIds)];
    if (membersWhoSee(sql, project, wanted).length !== wanted.length) throw fieldFailure(400, "assigneeIds", ASSIGNEE_MESSAGE);
  }
}

function checkDates(start: string | null, due: string | null) {
  if (start && due && start > due) throw fieldFailure(400, "dueDate", DATE_ORDER_MESSAGE);
}

/** The activity entry of a task command: the task, where it lives, and a little detail. */
const taskActivity =
  <O extends TaskOutput>(verb: string, detail?: (output: O) => ActivityItem["detail"]) =>
  (_input: unknown, output: O): ActivityItem => ({
    verb,
    itemType: output.parentId ? "subtask" : "task",
    itemId: output.id,
    parentId: output.parentId ?? output.groupId,
    teamId: output.teamId,
    projectId: output.projectId,
    detail: detail?.(output) ?? { name: output.name },
  });

type TaskOutput = ReturnType<typeof taskView> & { teamId: string };

const withTeam = (sql: SqlStorage, task: TaskRow, teamId: string): TaskOutput => ({ ...taskView(sql, task), teamId });

export function addTask(context: MemberContext, input: AddTaskInput): TaskOutput {
  const { sql, now, viewer } = context;
  const parent = input.parentId ? requireTask(context, input.parentId, "work:edit") : null;
  if (parent?.task.parent_id) throw fieldFailure(400, "parentId", SUBTASK_DEPTH_MESSAGE);
  const { group, project } = parent ? { group: { id: parent.task.group_id }, project: parent.project } : requireTaskGroup(context, input.groupId!, "work:edit");
  checkPeopleAndStatus(sql, project, input);
  const task: TaskRow = {
    ...LIVE,
    ...NO_MESSAGES,
    id: crypto.randomUUID(),
    project_id: project.id,
    group_id: group.id,
    parent_id: parent?.task.id ?? null,
    name: input.name,
    description_json: input.description ? JSON.stringify(input.description) : null,
    status_id: input.statusId ?? findTeam(sql, project.team_id)?.default_status_id ?? null,
    priority: input.priority ?? null,
    start_date: input.startDate ?? null,
    due_date: input.dueDate ?? null,
    position: endKey(sql, taskSiblings({ group_id: group.id, parent_id: parent?.task.id ?? null })),
    created_by: viewer.member.userId,
    created_at: now,
    updated_at: now,
  };
  insertTask(sql, task);
  if (input.assigneeIds) setAssignees(sql, task.id, input.assigneeIds);
  return withTeam(sql, task, project.team_id);
}

function changeTask(context: TargetContext<"task">, input: UpdateTaskInput): TaskOutput & Schedule & { changed: string } {
  const { sql, now } = context;
  const { task, project } = context.target;
  checkPeopleAndStatus(sql, project, input);
  const pick = <K extends keyof UpdateTaskInput, V>(key: K, current: V, convert: (value: NonNullable<UpdateTaskInput[K]>) => V) =>
    input[key] === undefined ? current : input[key] === null ? null : convert(input[key] as NonNullable<UpdateTaskInput[K]>);
  const change = {
    name: input.name ?? task.name,
    description_json: pick("description", task.description_json, (doc) => JSON.stringify(doc)),
    status_id: input.statusId ?? task.status_id,
    priority: pick("priority", task.priority, (value) => value),
    start_date: pick("startDate", task.start_date, (value) => value),
    due_date: pick("dueDate", task.due_date, (value) => value),
  } as Parameters<typeof updateTask>[2];
  checkDates(change.start_date, change.due_date);
  updateTask(sql, task.id, change, now);
  if (input.assigneeIds) setAssignees(sql, task.id, input.assigneeIds);
  // What changed, not what was sent: a form without JavaScript sends a row's every field (decision 0067).
  const before = { name: task.name, description: task.description_json, statusId: task.status_id, priority: task.priority, startDate: task.start_date, dueDate: task.due_date };
  const after = { name: change.name, description: change.description_json, statusId: change.status_id, priority: change.priority, startDate: change.start_date, dueDate: change.due_date };
  const changed = [...(Object.keys(before) as Array<keyof typeof before>).filter((key) => before[key] !== after[key]), ...(input.assigneeIds ? ["assigneeIds"] : [])];
  const moved = change.start_date !== task.start_date || change.due_date !== task.due_date;
  const schedule = moved ? scheduleAfterMove(context, project, [task.id]) : { rescheduled: [], pullBackCount: 0 };
  return { ...withTeam(sql, findTask(sql, task.id)!, project.team_id), ...schedule, changed: changed.join(",") };
}

/** A copy right after the original, with its assignees, values and (for a task) subtasks. */
function duplicateTask(context: TargetContext<"task">, _input: { taskId: string }): TaskOutput & { sourceId: string } {
  const { sql, now, viewer } = context;
  const { task, project } = context.target;
  const copy = (source: TaskRow, overrides: Partial<TaskRow>) => {
    const row: TaskRow = { ...source, ...NO_MESSAGES, id: crypto.randomUUID(), created_by: viewer.member.userId, created_at: now, updated_at: now, ...overrides };
    insertTask(sql, row);
    copyAssigneesAndValues(sql, source.id, row.id);
    return row;
  };
  const keys = keysAround(sql, taskSiblings(task), task.id, null)!;
  const duplicate = copy(task, { name: `${task.name} (copy)`.slice(0, TASK_NAME_MAX), position: keyBetween(keys.anchor, keys.next) });
  for (const subtaskId of subtaskIds(sql, task.id, true)) copy(findTask(sql, subtaskId)!, { parent_id: duplicate.id });
  return { ...withTeam(sql, duplicate, project.team_id), sourceId: task.id };
}

function moveTask(context: TargetContext<"task">, { groupId, ...place }: { taskId: string; groupId: string } & Place): TaskOutput & { fromGroupId: string; fromProjectId: string } {
  const { sql, now } = context;
  const { task, project } = context.target;
  if (task.parent_id) throw fieldFailure(400, "taskId", MOVE_SUBTASK_MESSAGE);
  const target = requireTaskGroup(context, groupId, "work:edit");
  if (target.project.team_id !== project.team_id) throw fieldFailure(400, "groupId", MOVE_TEAM_MESSAGE);
  const siblings: Siblings = { table: "tasks", groupId: target.group.id, parentId: null };
  const position = place.beforeId || place.afterId ? placedKey(sql, siblings, place, task.id) : endKey(sql, siblings);
  moveTaskTo(sql, task.id, target.group, position, now);
  leftProject(sql, [task.id, ...subtaskIds(sql, task.id)], project.id, target.project);
  return { ...withTeam(sql, findTask(sql, task.id)!, project.team_id), fromGroupId: task.group_id, fromProjectId: project.id };
}

function reorderTask(context: TargetContext<"task">, input: { taskId: string } & Place): TaskOutput {
  const { sql, now } = context;
  const { task, project } = context.target;
  setTaskPosition(sql, task.id, placedKey(sql, taskSiblings(task), input, task.id), now);
  return withTeam(sql, findTask(sql, task.id)!, project.team_id);
}

// ---- task groups ------------------------------------------------------------------

type GroupOutput = ReturnType<typeof groupView> & { teamId: string; detail?: ActivityItem["detail"] };

const groupActivity =
  (verb: string) =>
  <O extends GroupOutput>(_input: unknown, output: O): ActivityItem => ({
    verb,
    itemType: "task_group",
    itemId: output.id,
    parentId: output.projectId,
    teamId: output.teamId,
    projectId: output.projectId,
    detail: output.detail ?? { name: output.name },
  });

function createGroup(context: TargetContext<"project">, { name }: { projectId: string; name: string }) {
  const { sql, now } = context;
  const { project } = context.target;
  const group = { ...LIVE, ...NO_MESSAGES, id: crypto.randomUUID(), project_id: project.id, name, position: endKey(sql, { table: "task_groups", projectId: project.id }), created_at: now };
  insertGroup(sql, group);
  return { ...groupView(group), teamId: project.team_id };
}

function changeGroup(context: TargetContext<"taskGroup">, input: { groupId: string; name?: string } & Place) {
  const { sql } = context;
  const { group, project } = context.target;
  const siblings: Siblings = { table: "task_groups", projectId: project.id };
  const position = input.beforeId || input.afterId ? placedKey(sql, siblings, input, group.id) : group.position;
  const name = input.name ?? group.name;
  updateGroup(sql, group.id, { name, position });
  const detail = { name, ...(name !== group.name ? { from: group.name } : {}), reordered: position !== group.position };
  return { ...groupView({ ...group, name, position }), teamId: project.team_id, detail };
}

const editsIn = <K extends "project" | "taskGroup" | "task", F extends string>(resource: K, from: F) =>
  ({ resource, from, action: "work:edit" }) as const;
const EDITS_TASK = editsIn("task", "taskId");

export const taskCommands = {
  "tasks.createGroup": defineCommand({ acts: editsIn("project", "projectId"), handler: createGroup, activity: groupActivity("created") }),
  "tasks.updateGroup": defineCommand({ acts: editsIn("taskGroup", "groupId"), handler: changeGroup, activity: groupActivity("updated") }),

  "tasks.add": defineCommand({ permission: "signed-in", handler: addTask, activity: taskActivity("created") }),
  "tasks.update": defineCommand({
    acts: EDITS_TASK,
    handler: changeTask,
    activity: taskActivity("updated", (output: ReturnType<typeof changeTask>) => ({
      name: output.name,
      fields: output.changed,
      ...(output.rescheduled.length > 0 ? { rescheduled: output.rescheduled.length } : {}),
    })),
  }),
  "tasks.duplicate": defineCommand({
    acts: EDITS_TASK,
    handler: duplicateTask,
    activity: taskActivity("duplicated", (output: ReturnType<typeof duplicateTask>) => ({ name: output.name, from: output.sourceId })),
  }),
  "tasks.move": defineCommand({
    acts: EDITS_TASK,
    handler: moveTask,
    // The project it left, when another: the live hub tells that project's viewers too (live/hub.ts).
    activity: taskActivity("moved", (output: ReturnType<typeof moveTask>) => ({
      name: output.name,
      fromGroupId: output.fromGroupId,
      ...(output.fromProjectId !== output.projectId ? { fromProjectId: output.fromProjectId } : {}),
    })),
  }),
  "tasks.reorder": defineCommand({ acts: EDITS_TASK, handler: reorderTask, activity: taskActivity("reordered") }),
};
