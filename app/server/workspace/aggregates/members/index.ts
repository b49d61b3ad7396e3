import { defineAggregate } from "../../aggregate";
import { memberAdminCommands } from "./adminCommands";
import { memberAdminQueries } from "./adminQueries";
import { memberLeavingCommands, memberLeavingSystem } from "./leaving";
import { memberQueries } from "./queries";
import { memberSystem } from "./system";
import { memberSearch } from "./search";

/**
 * The tenant's members: a display copy of the directory's people, and the one source of truth for
 * their tenant role and state here (decision record 46), which Settings › Users administers.
 */
export const members = defineAggregate({
  name: "members",
  queries: { ...memberQueries, ...memberAdminQueries },
  commands: { ...memberAdminCommands, ...memberLeavingCommands },
  system: { ...memberSystem, ...memberLeavingSystem },
  searchable: [memberSearch],
});
