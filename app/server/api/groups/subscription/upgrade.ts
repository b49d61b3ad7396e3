import { z } from "@hono/zod-openapi";
import { pictureUrl } from "~/lib/avatar";
import { hostUrl } from "~/lib/host";
import { can } from "~/lib/permissions";
import { trialEndsAt, trialMonths } from "~/lib/plans";
import { subscriptionHref } from "~/lib/subscriptionModal";
import { MY_SPACE_PATH } from "~/lib/routes";
import {
  ConfirmUpgradeSchema,
  NOT_AN_UPGRADE,
  PLAN_NOT_FOUND,
  RequestUpgradeFromSuperAdminSchema,
  RequestUpgradeSchema,
  TENANT_NOT_FOUND,
} from "~/schemas/subscription";
import { UPGRADE_REQUESTS } from "~/server/directory/attemptLimits";
import { currentPlanOf, isUpgradeTarget, listSuperAdmins, startTrial, type Subscription } from "~/server/directory/plans";
import { countUpgradeRequest } from "../../core/attempts";
import { ApiError, ok } from "../../core/envelope";
import { requirePermission } from "../../core/permissions";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { CurrentPlanSchema } from "../../core/schemas";
import { requireViewer, runCommand } from "../../core/session";
import { workspace } from "../../core/workspace";
import { subscriptionOf } from "./plans";

const tags: [string] = ["subscription"];

const requestUpgrade = apiRoute({
  method: "post",
  path: "/requestUpgrade",
  summary:
    "Ask to move to a higher plan: a super admin may (canUpgradePlan, showTrialModal); anyone else is shown a super admin to notify (superAdminDetails)",
  input: RequestUpgradeSchema,
  data: z.object({
    canUpgradePlan: z.boolean(),
    showTrialModal: z.boolean(),
    superAdminDetails: z.object({ image: z.string().nullable(), name: z.string(), email: z.string() }).optional(),
  }),
  tags,
});

const confirmUpgrade = apiRoute({
  method: "post",
  path: "/confirmUpgrade",
  summary: "Super admin only: start the plan's free trial (duration ÷ 30 months, unlimited seats, active within 24-48 hours, then standard pricing)",
  input: ConfirmUpgradeSchema,
  data: CurrentPlanSchema.extend({ status: z.literal("TRIAL"), trialMonths: z.number().int(), trialEndsAt: z.number() }),
  tags,
});

const requestUpgradeFromSuperAdmin = apiRoute({
  method: "post",
  path: "/requestUpgradeFromSuperAdmin",
  summary: `A member asks the super admins for a plan: each gets an in-app notification and a mail. ${UPGRADE_REQUESTS.max} asks per member and organisation a day, then 429`,
  input: RequestUpgradeFromSuperAdminSchema,
  data: z.object({ notified: z.number().int() }),
  tags,
});

/** The host's organisation only: a body naming another one is not found. */
function requireHostTenantId(tenantId: string, viewer: { tenant: { id: string } }) {
  if (tenantId !== viewer.tenant.id) throw new ApiError(404, TENANT_NOT_FOUND);
}

/** The plan of `planId` if the organisation can move up to it: 404 unknown, 409 not higher or not upgradeable. */
function upgradeTarget(subscription: Subscription, planId: string) {
  const plan = subscription.plans.find((candidate) => candidate._id === planId);
  if (!plan) throw new ApiError(404, PLAN_NOT_FOUND);
  if (!isUpgradeTarget(subscription, plan)) throw new ApiError(409, NOT_AN_UPGRADE);
  return plan;
}

export const upgradeApi = createRouter()
  .openapi(requestUpgrade, async (c) => {
    const viewer = await requireViewer(c);
    const { planId, tenantId } = c.req.valid("json");
    requireHostTenantId(tenantId, viewer);
    upgradeTarget(await subscriptionOf(c, tenantId), planId);
    const canUpgradePlan = can(viewer.member.role, "plan:upgrade");
    if (canUpgradePlan) return ok(c, { canUpgradePlan, showTrialModal: true });
    const [superAdmin] = await listSuperAdmins(c.env.DIRECTORY, tenantId);
    if (!superAdmin) return ok(c, { canUpgradePlan, showTrialModal: false });
    const { userId, firstName, lastName, email, imageKey } = superAdmin;
    return ok(c, {
      canUpgradePlan,
      showTrialModal: false,
      superAdminDetails: { image: pictureUrl(userId, imageKey), name: `${firstName} ${lastName}`, email },
    });
  })
  .openapi(confirmUpgrade, async (c) => {
    const viewer = await requirePermission(c, "plan:upgrade");
    const { planId, tenantId } = c.req.valid("json");
    requireHostTenantId(tenantId, viewer);
    const subscription = await subscriptionOf(c, tenantId);
    const plan = upgradeTarget(subscription, planId);
    const now = Date.now();
    const started = await startTrial(c.env.DIRECTORY, tenantId, subscription.plan._id, plan, viewer.member.userId, now);
    if (!started) throw new ApiError(409, NOT_AN_UPGRADE);
    const current = currentPlanOf({ plan, plans: subscription.plans });
    const copy = { current, limits: plan.limits, trialEndsAt: trialEndsAt(now, plan.duration) };
    await workspace(c).system({ name: "subscription.apply", input: { copy, actorId: viewer.member.userId } });
    return ok(c, {
      ...current,
      status: "TRIAL" as const,
      trialMonths: trialMonths(plan.duration),
      trialEndsAt: copy.trialEndsAt,
    });
  })
  .openapi(requestUpgradeFromSuperAdmin, async (c) => {
    const { planId, tenantId } = c.req.valid("json");
    const asker = await requireViewer(c);
    requireHostTenantId(tenantId, asker);
    const [subscription, superAdmins] = await Promise.all([subscriptionOf(c, tenantId), listSuperAdmins(c.env.DIRECTORY, tenantId)]);
    const plan = upgradeTarget(subscription, planId);
    await countUpgradeRequest(c.env.DIRECTORY, tenantId, asker.member.userId);
    const path = subscriptionHref({ pathname: MY_SPACE_PATH, search: "" }, { type: "upgrade", planId: plan._id });
    const { data } = await runCommand(c, {
      name: "subscription.requestUpgrade",
      input: {
        tenantId,
        plan: { id: plan._id, name: plan.name },
        superAdmins: superAdmins.map(({ userId, email }) => ({ userId, email })),
        link: path,
        pricingUrl: hostUrl(new URL(c.req.url).protocol, asker.tenant.subdomain, c.get("config").baseDomain, path),
      },
    });
    return ok(c, data);
  });
