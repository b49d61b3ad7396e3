import { defineAggregate } from "../../aggregate";
import { webhookCommands } from "./commands";
import { webhookQueries } from "./queries";
import { webhookSystem } from "./system";

/**
 * Webhooks (issue 44 §3, decision record 87): endpoints the organisation's administrators register,
 * told of the changes their creator sees by signed deliveries (Standard Webhooks) sent from the effect queue.
 */
export const webhooks = defineAggregate({
  name: "webhooks",
  queries: webhookQueries,
  commands: webhookCommands,
  system: webhookSystem,
});
