import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { LiveUpdates } from "~/components/live/LiveUpdates";
import { AppHeader } from "~/components/shell/AppHeader";
import { KeyboardShortcuts } from "~/components/keyboard/KeyboardLayer";
import { FeedbackOverlay, FeedbackSideButton } from "~/components/shell/Feedback";
import { BottomBar } from "~/components/shell/BottomBar";
import { LeftPanel } from "~/components/shell/LeftPanel";
import { UnsentChangesGuard } from "~/components/shell/UnsentChangesGuard";
import { SubscriptionModal } from "~/components/subscription/SubscriptionModal";
import { useRootData } from "~/lib/rootData";
import { loadShell } from "~/lib/shell.server";
import { shellRevalidates } from "~/intents/revalidation";

/** The signed-in shell (its data: `ShellData` of lib/shell.ts, which pages and components read). */
export const loader = loadShell;

/** After a post of a project's work, nothing the shell shows has changed (app/intents/revalidation.ts). */
export const shouldRevalidate: ShouldRevalidateFunction = shellRevalidates;

export default function AppShell() {
  const shell = useLoaderData<typeof loader>();
  const supportEmail = useRootData()?.config.supportEmail ?? "";
  // Live updates wrap the page: its views and panels read presence (components/live/).
  return (
    <LiveUpdates>
      {/* Below 768 px the rail is a bar fixed at the bottom (issue 42 §1): the page ends above it. */}
      <div className="flex h-full flex-col max-md:pb-[calc(3.5rem+1px+env(safe-area-inset-bottom))]">
        <AppHeader shell={shell} />
        <div className="flex min-h-0 flex-1">
          <LeftPanel />
          {/* Positioned, so that what is placed absolutely inside (screen-reader texts) scrolls with it and never makes the document scroll (issue 43 §4). */}
          <main id="main" className="relative min-w-0 flex-1 overflow-auto p-4 md:p-6">
            <Outlet />
          </main>
        </div>
        <BottomBar />
        <FeedbackSideButton />
        <KeyboardShortcuts shell={shell} />
        <UnsentChangesGuard />
        {shell.feedbackOpen ? <FeedbackOverlay /> : null}
        {shell.subscriptionModal ? (
          <SubscriptionModal data={shell.subscriptionModal} tenantId={shell.organization.tenantId} currentPlanId={shell.plan.planId} supportEmail={supportEmail} />
        ) : null}
      </div>
    </LiveUpdates>
  );
}
