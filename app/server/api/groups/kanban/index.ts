import { z } from "@hono/zod-openapi";
import { AddCardSchema, BoardPageSchema, BoardQuerySchema, CardColumnsSchema, MoveCardSchema, ProjectBoardSchema, SetBoardTypeSchema } from "~/schemas/kanban";
import { BOARD_TYPES } from "~/lib/kanban";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { ViewProjectSchema } from "../project/shapes";
import { CardSchema } from "~/server/shapes/card";

/** Spec §7 kanban group, /api/v2/kanban/<call>: the board of a project (decision record 30). */
const tags: [string] = ["kanban"];

const BoardChoice = z.object({ type: z.enum(BOARD_TYPES), columnId: z.string().nullable().describe("the single-select column of a COLUMN board") });
const ViewType = BoardChoice.extend({ choices: z.array(BoardChoice.extend({ label: z.string() })) });

const Page = z.object({ cards: z.array(CardSchema), nextCursor: z.string().nullable() });

const getKanbanViewType = apiRoute({
  method: "get",
  path: "/getKanbanViewType",
  summary: "How the member groups the project's board (remembered per member and project), and the choices",
  input: ProjectBoardSchema,
  data: ViewType.extend({ projectId: z.string() }),
  tags,
});

const setKanbanViewType = apiRoute({
  method: "post",
  path: "/setKanbanViewType",
  summary: "Group the board by status, assignee, priority or a single-select column; remembered for the member and project",
  input: SetBoardTypeSchema,
  data: BoardChoice.extend({ projectId: z.string(), teamId: z.string() }),
  tags,
});

const getColumns = apiRoute({
  method: "get",
  path: "/getColumns",
  summary: "The board: its columns in order, each with its count and first 50 cards (column + cursor: that column from the cursor)",
  input: BoardQuerySchema,
  data: ViewType.extend({
    project: ViewProjectSchema,
    canEdit: z.boolean(),
    canManage: z.boolean(),
    dateFormat: z.string().nullable(),
    people: z.array(z.object({ userId: z.string(), firstName: z.string(), lastName: z.string() })),
    cardColumns: z.array(z.object({ id: z.string(), name: z.string(), type: z.string(), config: z.record(z.string(), z.unknown()) })),
    projectColumns: z.array(z.object({ id: z.string(), name: z.string(), chosen: z.boolean() })),
    columns: z.array(Page.extend({ key: z.string(), label: z.string(), colour: z.string().nullable(), count: z.number() })),
  }),
  tags,
});

const getTasks = apiRoute({
  method: "get",
  path: "/getTasks",
  summary: "One column's next 50 cards after a cursor (keyset: the same cost however deep)",
  input: BoardPageSchema,
  data: Page.extend(BoardChoice.shape).extend({ key: z.string() }),
  tags,
});

const CardChange = z.object({ card: CardSchema, type: z.enum(BOARD_TYPES), from: z.string().nullable(), to: z.string(), teamId: z.string() });

const moveCard = apiRoute({
  method: "post",
  path: "/moveCard",
  summary: "Move a card to a column (its status, priority, assignee or option changes) and place it after or before another card, or at the top",
  input: MoveCardSchema,
  data: CardChange,
  tags,
});

const addCard = apiRoute({
  method: "post",
  path: "/addCard",
  summary: "Add a task at the top of a column, with the column's value, to the project's first group",
  input: AddCardSchema,
  data: CardChange,
  tags,
});

const setCardColumns = apiRoute({
  method: "post",
  path: "/setCardColumns",
  summary: "The custom columns the project's cards show (project managers)",
  input: CardColumnsSchema,
  data: z.object({ projectId: z.string(), teamId: z.string(), columnIds: z.array(z.string()) }),
  tags,
});

export const kanbanApi = createRouter()
  .openapi(getKanbanViewType, async (c) => ok(c, (await runQuery(c, { name: "kanban.getViewType", input: c.req.valid("query") })).data))
  .openapi(setKanbanViewType, async (c) => ok(c, (await runCommand(c, { name: "kanban.setViewType", input: c.req.valid("json") })).data))
  .openapi(getColumns, async (c) => ok(c, (await runQuery(c, { name: "kanban.getColumns", input: c.req.valid("query") })).data))
  .openapi(getTasks, async (c) => ok(c, (await runQuery(c, { name: "kanban.getTasks", input: c.req.valid("query") })).data))
  .openapi(moveCard, async (c) => ok(c, (await runCommand(c, { name: "kanban.moveCard", input: c.req.valid("json") })).data))
  .openapi(addCard, async (c) => ok(c, (await runCommand(c, { name: "kanban.addCard", input: c.req.valid("json") })).data))
  .openapi(setCardColumns, async (c) => ok(c, (await runCommand(c, { name: "kanban.setCardColumns", input: c.req.valid("json") })).data));
