import { defineAggregate } from "../../aggregate";
import { columnCommands } from "./commands";
import { columnQueries } from "./queries";

/** Custom columns and their values (decision record 26). */
export const columns = defineAggregate({
  name: "columns",
  queries: columnQueries,
  commands: columnCommands,
});
