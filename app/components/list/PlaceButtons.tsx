import { useSubmit } from "@remix-run/react";
import type { MouseEvent } from "react";
import { VIA_FETCHER } from "~/intents/fetcher";
import { CSRF_FIELD } from "~/lib/csrf";
import { useRootData } from "~/lib/rootData";
import { useEditWatched, useInFlight } from "../tasks/editsInFlight";
import { EditFields, RefusalToast, useEditFetcher } from "../tasks/useEditFetcher";

/** The look of a move button (app.css: .move-button). */
const MOVE_BUTTON = "move-button";

/** Move up / move down: the keyboard's way to reorder, each a form that also posts without JavaScript. */
export function PlaceButtons({ intent, idField, id, name, previousId, nextId }: { intent: "placeTask" | "placeGroup"; idField: "taskId" | "groupId"; id: string; name: string; previousId: string | null; nextId: string | null }) {
  return (
    <div className="flex justify-end gap-1">
      <PlaceButton intent={intent} values={{ [idField]: id, beforeId: previousId ?? undefined }} label={`Move ${name} up`} disabled={!previousId} symbol="↑" />
      <PlaceButton intent={intent} values={{ [idField]: id, afterId: nextId ?? undefined }} label={`Move ${name} down`} disabled={!nextId} symbol="↓" />
    </div>
  );
}

function PlaceButton({ intent, values, label, disabled, symbol }: { intent: "placeTask" | "placeGroup"; values: Record<string, string | undefined>; label: string; disabled: boolean; symbol: string }) {
  const { fetcher, pending } = useEditFetcher();
  return (
    <fetcher.Form method="post" preventScrollReset>
      <EditFields intent={intent} values={values} />
      <button type="submit" aria-label={label} title={label} disabled={disabled || pending} className={MOVE_BUTTON}>
        {symbol}
      </button>
    </fetcher.Form>
  );
}

/** The fetcher of a row's moves: one per task, so that moving two rows one after the other aborts neither. */
export const moveFetcherKey = (taskId: string) => `move-${taskId}`;

/**
 * A List row's move up / move down: buttons of the row's one form (decision 0067) whose name and
 * value are the neighbour to go before or after; without JavaScript they post that form, with it the
 * List's one click handler (useRowMoves) posts the move alone. The same markup before and after
 * hydration (decision 0098); a refused move toasts once the row's move is on its way.
 */
export function RowPlaceButtons({ form, taskId, name, previousId, nextId }: { form: string; taskId: string; name: string; previousId: string | null; nextId: string | null }) {
  const key = moveFetcherKey(taskId);
  const pending = useInFlight(key);
  const watched = useEditWatched(key, false);
  return (
    <div className="flex justify-end gap-1">
      <RowPlaceButton form={form} taskId={taskId} anchor="beforeId" neighbourId={previousId} label={`Move ${name} up`} symbol="↑" pending={pending} />
      <RowPlaceButton form={form} taskId={taskId} anchor="afterId" neighbourId={nextId} label={`Move ${name} down`} symbol="↓" pending={pending} />
      {watched ? <RefusalToast fetcherKey={key} /> : null}
    </div>
  );
}

function RowPlaceButton({ form, taskId, anchor, neighbourId, label, symbol, pending }: { form: string; taskId: string; anchor: "beforeId" | "afterId"; neighbourId: string | null; label: string; symbol: string; pending: boolean }) {
  return (
    <button type="submit" form={form} name={anchor} value={neighbourId ?? ""} data-move-task={taskId} aria-label={label} title={label} disabled={!neighbourId || pending} className={MOVE_BUTTON}>
      {symbol}
    </button>
  );
}

/** The List's one handler for its rows' move buttons: a click posts the move alone through the row's move fetcher. */
export function useRowMoves() {
  const submit = useSubmit();
  const csrf = useRootData()?.csrfToken ?? "";
  return (event: MouseEvent<HTMLElement>) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>("button[data-move-task]");
    const taskId = button?.dataset.moveTask;
    if (!button || !taskId) return;
    event.preventDefault();
    if (button.disabled || !button.value) return;
    submit({ intent: "placeTask", taskId, [button.name]: button.value, [VIA_FETCHER]: "1", [CSRF_FIELD]: csrf }, { method: "post", navigate: false, fetcherKey: moveFetcherKey(taskId), preventScrollReset: true });
  };
}
