import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { WEBHOOKS_PATH } from "~/lib/routes";
import { CsrfField } from "../CsrfField";
import { INTENT_FIELD } from "../forms";

/** One action on an endpoint (or one of its deliveries) as a small form of its own: it works without JavaScript. */
export function EndpointButton({
  intent,
  fields,
  label,
  children,
  danger = false,
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  children: ReactNode;
  danger?: boolean;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" && navigation.formData?.get(INTENT_FIELD) === intent && Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  return (
    <Form method="post" action={WEBHOOKS_PATH + (fields.deliveryId ? `?endpoint=${fields.endpointId}` : "")}>
      <CsrfField />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name={INTENT_FIELD}
        value={intent}
        aria-label={label}
        disabled={pending}
        aria-busy={pending || undefined}
        className={`rounded-md border px-3 py-1.5 text-sm disabled:opacity-60 ${danger ? "border-red-300 text-red-700 hover:bg-red-50" : "border-slate-300 hover:bg-slate-50"}`}
      >
        {children}
      </button>
    </Form>
  );
}
