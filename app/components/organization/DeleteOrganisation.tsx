import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Field, FormErrors, SchemaForm, SubmitButton } from "~/components/forms";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { PasskeyConfirmation, type SecondStepAsked } from "~/components/security/PasskeyConfirmation";
import { DeleteOrganizationSchema, ORGANIZATION_DELETION_WINDOW_DAYS } from "~/schemas/organizationDeletion";
import { ORGANIZATION_INTENTS } from "./intents";

/**
 * Delete the organisation (issue 38 §3, super admins): its name typed to confirm, and the person's
 * second step when they have one (a code, or a passkey). For 30 days a super admin can restore it.
 */
export function DeleteOrganisation({
  organisation,
  secondStep,
  action,
  lastResult,
}: {
  organisation: string;
  secondStep: SecondStepAsked;
  action: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(DeleteOrganizationSchema, { id: "delete-organization", lastResult });
  return (
    <section aria-labelledby="delete-organization-title" className="flex flex-col gap-3 rounded-lg bg-white p-6 ring-1 ring-red-200">
      <h2 id="delete-organization-title" className="text-lg font-semibold">
        Delete {organisation}
      </h2>
      <p className="text-sm text-slate-600">
        Its work can no longer be opened or changed at once, and every member is told by mail. For {ORGANIZATION_DELETION_WINDOW_DAYS} days a super admin can
        restore it. After that, its projects, tasks, conversations, files and members are removed for good, and its address is free for anyone.
      </p>
      <SchemaForm form={form} intent={ORGANIZATION_INTENTS.delete} action={action} className="flex max-w-sm flex-col gap-2">
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field
          label={`Type “${organisation}” to confirm`}
          errors={fields.name.errors}
          inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off", spellCheck: false }}
        />
        {secondStep.code ? (
          <Field
            label="Code from your authenticator app, or a recovery code"
            errors={fields.code.errors}
            inputProps={{ ...getInputProps(fields.code, { type: "text" }), autoComplete: "one-time-code", required: !secondStep.passkey }}
          />
        ) : null}
        {secondStep.passkey ? <PasskeyConfirmation errors={fields.passkeyConfirmation.errors} orCode={secondStep.code} /> : null}
        <SubmitButton pending={useIsSubmitting(ORGANIZATION_INTENTS.delete)}>Delete organisation</SubmitButton>
      </SchemaForm>
    </section>
  );
}
