import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfField } from "../CsrfField";
import { INTENT_FIELD } from "../forms";

/**
 * The confirmation step of a drastic edit (remove, transfer, delete), reached
 * by a link, so it works without JavaScript: a dialog-like panel with the
 * question, any choice it needs, the confirming post and a way back.
 */
export function Confirm({
  id,
  question,
  action,
  cancelTo,
  intent,
  hidden,
  confirmLabel,
  children,
}: {
  id: string;
  question: string;
  action: string;
  cancelTo: string;
  intent: string;
  hidden: Record<string, string>;
  confirmLabel: string;
  children?: ReactNode;
}) {
  return (
    <div role="alertdialog" aria-labelledby={id} className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p id={id} className="font-medium">
        {question}
      </p>
      <Form method="post" action={action} className="mt-3 flex flex-col gap-3">
        <CsrfField />
        <input type="hidden" name={INTENT_FIELD} value={intent} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <div className="flex gap-3">
          <button type="submit" className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800">
            {confirmLabel}
          </button>
          <Link to={cancelTo} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm">
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
