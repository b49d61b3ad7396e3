import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { EmailField, FormErrors, SchemaForm, SubmitButton } from "~/components/forms";
import { AuthCard } from "~/components/AuthCard";
import { apiResult } from "~/lib/api-result";
import { loggedOutOnly } from "~/lib/redirects";
import { ForgotPasswordSchema } from "~/schemas/password";
import { useSchemaForm, useIsSubmitting } from "~/components/useSchemaForm";

export const meta: MetaFunction = () => [{ title: "Forgot password · Meridian" }];

/** Logged-out only, on the auth host (spec §2, §6); the reset password page shares this loader. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loggedOutOnly(request, context);

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: null }, 400);
  const result = await apiResult(await context.api.user.forgotPassword.$post({ json: submission.value }));
  if (!result.ok) return data({ result: submission.reply({ formErrors: [result.message] }), sent: null }, result.status);
  return { result: submission.reply({ resetForm: true }), sent: result.data.message };
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(ForgotPasswordSchema, { id: "forgot-password", lastResult: actionData?.result });
  const submitting = useIsSubmitting();
  return (
    <AuthCard title="Forgot your password?">
      <p className="mt-2 text-sm text-slate-600">Enter your e-mail and we will send you a link to set a new one.</p>
      {actionData?.sent ? (
        <p role="status" className="mt-6 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {actionData.sent}
        </p>
      ) : null}
      <SchemaForm form={form} className="mt-6 flex flex-col gap-3">
        <FormErrors errors={form.errors} id={form.errorId} />
        <EmailField field={fields.username} />
        <SubmitButton pending={submitting}>Send reset link</SubmitButton>
        <Link to="/login" className="text-center text-sm text-brand-600 underline">
          Back to login
        </Link>
      </SchemaForm>
    </AuthCard>
  );
}
