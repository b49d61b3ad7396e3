import { defineAggregate } from "../../aggregate";
import { workSeedSystem } from "./system";

/** Generated work for development and tests (decision record 27): registered only when the Worker runs with DEVELOPMENT = "true". */
export const workSeed = defineAggregate({
  name: "workSeed",
  system: workSeedSystem,
});
