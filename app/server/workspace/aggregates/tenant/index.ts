import { defineAggregate } from "../../aggregate";
import { deletionCommands, deletionQueries, deletionSystem } from "./deletionOperations";
import { tenantSystem } from "./system";

/** The tenant's own record: its provisioning by the directory, and its deletion (decision 0091). */
export const tenant = defineAggregate({
  name: "tenant",
  queries: deletionQueries,
  commands: deletionCommands,
  system: { ...tenantSystem, ...deletionSystem },
});
