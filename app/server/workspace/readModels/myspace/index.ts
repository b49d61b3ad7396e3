import { defineReadModel } from "../../aggregate";
import { myspaceQueries } from "./queries";

/** My space (decision record 27): the signed-in member's own work across the projects they can see, read from the aggregates' tables. */
export const myspace = defineReadModel({
  name: "myspace",
  queries: myspaceQueries,
});
