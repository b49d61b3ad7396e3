import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfField } from "./CsrfField";
import { INTENT_FIELD } from "./forms";

/**
 * The question before a change that cannot be undone, opened by an address (`?confirm…=<id>`), so it
 * works without JavaScript: "Yes" posts the item's id with the intent to `action`; "Keep" goes back there.
 */
export function ConfirmByAddress({
  id,
  question,
  action,
  field,
  intent,
  confirm,
  keep,
}: {
  id: string;
  question: ReactNode;
  action: string;
  field: { name: string; value: string };
  intent: string;
  confirm: string;
  keep: string;
}) {
  return (
    <div role="alertdialog" aria-labelledby={`${id}-title`} className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p id={`${id}-title`} className="font-medium">
        {question}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Form method="post" action={action}>
          <CsrfField />
          <input type="hidden" name={field.name} value={field.value} />
          <button type="submit" name={INTENT_FIELD} value={intent} className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800">
            {confirm}
          </button>
        </Form>
        <Link to={action} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm">
          {keep}
        </Link>
      </div>
    </div>
  );
}
