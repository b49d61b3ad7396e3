import { defineAggregate } from "../../aggregate";
import { taskCommands } from "./commands";
import { subtaskHideable, taskGroupHideable, taskHideable } from "./hideable";
import { taskQueries } from "./queries";
import { groupSearch, taskSearch } from "./search";

/** Tasks and subtasks: their places, assignees, values and descriptions. */
export const tasks = defineAggregate({
  name: "tasks",
  queries: taskQueries,
  commands: taskCommands,
  searchable: [groupSearch, taskSearch],
  hideable: [taskGroupHideable, taskHideable, subtaskHideable],
});
