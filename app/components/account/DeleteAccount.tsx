import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Field, FormErrors, SchemaForm, SubmitButton } from "~/components/forms";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { PasskeyConfirmation, type SecondStepAsked } from "~/components/security/PasskeyConfirmation";
import { ACCOUNT_DELETION_GRACE_DAYS, DeleteAccountSchema } from "~/schemas/account";
import { ACCOUNT_INTENTS } from "./intents";

/**
 * Delete the account (issue 38 §3): the password again, and the second step when the person has one
 * (a code from the authenticator app, a recovery code, or a passkey); then every session ends; signing in within
 * the grace period restores it.
 */
export function DeleteAccount({ action, secondStep, lastResult }: { action: string; secondStep: SecondStepAsked; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(DeleteAccountSchema, { id: "delete-account", lastResult });
  return (
    <section aria-labelledby="delete-account-title" className="flex flex-col gap-3 rounded-lg bg-white p-6 ring-1 ring-red-200">
      <h2 id="delete-account-title" className="text-lg font-semibold">
        Delete your account
      </h2>
      <p className="text-sm text-slate-600">
        You are signed out of every organisation at once. For {ACCOUNT_DELETION_GRACE_DAYS} days, signing in again restores your account; after that your name
        and e-mail address are removed, and your past work shows &ldquo;Deleted user&rdquo;.
      </p>
      <SchemaForm form={form} intent={ACCOUNT_INTENTS.delete} action={action} className="flex max-w-sm flex-col gap-2">
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field
          label="Your password"
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
        />
        {secondStep.code ? (
          <Field
            label="Code"
            errors={fields.code.errors}
            hint="A code from your authenticator app, or a recovery code."
            inputProps={{ ...getInputProps(fields.code, { type: "text" }), required: !secondStep.passkey, autoComplete: "one-time-code" }}
          />
        ) : null}
        {secondStep.passkey ? <PasskeyConfirmation errors={fields.passkeyConfirmation.errors} orCode={secondStep.code} /> : null}
        <SubmitButton pending={useIsSubmitting(ACCOUNT_INTENTS.delete)}>Delete my account</SubmitButton>
      </SchemaForm>
    </section>
  );
}
