import { useEffect, useRef } from "react";
import { ANALYTICS_EVENTS, track } from "~/lib/analytics/events";
import type { TaskIntent } from "~/lib/taskForms";
import { EditFields, useEditFetcher } from "./useEditFetcher";

type Props = {
  intent: TaskIntent;
  values?: Record<string, string>;
  id: string;
  label: string;
  placeholder: string;
  button: string;
  className?: string;
  /** The screen's main action (a List's Add task): a finger's size (44 px) below 768 px. */
  primary?: boolean;
};

/** A one-field form that adds a group, a task or a subtask; with JavaScript it posts through a fetcher and empties itself when done. */
export function AddItemForm({ intent, values, id, label, placeholder, button, className = "", primary = false }: Props) {
  const size = primary ? "max-md:min-h-11" : "";
  const { fetcher, pending } = useEditFetcher(id);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    formRef.current?.reset();
    if (intent === "addTask") track(ANALYTICS_EVENTS.taskCreated, { subtask: Boolean(values?.parentId) });
  }, [fetcher.state, fetcher.data, intent, values?.parentId]);
  return (
    <fetcher.Form ref={formRef} method="post" className={`flex items-center gap-2 ${className}`} preventScrollReset>
      <EditFields intent={intent} values={values} />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} name="name" required placeholder={placeholder} className={`min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 text-sm ${size}`} />
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className={`rounded bg-brand-600 px-3 py-1 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60 ${size}`}>
        {button}
      </button>
    </fetcher.Form>
  );
}
