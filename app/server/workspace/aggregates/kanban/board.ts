import { optionsOf } from "~/lib/columns";
import { BOARD_COLUMN_MESSAGE } from "~/schemas/kanban";
import { NONE_KEY, type BoardType } from "~/lib/kanban";
import { PRIORITIES, PRIORITY_NAMES } from "~/lib/priorities";
import { WorkspaceFailure } from "../../operations";
import { findColumn, type Column } from "../columns/store";
import type { ProjectRow } from "../projects/store";
import { membersWhoSee, peopleOfProject, statusesOfTeam, statusOfTeam } from "../tasks/store";
import { lanes, type BoardChoice, type Lane } from "./store";

/** What a board groups its cards by: a task field, or one of the project's single-select columns. */
export type Board = { type: Exclude<BoardType, "COLUMN"> } | { type: "COLUMN"; column: Column };

/** A column of the board: its key (a status, person, priority or option id, or NONE), heading and lane. */
export type BoardColumn = { key: string; label: string; colour: string | null; lane: Lane };

const isSingleSelect = (column: Column | null, project: ProjectRow): column is Column =>
  column !== null && column.projectId === project.id && column.type === "SINGLE_SELECT";

/** The board a member asked for; a single-select column must be the project's. */
export function boardFor(sql: SqlStorage, project: ProjectRow, choice: { type: BoardType; columnId?: string | null }): Board {
  if (choice.type !== "COLUMN") return { type: choice.type };
  const column = choice.columnId ? findColumn(sql, choice.columnId) : null;
  if (!isSingleSelect(column, project)) throw new WorkspaceFailure(400, BOARD_COLUMN_MESSAGE, { columnId: [BOARD_COLUMN_MESSAGE] });
  return { type: "COLUMN", column };
}

/** The board a member last chose for the project: by status at first, and again when their column has gone. */
export function rememberedBoard(sql: SqlStorage, project: ProjectRow, choice: BoardChoice | null): Board {
  if (!choice || choice.type === "STATUS") return { type: "STATUS" };
  if (choice.type !== "COLUMN") return { type: choice.type };
  const column = choice.columnId ? findColumn(sql, choice.columnId) : null;
  return isSingleSelect(column, project) ? { type: "COLUMN", column } : { type: "STATUS" };
}

export const choiceOf = (board: Board): BoardChoice => ({ type: board.type, columnId: board.type === "COLUMN" ? board.column.columnId : null });

/** The board's columns in order: the team's statuses; the people who see the project after "Unassigned"; the priorities or options, then none. */
export function boardColumns(sql: SqlStorage, project: ProjectRow, board: Board): BoardColumn[] {
  const none = (label: string, lane: Lane): BoardColumn => ({ key: NONE_KEY, label, colour: null, lane });
  switch (board.type) {
    case "STATUS":
      return statusesOfTeam(sql, project.team_id).map((status) => ({
        key: status.id,
        label: status.name,
        colour: status.colour,
        lane: lanes.status(project.id, status.id),
      }));
    case "ASSIGNEE":
      return [
        none("Unassigned", lanes.unassigned(project.id)),
        ...peopleOfProject(sql, project).map((person) => ({
          key: person.user_id,
          label: `${person.first_name} ${person.last_name}`.trim(),
          colour: null,
          lane: lanes.assignee(project.id, person.user_id),
        })),
      ];
    case "PRIORITY":
      return [
        ...PRIORITIES.map((priority) => ({ key: priority, label: PRIORITY_NAMES[priority], colour: null, lane: lanes.priority(project.id, priority) })),
        none("No priority", lanes.priority(project.id, null)),
      ];
    case "COLUMN":
      return [
        ...optionsOf(board.column).map((option) => ({
          key: option.id,
          label: option.label,
          colour: option.colour,
          lane: lanes.option(board.column.columnId, option.id),
        })),
        none(`No ${board.column.name}`, lanes.noOption(project.id, board.column.columnId)),
      ];
  }
}

/** One column of the board by its key, checked like the field it stands for; null when the board has no such column. */
export function laneOf(sql: SqlStorage, project: ProjectRow, board: Board, key: string): Lane | null {
  switch (board.type) {
    case "STATUS":
      return statusOfTeam(sql, project.team_id, key) ? lanes.status(project.id, key) : null;
    case "ASSIGNEE":
      if (key === NONE_KEY) return lanes.unassigned(project.id);
      return membersWhoSee(sql, project, [key]).length === 1 ? lanes.assignee(project.id, key) : null;
    case "PRIORITY":
      if (key === NONE_KEY) return lanes.priority(project.id, null);
      return (PRIORITIES as readonly string[]).includes(key) ? lanes.priority(project.id, key) : null;
    case "COLUMN":
      if (key === NONE_KEY) return lanes.noOption(project.id, board.column.columnId);
      return optionsOf(board.column).some((option) => option.id === key) ? lanes.option(board.column.columnId, key) : null;
  }
}
