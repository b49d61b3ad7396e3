import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { PlansQuerySchema, TENANT_NOT_FOUND } from "~/schemas/subscription";
import { currentPlanOf, findSubscription, listPlans } from "~/server/directory/plans";
import { ApiError, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { CurrentPlanSchema } from "../../core/schemas";
import { requireViewer } from "../../core/session";
import type { ApiEnv } from "../../core/types";
import { workspace } from "../../core/workspace";
import { PlanSchema } from "./shapes";

const tags: [string] = ["subscription"];

const plans = apiRoute({
  method: "get",
  path: "/plans",
  summary: "The plans in pricing order: every one with fullSet=true, otherwise those one can upgrade to (public: the pricing page shows them too)",
  input: PlansQuerySchema,
  data: z.array(PlanSchema),
  tags,
});

const currentPlan = apiRoute({
  method: "get",
  path: "/currentPlan",
  summary: "The organisation's plan; planUpgrade is false when no higher plan can be upgraded to",
  data: CurrentPlanSchema,
  tags,
});

const checkSubscription = apiRoute({
  method: "post",
  path: "/checkSubscription",
  summary: "The organisation's subscription as the directory holds it (a free trial and its end included); a stale workspace copy is refreshed",
  data: CurrentPlanSchema.extend({ status: z.enum(["ACTIVE", "TRIAL"]), trialEndsAt: z.number().nullable() }),
  tags,
});

/** The signed-in organisation's subscription from the directory, its source of truth. */
export async function subscriptionOf(c: Context<ApiEnv>, tenantId: string) {
  const subscription = await findSubscription(c.env.DIRECTORY, tenantId);
  if (!subscription) throw new ApiError(404, TENANT_NOT_FOUND);
  return subscription;
}

const sameCurrentPlan = (a: z.infer<typeof CurrentPlanSchema>, b: z.infer<typeof CurrentPlanSchema>) =>
  a.planId === b.planId && a.planName === b.planName && a.planUpgrade === b.planUpgrade;

export const plansApi = createRouter()
  .openapi(plans, async (c) => {
    const all = await listPlans(c.env.DIRECTORY);
    const fullSet = c.req.valid("query").fullSet === "true";
    return ok(c, fullSet ? all : all.filter((plan) => plan.frontEndParams.isUpgradeAble));
  })
  .openapi(currentPlan, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, currentPlanOf(await subscriptionOf(c, viewer.tenant.id)));
  })
  .openapi(checkSubscription, async (c) => {
    const viewer = await requireViewer(c);
    const subscription = await subscriptionOf(c, viewer.tenant.id);
    const current = currentPlanOf(subscription);
    if (!sameCurrentPlan(current, viewer.shell.plan)) {
      const copy = { current, limits: subscription.plan.limits };
      c.executionCtx.waitUntil(workspace(c).system({ name: "subscription.apply", input: { copy, actorId: null } }));
    }
    return ok(c, { ...current, status: subscription.status, trialEndsAt: subscription.trialEndsAt });
  });
