import { useFetcher, useFetchers } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfField } from "./CsrfField";
import { INTENT_FIELD } from "./forms";

/**
 * One in-place edit (a row's rename, role, order): a plain form post without
 * JavaScript; with it, a fetcher, so the page stays put while the lists show
 * the pending value at once (usePendingEdits). The action answers with a
 * redirect and a toast either way, so a failure rolls the row back with its message.
 *
 * `edit` tells this form's edits apart from the others of its intent (by default its hidden
 * values). It must not change while an edit is on its way: a fetcher whose key changes counts as
 * unmounted, and the router then drops the redirect that would reload the list.
 */
export function EditForm({
  intent,
  action,
  hidden,
  edit = Object.values(hidden).join(":"),
  className,
  label,
  children,
}: {
  intent: string;
  action: string;
  hidden: Record<string, string>;
  edit?: string;
  className?: string;
  label?: string;
  children: (busy: boolean) => ReactNode;
}) {
  const fetcher = useFetcher({ key: `${intent}:${edit}` });
  return (
    <fetcher.Form method="post" action={action} className={className} aria-label={label}>
      <CsrfField />
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(fetcher.state !== "idle")}
    </fetcher.Form>
  );
}

/** The form data of the in-place edits with this intent still on their way: what the lists show before the server answers. */
export function usePendingEdits(intent: string): FormData[] {
  return useFetchers()
    .map((fetcher) => fetcher.formData)
    .filter((formData): formData is FormData => formData?.get(INTENT_FIELD) === intent);
}

export const BUTTON_CLASS = "rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 disabled:opacity-60";
export const DANGER_LINK_CLASS = "rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50";
export const INPUT_CLASS =
  "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";
