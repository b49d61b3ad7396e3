import { z } from "@hono/zod-openapi";
import { ListQuerySchema } from "~/schemas/task";
import { withDescriptionHtml } from "~/server/richText/render";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runQuery } from "../../core/session";
import { ViewProjectSchema } from "./shapes";
import { TaskDetailSchema, TaskGroupSchema, TaskViewSchema } from "~/server/shapes/task";

/**
 * The List view's window, /api/v2/project/list: every group of the project in
 * order with its filtered count and a page of its top-level tasks (with their
 * subtasks); `groupId` + `cursor` pages one group; `taskId` brings the task of
 * the side panel along, so the page needs one call.
 */
const list = apiRoute({
  method: "get",
  path: "/list",
  summary: "The List view: groups with a filtered, sorted page of tasks each (cursor per group), statuses, people, columns",
  input: ListQuerySchema,
  data: z.object({
    project: ViewProjectSchema.extend({ visibility: z.enum(["PRIVATE", "PUBLIC"]) }),
    canEdit: z.boolean(),
    statuses: z.array(z.object({ id: z.string(), name: z.string(), category: z.string(), colour: z.string(), position: z.string() })),
    people: z.array(z.object({ userId: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })),
    columns: z.array(z.object({ id: z.string(), name: z.string(), type: z.string(), config: z.record(z.string(), z.unknown()) })),
    groups: z.array(
      TaskGroupSchema.extend({
        loaded: z.boolean().describe("false: only the count came; ask again with groupId for its rows"),
        total: z.number().describe("top-level tasks passing the filters"),
        nextCursor: z.string().nullable(),
        tasks: z.array(TaskViewSchema.extend({ subtasks: z.array(TaskViewSchema) })),
      }),
    ),
    openTask: TaskDetailSchema.nullable(),
  }),
  tags: ["project"],
});

export const listApi = createRouter().openapi(list, async (c) => {
  const { data } = await runQuery(c, { name: "tasks.list", input: c.req.valid("query") });
  const openTask = data.openTask && withDescriptionHtml(data.openTask);
  return ok(c, { ...data, openTask });
});
