import { defineAggregate } from "../../aggregate";
import { inviteCommands } from "./commands";
import { inviteQueries } from "./queries";
import { inviteSystem } from "./system";

/** Invitations to the tenant. */
export const invites = defineAggregate({
  name: "invites",
  queries: inviteQueries,
  commands: inviteCommands,
  system: inviteSystem,
});
