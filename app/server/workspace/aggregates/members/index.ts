import { defineAggregate } from "../../aggregate";
import { memberQueries } from "./queries";
import { memberSystem } from "./system";
import { memberSearch } from "./search";

/** The tenant's members (a display copy of the directory's people). */
export const members = defineAggregate({
  name: "members",
  queries: memberQueries,
  system: memberSystem,
  searchable: [memberSearch],
});
