import { Link, useLocation } from "@remix-run/react";
import { PLAN_LIMIT_MESSAGES, type PlanFeature } from "~/lib/plans";
import { subscriptionHref } from "~/lib/subscriptionModal";

/** In place of a form for a feature the plan leaves out (decision 0076): why, and the limit-reached modal (type 1) that leads to the pricing. */
export function FeatureLocked({ feature, className }: { feature: PlanFeature; className?: string }) {
  const location = useLocation();
  return (
    <div data-plan-locked={feature} className={className}>
      <p className="text-sm text-slate-600">{PLAN_LIMIT_MESSAGES[feature]}</p>
      <Link to={subscriptionHref(location, { type: 1, limit: feature })} preventScrollReset className="font-medium text-brand-700 underline">
        See plans
      </Link>
    </div>
  );
}
