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

/** An entry of the activity log, as the team summary and the audit log answer it. */
export const ActivitySchema = z.object({
  activityId: z.number(),
  verb: z.string(),
  itemType: z.string(),
  itemId: z.string(),
  parentId: z.string().nullable(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  actor: z.object({ userId: z.string(), name: z.string(), deactivated: z.boolean() }).nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.number(),
});

/** The name of an item or person an entry names by id, and its page (none for a folder, status or column). */
export const AuditNameSchema = z.object({ name: z.string(), kind: z.string(), href: z.string().nullable() });

/** An audit log entry: an activity entry with, by id, the names the read model found (an id deleted for good is absent). */
export const AuditEntrySchema = ActivitySchema.extend({ names: z.record(z.string(), AuditNameSchema) });
