import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Field, SubmitButton } from "~/components/forms";
import { EnterEmailFormSchema } from "~/schemas/signup";
import { Announcement } from "./Announcement";
import { SignupForm } from "./SignupForm";
import { useHydrated } from "~/components/useHydrated";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";

const isValidEmail = (value: string) => EnterEmailFormSchema.shape.email.safeParse(value).success;

/** The server-rendered input's value while the page hydrates; nothing on a client-side render. */
function typedBeforeHydration(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const input = document.getElementById(id);
  return input instanceof HTMLInputElement ? input.value : undefined;
}

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
  const [form, fields] = useSchemaForm(EnterEmailFormSchema, { id: "signup-enter-email", lastResult, defaultValue: { email } });
  // An address typed before JavaScript arrived counts too (its input events were never heard),
  // from the first render on: a later correction would disable Continue for a moment.
  const [valid, setValid] = useState(() => isValidEmail(typedBeforeHydration(fields.email.id) ?? email));
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
