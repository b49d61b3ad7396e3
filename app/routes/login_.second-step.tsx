import { getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/AuthCard";
import { Field, FormErrors, SchemaForm, SubmitButton } from "~/components/forms";
import { PasskeySignInButton } from "~/components/security/PasskeySignInButton";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { apiResult, failureReply, forwardCookies } from "~/lib/api-result";
import { finishedSignInHeaders, requirePendingSignIn, signInExpired } from "~/lib/pendingSignIn.server";
import { CodeFormSchema } from "~/schemas/secondStep";

export const meta: MetaFunction = () => [{ title: "Two-step sign-in · Meridian" }];

/** The second step of a sign-in on the auth host (issue 38 §1): a code works without script; a passkey needs it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const challenge = requirePendingSignIn(request);
  const pending = await apiResult(await context.api.user.pendingSignIn.$post({ json: { challenge } }));
  if (!pending.ok) throw signInExpired(request);
  if (pending.data.setup) throw redirect("/login/set-up-second-step");
  return { challenge, methods: pending.data.methods, organizationName: pending.data.organizationName };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const challenge = requirePendingSignIn(request);
  const submission = parseWithZod(await request.formData(), { schema: CodeFormSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["code"] }), 400);
  const result = await apiResult(await context.api.user.secondStep.$post({ json: { challenge, code: submission.value.code } }));
  if (result.ok) return redirect(result.data.redirectUrl, { headers: finishedSignInHeaders(request, forwardCookies(result.headers)) });
  if (result.status === 401) return signInExpired(request);
  return data(failureReply(submission, result, { hideFields: ["code"], messageField: "code" }), result.status);
}

export default function SecondStep() {
  const { challenge, methods, organizationName } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(CodeFormSchema, { id: "second-step", lastResult });
  const submitting = useIsSubmitting();
  const withCodes = methods.includes("totp");
  return (
    <AuthCard title="Two-step sign-in">
      <p className="mt-2 text-sm text-slate-600">Signing in to {organizationName}.</p>
      {withCodes ? (
        <SchemaForm form={form} className="mt-6 flex flex-col gap-3">
          <FormErrors errors={form.errors} id={form.errorId} />
          <Field
            label="Code"
            errors={fields.code.errors}
            hint="The 6-digit code from your authenticator app, or one of your recovery codes."
            inputProps={{ ...getInputProps(fields.code, { type: "text" }), autoComplete: "one-time-code", autoFocus: true }}
          />
          <SubmitButton pending={submitting}>Verify</SubmitButton>
        </SchemaForm>
      ) : null}
      {methods.includes("passkey") ? (
        <div className="mt-4">
          <PasskeySignInButton start={() => ({ challenge })} label="Use a passkey" />
        </div>
      ) : null}
      <Link to="/login" className="mt-4 block text-center text-sm text-brand-600 underline">
        Back to login
      </Link>
    </AuthCard>
  );
}
