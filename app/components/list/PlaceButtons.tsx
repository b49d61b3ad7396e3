import { useHydrated } from "~/components/useHydrated";
import { VIA_FETCHER } from "~/intents/fetcher";
import { CSRF_FIELD } from "~/lib/csrf";
import { useRootData } from "~/lib/rootData";
import { EditFields, useEditFetcher } from "../tasks/useEditFetcher";

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

/**
 * A List row's move up / move down: buttons of the row's one form (decision 0067) whose name and
 * value are the neighbour to go before or after; without JavaScript they post that form, with it a
 * fetcher posts the move alone.
 */
export function RowPlaceButtons({ form, taskId, name, previousId, nextId }: { form: string; taskId: string; name: string; previousId: string | null; nextId: string | null }) {
  return (
    <div className="flex justify-end gap-1">
      <RowPlaceButton form={form} taskId={taskId} anchor="beforeId" neighbourId={previousId} label={`Move ${name} up`} symbol="↑" />
      <RowPlaceButton form={form} taskId={taskId} anchor="afterId" neighbourId={nextId} label={`Move ${name} down`} symbol="↓" />
    </div>
  );
}

function RowPlaceButton({ form, taskId, anchor, neighbourId, label, symbol }: { form: string; taskId: string; anchor: "beforeId" | "afterId"; neighbourId: string | null; label: string; symbol: string }) {
  const { fetcher, pending } = useEditFetcher();
  const hydrated = useHydrated();
  const csrf = useRootData()?.csrfToken ?? "";
  // With JavaScript a plain button: the row's form then has no submit button for Enter in a field to press.
  const move = () => neighbourId && fetcher.submit({ intent: "placeTask", taskId, [anchor]: neighbourId, [VIA_FETCHER]: "1", [CSRF_FIELD]: csrf }, { method: "post", preventScrollReset: true });
  return (
    <button
      type={hydrated ? "button" : "submit"}
      form={form}
      name={anchor}
      value={neighbourId ?? ""}
      onClick={hydrated ? move : undefined}
      aria-label={label}
      title={label}
      disabled={!neighbourId || pending}
      className={MOVE_BUTTON}
    >
      {symbol}
    </button>
  );
}
