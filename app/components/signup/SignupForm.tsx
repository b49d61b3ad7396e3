import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfField } from "~/components/CsrfField";
import type { SignupForm as SignupFormValue } from "~/schemas/signup";

/** One screen's plain form post: CSRF field and the intent that picks the action's branch. */
export function SignupForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  action,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  intent: SignupFormValue["intent"];
  action?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} className="mt-4 flex flex-col gap-3" {...getFormProps(form)} noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** Whether this screen's form is being submitted (the spinner of its button). */
export function useSubmitting(intent: SignupFormValue["intent"]): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}
