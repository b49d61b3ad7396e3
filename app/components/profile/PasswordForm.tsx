import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Field, FormErrors, SchemaForm, SubmitButton } from "~/components/forms";
import { ChangePasswordSchema } from "~/schemas/profile";
import { PROFILE_INTENTS } from "./intents";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";

/** Change password: the current one is checked; every other session of the user ends. */
export function PasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(ChangePasswordSchema, { id: "change-password", lastResult });
  return (
    <SchemaForm form={form} intent={PROFILE_INTENTS.password} className="flex max-w-sm flex-col gap-2">
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field
        label="Current Password"
        errors={fields.currentPassword.errors}
        inputProps={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password" }}
      />
      <Field
        label="New Password"
        errors={fields.newPassword.errors}
        inputProps={{ ...getInputProps(fields.newPassword, { type: "password" }), autoComplete: "new-password" }}
      />
      <SubmitButton pending={useIsSubmitting(PROFILE_INTENTS.password)}>Change password</SubmitButton>
    </SchemaForm>
  );
}
