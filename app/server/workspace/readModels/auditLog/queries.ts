import type { AuditLogQuery } from "~/schemas/auditLog";
import { defineQuery } from "../../operations";
import { auditEntries } from "./store";

const AUDIT_PAGE = 50;

export const auditLogQueries = {
  /** The organisation's activity log for its admins, filtered and paged. */
  "auditLog.list": defineQuery({
    permission: "settings:users",
    handler: ({ sql }, input: AuditLogQuery) => auditEntries(sql, input, input.limit ?? AUDIT_PAGE),
  }),
};
