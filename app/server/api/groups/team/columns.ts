import { z } from "@hono/zod-openapi";
import { CheckColumnsSchema } from "~/schemas/column";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runQuery } from "../../core/session";

const checkColumns = apiRoute({
  method: "get",
  path: "/checkColumns",
  summary: "Whether a column name is free in the team: the visible projects that already have a column so named",
  input: CheckColumnsSchema,
  data: z.object({
    name: z.string(),
    available: z.boolean(),
    projects: z.array(z.object({ projectId: z.string(), projectName: z.string() })),
  }),
  tags: ["team"],
});

export const teamColumnsApi = createRouter().openapi(checkColumns, async (c) => {
  const { data } = await runQuery(c, { name: "columns.checkName", input: c.req.valid("query") });
  return ok(c, data);
});
