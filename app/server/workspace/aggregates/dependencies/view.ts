import type { DependencyRow } from "./store";

/** How the API answers a dependency. */
export const dependencyView = (row: DependencyRow) => ({
  dependencyId: row.id,
  projectId: row.project_id,
  predecessorId: row.predecessor_id,
  successorId: row.successor_id,
  type: row.type,
  lagDays: row.lag_days,
});
