import { defineAggregate } from "../../aggregate";
import { notificationCommands } from "./commands";
import { notificationQueries } from "./queries";

/** A member's notifications. */
export const notifications = defineAggregate({
  name: "notifications",
  queries: notificationQueries,
  commands: notificationCommands,
});
