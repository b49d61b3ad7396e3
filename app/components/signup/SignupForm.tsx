import type { FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { SchemaForm } from "~/components/forms";
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
    <SchemaForm form={form} intent={intent} action={action} className="mt-4 flex flex-col gap-3">
      {children}
    </SchemaForm>
  );
}

