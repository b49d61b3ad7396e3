import * as z from "zod";
import { apiResult } from "~/lib/api-result";
import { safeReturnPath } from "~/lib/subscriptionModal";
import { NOTIFICATION_INTENTS, NotificationIdSchema } from "~/schemas/notifications";
import { defineIntents, intent } from "./define.server";

/** The notifications page's forms (routes/_app.notifications.tsx): mark one read (and open its subject), or all. */
export const notificationIntents = defineIntents({
  [NOTIFICATION_INTENTS.read]: intent({
    schema: NotificationIdSchema.extend({ open: z.string().optional().transform((open) => (open ? safeReturnPath(open) : undefined)) }),
    send: async (api, { notificationId }) => apiResult(await api.notifications.markRead.$post({ json: { notificationId } })),
    done: "Notification marked as read.",
  }),
  [NOTIFICATION_INTENTS.readAll]: intent({
    schema: z.object({}),
    send: async (api) => apiResult(await api.notifications.markAllRead.$post()),
    done: "All notifications marked as read.",
  }),
});
