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
 * fetcher posts the move alone. The server renders the plain buttons: the fetcher is the hydrated
 * page's alone (a row's hooks are its server cost, decision 0071).
 */
type RowPlaceProps = { form: string; taskId: string; name: string; previousId: string | null; nextId: string | null };

export function RowPlaceButtons(props: RowPlaceProps) {
  const hydrated = useHydrated();
  return <div className="flex justify-end gap-1">{hydrated ? <FetcherPlaceButtons {...props} /> : <RowButtons {...props} />}</div>;
}

function FetcherPlaceButtons(props: RowPlaceProps) {
  const { fetcher, pending } = useEditFetcher();
  const csrf = useRootData()?.csrfToken ?? "";
  const move = (anchor: "beforeId" | "afterId", neighbourId: string) =>
    fetcher.submit({ intent: "placeTask", taskId: props.taskId, [anchor]: neighbourId, [VIA_FETCHER]: "1", [CSRF_FIELD]: csrf }, { method: "post", preventScrollReset: true });
  return <RowButtons {...props} pending={pending} move={move} />;
}

/** With `move` (JavaScript) plain buttons: the row's form then has no submit button for Enter in a field to press. */
function RowButtons({ form, name, previousId, nextId, pending = false, move }: RowPlaceProps & { pending?: boolean; move?: (anchor: "beforeId" | "afterId", neighbourId: string) => void }) {
  const button = (anchor: "beforeId" | "afterId", neighbourId: string | null, label: string, symbol: string) => (
    <button
      type={move ? "button" : "submit"}
      form={form}
      name={anchor}
      value={neighbourId ?? ""}
      onClick={move && neighbourId ? () => move(anchor, neighbourId) : undefined}
      aria-label={label}
      title={label}
      disabled={!neighbourId || pending}
      className={MOVE_BUTTON}
    >
      {symbol}
    </button>
  );
  return (
    <>
      {button("beforeId", previousId, `Move ${name} up`, "↑")}
      {button("afterId", nextId, `Move ${name} down`, "↓")}
    </>
  );
}
