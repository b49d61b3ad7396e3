import * as z from "zod";
import { workId } from "./fields";
import { cursor, day, pageLimit } from "./myspace";

/** The audit log's filters (query string): who, what kind of item, which item, from and to which day (UTC). */
export const AuditLogQuerySchema = z
  .object({
    actorId: workId("person").optional(),
    itemType: z.string().trim().min(1).max(40).optional(),
    itemId: workId("item").optional(),
    from: day().optional(),
    to: day().optional(),
    cursor: cursor(),
    limit: pageLimit(),
  })
  .refine((query) => !query.itemId || query.itemType, { message: "Choose the kind of item too", path: ["itemType"] });
export type AuditLogQuery = z.output<typeof AuditLogQuerySchema>;
