import { getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useSearchParams } from "@remix-run/react";
import { Field, FormErrors, SchemaForm, SubmitButton } from "~/components/forms";
import { AuthCard } from "~/components/AuthCard";
import { apiResult, failureReply } from "~/lib/api-result";
import { redirectWithToast } from "~/lib/toast.server";
import { ResetPasswordFormSchema } from "~/schemas/password";
import { useSchemaForm, useIsSubmitting } from "~/components/useSchemaForm";

export const meta: MetaFunction = () => [{ title: "Reset password · Meridian" }];

/** Logged-out only, on the auth host: the same rule as the forgot password page. */
export { loader } from "./forgotpassword";

const HIDDEN_FIELDS = ["password", "confirmPassword"];
/** The page after a reset: the new password is set, the user goes on to log in. */
const CHANGED_PARAM = "changed";

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: HIDDEN_FIELDS }) }, 400);
  const { token, password } = submission.value;
  const result = await apiResult(await context.api.user.setNewPassword.$post({ json: { token, password } }));
  if (!result.ok) return data({ result: failureReply(submission, result, { hideFields: HIDDEN_FIELDS }) }, result.status);
  const message = "Your password has been changed. You have been logged out everywhere.";
  return redirectWithToast(request, `${new URL(request.url).pathname}?${CHANGED_PARAM}`, { kind: "success", message });
}

export default function ResetPassword() {
  const [searchParams] = useSearchParams();
  return searchParams.has(CHANGED_PARAM) ? (
    <AuthCard title="Your new password is set">
      <Link to="/login" className="mt-6 block text-center font-medium text-brand-600 underline">
        Log in with your new password
      </Link>
    </AuthCard>
  ) : (
    <ResetPasswordForm token={searchParams.get("token") ?? ""} />
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(ResetPasswordFormSchema, { id: "reset-password", lastResult: actionData?.result, defaultValue: { token } });
  return (
    <AuthCard title="Set a new password">
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
        <SubmitButton pending={useIsSubmitting()}>Set new password</SubmitButton>
        <Link to="/forgotpassword" className="text-center text-sm text-brand-600 underline">
          Request a new link
        </Link>
      </SchemaForm>
    </AuthCard>
  );
}
