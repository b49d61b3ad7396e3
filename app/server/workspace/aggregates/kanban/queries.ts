import { canWork } from "~/lib/permissions";
import type { BoardType } from "~/lib/kanban";
import { noteFirstStep } from "../firstSteps/store";
import { defineQuery, WorkspaceFailure, type MemberContext, type TargetContext } from "../../operations";
import { listColumns, type Column } from "../columns/store";
import { findMemberProfile } from "../members/store";
import type { ProjectRow } from "../projects/store";
import { viewProject } from "../projects/view";
import { peopleOfProject } from "../tasks/store";
import { boardColumns, boardFor, choiceOf, laneOf, rememberedBoard, type Board, type BoardColumn } from "./board";
import { cardPage, cardPages, type PageRequest } from "./cards";
import { boardChoiceOf, cardColumnIdsOf, laneCount } from "./store";

export const BOARD_COLUMN_NOT_FOUND = "This column is not on the board";

/** The ways the project's board can group its cards: the three fields, then each single-select column. */
type Choice = { type: BoardType; columnId: string | null; label: string };

const choicesOf = (columns: readonly Column[]): Choice[] => [
  { type: "STATUS", columnId: null, label: "Status" },
  { type: "ASSIGNEE", columnId: null, label: "Assignee" },
  { type: "PRIORITY", columnId: null, label: "Priority" },
  ...columns.filter((column) => column.type === "SINGLE_SELECT").map((column): Choice => ({ type: "COLUMN", columnId: column.columnId, label: column.name })),
];

function viewType(context: MemberContext, project: ProjectRow, columns: readonly Column[]) {
  const board = rememberedBoard(context.sql, project, boardChoiceOf(context.sql, project.id, context.viewer.member.userId));
  return { board, ...choiceOf(board), choices: choicesOf(columns) };
}

/** The project's card columns that still exist, in the project's column order. */
const cardColumnsOf = (sql: SqlStorage, projectId: string, columns: readonly Column[]) => {
  const chosen = new Set(cardColumnIdsOf(sql, projectId));
  return columns.filter((column) => chosen.has(column.columnId));
};

/**
 * The board: its columns in order, each with its count and first page of
 * cards, or as many first cards as `loaded` says "Load more" showed of it;
 * `column` + `cursor` start that column further on.
 */
function getColumns(context: TargetContext<"project">, input: { projectId: string; column?: string; cursor?: string; loaded?: Record<string, number> }) {
  const { sql } = context;
  const { project, role } = context.target;
  noteFirstStep(sql, context.viewer.member.userId, "kanban", context.now);
  const columns = listColumns(sql, project.id);
  const { board, type, columnId, choices } = viewType(context, project, columns);
  const cardColumns = cardColumnsOf(sql, project.id, columns);
  const cardColumnIds = cardColumns.map((column) => column.columnId);
  return {
    project: viewProject(sql, project),
    canEdit: canWork(role, "work:edit"),
    canManage: canWork(role, "project:manage"),
    /** The member's date format, for the cards' due dates; null: the default. */
    dateFormat: findMemberProfile(sql, context.viewer.member.userId)?.dateFormatPreference ?? null,
    type,
    columnId,
    choices,
    people: peopleOfProject(sql, project).map((person) => ({ userId: person.user_id, firstName: person.first_name, lastName: person.last_name })),
    cardColumns: cardColumns.map(({ columnId: id, name, type: columnType, config }) => ({ id, name, type: columnType, config })),
    projectColumns: columns.map((column) => ({ id: column.columnId, name: column.name, chosen: cardColumnIds.includes(column.columnId) })),
    columns: boardColumnsWithCards(sql, boardColumns(sql, project, board), input, cardColumnIds),
  };
}

/** Each column with its count and its page of cards: the first, as many as Load more showed (`loaded`), or from `cursor` for `column`. */
function boardColumnsWithCards(sql: SqlStorage, columns: readonly BoardColumn[], input: { column?: string; cursor?: string; loaded?: Record<string, number> }, cardColumnIds: readonly string[]) {
  const pages = cardPages(
    sql,
    columns.map(({ key, lane }): PageRequest => (input.column === key && input.cursor ? { lane, cursor: input.cursor } : { lane, limit: input.loaded?.[key] })),
    cardColumnIds,
  );
  return columns.map(({ key, label, colour, lane }, index) => ({ key, label, colour, count: laneCount(sql, lane), ...pages[index] }));
}

type PageInput = { projectId: string; type?: BoardType; columnId?: string; column: string; cursor?: string };

/** One column's next page of cards, on the board given or the member's own. */
function getTasks(context: TargetContext<"project">, input: PageInput) {
  const { sql } = context;
  const { project } = context.target;
  const board: Board = input.type
    ? boardFor(sql, project, { type: input.type, columnId: input.columnId })
    : rememberedBoard(sql, project, boardChoiceOf(sql, project.id, context.viewer.member.userId));
  const lane = laneOf(sql, project, board, input.column);
  if (!lane) throw new WorkspaceFailure(404, BOARD_COLUMN_NOT_FOUND);
  const cardColumnIds = cardColumnsOf(sql, project.id, listColumns(sql, project.id)).map((column) => column.columnId);
  return { key: input.column, ...choiceOf(board), ...cardPage(sql, lane, input.cursor, cardColumnIds) };
}

const READS_PROJECT = { resource: "project", from: "projectId", action: "work:read" } as const;

export const kanbanQueries = {
  /** The member's board type for the project and the types to choose from. */
  "kanban.getViewType": defineQuery({
    acts: READS_PROJECT,
    handler: (context, _input: { projectId: string }) => {
      const { project } = context.target;
      const { type, columnId, choices } = viewType(context, project, listColumns(context.sql, project.id));
      return { projectId: project.id, type, columnId, choices };
    },
  }),
  "kanban.getColumns": defineQuery({ acts: READS_PROJECT, handler: getColumns }),
  "kanban.getTasks": defineQuery({ acts: READS_PROJECT, handler: getTasks }),
};
