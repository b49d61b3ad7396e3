import { defineAggregate } from "../../aggregate";
import { dashboardCommands } from "./commands";
import { dashboardQueries } from "./queries";

/** Dashboards of chart widgets, public or private with their invited people (issue 18). */
export const dashboards = defineAggregate({
  name: "dashboards",
  restrictedBy: "dashboards",
  queries: dashboardQueries,
  commands: dashboardCommands,
});
