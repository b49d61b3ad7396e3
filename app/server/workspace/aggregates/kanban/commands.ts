import type { AddCardInput, MoveCardInput } from "~/schemas/kanban";
import type { BoardType } from "~/lib/kanban";
import { NONE_KEY } from "~/lib/kanban";
import type { Priority } from "~/lib/priorities";
import { TASK_NOT_FOUND } from "../../access";
import type { ActivityItem } from "../../activity";
import { defineCommand, fieldFailure, WorkspaceFailure, type MemberContext, type TargetContext } from "../../operations";
import { keyBetween } from "../../order";
import { listColumns, writeValue } from "../columns/store";
import type { ProjectRow } from "../projects/store";
import { addTask } from "../tasks/commands";
import { assigneesOf, findTask, setAssignees, updateTask, type TaskChange, type TaskRow } from "../tasks/store";
import { boardFor, laneOf, type Board } from "./board";
import { cardsOf } from "./cards";
import { boundsIn, cardColumnIdsOf, firstGroupOf, positionIn, rememberBoardChoice, setBoardPosition, setCardColumnIds, spreadTies, type Lane } from "./store";

export const NOT_A_BOARD_COLUMN = "Choose a column of this board";
export const PLACE_CARD_MESSAGE = "Place a card next to another card of the same column";
export const SUBTASK_CARD_MESSAGE = "Only a task, not a subtask, is a card on the board";
export const NO_GROUP_MESSAGE = "Add a task group to the project first";
export const CARD_COLUMNS_MESSAGE = "Choose columns of this project";


/** The column of the board named by `key`, or a field error. */
function requireLane(sql: SqlStorage, project: ProjectRow, board: Board, key: string): Lane {
  const lane = laneOf(sql, project, board, key);
  if (!lane) throw fieldFailure(400, "to", NOT_A_BOARD_COLUMN);
  return lane;
}

/** The order key between a card's new neighbours in the lane; keys two cards share are spread first. */
function keyIn(sql: SqlStorage, lane: Lane, anchorId: string | null, side: "after" | "before", movingId: string): string {
  const anchor = anchorId ? positionIn(sql, lane, anchorId) : null;
  if (anchorId && (!anchor || anchorId === movingId)) throw fieldFailure(400, side === "after" ? "afterId" : "beforeId", PLACE_CARD_MESSAGE);
  const { lower, upper } = boundsIn(sql, lane, anchor, side, movingId);
  if (lower !== null && upper !== null && lower >= upper) {
    spreadTies(sql, lane, lower);
    return keyIn(sql, lane, anchorId, side, movingId);
  }
  return keyBetween(lower, upper);
}

const changeOf = (task: TaskRow): TaskChange => ({
  name: task.name,
  description_json: task.description_json,
  status_id: task.status_id,
  priority: task.priority as TaskChange["priority"],
  start_date: task.start_date,
  due_date: task.due_date,
});

/**
 * The task's field takes the target column's value, through the task store
 * like any task change (so my-space's copies follow). By assignee, the card
 * leaves the person whose column it came from and joins the target's; into
 * "Unassigned" it leaves everyone.
 */
function takeValue(context: MemberContext, board: Board, task: TaskRow, to: string, from: string | undefined) {
  const { sql, now } = context;
  const value = to === NONE_KEY ? null : to;
  switch (board.type) {
    case "STATUS":
      if (task.status_id !== to) updateTask(sql, task.id, { ...changeOf(task), status_id: to }, now);
      return;
    case "PRIORITY":
      if (task.priority !== value) updateTask(sql, task.id, { ...changeOf(task), priority: value as TaskChange["priority"] }, now);
      return;
    case "ASSIGNEE": {
      const current = assigneesOf(sql, [task.id]).get(task.id) ?? [];
      if (value !== null && current.includes(value)) return;
      const kept = value === null ? [] : current.filter((userId) => userId !== from);
      setAssignees(sql, task.id, value === null ? [] : [...kept, value]);
      return;
    }
    case "COLUMN":
      writeValue(sql, task.id, board.column.columnId, value);
  }
}

/** The task the core resolved (editable), as a card: neither hidden nor a subtask. */
function requireCard({ target }: TargetContext<"task">) {
  if (target.task.hidden_in) throw new WorkspaceFailure(404, TASK_NOT_FOUND);
  if (target.task.parent_id) throw fieldFailure(400, "taskId", SUBTASK_CARD_MESSAGE);
  return target;
}

const cardOf = (sql: SqlStorage, projectId: string, taskId: string) => cardsOf(sql, [findTask(sql, taskId)!], cardColumnIdsOf(sql, projectId))[0];

function moveCard(context: TargetContext<"task">, input: MoveCardInput) {
  const { sql, now } = context;
  const { task, project } = requireCard(context);
  const board = boardFor(sql, project, input);
  const lane = requireLane(sql, project, board, input.to);
  takeValue(context, board, task, input.to, input.from);
  const side = input.beforeId ? "before" : "after";
  setBoardPosition(sql, task.id, keyIn(sql, lane, input.afterId ?? input.beforeId ?? null, side, task.id), now);
  return { card: cardOf(sql, project.id, task.id), teamId: project.team_id, type: board.type, from: input.from ?? null, to: input.to };
}

function addCard(context: TargetContext<"project">, input: AddCardInput) {
  const { sql, now } = context;
  const { project } = context.target;
  const board = boardFor(sql, project, input);
  const lane = requireLane(sql, project, board, input.to);
  const groupId = firstGroupOf(sql, project.id);
  if (!groupId) throw fieldFailure(400, "name", NO_GROUP_MESSAGE);
  const value = input.to === NONE_KEY ? undefined : input.to;
  const preset = {
    STATUS: { statusId: value },
    ASSIGNEE: { assigneeIds: value ? [value] : undefined },
    PRIORITY: { priority: value as Priority | undefined },
    COLUMN: {},
  }[board.type];
  const added = addTask(context, { groupId, name: input.name, ...preset });
  if (board.type === "COLUMN" && value) writeValue(sql, added.id, board.column.columnId, value);
  setBoardPosition(sql, added.id, keyIn(sql, lane, null, "after", added.id), now);
  return { card: cardOf(sql, project.id, added.id), teamId: project.team_id, type: board.type, from: null, to: input.to };
}

type CardChange = ReturnType<typeof moveCard>;

/** The activity entry of a card command: its task, where it lives, and the columns it went between. */
const cardActivity = (verb: string, { card, teamId, type, from, to }: CardChange, groupId: string, projectId: string): ActivityItem => ({
  verb,
  itemType: "task",
  itemId: card.id,
  parentId: groupId,
  teamId,
  projectId,
  detail: { name: card.name, board: type, from, to },
});

const projectActivity = (verb: string, detail: ActivityItem["detail"], { projectId, teamId }: { projectId: string; teamId: string }): ActivityItem => ({
  verb,
  itemType: "project",
  itemId: projectId,
  parentId: teamId,
  teamId,
  projectId,
  detail,
});

export const kanbanCommands = {
  "kanban.setViewType": defineCommand({
    acts: { resource: "project", from: "projectId", action: "work:read" },
    handler: (context, input: { projectId: string; type: BoardType; columnId?: string }) => {
      const { project } = context.target;
      const board = boardFor(context.sql, project, input);
      const choice = { type: board.type, columnId: board.type === "COLUMN" ? board.column.columnId : null };
      rememberBoardChoice(context.sql, project.id, context.viewer.member.userId, choice, context.now);
      return { projectId: project.id, teamId: project.team_id, ...choice };
    },
    activity: (_input, output) => projectActivity("board_type_chosen", { type: output.type, columnId: output.columnId }, output),
  }),

  "kanban.setCardColumns": defineCommand({
    acts: { resource: "project", from: "projectId", action: "project:manage" },
    handler: (context, input: { projectId: string; columnIds: string[] }) => {
      const { project } = context.target;
      const own = new Set(listColumns(context.sql, project.id).map((column) => column.columnId));
      const columnIds = [...new Set(input.columnIds)];
      if (!columnIds.every((id) => own.has(id))) throw fieldFailure(400, "columnIds", CARD_COLUMNS_MESSAGE);
      setCardColumnIds(context.sql, project.id, columnIds, context.now);
      return { projectId: project.id, teamId: project.team_id, columnIds };
    },
    activity: (_input, output) => projectActivity("card_columns_set", { columns: output.columnIds.length }, output),
  }),

  "kanban.moveCard": defineCommand({
    acts: { resource: "task", from: "taskId", action: "work:edit" },
    handler: moveCard,
    // A move leaves the task in its group and project: the ones the core resolved.
    activity: (_input, change, { target: { task } }) => cardActivity("moved", change, task.group_id, task.project_id),
  }),
  "kanban.addCard": defineCommand({
    acts: { resource: "project", from: "projectId", action: "work:edit" },
    handler: addCard,
    // A new card's task is added to the project's first group (addCard).
    activity: (_input, change, { sql, target: { project } }) => cardActivity("created", change, firstGroupOf(sql, project.id)!, project.id),
  }),
};
