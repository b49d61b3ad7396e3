import { z } from "@hono/zod-openapi";
import { SetColumnValueSchema } from "~/schemas/column";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand } from "../../core/session";

const ValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

const setColumnValue = apiRoute({
  method: "post",
  path: "/setColumnValue",
  summary: "Set a task's value in a custom column, checked by the column's type; null clears it",
  input: SetColumnValueSchema,
  data: z.object({ taskId: z.string(), columnId: z.string(), value: ValueSchema }),
  tags: ["task"],
});

export const valuesApi = createRouter().openapi(setColumnValue, async (c) => {
  const { data } = await runCommand(c, { name: "columns.setValue", input: c.req.valid("json") });
  return ok(c, { taskId: data.taskId, columnId: data.columnId, value: data.value });
});
