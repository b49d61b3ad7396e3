import { z } from "@hono/zod-openapi";
import { CATEGORY_COLOURS, STATUS_CATEGORIES } from "~/lib/statuses";
import { CreateStatusSchema, DeleteStatusSchema, ReorderStatusSchema, StatusConfigSchema, StatusListSchema, UpdateStatusSchema } from "~/schemas/status";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { requireViewer, runCommand, runQuery } from "../../core/session";
import { StatusShape } from "./shapes";

const tags: [string] = ["team"];

const list = apiRoute({
  method: "get",
  path: "/customStatus/get",
  summary: "The team's custom statuses in order",
  input: StatusListSchema,
  data: z.array(StatusShape),
  tags,
});

const create = apiRoute({
  method: "post",
  path: "/customStatus/create",
  summary: "Add a custom status at the end of the team's list (colour: its category's unless given)",
  input: CreateStatusSchema,
  data: StatusShape,
  tags,
});

const update = apiRoute({
  method: "post",
  path: "/customStatus/update",
  summary: "Rename, recolour or recategorise a status; each category keeps at least one status",
  input: UpdateStatusSchema,
  data: StatusShape,
  tags,
});

const remove = apiRoute({
  method: "post",
  path: "/customStatus/delete",
  summary: "Delete a status; when tasks use it, moveTasksTo (another status of the team) takes them, else 409 says how many",
  input: DeleteStatusSchema,
  data: StatusShape.extend({ movedTasks: z.number(), movedTo: z.string().nullable() }),
  tags,
});

const reorder = apiRoute({
  method: "post",
  path: "/customStatus/reorder",
  summary: "Put a status right after another of its team (first when afterStatusId is null); answers the team's statuses",
  input: ReorderStatusSchema,
  data: z.array(StatusShape),
  tags,
});

const customStatusConfig = apiRoute({
  method: "post",
  path: "/customStatusConfig",
  summary: "Set the team's default status (new tasks) and assigned status (taken on assignment; null leaves the status)",
  input: StatusConfigSchema,
  data: z.object({ teamId: z.string(), defaultStatusId: z.string(), assignedStatusId: z.string().nullable() }),
  tags,
});

const colourCategory = apiRoute({
  method: "get",
  path: "/colourCategory",
  summary: "The colour of each status category",
  data: z.object({ categories: z.array(z.object({ category: z.enum(STATUS_CATEGORIES), colour: z.string() })) }),
  tags,
});

const categories = STATUS_CATEGORIES.map((category) => ({ category, colour: CATEGORY_COLOURS[category] }));

export const teamStatusesApi = createRouter()
  .openapi(list, async (c) => ok(c, (await runQuery(c, { name: "statuses.list", input: c.req.valid("query") })).data))
  .openapi(create, async (c) => ok(c, (await runCommand(c, { name: "statuses.create", input: c.req.valid("json") })).data))
  .openapi(update, async (c) => ok(c, (await runCommand(c, { name: "statuses.update", input: c.req.valid("json") })).data))
  .openapi(remove, async (c) => ok(c, (await runCommand(c, { name: "statuses.delete", input: c.req.valid("json") })).data))
  .openapi(reorder, async (c) => ok(c, (await runCommand(c, { name: "statuses.reorder", input: c.req.valid("json") })).data))
  .openapi(customStatusConfig, async (c) => ok(c, (await runCommand(c, { name: "statuses.configure", input: c.req.valid("json") })).data))
  .openapi(colourCategory, async (c) => {
    await requireViewer(c);
    return ok(c, { categories });
  });
