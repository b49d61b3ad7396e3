import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { EmailField, FormErrors, SchemaForm, SubmitButton } from "~/components/forms";
import { AuthCard } from "~/components/AuthCard";
import { apiResult, failureReply } from "~/lib/api-result";
import { loggedOutOnly } from "~/lib/redirects";
import { redirectWithToast } from "~/lib/toast.server";
import { ForgotPasswordSchema } from "~/schemas/password";
import { useFreshFormKey, useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { publicPageMeta } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  publicPageMeta({ title: "Forgot password · Meridian", description: "Forgot your Meridian password? Get a link by e-mail to choose a new one." }, matches);

/** Logged-out only, on the auth host (spec §2, §6); the reset password page shares this loader. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loggedOutOnly(request, context);

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const result = await apiResult(await context.api.user.forgotPassword.$post({ json: submission.value }));
  if (!result.ok) return data({ result: failureReply(submission, result) }, result.status);
  return redirectWithToast(request, new URL(request.url).pathname, { kind: "success", message: result.data.message });
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const formKey = useFreshFormKey();
  return (
    <AuthCard title="Forgot your password?">
      <p className="mt-2 text-sm text-slate-600">Enter your e-mail and we will send you a link to set a new one.</p>
      <ForgotPasswordForm key={formKey} lastResult={actionData?.result} />
    </AuthCard>
  );
}

function ForgotPasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(ForgotPasswordSchema, { id: "forgot-password", lastResult });
  return (
    <SchemaForm form={form} className="mt-6 flex flex-col gap-3">
      <FormErrors errors={form.errors} id={form.errorId} />
      <EmailField field={fields.username} />
      <SubmitButton pending={useIsSubmitting()}>Send reset link</SubmitButton>
      <Link to="/login" className="text-center text-sm text-brand-600 underline">
        Back to login
      </Link>
    </SchemaForm>
  );
}
