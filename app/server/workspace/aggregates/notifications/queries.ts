import { defineQuery, type NoInput } from "../../operations";
import { listNotifications } from "./store";

export const notificationQueries = {
  /** The viewer's notifications, newest first. */
  "notifications.list": defineQuery({
    permission: "signed-in",
    handler: ({ sql, viewer }, _input: NoInput) => listNotifications(sql, viewer.member.userId),
  }),
};
