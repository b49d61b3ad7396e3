import { defineAggregate } from "../../aggregate";
import { subscriptionCommands } from "./commands";
import { subscriptionSystem } from "./system";

/** The tenant's plan and its limits (decision record 18). */
export const subscription = defineAggregate({
  name: "subscription",
  commands: subscriptionCommands,
  system: subscriptionSystem,
});
