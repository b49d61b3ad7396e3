import { AuditEntrySchema, AuditLogQuerySchema } from "~/schemas/auditLog";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { pageOf } from "../../core/schemas";
import { runQuery } from "../../core/session";

const list = apiRoute({
  method: "get",
  path: "/list",
  summary: "The organisation's activity log, newest first, filtered by person, kind of item, item and days (tenant admins)",
  input: AuditLogQuerySchema,
  data: pageOf(AuditEntrySchema),
  tags: ["auditLog"],
});

export const auditLogApi = createRouter().openapi(list, async (c) => ok(c, (await runQuery(c, { name: "auditLog.list", input: c.req.valid("query") })).data));
