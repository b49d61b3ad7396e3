/**
 * Plans and subscriptions (spec §2–§4, §9), browser-safe: the plan shape the
 * API answers, the free-trial arithmetic, the pricing buttons, the plan limits.
 */
import { formatDate } from "./dates";

/** A row of a plan's feature list; a value naming an .svg is shown as an icon (spec §3). */
export type PlanFeatureRow = { identifier: string; value: string };

/**
 * What a plan caps; a missing key is unlimited. A feature the plan leaves out is a cap of 0 on it
 * (decision 0076), refused like one project too many: 402 with its message.
 */
export type PlanLimits = { projectsPerTeam?: number; dashboardsPerTenant?: number; ganttView?: number; dataExport?: number; pdfExport?: number };
export type PlanLimitKey = keyof PlanLimits;

/** The features a plan may leave out, as the pricing's comparison names them. */
export const PLAN_FEATURES = ["ganttView", "dataExport", "pdfExport"] as const satisfies readonly PlanLimitKey[];
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** A plan as `GET /subscription/plans` answers it (spec §3). */
export type Plan = {
  _id: string;
  name: string;
  /** Days; the free trial lasts duration ÷ 30 months. */
  duration: number;
  /** Rupees. */
  price: number;
  cardColor: string;
  cardFeatures: string[];
  featuresList: Array<{ features: PlanFeatureRow[] }>;
  frontEndParams: { displayName: string; subtitle: string; image: string; pricingText: string; isUpgradeAble: boolean };
  limits: PlanLimits;
};

/** The organisation's plan as the shell shows it (spec §3 current plan, with planUpgrade). */
export type CurrentPlan = { planId: string; planName: string; planUpgrade: boolean };

/** What the shell says of the plan beyond the spec's current plan: any free trial's end, and what the plan caps or leaves out. */
export type PlanTerms = { trialEndsAt: number | null; limits: PlanLimits };

export const FREE_PLAN_ID = "free";
/** Free's caps, as the directory's plan catalogue holds them (a worker test keeps the two equal). */
export const FREE_PLAN_LIMITS: PlanLimits = { projectsPerTeam: 3, dashboardsPerTenant: 3, ganttView: 0, dataExport: 0, pdfExport: 0 };

/** Every workspace starts on Free until an upgrade is copied into it (decision 0018). */
export const FREE_CURRENT_PLAN: CurrentPlan = { planId: FREE_PLAN_ID, planName: "Free", planUpgrade: true };

export const SOMETHING_WENT_WRONG = "Something went wrong";
export const NOTIFICATION_SENT = "Notification send succssfully";
export const ACTIVATION_HOURS = "24-48 hours";

/** Spec §9: the free trial lasts the plan's duration divided by 30, in months. */
export function trialMonths(durationDays: number): number {
  return Math.floor(durationDays / 30);
}

/** When a trial started at `start` ends: the plan's duration in days later. */
export function trialEndsAt(start: number, durationDays: number): number {
  return start + durationDays * 24 * 60 * 60 * 1000;
}

/** The trial's terms as the confirmation (21) and thank-you (101) modals state them. */
export function trialTerms(durationDays: number) {
  const months = trialMonths(durationDays);
  const length = `${months}-month`;
  return {
    length,
    summary: `Your ${length} free trial comes with unlimited seats.`,
    activation: `Your plan will be activated within ${ACTIVATION_HOURS}.`,
    afterwards: "After the trial you will be charged at standard pricing.",
  };
}

/**
 * The plan as the header states it (decision 0076): "Free plan", "Business plan", or "Business trial
 * until 26 Feb, 2027" (spec §9's date, in UTC). Every page's header shows it, so the date is formatted
 * without Intl (decision 0104).
 */
export function planSummary(planName: string, trialEndsAt: number | null): { full: string; short: string } {
  if (trialEndsAt === null) return { full: `${planName} plan`, short: planName };
  return { full: `${planName} trial until ${formatDate(trialEndsAt, "dd/mm/yy", "UTC")}`, short: "Trial" };
}

// Made on first use: the first Intl object costs a page's start-up tens of milliseconds on a phone
// (ICU's data), and most pages show no price (decision 0100).
let rupees: Intl.NumberFormat | undefined;
export const formatRupees = (amount: number) => (rupees ??= new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 })).format(amount);

export type PlanButton =
  | { kind: "start"; label: "Get started" }
  | { kind: "current"; label: "Current Plan" }
  | { kind: "lower"; label: "Upgrade" }
  | { kind: "contact"; label: "Contact Us" }
  | { kind: "upgrade"; label: "Upgrade" };

/**
 * Spec §4: the current plan reads Current Plan, plans before it have a
 * disabled Upgrade, plans that cannot be upgraded to show Contact Us.
 * `plans` are in pricing order; a visitor (no current plan) gets started on Free
 * and sees every upgradeable plan as Upgrade.
 */
export function planButton(plan: Plan, plans: readonly Plan[], currentPlanId: string | null): PlanButton {
  const index = plans.findIndex((candidate) => candidate._id === plan._id);
  const current = plans.findIndex((candidate) => candidate._id === currentPlanId);
  if (current !== -1 && index === current) return { kind: "current", label: "Current Plan" };
  if (current !== -1 && index < current) return { kind: "lower", label: "Upgrade" };
  if (current === -1 && plan._id === FREE_PLAN_ID) return { kind: "start", label: "Get started" };
  if (!plan.frontEndParams.isUpgradeAble) return { kind: "contact", label: "Contact Us" };
  return { kind: "upgrade", label: "Upgrade" };
}

/** planUpgrade: some plan after the current one can be upgraded to. */
export function canUpgradeFrom(plans: readonly Plan[], currentPlanId: string): boolean {
  const current = plans.findIndex((plan) => plan._id === currentPlanId);
  return plans.slice(current + 1).some((plan) => plan.frontEndParams.isUpgradeAble);
}

/** The comparison table's rows: every identifier of any plan, in first-seen order, with each plan's value. */
export function comparisonRows(plans: readonly Plan[]) {
  const identifiers = [...new Set(plans.flatMap((plan) => featuresOf(plan).map((row) => row.identifier)))];
  return identifiers.map((identifier) => ({
    identifier,
    values: plans.map((plan) => featuresOf(plan).find((row) => row.identifier === identifier)?.value ?? ""),
  }));
}

const featuresOf = (plan: Plan) => plan.featuresList[0]?.features ?? [];

export const isIconValue = (value: string) => value.includes(".svg");

export const PLAN_LIMIT_STATUS = 402;

const GIB = 1024 * 1024 * 1024;

/**
 * Each plan's storage for attachments (issue 17 §3), by plan id: the files of every task, group and
 * message of the organisation together. A plan not named here (a new one) gets Free's.
 */
export const STORAGE_QUOTA_BYTES: Readonly<Record<string, number>> = {
  free: 1 * GIB,
  starter: 25 * GIB,
  business: 100 * GIB,
  premium: 1024 * GIB,
  enterprise: 10 * 1024 * GIB,
};

export const storageQuotaOf = (planId: string): number => STORAGE_QUOTA_BYTES[planId] ?? STORAGE_QUOTA_BYTES[FREE_PLAN_ID];

/** The 402 message of a reached limit (the UI shows the limit-reached modal for it). */
export const PLAN_LIMIT_MESSAGES: Record<PlanLimitKey, string> = {
  projectsPerTeam: "Your plan's limit of projects per team is reached. Upgrade to add more.",
  dashboardsPerTenant: "Your plan's limit of dashboards is reached. Upgrade to add more.",
  ganttView: "The Gantt view comes with the Starter plan and above. Upgrade to plan ahead with it.",
  dataExport: "Exporting project data comes with the Starter plan and above. Upgrade to export.",
  pdfExport: "PDF export comes with the Business plan and above. Upgrade to export PDFs.",
};

/** Whether the plan includes `feature` (no cap of 0 on it). */
export const planIncludes = (limits: PlanLimits, feature: PlanFeature) => withinPlanLimit(limits, feature, 0);

/** Whether one more item fits under the plan's cap: `used` items exist now. */
export function withinPlanLimit(limits: PlanLimits, key: PlanLimitKey, used: number): boolean {
  const cap = limits[key];
  return cap === undefined || used < cap;
}
