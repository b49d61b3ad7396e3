import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AppHeader } from "~/components/shell/AppHeader";
import { FeedbackOverlay, FeedbackSideButton, FEEDBACK_PARAM } from "~/components/shell/Feedback";
import { LeftPanel } from "~/components/shell/LeftPanel";
import { SubscriptionModal } from "~/components/subscription/SubscriptionModal";
import { apiResult, forwardCookies } from "~/lib/api-result";
import { readSubscriptionModal, subscriptionHref } from "~/lib/subscriptionModal";
import { loadSubscriptionModal } from "~/lib/subscriptionModal.server";
import { redirectWithToast } from "~/lib/toast.server";
import { useRootData } from "~/root";

/**
 * The signed-in shell: one call to the tenant's workspace answers who is here,
 * their plan and unread notifications (and renews the session cookie). An open
 * subscription modal (`?subscription=…`) adds its directory reads; an upgrade
 * request shares the session check.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.host.kind !== "tenant") throw redirect("/");
  const url = new URL(request.url);
  const result = await apiResult(await context.api.user.session.$get());
  if (!result.ok) throw redirect("/", { headers: forwardCookies(result.headers) });
  const headers = forwardCookies(result.headers);
  const shell = result.data;
  const modal = readSubscriptionModal(url.searchParams);
  const loaded = await loadSubscriptionModal(context.api, modal, shell.organization.tenantId, shell.plan.planId);
  if (!loaded.ok) throw redirectWithToast(request, subscriptionHref(url, null), { kind: "error", message: loaded.message }, { headers });
  return data({ ...shell, subscriptionModal: loaded.modal, feedbackOpen: url.searchParams.has(FEEDBACK_PARAM) }, { headers });
}

export type ShellData = Awaited<ReturnType<typeof loader>>["data"];

export default function AppShell() {
  const shell = useLoaderData<typeof loader>();
  const supportEmail = useRootData()?.config.supportEmail ?? "";
  return (
    <div className="flex h-full flex-col">
      <AppHeader shell={shell} />
      <div className="flex min-h-0 flex-1">
        <LeftPanel />
        <main id="main" className="min-w-0 flex-1 overflow-auto p-6">
          <Outlet />
        </main>
      </div>
      <FeedbackSideButton />
      {shell.feedbackOpen ? <FeedbackOverlay /> : null}
      {shell.subscriptionModal ? (
        <SubscriptionModal data={shell.subscriptionModal} tenantId={shell.organization.tenantId} currentPlanId={shell.plan.planId} supportEmail={supportEmail} />
      ) : null}
    </div>
  );
}
