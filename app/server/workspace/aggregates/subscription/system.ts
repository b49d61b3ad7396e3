import { defineSystem } from "../../operations";
import { writePlanCopy, type PlanCopy } from "./store";

type AppliedPlan = { copy: PlanCopy; actorId: string | null };

export const subscriptionSystem = {
  /**
   * The directory's subscription, copied here after it changed (a confirmed
   * upgrade, logged as its super admin's), or where checkSubscription found the
   * copy stale (no entry): the shell and plan limits read it.
   */
  "subscription.apply": defineSystem({
    handler: ({ sql, now }, { copy }: AppliedPlan) => {
      writePlanCopy(sql, copy, now);
      return null;
    },
    activity: ({ copy: { current }, actorId }) =>
      actorId === null
        ? undefined
        : { actorId, verb: "plan_upgraded", itemType: "plan", itemId: current.planId, detail: { planName: current.planName } },
  }),
};
