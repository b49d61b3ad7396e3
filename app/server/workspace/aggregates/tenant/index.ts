import { defineAggregate } from "../../aggregate";
import { tenantSystem } from "./system";

/** The tenant's own record: its provisioning by the directory. */
export const tenant = defineAggregate({
  name: "tenant",
  system: tenantSystem,
});
