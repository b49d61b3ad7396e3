import { FREE_CURRENT_PLAN, FREE_PLAN_LIMITS, type CurrentPlan, type PlanLimits } from "~/lib/plans";

/**
 * The organisation's plan, copied from the directory (its source of truth) so
 * the shell and plan limits need no directory query (decision 0018). A
 * workspace with no copy is on Free: every organisation starts there.
 * `trialEndsAt`: when its free trial ends, null when it is not on one (decision 0076).
 */
export type PlanCopy = { current: CurrentPlan; limits: PlanLimits; trialEndsAt: number | null };

type PlanCopyRow = { plan_id: string; plan_name: string; plan_upgrade: number; limits_json: string; trial_ends_at: number | null };

export function readPlanCopy(sql: SqlStorage): PlanCopy {
  const row = sql.exec<PlanCopyRow>("SELECT plan_id, plan_name, plan_upgrade, limits_json, trial_ends_at FROM plan_copy").toArray()[0];
  if (!row) return { current: FREE_CURRENT_PLAN, limits: FREE_PLAN_LIMITS, trialEndsAt: null };
  return {
    current: { planId: row.plan_id, planName: row.plan_name, planUpgrade: row.plan_upgrade === 1 },
    limits: JSON.parse(row.limits_json) as PlanLimits,
    trialEndsAt: row.trial_ends_at,
  };
}

export function writePlanCopy(sql: SqlStorage, { current, limits, trialEndsAt }: PlanCopy, now: number) {
  sql.exec(
    `INSERT INTO plan_copy (id, plan_id, plan_name, plan_upgrade, limits_json, trial_ends_at, updated_at) VALUES (1, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET plan_id = excluded.plan_id, plan_name = excluded.plan_name,
       plan_upgrade = excluded.plan_upgrade, limits_json = excluded.limits_json, trial_ends_at = excluded.trial_ends_at,
       updated_at = excluded.updated_at`,
    current.planId,
    current.planName,
    current.planUpgrade ? 1 : 0,
    JSON.stringify(limits),
    trialEndsAt,
    now,
  );
}
