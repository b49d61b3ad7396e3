import { AuditLogQuerySchema } from "~/schemas/auditLog";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { z } from "@hono/zod-openapi";
import { ActivitySchema, pageOf } from "../../core/schemas";
import { runQuery } from "../../core/session";

/** An entry with the names of the items and people it names by id, each with its page's link (none for a folder, status or column). */
const AuditEntrySchema = ActivitySchema.extend({
  names: z.record(z.string(), z.object({ name: z.string(), kind: z.string(), href: z.string().nullable() })),
});

const list = apiRoute({
  method: "get",
  path: "/list",
  summary: "The organisation's activity log, newest first, filtered by person, kind of item, item and days (tenant admins)",
  input: AuditLogQuerySchema,
  data: pageOf(AuditEntrySchema),
  tags: ["auditLog"],
});

export const auditLogApi = createRouter().openapi(list, async (c) => ok(c, (await runQuery(c, { name: "auditLog.list", input: c.req.valid("query") })).data));
