import type { CurrentPlan, PlanTerms } from "~/lib/plans";
import { planSummary } from "~/lib/plans";

/** The organisation's plan and any free trial, stated plainly in the header (issue 43 §6); shortened on narrow screens unless `full`. */
export function PlanBadge({ plan, terms, full = false }: { plan: CurrentPlan; terms: PlanTerms; full?: boolean }) {
  const summary = planSummary(plan.planName, terms.trialEndsAt);
  const trial = terms.trialEndsAt !== null;
  return (
    <p
      data-plan={plan.planId}
      className={`whitespace-nowrap rounded-full px-1.5 py-0.5 text-xs font-medium sm:px-2 ${trial ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-700"}`}
    >
      {full ? (
        summary.full
      ) : (
        <>
          <span className="sm:hidden" aria-hidden="true">
            {summary.short}
          </span>
          <span className="sr-only sm:not-sr-only">{summary.full}</span>
        </>
      )}
    </p>
  );
}
