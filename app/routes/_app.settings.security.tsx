import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormErrors } from "~/components/forms";
import { CONFIRM_END_OTHERS_PARAM, CONFIRM_REMOVE_PARAM, SECURITY_INTENTS, SESSION_INTENTS } from "~/components/security/intents";
import { PasskeysSection } from "~/components/security/PasskeysSection";
import { SecondStepRequirementSection } from "~/components/security/SecondStepRequirementSection";
import { SessionsSection } from "~/components/security/SessionsSection";
import { TwoStepSection } from "~/components/security/TwoStepSection";
import { securityIntents } from "~/intents/security.server";
import { apiResult } from "~/lib/api-result";
import { SECURITY_PATH } from "~/lib/routes";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: MetaFunction = () => [{ title: "Security · Settings · Meridian" }];

/** Profile › Security (issue 38): one's second step, passkeys and sessions; for super admins, the organisation's requirement. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [security, requirement, listed] = await Promise.all([
    context.api.user.security.$get().then(apiResult),
    context.api.settings.secondStepRequirement.$get().then(apiResult),
    context.api.user.sessions.$get().then(apiResult),
  ]);
  if (!security.ok) throw redirect("/");
  if (!listed.ok) throw data({ message: listed.message }, { status: listed.status });
  const search = new URL(request.url).searchParams;
  const confirmRemove = search.get(CONFIRM_REMOVE_PARAM);
  return {
    sessions: listed.data.sessions,
    confirmingOthers: search.has(CONFIRM_END_OTHERS_PARAM),
    security: security.data,
    requirement: requirement.ok ? requirement.data.required : null,
    confirming: security.data.passkeys.find((passkey) => passkey.id === confirmRemove) ?? null,
  };
}

const toast = (request: Request, outcome: { ok: boolean; message: string }) =>
  redirectWithToast(request, SECURITY_PATH, { kind: outcome.ok ? "success" : "error", message: outcome.message });

export async function action({ request, context, params }: ActionFunctionArgs) {
  const outcome = await securityIntents.run(await request.formData(), context.api, params);
  if (!outcome) return data({ intent: "", result: null }, 400);
  switch (outcome.intent) {
    case SESSION_INTENTS.endOne:
    case SESSION_INTENTS.endOthers:
      if (!outcome.ok) return data({ error: outcome.by === "form" ? "Unknown session" : outcome.message }, outcome.status);
      return toast(request, outcome);
    case SECURITY_INTENTS.totpStart:
      return outcome.ok ? redirect(SECURITY_PATH) : toast(request, outcome);
    case SECURITY_INTENTS.totpConfirm:
    case SECURITY_INTENTS.recoveryRegenerate:
      if (!outcome.ok) return data({ intent: outcome.intent, result: outcome.reply }, outcome.status);
      return { intent: outcome.intent, result: null, recoveryCodes: outcome.data.recoveryCodes };
    case SECURITY_INTENTS.totpDisable:
      if (!outcome.ok) return data({ intent: outcome.intent, result: outcome.reply }, outcome.status);
      return toast(request, outcome);
    case SECURITY_INTENTS.passkeyRemove:
      return toast(request, !outcome.ok && outcome.by === "form" ? { ok: false, message: "Passkey not found" } : outcome);
    default:
      return toast(request, outcome);
  }
}

export default function Security() {
  const { security, requirement, confirming, sessions, confirmingOthers } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-xl font-semibold">Security</h1>
      {outcome && "error" in outcome ? <FormErrors id="security-error" errors={[String(outcome.error)]} /> : null}
      <TwoStepSection state={security} outcome={outcome && "intent" in outcome ? outcome : undefined} />
      <PasskeysSection passkeys={security.passkeys} confirming={confirming} />
      <SessionsSection sessions={sessions} action={SECURITY_PATH} confirmingOthers={confirmingOthers} />
      {requirement !== null ? <SecondStepRequirementSection required={requirement} /> : null}
    </div>
  );
}
