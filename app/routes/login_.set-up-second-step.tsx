import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/AuthCard";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD, SubmitButton } from "~/components/forms";
import { RecoveryCodes } from "~/components/security/RecoveryCodes";
import { TotpSetupForm } from "~/components/security/TotpSetupForm";
import { useIsSubmitting } from "~/components/useSchemaForm";
import { secondStepSetupIntents } from "~/intents/secondStepSetup.server";
import { apiResult, forwardCookies } from "~/lib/api-result";
import { finishedSignInHeaders, requirePendingSignIn, signInExpired } from "~/lib/pendingSignIn.server";

export const meta: MetaFunction = () => [{ title: "Set up two-step sign-in · Meridian" }];

/**
 * A sign-in whose organisation requires a second step the person does not have (issue 38 §1): the
 * authenticator app is set up here, before any of the organisation's pages, then the recovery codes
 * are shown and the hand-off follows.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const challenge = requirePendingSignIn(request);
  const pending = await apiResult(await context.api.user.pendingSignIn.$post({ json: { challenge } }));
  if (!pending.ok) throw signInExpired(request);
  if (!pending.data.setup) throw redirect("/login/second-step");
  const { organizationName, setUp } = pending.data;
  if (setUp) return { organizationName, setup: null };
  const setup = await apiResult(await context.api.user.secondStepSetup.$post({ json: { challenge } }));
  if (!setup.ok) throw signInExpired(request);
  return { organizationName, setup: setup.data };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const challenge = requirePendingSignIn(request);
  const outcome = await secondStepSetupIntents.run(await request.formData(), context.api, { challenge });
  if (!outcome) return data({ result: null, recoveryCodes: null }, 400);
  if (outcome.intent === "finish") {
    if (!outcome.ok) return signInExpired(request);
    return redirect(outcome.data.redirectUrl, { headers: finishedSignInHeaders(request, forwardCookies(outcome.headers)) });
  }
  if (outcome.ok) return { result: null, recoveryCodes: outcome.data.recoveryCodes };
  if (outcome.status === 401) return signInExpired(request);
  return data({ result: outcome.reply, recoveryCodes: null }, outcome.status);
}

export default function SetUpSecondStep() {
  const { organizationName, setup } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const finishing = useIsSubmitting("finish");
  const done = outcome?.recoveryCodes || !setup;
  return (
    <AuthCard title="Set up two-step sign-in">
      {done ? (
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-sm text-slate-700">Two-step sign-in is on.</p>
          {outcome?.recoveryCodes ? <RecoveryCodes codes={outcome.recoveryCodes} /> : null}
          <Form method="post">
            <CsrfField />
            <input type="hidden" name={INTENT_FIELD} value="finish" />
            <SubmitButton pending={finishing}>Continue to {organizationName}</SubmitButton>
          </Form>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-sm text-slate-700">{organizationName} asks every member to sign in with a second step. Set up an authenticator app to go on.</p>
          <TotpSetupForm secret={setup.secret} otpauthUrl={setup.otpauthUrl} intent="confirm" lastResult={outcome?.result} />
        </div>
      )}
    </AuthCard>
  );
}
