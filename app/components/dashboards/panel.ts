/** The look of a dashboard page's cards behind their titles (OnDemand: rendered only once opened), left out of print. */
export const DASHBOARD_PANEL = {
  className: "rounded-lg border border-slate-200 bg-white p-4 print:hidden",
  triggerClassName: "block cursor-pointer font-medium",
} as const;
