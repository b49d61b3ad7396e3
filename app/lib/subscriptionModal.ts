import { PLAN_LIMIT_MESSAGES, PLAN_LIMIT_STATUS, type PlanLimitKey } from "./plans";
import { MY_SPACE_PATH } from "./routes";

/**
 * Which subscription modal a page shows (spec §2), read from its URL so every
 * modal works without JavaScript: `?subscription=0` pricing, `=1&limit=<key>`
 * limit reached, `=2` Gantt teaser, `=upgrade&planId=<id>` the upgrade request
 * (the answer picks 21 trial confirmation or 22 notify super admin), `=101` thank-you.
 */
export type SubscriptionModal =
  | { type: 0 }
  | { type: 1; limit: PlanLimitKey }
  | { type: 2 }
  | { type: "upgrade"; planId: string }
  | { type: 101 };

export const SUBSCRIPTION_PARAM = "subscription";
const PARAMS = [SUBSCRIPTION_PARAM, "limit", "planId"];

const isLimit = (value: string | null): value is PlanLimitKey => value !== null && Object.hasOwn(PLAN_LIMIT_MESSAGES, value);

export function readSubscriptionModal(params: URLSearchParams): SubscriptionModal | null {
  const type = params.get(SUBSCRIPTION_PARAM);
  const limit = params.get("limit");
  const planId = params.get("planId");
  if (type === "0") return { type: 0 };
  if (type === "1" && isLimit(limit)) return { type: 1, limit };
  if (type === "2") return { type: 2 };
  if (type === "upgrade" && planId) return { type: "upgrade", planId };
  if (type === "101") return { type: 101 };
  return null;
}

/** The same page with `modal` open, or with every subscription modal closed (null). */
export function subscriptionHref(location: { pathname: string; search: string }, modal: SubscriptionModal | null): string {
  const params = new URLSearchParams(location.search);
  for (const name of PARAMS) params.delete(name);
  if (modal) {
    params.set(SUBSCRIPTION_PARAM, String(modal.type));
    if (modal.type === 1) params.set("limit", modal.limit);
    if (modal.type === "upgrade") params.set("planId", modal.planId);
  }
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/**
 * Where a form inside the shell returns: a path on this host, never another
 * origin (`//evil.test`); anything else goes to My Space.
 */
export function safeReturnPath(value: unknown): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : MY_SPACE_PATH;
}

/**
 * Type 2, the Gantt teaser, for the API's refusal of the Gantt view (402: Free leaves it out,
 * decision 0076); null for any other answer: the Gantt page shows the teaser in its place.
 */
export function ganttTeaser(failure: { status: number; message: string }): SubscriptionModal | null {
  return failure.status === PLAN_LIMIT_STATUS && failure.message === PLAN_LIMIT_MESSAGES.ganttView ? { type: 2 } : null;
}

/** Type 1 for a refusal of the API that is a plan limit (402), else null: an action redirects to it. */
export function limitReachedModal(failure: { status: number; message: string }): SubscriptionModal | null {
  if (failure.status !== PLAN_LIMIT_STATUS) return null;
  const limit = (Object.keys(PLAN_LIMIT_MESSAGES) as PlanLimitKey[]).find((key) => PLAN_LIMIT_MESSAGES[key] === failure.message);
  return limit ? { type: 1, limit } : null;
}

/**
 * The forms of the subscription modals (app/routes/subscription.tsx): which one, and where the page
 * returns. Kept here, without zod, for the modal of the signed-in shell (schemas/subscription.ts re-exports it).
 */
export const UPGRADE_INTENTS = { confirm: "confirmUpgrade", notify: "notifySuperAdmin" } as const;
