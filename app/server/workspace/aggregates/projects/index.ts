import { defineAggregate } from "../../aggregate";
import { projectCommands } from "./commands";
import { projectHideable } from "./hideable";
import { projectQueries } from "./queries";
import { projectSearch } from "./search";

/** Projects of a team, their members and task groups (decision record 24). */
export const projects = defineAggregate({
  name: "projects",
  queries: projectQueries,
  commands: projectCommands,
  searchable: [projectSearch],
  hideable: [projectHideable],
});
