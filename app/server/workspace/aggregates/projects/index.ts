import { defineAggregate } from "../../aggregate";
import { projectCommands } from "./commands";
import { projectHideable } from "./hideable";
import { projectInviteCommands, projectInviteQueries } from "./invites";
import { projectQueries } from "./queries";
import { projectSearch } from "./search";

/** Projects of a team, their members and task groups (decision record 24). */
export const projects = defineAggregate({
  name: "projects",
  queries: { ...projectQueries, ...projectInviteQueries },
  commands: { ...projectCommands, ...projectInviteCommands },
  searchable: [projectSearch],
  hideable: [projectHideable],
});
