import { defineAggregate } from "../../aggregate";
import { teamCommands } from "./commands";
import { teamHideable } from "./hideable";
import { teamMemberCommands } from "./memberCommands";
import { teamQueries } from "./queries";
import { teamSearch } from "./search";

/** Teams and their members (decision record 23). */
export const teams = defineAggregate({
  name: "teams",
  queries: teamQueries,
  commands: { ...teamCommands, ...teamMemberCommands },
  searchable: [teamSearch],
  hideable: [teamHideable],
});
