import { EditFields, useEditFetcher } from "../tasks/useEditFetcher";

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
      <button type="submit" aria-label={label} title={label} disabled={disabled || pending} className="grid size-7 place-items-center rounded text-slate-500 hover:bg-slate-100 disabled:opacity-30">
        {symbol}
      </button>
    </fetcher.Form>
  );
}
