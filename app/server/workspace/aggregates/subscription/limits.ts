import { PLAN_LIMIT_MESSAGES, PLAN_LIMIT_STATUS, withinPlanLimit, type PlanFeature, type PlanLimitKey } from "~/lib/plans";
import { WorkspaceFailure } from "../../operations";
import { readPlanCopy } from "./store";

/**
 * For a command about to add `adding` more of `key` (one, or the projects a
 * restore brings back) while `used` exist: refuses with 402 and the limit's
 * message when the organisation's plan caps it there. Call it inside the
 * command's handler, so the count and the insert share the transaction. The
 * UI answers 402 with the limit-reached modal (type 1).
 */
export function requireWithinPlanLimit(sql: SqlStorage, key: PlanLimitKey, used: number, adding = 1) {
  if (adding > 0 && !withinPlanLimit(readPlanCopy(sql).limits, key, used + adding - 1)) {
    throw new WorkspaceFailure(PLAN_LIMIT_STATUS, PLAN_LIMIT_MESSAGES[key]);
  }
}

/** Refuses (402, the feature's message) a call of a feature the organisation's plan leaves out. */
export function requirePlanFeature(sql: SqlStorage, feature: PlanFeature) {
  requireWithinPlanLimit(sql, feature, 0);
}
