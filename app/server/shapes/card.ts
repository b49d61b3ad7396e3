import { z } from "@hono/zod-openapi";
import { ColumnValuesSchema } from "./values";
import { TaskViewSchema } from "./task";

/** The board's card, as the kanban calls answer it (OpenAPI and the typed client) and the workspace builds it: what the board shows of its task. */
export const CardSchema = TaskViewSchema.pick({
  id: true,
  name: true,
  statusId: true,
  priority: true,
  dueDate: true,
  assigneeIds: true,
  assignees: true,
  conversationCount: true,
  replyCount: true,
})
  .extend({
    subtasks: z.object({ done: z.number(), total: z.number() }),
    values: ColumnValuesSchema.describe("the values of the project's card columns, by column id"),
  })
  .openapi("Card");
