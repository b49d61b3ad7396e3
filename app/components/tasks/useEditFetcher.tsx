import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { CsrfField } from "~/components/CsrfField";
import { useToast } from "~/components/Toast";
import { useHydrated } from "~/components/useHydrated";
import { VIA_FETCHER } from "~/intents/fetcher";
import type { TaskIntent } from "~/lib/taskForms";

type EditOutcome = { ok: boolean; message: string };

/** Refusals already toasted: a row's cell and the task's panel read the same keyed fetcher. */
const toasted = new WeakSet<EditOutcome>();

/**
 * A fetcher for one edit of the List view: while it posts, `pending` is true
 * and `sent` holds what was sent (the optimistic value); when the post fails
 * the toast says why and the field falls back to the server's value.
 */
export function useEditFetcher<D extends EditOutcome = EditOutcome>(key?: string) {
  const fetcher = useFetcher<D>(key ? { key } : undefined);
  const toast = useToast();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok && !toasted.has(fetcher.data)) {
      toasted.add(fetcher.data);
      toast.show(fetcher.data.message, "error");
    }
  }, [fetcher.state, fetcher.data, toast]);
  return { fetcher, pending: fetcher.state !== "idle", sent: fetcher.formData };
}

/**
 * The hidden fields of every List view form: CSRF, intent, and with JavaScript
 * the fetcher's mark (`navigate` leaves it out: the action then redirects).
 */
export function EditFields({ intent, values = {}, navigate = false }: { intent: TaskIntent; values?: Record<string, string | undefined>; navigate?: boolean }) {
  const hydrated = useHydrated() && !navigate;
  return (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {hydrated ? <input type="hidden" name={VIA_FETCHER} value="1" /> : null}
      {Object.entries(values).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}
    </>
  );
}

/** Toasts the refusals of the keyed fetcher `fetcherKey` and renders nothing: for an edit whose form is not mounted (a Gantt bar's move, its dates form closed). */
export function RefusalToast({ fetcherKey }: { fetcherKey: string }) {
  useEditFetcher(fetcherKey);
  return null;
}
