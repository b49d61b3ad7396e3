import { NOTIFICATION_NOT_FOUND } from "~/schemas/notifications";
import { defineCommand, WorkspaceFailure, type NoInput } from "../../operations";
import { markAllRead, markRead } from "./store";

export const notificationCommands = {
  /** One of the viewer's own notifications; anyone else's is not found. */
  "notifications.markRead": defineCommand({
    permission: "signed-in",
    handler: ({ sql, viewer, now }, { notificationId }: { notificationId: string }) => {
      if (!markRead(sql, viewer.member.userId, notificationId, now)) throw new WorkspaceFailure(404, NOTIFICATION_NOT_FOUND);
      return null;
    },
    activity: ({ notificationId }) => ({ verb: "read", itemType: "notification", itemId: notificationId }),
  }),

  "notifications.markAllRead": defineCommand({
    permission: "signed-in",
    handler: ({ sql, viewer, now }, _input: NoInput) => ({ marked: markAllRead(sql, viewer.member.userId, now) }),
    activity: (_input, _output, { viewer }) => ({ verb: "read_all", itemType: "notification", itemId: viewer.member.userId }),
  }),
};
