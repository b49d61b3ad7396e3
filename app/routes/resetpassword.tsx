import { getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useSearchParams } from "@remix-run/react";
import { Field, FormErrors, SchemaForm, SubmitButton } from "~/components/forms";
import { AuthCard } from "~/components/AuthCard";
import { apiResult } from "~/lib/api-result";
import { ResetPasswordFormSchema } from "~/schemas/password";
import { useSchemaForm, useIsSubmitting } from "~/components/useSchemaForm";

export const meta: MetaFunction = () => [{ title: "Reset password · Meridian" }];

/** Logged-out only, on the auth host: the same rule as the forgot password page. */
export { loader } from "./forgotpassword";

const HIDDEN_FIELDS = ["password", "confirmPassword"];

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: HIDDEN_FIELDS }), changed: false }, 400);
  }
  const { token, password } = submission.value;
  const result = await apiResult(await context.api.user.setNewPassword.$post({ json: { token, password } }));
  if (!result.ok) {
    const reply = submission.reply({ formErrors: [result.message], hideFields: HIDDEN_FIELDS });
    return data({ result: reply, changed: false }, result.status);
  }
  return { result: submission.reply({ resetForm: true }), changed: true };
}

export default function ResetPassword() {
  const [searchParams] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const token = searchParams.get("token") ?? "";
  const [form, fields] = useSchemaForm(ResetPasswordFormSchema, { id: "reset-password", lastResult: actionData?.result, defaultValue: { token } });
  const submitting = useIsSubmitting();
  return (
    <AuthCard title="Set a new password">
      {actionData?.changed ? (
        <div role="status" className="mt-6 flex flex-col gap-4">
          <p className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            Your password has been changed. You have been logged out everywhere.
          </p>
          <Link to="/login" className="text-center font-medium text-brand-600 underline">
            Log in with your new password
          </Link>
        </div>
      ) : (
        <SchemaForm form={form} className="mt-6 flex flex-col gap-3">
          <input type="hidden" name={fields.token.name} value={token} />
          <FormErrors errors={form.errors ?? fields.token.errors} id={form.errorId} />
          <Field
            label="New password"
            errors={fields.password.errors}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password", autoFocus: true }}
          />
          <Field
            label="Confirm password"
            errors={fields.confirmPassword.errors}
            inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
          />
          <SubmitButton pending={submitting}>Set new password</SubmitButton>
          <Link to="/forgotpassword" className="text-center text-sm text-brand-600 underline">
            Request a new link
          </Link>
        </SchemaForm>
      )}
    </AuthCard>
  );
}
