import { defineReadModel } from "../../aggregate";
import { ganttQueries } from "./queries";

/** The Gantt chart (decision record 31): a project's window of tasks with their dependencies and critical path. */
export const gantt = defineReadModel({
  name: "gantt",
  restrictedBy: "ganttView",
  queries: ganttQueries,
});
