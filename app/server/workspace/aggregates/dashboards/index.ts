import { defineAggregate } from "../../aggregate";
import { dashboardCommands } from "./commands";
import { arrangeCommands } from "./arrange";
import { dashboardPeopleCommands, dashboardPeopleQueries } from "./people";
import { dashboardQueries } from "./queries";

/** Dashboards of chart widgets, public or private with their invited people (issue 18). */
export const dashboards = defineAggregate({
  name: "dashboards",
  restrictedBy: "dashboards",
  queries: { ...dashboardQueries, ...dashboardPeopleQueries },
  commands: { ...dashboardCommands, ...arrangeCommands, ...dashboardPeopleCommands },
});
