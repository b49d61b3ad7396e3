import { useBlocker, type BlockerFunction } from "@remix-run/react";
import { useCallback, useEffect } from "react";
import { anyHeldBack } from "~/lib/heldBackChanges";
import { remixRouter } from "~/lib/remixRouter";
import { unsavedEdits } from "~/lib/unsavedEdits";
import { Modal } from "../Modal";

/** Whether a change is on its way to the server: a fetcher posting, or reading the page again after its post. */
export const hasUnsentChanges = (fetchers: ReadonlyArray<{ state: string; formMethod?: string }>) =>
  fetchers.some((fetcher) => fetcher.state !== "idle" && fetcher.formMethod !== undefined && fetcher.formMethod.toUpperCase() !== "GET");

/**
 * Whether leaving the page now loses a change: a fetcher on its way as the router has it at this
 * moment (from the call that sent it, before the page draws it busy), a change held back until the
 * one before it is saved, or text an editor holds unsaved. What the page shows pending comes from the
 * same places (decision record 97).
 */
export const leavingLosesChanges = (fetchers = [...(remixRouter()?.state.fetchers.values() ?? [])]) =>
  hasUnsentChanges(fetchers) || anyHeldBack() || unsavedEdits().length > 0;

/** A navigation inside the app that leaves the page as it is shown (another address or query), which unmounts editors. */
export const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;

/**
 * Asks before the page is left while an edit made in place (a List cell, a Kanban move, a Gantt bar
 * and the change it holds back) has not reached the server, so that leaving at once does not drop it
 * silently (issue 23 §4), or while an editor holds typed text that is neither saved nor kept as a
 * draft (an edit of a message, a custom field: issue 43 §1). Leaving the page, the browser asks.
 * A navigation inside the app (a link, Back) is held: a field that saves when it is left saves then,
 * and the navigation goes on; for other text this dialog asks. Its listener is there
 * from the start and reads the page's state at the moment of leaving, not what a render saw: a render
 * comes after the change is sent, and on a busy machine seconds after (decision record 97).
 */
export function UnsentChangesGuard() {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!leavingLosesChanges()) return;
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
  const blocker = useBlocker(useCallback<BlockerFunction>((navigation) => unsavedEdits().length > 0 && leavesPage(navigation), []));
  // Editors that save when left (a custom field) save now; the navigation goes on unless another cannot.
  const unsavable = blocker.state === "blocked" ? unsavedEdits().find((edit) => !edit.save) : undefined;
  useEffect(() => {
    if (blocker.state !== "blocked" || unsavable) return;
    for (const edit of unsavedEdits()) edit.save?.();
    blocker.proceed();
  }, [blocker, unsavable]);
  if (!unsavable) return null;
  return <LeaveDialog what={unsavable.what} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}

function LeaveDialog({ what, onStay, onLeave }: { what: string; onStay: () => void; onLeave: () => void }) {
  return (
    <Modal title="Leave without saving?" onClose={onStay}>
      <p className="mt-2 text-sm text-slate-700">
        What you typed in {what} has not been saved. If you leave now, it is lost.
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onStay} className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
          Stay on this page
        </button>
        <button type="button" onClick={onLeave} className="rounded border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
          Leave without saving
        </button>
      </div>
    </Modal>
  );
}
