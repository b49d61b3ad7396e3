import type { FetcherWithComponents } from "@remix-run/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useHydrated } from "./useHydrated";

/** A small secondary button (Cancel beside a confirmation, Edit, Reply). */
export const SMALL_BUTTON = "min-h-6 rounded border border-slate-300 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-50 disabled:opacity-60";

/**
 * The question before a delete, in place: the question, the refusal if the last try failed, the
 * fetcher's form (its hidden `fields`) with "Yes, delete", and Cancel, a link back (`cancelTo`)
 * that with JavaScript only closes the box (`onCancel`).
 */
export function ConfirmDeleteBox({
  id,
  question,
  error,
  fetcher,
  fields,
  cancelTo,
  onCancel,
}: {
  id: string;
  question: ReactNode;
  error: string | null;
  fetcher: FetcherWithComponents<unknown>;
  fields: ReactNode;
  cancelTo: string;
  onCancel: () => void;
}) {
  const hydrated = useHydrated();
  const pending = fetcher.state !== "idle";
  return (
    <div role="group" aria-labelledby={`${id}-question`} className="flex flex-col gap-2 rounded border border-red-200 bg-red-50 p-2 text-sm">
      <p id={`${id}-question`}>{question}</p>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <fetcher.Form method="post" preventScrollReset>
          {fields}
          <button type="submit" disabled={pending} aria-busy={pending || undefined} className="rounded bg-red-700 px-3 py-1 text-xs font-medium text-white hover:bg-red-800 disabled:opacity-60">
            {pending ? "Deleting…" : "Yes, delete"}
          </button>
        </fetcher.Form>
        <Link
          to={cancelTo}
          preventScrollReset
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            onCancel();
          }}
          className={SMALL_BUTTON}
        >
          Cancel
        </Link>
      </div>
    </div>
  );
}
