import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import { UrlModal } from "~/components/UrlModal";
import { ANALYTICS_EVENTS, track } from "~/lib/analytics/events";
import { formatRupees, PLAN_LIMIT_MESSAGES, trialTerms, type Plan, type PlanLimitKey } from "~/lib/plans";
import { subscriptionHref } from "~/lib/subscriptionModal";
import type { SubscriptionModalData, SuperAdminDetails } from "~/lib/subscriptionModal.server";
import { UPGRADE_INTENTS } from "~/lib/subscriptionModal";
import { PricingScreen } from "./PricingScreen";

export const UPGRADE_ACTION = "/subscription";

const PRIMARY = "rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-70";
const SECONDARY = "rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50";

/** Type 1's content per limit: title, description, image, button (spec §2). */
const LIMIT_TEMPLATES: Record<PlanLimitKey, { title: string; image: string }> = {
  projectsPerTeam: { title: "You have reached your project limit", image: "/images/plans/limit.svg" },
  dashboardsPerTenant: { title: "You have reached your dashboard limit", image: "/images/plans/limit.svg" },
  ganttView: { title: "The Gantt view is not in your plan", image: "/images/plans/gantt.svg" },
  dataExport: { title: "Exports are not in your plan", image: "/images/plans/limit.svg" },
  pdfExport: { title: "PDF export is not in your plan", image: "/images/plans/limit.svg" },
};

/** Type 2's content, the Gantt teaser for the Free Plan (spec §2); the Gantt page shows it in place of the chart on Free. */
export const GANTT_TEASER = {
  title: "Plan ahead with the Gantt view",
  description: "See every task on a timeline with dependencies and drag to reschedule. The Gantt view comes with every paid plan, and starts with a free trial.",
  image: "/images/plans/gantt.svg",
};

/** The subscription modal of the URL (spec §2 layouts 0, 1, 2) and the notify modals (21, 22, 101). */
export function SubscriptionModal({ data, tenantId, currentPlanId, supportEmail }: { data: SubscriptionModalData; tenantId: string; currentPlanId: string; supportEmail: string }) {
  const location = useLocation();
  useEffect(() => track(ANALYTICS_EVENTS.upgradeStep, { step: String(data.type) }), [data.type]);
  const closeTo = subscriptionHref(location, null);
  const pricing = subscriptionHref(location, { type: 0 });
  switch (data.type) {
    case 0:
      return (
        <UrlModal title="Upgrade your plan" closeTo={closeTo} maxWidthClass="max-w-[980px]">
          <div className="mt-4 max-h-[75vh] overflow-y-auto" data-subscription-modal="0">
            <PricingScreen
              plans={data.plans}
              currentPlanId={currentPlanId}
              faq={data.faq}
              faqError={data.faqError}
              links={{ upgrade: (plan) => subscriptionHref(location, { type: "upgrade", planId: plan._id }), contact: `mailto:${supportEmail}` }}
            />
          </div>
        </UrlModal>
      );
    case 1: {
      const template = LIMIT_TEMPLATES[data.limit];
      return <Template type={1} closeTo={closeTo} title={template.title} description={PLAN_LIMIT_MESSAGES[data.limit]} image={template.image} button={{ label: "Upgrade", href: pricing }} />;
    }
    case 2:
      return <Template type={2} closeTo={closeTo} {...GANTT_TEASER} button={{ label: "See plans", href: pricing }} />;
    case 21:
      return <TrialConfirmation plan={data.plan} tenantId={tenantId} closeTo={closeTo} back={pricing} />;
    case 22:
      return <NotifySuperAdmin plan={data.plan} superAdmin={data.superAdmin} tenantId={tenantId} closeTo={closeTo} back={pricing} />;
    case 101:
      return <ThankYou plan={data.plan} closeTo={closeTo} />;
  }
}

function Template({ type, closeTo, title, description, image, button }: { type: 1 | 2; closeTo: string; title: string; description: string; image: string; button: { label: string; href: string } }) {
  return (
    <UrlModal title={title} closeTo={closeTo} maxWidthClass="max-w-md">
      <div className="mt-4 flex flex-col items-center gap-4 text-center" data-subscription-modal={type}>
        <img src={image} alt="" width={160} height={120} className="h-30 w-40" />
        <p className="text-sm text-slate-600">{description}</p>
        <Link to={button.href} preventScrollReset className={PRIMARY}>
          {button.label}
        </Link>
      </div>
    </UrlModal>
  );
}

/** A form of the upgrade flow (app/routes/subscription.tsx): its hidden fields, Back to plans and its submit button. */
function UpgradeForm({ intent, fields, closeTo, back, submitLabel }: { intent: string; fields: Record<string, string | number>; closeTo: string; back: string; submitLabel: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === UPGRADE_ACTION;
  return (
    <Form method="post" action={UPGRADE_ACTION} className="mt-6 flex justify-end gap-2">
      <CsrfField />
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name="returnTo" value={closeTo} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Link to={back} preventScrollReset className={SECONDARY}>
        Back to plans
      </Link>
      <button type="submit" disabled={pending} className={PRIMARY}>
        {submitLabel}
      </button>
    </Form>
  );
}

/** 21: a super admin confirms the free trial of `plan`. */
function TrialConfirmation({ plan, tenantId, closeTo, back }: { plan: Plan; tenantId: string; closeTo: string; back: string }) {
  const terms = trialTerms(plan.duration);
  const fields = { planId: plan._id, planName: plan.name, planDuration: plan.duration, tenantId };
  return (
    <UrlModal title={`Start your ${terms.length} free trial of ${plan.frontEndParams.displayName}`} closeTo={closeTo}>
      <div className="mt-3 space-y-2 text-sm text-slate-700" data-subscription-modal="21">
        <p>{terms.summary}</p>
        <p>{terms.activation}</p>
        <p>
          {terms.afterwards} ({formatRupees(plan.price)} per user / month)
        </p>
      </div>
      <UpgradeForm intent={UPGRADE_INTENTS.confirm} fields={fields} closeTo={closeTo} back={back} submitLabel="Start free trial" />
    </UrlModal>
  );
}

/** 22: anyone but a super admin sends the super admin a notification asking for `plan`. */
function NotifySuperAdmin({ plan, superAdmin, tenantId, closeTo, back }: { plan: Plan; superAdmin: SuperAdminDetails; tenantId: string; closeTo: string; back: string }) {
  const initials = superAdmin.name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <UrlModal title="Ask your super admin to upgrade" closeTo={closeTo}>
      <div className="mt-3 space-y-4 text-sm text-slate-700" data-subscription-modal="22">
        <p>Only a super admin can upgrade your organisation to {plan.frontEndParams.displayName}. Send them a notification and they can start the free trial.</p>
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
          {superAdmin.image ? (
            <img src={superAdmin.image} alt="" width={40} height={40} className="size-10 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700">
              {initials}
            </span>
          )}
          <div>
            <p className="font-medium text-ink">{superAdmin.name}</p>
            <p>{superAdmin.email}</p>
          </div>
        </div>
      </div>
      <UpgradeForm intent={UPGRADE_INTENTS.notify} fields={{ planId: plan._id, tenantId }} closeTo={closeTo} back={back} submitLabel="Notify Super Admin" />
    </UrlModal>
  );
}

/** 101: the trial started. Closing it closes the pricing behind it too: both live in the URL it leaves. */
function ThankYou({ plan, closeTo }: { plan: Plan; closeTo: string }) {
  const terms = trialTerms(plan.duration);
  return (
    <UrlModal title="Thank you!" closeTo={closeTo} maxWidthClass="max-w-md">
      <div className="mt-3 flex flex-col items-center gap-3 text-center text-sm text-slate-700" data-subscription-modal="101">
        <img src="/images/plans/thanks.svg" alt="" width={120} height={90} />
        <p>
          Your {terms.length} free trial of {plan.frontEndParams.displayName} has started. {terms.activation}
        </p>
        <p>{terms.afterwards}</p>
        <Link to={closeTo} preventScrollReset className={PRIMARY}>
          Done
        </Link>
      </div>
    </UrlModal>
  );
}
