import { useEffect, useState } from "react";
import { useHydrated } from "~/components/useHydrated";
import { connectTracker } from "~/lib/analytics/events";
import { analyticsAllowed, OPT_OUT_KEY, setOptedOut } from "~/lib/analytics/privacy";

/**
 * The member's analytics choice for this browser (decision 0021). Analytics
 * runs only with JavaScript, so the choice is a script-only switch stored in
 * the browser; Do-Not-Track and Global Privacy Control already say no.
 */
export function AnalyticsChoice() {
  const hydrated = useHydrated();
  const [sharing, setSharing] = useState(true);
  const [signalled, setSignalled] = useState(false);
  useEffect(() => {
    setSharing(window.localStorage.getItem(OPT_OUT_KEY) !== "1");
    setSignalled(!analyticsAllowed(navigator, { getItem: () => null }));
  }, []);
  if (!hydrated) return null;
  return (
    <section aria-labelledby="analytics-title" className="flex flex-col gap-2">
      <h2 id="analytics-title" className="text-lg font-semibold">
        Usage analytics
      </h2>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={sharing && !signalled}
          disabled={signalled}
          onChange={(event) => {
            setSharing(event.target.checked);
            setOptedOut(window.localStorage, !event.target.checked);
            if (!event.target.checked) connectTracker(null);
          }}
        />
        Share usage analytics from this browser (pages visited, features used; never your e-mail address)
      </label>
      {signalled ? <p className="text-sm text-slate-600">Your browser asks not to be tracked, so nothing is sent.</p> : null}
    </section>
  );
}
