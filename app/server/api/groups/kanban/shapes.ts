import { z } from "@hono/zod-openapi";
import { ColumnValuesSchema } from "../../core/schemas";
import { TaskViewSchema } from "../task/shapes";

/** The shapes of the kanban group's answers (OpenAPI and the typed client; the workspace's card is this shape): a card is what the board shows of its task. */
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
