import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Field, SubmitButton } from "~/components/forms";
import { EnterEmailFormSchema } from "~/schemas/signup";
import { Announcement } from "./Announcement";
import { SignupForm } from "./SignupForm";
import { useHydrated } from "~/components/useHydrated";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";

const isValidEmail = (value: string) => EnterEmailFormSchema.shape.email.safeParse(value).success;

export function EnterEmailScreen({
  email,
  action,
  lastResult,
}: {
  email: string;
  action?: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const hydrated = useHydrated();
  const [valid, setValid] = useState(() => isValidEmail(email));
  const [form, fields] = useSchemaForm(EnterEmailFormSchema, { id: "signup-enter-email", lastResult, defaultValue: { email } });
  // An address typed before JavaScript arrived counts too: its input events were never heard.
  useEffect(() => {
    const input = document.getElementById(fields.email.id);
    if (input instanceof HTMLInputElement) setValid(isValidEmail(input.value));
  }, [fields.email.id]);
  return (
    <SignupForm form={form} intent="sendOtp" action={action}>
      <Announcement message={form.errors?.[0]} kind="error" trigger={lastResult} />
      <Field
        label="Email"
        errors={fields.email.errors}
        inputProps={{
          ...getInputProps(fields.email, { type: "email" }),
          autoComplete: "email",
          onInput: (event) => setValid(isValidEmail(event.currentTarget.value)),
        }}
      />
      {/* The fieldset disables Continue until the e-mail is valid, once JavaScript can re-enable it. */}
      <fieldset disabled={hydrated && !valid} className="contents">
        <SubmitButton pending={useIsSubmitting("sendOtp")}>Continue</SubmitButton>
      </fieldset>
    </SignupForm>
  );
}
