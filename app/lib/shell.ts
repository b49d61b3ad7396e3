import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_PREFERENCES, type DatePreferences } from "./dates";
import { planIncludes, type PlanFeature } from "./plans";
import type { loadShell } from "./shell.server";

/** The signed-in shell's data (routes/_app): the member, their organisation, plan and unread notifications. */
export type ShellData = Awaited<ReturnType<typeof loadShell>>["data"];

/** The shell's data from a page or component under it (undefined outside the signed-in shell). */
export function useShellData() {
  return useRouteLoaderData<ShellData>("routes/_app");
}

/** The signed-in person's date and time preferences (spec §3), which every date on their pages follows (issue 43 §4). */
export function useDatePreferences(): DatePreferences {
  return useShellData()?.preferences ?? DEFAULT_PREFERENCES;
}

/** Whether the organisation's plan includes `feature` (decision 0076); outside the shell, as the API decides, yes. */
export function usePlanIncludes(feature: PlanFeature): boolean {
  const limits = useShellData()?.planTerms.limits;
  return limits ? planIncludes(limits, feature) : true;
}
