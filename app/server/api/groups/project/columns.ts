import { z } from "@hono/zod-openapi";
import { COLUMN_TYPES, CURRENCIES } from "~/lib/columns";
import {
  ColumnIdSchema,
  CreateColumnSchema,
  DuplicateColumnSchema,
  GetColumnsSchema,
  RearrangeColumnSchema,
  UpdateColumnSchema,
} from "~/schemas/column";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";

const tags: [string] = ["project"];

const OptionSchema = z.object({ id: z.string(), label: z.string(), colour: z.string() });

export const ColumnSchema = z
  .object({
    columnId: z.string(),
    projectId: z.string(),
    name: z.string(),
    type: z.enum(COLUMN_TYPES),
    config: z.object({
      currency: z.enum(CURRENCIES).optional(),
      max: z.number().int().optional(),
      options: z.array(OptionSchema).optional(),
    }),
    position: z.string(),
  })
  .openapi("Column");

const StatusColumnSchema = z.object({
  id: z.literal("STATUS"),
  name: z.string(),
  type: z.literal("STATUS"),
  builtIn: z.literal(true),
  options: z.array(z.object({ id: z.string(), name: z.string(), category: z.string(), colour: z.string() })),
});

const ColumnAnswer = z.object({ column: ColumnSchema });

const get = apiRoute({
  method: "get",
  path: "/column/get",
  summary: "A project's columns in order, after the built-in STATUS column",
  input: GetColumnsSchema,
  data: z.object({ status: StatusColumnSchema, columns: z.array(ColumnSchema) }),
  tags,
});

const create = apiRoute({
  method: "post",
  path: "/column/create",
  summary: "Add a column of a type to the end of a project's columns",
  input: CreateColumnSchema,
  data: ColumnAnswer,
  tags,
});

const update = apiRoute({
  method: "post",
  path: "/column/update",
  summary: "Rename, reconfigure or change the type of a column (409 with error.count unless confirm when values change)",
  input: UpdateColumnSchema,
  data: ColumnAnswer.extend({ converted: z.number().int(), cleared: z.number().int() }),
  tags,
});

const remove = apiRoute({
  method: "post",
  path: "/column/delete",
  summary: "Delete a column and its values",
  input: ColumnIdSchema,
  data: z.object({ columnId: z.string() }),
  tags,
});

const rearrange = apiRoute({
  method: "post",
  path: "/column/rearrange",
  summary: "Move a column after another, or first",
  input: RearrangeColumnSchema,
  data: ColumnAnswer,
  tags,
});

const duplicateColumn = apiRoute({
  method: "post",
  path: "/duplicateColumn",
  summary: "Copy a column next to it, with or without its values",
  input: DuplicateColumnSchema,
  data: ColumnAnswer,
  tags,
});

/** Spec §7 project group: column (create, delete, update, rearrange, get), duplicateColumn. */
export const columnsApi = createRouter()
  .openapi(get, async (c) => {
    const { data } = await runQuery(c, { name: "columns.list", input: c.req.valid("query") });
    return ok(c, data);
  })
  .openapi(create, async (c) => {
    const { data } = await runCommand(c, { name: "columns.create", input: c.req.valid("json") });
    return ok(c, { column: data.column });
  })
  .openapi(update, async (c) => {
    const { data } = await runCommand(c, { name: "columns.update", input: c.req.valid("json") });
    return ok(c, { column: data.column, converted: data.converted, cleared: data.cleared });
  })
  .openapi(remove, async (c) => {
    const { data } = await runCommand(c, { name: "columns.delete", input: c.req.valid("json") });
    return ok(c, { columnId: data.column.columnId });
  })
  .openapi(rearrange, async (c) => {
    const { data } = await runCommand(c, { name: "columns.rearrange", input: c.req.valid("json") });
    return ok(c, { column: data.column });
  })
  .openapi(duplicateColumn, async (c) => {
    const { data } = await runCommand(c, { name: "columns.duplicate", input: c.req.valid("json") });
    return ok(c, { column: data.column });
  });
