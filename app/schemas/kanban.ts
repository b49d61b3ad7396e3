import * as z from "zod";
import { BOARD_TYPES, CARD_COLUMNS_MAX, type BoardType } from "~/lib/kanban";
import { optionalParam, workId } from "./fields";
import { loadedCounts, taskName } from "./task";

/** The Kanban board's calls (spec §7 kanban group, decision record 30); its groupings and page sizes: ~/lib/kanban. */
export const BOARD_TYPE_MESSAGE = "Choose how to group the board: status, assignee, priority or a single-select column";
export const BOARD_COLUMN_MESSAGE = "Choose a single-select column of this project";
const BOARD_COLUMN_KEY_MESSAGE = "Choose a column of the board";
/** A column of the board by its key: a status, person, priority or option id, or NONE. */
const boardColumn = () => z.string({ error: BOARD_COLUMN_KEY_MESSAGE }).min(1, BOARD_COLUMN_KEY_MESSAGE).max(64);

/** What the board groups by: a field, or (COLUMN) one of the project's single-select columns. */
const Board = z.object({
  type: z.enum(BOARD_TYPES, { error: BOARD_TYPE_MESSAGE }),
  columnId: optionalParam(workId("column")),
});
const boardColumnGiven = (value: { type?: BoardType; columnId?: string }, ctx: z.RefinementCtx) => {
  if (value.type === "COLUMN" && !value.columnId) ctx.addIssue({ code: "custom", message: BOARD_COLUMN_MESSAGE, path: ["columnId"] });
};
/** An input naming a board, between the fields `before` and `after` it; a board by column names its column. */
const onBoard = <B extends z.ZodRawShape, A extends z.ZodRawShape>(before: B, after: A) =>
  // The shape is generic here, so its output is not known to hold the board's fields, which it does.
  z.object({ ...before, ...Board.shape, ...after }).superRefine((value, ctx) => boardColumnGiven(value as z.output<typeof Board>, ctx));

export const ProjectBoardSchema = z.object({ projectId: workId("project") });

/** Remembered for the member and the project. */
export const SetBoardTypeSchema = onBoard(ProjectBoardSchema.shape, {});

export const LOADED_CARDS_MESSAGE = "Loaded cards should be given as column:count pairs";

/**
 * The board's columns with a first page each; `loaded` ("columnKey:count,…", at most 1000 cards in
 * all) re-reads the first `count` cards of the columns "Load more" went further in (decision record
 * 58); `column` + `cursor` start that one column further on (past that cap).
 */
export const BoardQuerySchema = ProjectBoardSchema.extend({
  column: optionalParam(z.string().max(64)),
  cursor: optionalParam(z.string().max(1000)),
  loaded: optionalParam(loadedCounts(LOADED_CARDS_MESSAGE)),
});

/** One column's next page; the board type is the one given, else the member's. */
export const BoardPageSchema = ProjectBoardSchema.extend({
  type: optionalParam(z.enum(BOARD_TYPES, { error: BOARD_TYPE_MESSAGE })),
  columnId: optionalParam(workId("column")),
  column: boardColumn(),
  cursor: optionalParam(z.string().max(1000)),
}).superRefine(boardColumnGiven);

/**
 * A card into a column of the board (`to`: a status, person, priority or option id, or NONE), from
 * the column it was in (`from`, which tells which assignee it leaves), placed directly after or
 * before another card of that column, or at its top.
 */
export const MoveCardSchema = onBoard(
  {
    taskId: workId("task"),
    to: boardColumn(),
    from: z.string().max(64).optional(),
    afterId: workId("task").optional(),
    beforeId: workId("task").optional(),
  },
  {},
).superRefine((value, ctx) => {
  if (value.afterId && value.beforeId) ctx.addIssue({ code: "custom", message: "Give either beforeId or afterId", path: ["beforeId"] });
});
export type MoveCardInput = z.infer<typeof MoveCardSchema>;

export const CardColumnsSchema = ProjectBoardSchema.extend({
  columnIds: z.array(workId("column")).max(CARD_COLUMNS_MAX, `A card shows at most ${CARD_COLUMNS_MAX} columns`),
});

/** A card at the top of a column: a task of the project's first group with the column's value. */
const NEW_CARD = { to: boardColumn(), name: taskName() };
export const AddCardSchema = onBoard(ProjectBoardSchema.shape, NEW_CARD);
export type AddCardInput = z.infer<typeof AddCardSchema>;

/** The board's choice and a new card as the board's forms send them: their project is the page's address (intents/kanban.server.ts). */
export const BoardChoiceSchema = onBoard({}, {});
export const NewCardSchema = onBoard({}, NEW_CARD);
