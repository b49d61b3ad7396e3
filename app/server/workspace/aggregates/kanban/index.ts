import { defineAggregate } from "../../aggregate";
import { kanbanCommands } from "./commands";
import { kanbanQueries } from "./queries";

/** The Kanban board (decision record 30): each member's board type, a project's card columns, cards moved and added on it. */
export const kanban = defineAggregate({
  name: "kanban",
  restrictedBy: "kanbanView",
  queries: kanbanQueries,
  commands: kanbanCommands,
});
