import { defineAggregate } from "../../aggregate";
import { searchQueries } from "./queries";

/** Global search (decision record 32): the FTS index and its queries. */
export const search = defineAggregate({
  name: "search",
  queries: searchQueries,
});
