import { defineAggregate } from "../../aggregate";
import { attachmentCommands } from "./commands";
import { attachmentSystem } from "./drafts";
import { attachmentQueries } from "./queries";

/**
 * Files on tasks, subtasks and task groups and on their messages (issue 17 §3, decision record 44):
 * reserved, then committed once their bytes are in R2 and checked; listed, served and deleted with
 * the item's permission; a file of an unposted message is its uploader's draft until the message is
 * posted (decision record 75). Their objects leave R2 through the r2Delete effect, queued by a trigger.
 */
export const attachments = defineAggregate({
  name: "attachments",
  queries: attachmentQueries,
  commands: attachmentCommands,
  system: attachmentSystem,
});
