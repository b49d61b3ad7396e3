import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { PlansQuerySchema, TENANT_NOT_FOUND } from "~/schemas/subscription";
import { currentPlanOf, findSubscription, listPlans, planCopyOf } from "~/server/directory/plans";
import { ApiError, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { CurrentPlanSchema } from "../../core/schemas";
import { requireViewer } from "../../core/session";
import type { ApiEnv } from "../../core/types";
import { workspace } from "../../core/workspace";
import type { PlanCopy } from "~/server/workspace/aggregates/subscription/store";
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

/** Whether the workspace's copy says what the directory says: the plan, its trial's end and its limits. */
const sameCopy = (a: PlanCopy, b: PlanCopy) =>
  a.current.planId === b.current.planId &&
  a.current.planName === b.current.planName &&
  a.current.planUpgrade === b.current.planUpgrade &&
  a.trialEndsAt === b.trialEndsAt &&
  JSON.stringify(a.limits) === JSON.stringify(b.limits);

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
    const copy = planCopyOf(subscription);
    if (!sameCopy(copy, { current: viewer.shell.plan, ...viewer.shell.planTerms })) {
      c.executionCtx.waitUntil(workspace(c).system({ name: "subscription.apply", input: { copy, actorId: null } }));
    }
    return ok(c, { ...copy.current, status: subscription.status, trialEndsAt: subscription.trialEndsAt });
  });
