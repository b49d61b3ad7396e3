import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import { SMALL_BUTTON } from "~/components/ConfirmDeleteBox";

/** A one-button form (move, resize, duplicate, remove): the intent and its hidden fields, posted without JavaScript too. */
export function IntentButton({
  intent,
  fields,
  label,
  children,
  action,
  className = SMALL_BUTTON,
  disabled,
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  children?: ReactNode;
  action?: string;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <Form method="post" action={action} className="inline" preventScrollReset>
      <CsrfField />
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" aria-label={label} title={label} className={className} disabled={disabled}>
        {children ?? label}
      </button>
    </Form>
  );
}
