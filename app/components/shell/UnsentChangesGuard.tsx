import { useFetchers } from "@remix-run/react";
import { useEffect } from "react";

/** Whether a change is on its way to the server: a fetcher posting, or reading the page again after its post. */
export const hasUnsentChanges = (fetchers: ReadonlyArray<{ state: string; formMethod?: string }>) =>
  fetchers.some((fetcher) => fetcher.state !== "idle" && fetcher.formMethod !== undefined && fetcher.formMethod.toUpperCase() !== "GET");

const warn = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Chromium before 119 and Safari ask only when returnValue is set.
  event.returnValue = "";
};

/**
 * Asks before the page is left while an edit made in place (a List cell, a Kanban move, a Gantt bar
 * and the change it holds back) has not reached the server, so that leaving at once does not drop it
 * silently (issue 23 §4). Renders nothing; it alone re-renders as fetchers change.
 */
export function UnsentChangesGuard() {
  const unsent = hasUnsentChanges(useFetchers());
  useEffect(() => {
    if (!unsent) return;
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsent]);
  return null;
}
