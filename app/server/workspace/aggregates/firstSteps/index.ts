import { defineAggregate } from "../../aggregate";
import { firstStepsCommands } from "./commands";
import { firstStepsQueries } from "./queries";

/** A new organisation's first steps (decision 0077): what a person noted, the checklist, its dismissal. */
export const firstSteps = defineAggregate({
  name: "firstSteps",
  queries: firstStepsQueries,
  commands: firstStepsCommands,
});
