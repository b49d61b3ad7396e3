import { Link } from "@remix-run/react";
import { comparisonRows, isIconValue, planButton, type Plan } from "~/lib/plans";
import type { Faq } from "~/lib/subscriptionModal.server";
import { Announcement } from "~/components/signup/Announcement";

const BUTTON = "mt-4 block w-full rounded-md px-3 py-2 text-center text-sm font-medium";
const ACTIVE_BUTTON = `${BUTTON} bg-brand-600 text-white hover:bg-brand-700`;
const DISABLED_BUTTON = `${BUTTON} cursor-not-allowed bg-slate-200 text-slate-700`;

/** Where a plan card's buttons lead: Upgrade (per plan) and Contact Us. */
export type PricingLinks = { upgrade(plan: Plan): string; contact: string };

/**
 * The pricing screen (spec §2, §4): plan cards, a feature comparison that
 * starts expanded and an FAQ with one item open at a time. Plain HTML
 * (`<details>` and links), so it works the same without JavaScript.
 */
export function PricingScreen({
  plans,
  currentPlanId,
  faq,
  faqError = null,
  links,
}: {
  plans: Plan[];
  currentPlanId: string | null;
  faq: Faq | null;
  faqError?: string | null;
  links: PricingLinks;
}) {
  return (
    <div className="mx-auto flex max-w-[980px] flex-col gap-8">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Plans">
        {plans.map((plan) => (
          <PlanCard key={plan._id} plan={plan} plans={plans} currentPlanId={currentPlanId} links={links} />
        ))}
      </ul>
      <Comparison plans={plans} />
      <Announcement message={faqError} kind="error" />
      {faq ? <FaqList faq={faq} /> : null}
    </div>
  );
}

function PlanCard({ plan, plans, currentPlanId, links }: { plan: Plan; plans: Plan[]; currentPlanId: string | null; links: PricingLinks }) {
  const { displayName, subtitle, image, pricingText } = plan.frontEndParams;
  const button = planButton(plan, plans, currentPlanId);
  const titleId = `plan-${plan._id}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4" style={{ borderTop: `6px solid ${plan.cardColor}` }}>
      <img src={image} alt="" width={40} height={40} className="size-10" />
      <h3 id={titleId} className="mt-2 text-lg font-semibold">
        {displayName}
      </h3>
      <p className="text-sm text-slate-600">{subtitle}</p>
      <p className="mt-2 text-xl font-bold">{pricingText}</p>
      <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {plan.cardFeatures.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {button.kind === "upgrade" || button.kind === "start" ? (
        <Link to={links.upgrade(plan)} preventScrollReset className={ACTIVE_BUTTON} aria-label={`${button.label}: ${displayName}`}>
          {button.label}
        </Link>
      ) : button.kind === "contact" ? (
        <a href={links.contact} className={ACTIVE_BUTTON} aria-label={`${button.label}: ${displayName}`}>
          {button.label}
        </a>
      ) : (
        <button type="button" disabled className={DISABLED_BUTTON} aria-label={`${button.label}: ${displayName}`}>
          {button.label}
        </button>
      )}
    </li>
  );
}

const iconLabel = (value: string) => (value.includes("cross") ? "Not included" : "Included");

function Comparison({ plans }: { plans: Plan[] }) {
  return (
    <details open className="rounded-xl border border-slate-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 font-semibold">Compare plans</summary>
      <div className="overflow-x-auto px-4 pb-4">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Features of each plan</caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-3">
                Feature
              </th>
              {plans.map((plan) => (
                <th key={plan._id} scope="col" className="px-2 py-2 text-center">
                  {plan.frontEndParams.displayName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows(plans).map((row) => (
              <tr key={row.identifier} className="border-t border-slate-100">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {row.identifier}
                </th>
                {row.values.map((value, index) => (
                  <td key={plans[index]._id} className="px-2 py-2 text-center">
                    {isIconValue(value) ? <img src={value} alt={iconLabel(value)} width={16} height={16} className="inline size-4" /> : value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** One item open at a time: the details share a name (an exclusive accordion), in the browser's own hands. */
function FaqList({ faq }: { faq: Faq }) {
  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-2">
      <h3 id="faq-title" className="text-lg font-semibold">
        {faq.title}
      </h3>
      {faq.items.map((item, index) => (
        <details key={item.title} name="faq" open={index === 0} className="rounded-lg border bg-white px-4 py-2" style={{ borderColor: item.border_color }}>
          <summary className="cursor-pointer font-medium" style={{ color: item.title_color }}>
            {item.title}
          </summary>
          <p className="mt-2 flex gap-3 text-sm" style={{ color: item.description_color }}>
            {item.imageUrl ? <img src={item.imageUrl} alt={item.alternativeText} width={20} height={20} className="size-5 shrink-0" /> : null}
            <span>{item.description}</span>
          </p>
        </details>
      ))}
    </section>
  );
}
