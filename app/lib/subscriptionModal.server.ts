import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiResult } from "./api-result";
import { SOMETHING_WENT_WRONG, type Plan, type PlanLimitKey } from "./plans";
import type { SubscriptionModal } from "./subscriptionModal";

type Api = AppLoadContext["api"];
export type SuperAdminDetails = { image: string | null; name: string; email: string };

/** What the open subscription modal shows (spec §2 layouts 0/1/2 and notify modals 21/22/101). */
export type SubscriptionModalData =
  | { type: 0; plans: Plan[]; faq: Faq | null; faqError: string | null }
  | { type: 1; limit: PlanLimitKey }
  | { type: 2 }
  | { type: 21; plan: Plan }
  | { type: 22; plan: Plan; superAdmin: SuperAdminDetails }
  | { type: 101; plan: Plan };

/** The modal's data, or the message of the failure that keeps it closed (spec §8: toast with the server's message). */
export type LoadedModal = { ok: true; modal: SubscriptionModalData | null } | { ok: false; message: string };

const failed = (message?: string): LoadedModal => ({ ok: false, message: message || SOMETHING_WENT_WRONG });

/** The catalogue in pricing order: public, read from the directory. */
export async function loadPlans(api: Api) {
  return apiResult(await api.subscription.plans.$get({ query: { fullSet: "true" } }));
}

export type Faq = NonNullable<Awaited<ReturnType<typeof loadFaq>>["faq"]>;

/** The FAQ, or the message to toast when the content service fails (the pricing still shows). */
export async function loadFaq(api: Api) {
  const result = await apiResult(await api.faqs.$get());
  return result.ok ? { faq: result.data, faqError: null } : { faq: null, faqError: result.message || SOMETHING_WENT_WRONG };
}

/**
 * Loads what `modal` shows for the signed-in organisation `tenantId` whose
 * plan is `currentPlanId`. The upgrade request decides between 21 (a super
 * admin: the trial) and 22 (anyone else: notify the super admin).
 */
export async function loadSubscriptionModal(api: Api, modal: SubscriptionModal | null, tenantId: string, currentPlanId: string): Promise<LoadedModal> {
  if (!modal) return { ok: true, modal: null };
  if (modal.type === 1 || modal.type === 2) return { ok: true, modal };
  const plans = await loadPlans(api);
  if (!plans.ok) return failed(plans.message);
  if (modal.type === 0) return { ok: true, modal: { type: 0, plans: plans.data, ...(await loadFaq(api)) } };
  const planId = modal.type === 101 ? currentPlanId : modal.planId;
  const plan = plans.data.find((candidate) => candidate._id === planId);
  if (!plan) return failed();
  if (modal.type === 101) return { ok: true, modal: { type: 101, plan } };
  const json = { planId: plan._id, planName: plan.name, planDuration: plan.duration, tenantId };
  const answer = await apiResult(await api.subscription.requestUpgrade.$post({ json }));
  if (!answer.ok) return failed(answer.message);
  const { canUpgradePlan, showTrialModal, superAdminDetails } = answer.data;
  if (canUpgradePlan && showTrialModal) return { ok: true, modal: { type: 21, plan } };
  if (superAdminDetails) return { ok: true, modal: { type: 22, plan, superAdmin: superAdminDetails } };
  return failed();
}
