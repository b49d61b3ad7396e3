import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiResult, forwardCookies } from "./api-result";
import { SCHEDULED_FOR_DELETION_PATH } from "./routes";
import { FEEDBACK_PARAM } from "./searchParams";
import { readSubscriptionModal, subscriptionHref } from "./subscriptionModal";
import { loadSubscriptionModal } from "./subscriptionModal.server";
import { redirectWithToast } from "./toast.server";

/**
 * The signed-in shell's loader (routes/_app): one call to the tenant's workspace
 * answers who is here, their plan and unread notifications (and renews the
 * session cookie). An open subscription modal (`?subscription=…`) adds its
 * directory reads; an upgrade request shares the session check.
 */
export async function loadShell({ request, context }: LoaderFunctionArgs) {
  if (context.host.kind !== "tenant") throw redirect("/");
  const url = new URL(request.url);
  const result = await apiResult(await context.api.user.session.$get());
  if (!result.ok) throw redirect("/", { headers: forwardCookies(result.headers) });
  const headers = forwardCookies(result.headers);
  const shell = result.data;
  // An organisation scheduled for deletion shows one page only: restoring it, or why not (decision 0091).
  if (shell.organizationDeletesAt !== null) throw redirect(SCHEDULED_FOR_DELETION_PATH, { headers });
  const modal = readSubscriptionModal(url.searchParams);
  const loaded = await loadSubscriptionModal(context.api, modal, shell.organization.tenantId, shell.plan.planId);
  if (!loaded.ok) throw redirectWithToast(request, subscriptionHref(url, null), { kind: "error", message: loaded.message }, { headers });
  return data({ ...shell, subscriptionModal: loaded.modal, feedbackOpen: url.searchParams.has(FEEDBACK_PARAM) }, { headers });
}
