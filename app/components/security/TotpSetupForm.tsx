import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Field, FormErrors, SchemaForm, SubmitButton } from "~/components/forms";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { ConfirmTotpSchema } from "~/schemas/secondStep";
import { QrCode } from "./QrCode";

/** The secret's letters in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Setting up an authenticator app: the QR code and the secret as text, confirmed with a first code.
 * Used on Profile › Security and at a sign-in whose organisation requires a second step.
 */
export function TotpSetupForm({
  secret,
  otpauthUrl,
  intent,
  action,
  lastResult,
}: {
  secret: string;
  otpauthUrl: string;
  intent: string;
  action?: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useSchemaForm(ConfirmTotpSchema, { id: "totp-confirm", lastResult });
  const submitting = useIsSubmitting(intent);
  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Scan this QR code with your authenticator app, or type the key below into it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <QrCode text={otpauthUrl} label="QR code for your authenticator app" />
      <p className="text-sm">
        Key:{" "}
        <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm">
          {grouped(secret)}
        </code>
      </p>
      <SchemaForm form={form} intent={intent} action={action} className="flex flex-col gap-3">
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field
          label="Code from the app"
          errors={fields.code.errors}
          inputProps={{ ...getInputProps(fields.code, { type: "text" }), inputMode: "numeric", autoComplete: "one-time-code" }}
        />
        <SubmitButton pending={submitting}>Turn on</SubmitButton>
      </SchemaForm>
    </div>
  );
}
