import { canUpgradeFrom, trialEndsAt, type CurrentPlan, type Plan, type PlanLimits } from "~/lib/plans";

/** The plan catalogue and each organisation's subscription (directory migration 0005). */

type PlanRow = {
  id: string;
  name: string;
  duration_days: number;
  price_rupees: number;
  card_color: string;
  card_features_json: string;
  features_json: string;
  display_name: string;
  subtitle: string;
  image: string;
  pricing_text: string;
  is_upgradeable: number;
  limits_json: string;
};

function toPlan(row: PlanRow): Plan {
  return {
    _id: row.id,
    name: row.name,
    duration: row.duration_days,
    price: row.price_rupees,
    cardColor: row.card_color,
    cardFeatures: JSON.parse(row.card_features_json) as string[],
    featuresList: [{ features: JSON.parse(row.features_json) as Plan["featuresList"][number]["features"] }],
    frontEndParams: {
      displayName: row.display_name,
      subtitle: row.subtitle,
      image: row.image,
      pricingText: row.pricing_text,
      isUpgradeAble: row.is_upgradeable === 1,
    },
    limits: JSON.parse(row.limits_json) as PlanLimits,
  };
}

/** Every plan, in pricing order. */
export async function listPlans(db: D1Database): Promise<Plan[]> {
  const { results } = await db.prepare("SELECT * FROM plans ORDER BY rank").all<PlanRow>();
  return results.map(toPlan);
}

export type SubscriptionStatus = "ACTIVE" | "TRIAL";

/** An organisation's subscription, with the catalogue it is read against. */
export type Subscription = {
  plan: Plan;
  status: SubscriptionStatus;
  trialEndsAt: number | null;
  /** Every plan in pricing order, so callers can compare ranks without another query. */
  plans: Plan[];
};

type SubscriptionRow = { plan_id: string; status: SubscriptionStatus; trial_ends_at: number | null };

/** The subscription of an organisation and the catalogue: one round trip (a batch of two reads). */
export async function findSubscription(db: D1Database, tenantId: string): Promise<Subscription | null> {
  const [subscription, catalogue] = await db.batch<SubscriptionRow | PlanRow>([
    db.prepare("SELECT plan_id, status, trial_ends_at FROM subscriptions WHERE tenant_id = ?").bind(tenantId),
    db.prepare("SELECT * FROM plans ORDER BY rank"),
  ]);
  const row = subscription.results[0] as SubscriptionRow | undefined;
  const plans = (catalogue.results as PlanRow[]).map(toPlan);
  const plan = row ? plans.find((candidate) => candidate._id === row.plan_id) : undefined;
  return row && plan ? { plan, status: row.status, trialEndsAt: row.trial_ends_at, plans } : null;
}

/** What the shell and `GET currentPlan` say about a subscription. */
export function currentPlanOf({ plan, plans }: Pick<Subscription, "plan" | "plans">): CurrentPlan {
  return { planId: plan._id, planName: plan.name, planUpgrade: canUpgradeFrom(plans, plan._id) };
}

/** What the workspace keeps of a subscription (decisions 0018, 0076): its current plan, limits and any trial's end. */
export function planCopyOf(subscription: Subscription) {
  return { current: currentPlanOf(subscription), limits: subscription.plan.limits, trialEndsAt: subscription.trialEndsAt };
}

/** A plan the organisation may move up to: later in pricing order than its plan, and upgradeable. */
export function isUpgradeTarget(subscription: Subscription, plan: Plan): boolean {
  const rank = (id: string) => subscription.plans.findIndex((candidate) => candidate._id === id);
  return plan.frontEndParams.isUpgradeAble && rank(plan._id) > rank(subscription.plan._id);
}

/**
 * Starts the free trial of `plan`: only if the organisation is still on the
 * plan it was on when the caller checked (so two confirmations do not stack).
 * Answers whether it changed.
 */
export async function startTrial(db: D1Database, tenantId: string, fromPlanId: string, plan: Plan, userId: string, now = Date.now()) {
  const { meta } = await db
    .prepare(
      `UPDATE subscriptions SET plan_id = ?, status = 'TRIAL', trial_ends_at = ?, updated_by = ?, updated_at = ?
       WHERE tenant_id = ? AND plan_id = ?`,
    )
    .bind(plan._id, trialEndsAt(now, plan.duration), userId, now, tenantId, fromPlanId)
    .run();
  return meta.changes === 1;
}

export type SuperAdmin = { userId: string; firstName: string; lastName: string; email: string; imageKey: string | null };

/** The active super admins of an organisation: the only ones who may confirm an upgrade (spec §6). */
export async function listSuperAdmins(db: D1Database, tenantId: string): Promise<SuperAdmin[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id AS userId, u.first_name AS firstName, u.last_name AS lastName, u.email, u.image_key AS imageKey
       FROM memberships m JOIN users u ON u.id = m.user_id JOIN roles r ON r.id = m.role_id
       WHERE m.tenant_id = ? AND m.status = 'ACTIVE' AND r.name = 'SUPER_ADMIN' ORDER BY m.created_at, u.email`,
    )
    .bind(tenantId)
    .all<SuperAdmin>();
  return results;
}
