import { useFetchers } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** Whether a change is on its way to the server: a fetcher posting, or reading the page again after its post. */
export const hasUnsentChanges = (fetchers: ReadonlyArray<{ state: string; formMethod?: string }>) =>
  fetchers.some((fetcher) => fetcher.state !== "idle" && fetcher.formMethod !== undefined && fetcher.formMethod.toUpperCase() !== "GET");

/**
 * Asks before the page is left while an edit made in place (a List cell, a Kanban move, a Gantt bar
 * and the change it holds back) has not reached the server, so that leaving at once does not drop it
 * silently (issue 23 §4). Renders nothing; it alone re-renders as fetchers change. Its listener is
 * there from the start and reads what the last render saw, so it asks as soon as the page shows the
 * edit on its way (an effect added on the change would come a moment after).
 */
export function UnsentChangesGuard() {
  const unsent = useRef(false);
  unsent.current = hasUnsentChanges(useFetchers());
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsent.current) return;
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
  return null;
}
