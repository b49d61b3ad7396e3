import { defineAggregate } from "../../aggregate";
import { holidayCommands } from "./commands";
import { holidayQueries } from "./queries";

/** A team's holidays, which scheduling skips (decision record 29). */
export const holidays = defineAggregate({
  name: "holidays",
  queries: holidayQueries,
  commands: holidayCommands,
});
