import * as z from "zod";

export const NOTIFICATION_NOT_FOUND = "Notification not found";

export const NotificationIdSchema = z.object({ notificationId: z.string().trim().min(1, NOTIFICATION_NOT_FOUND).max(64, NOTIFICATION_NOT_FOUND) });

/** The notifications page's forms: mark one read, or all. */
export const NOTIFICATION_INTENTS = { read: "read", readAll: "readAll" } as const;
export const NotificationFormSchema = z.discriminatedUnion("intent", [
  NotificationIdSchema.extend({ intent: z.literal(NOTIFICATION_INTENTS.read) }),
  z.object({ intent: z.literal(NOTIFICATION_INTENTS.readAll) }),
]);
