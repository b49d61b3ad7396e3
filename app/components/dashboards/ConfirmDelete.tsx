import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SMALL_BUTTON } from "~/components/ConfirmDeleteBox";
import { IntentButton } from "./IntentButton";

/** The question before a dashboard's or a widget's delete, shown in place by `?confirm=…`: "Yes, delete" posts the intent, Cancel goes back. */
export function ConfirmDelete({ label, question, intent, fields }: { label: string; question: ReactNode; intent: string; fields: Record<string, string> }) {
  return (
    <div role="group" aria-label={label} className="flex w-full flex-col gap-2 rounded border border-red-200 bg-red-50 p-2 text-sm">
      <p>{question}</p>
      <div className="flex gap-2">
        <IntentButton intent={intent} fields={fields} label="Yes, delete" className="rounded bg-red-700 px-3 py-1 text-xs font-medium text-white hover:bg-red-800" />
        <Link to="." className={SMALL_BUTTON} preventScrollReset>
          Cancel
        </Link>
      </div>
    </div>
  );
}
