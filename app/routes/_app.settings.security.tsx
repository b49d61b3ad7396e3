import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormErrors, INTENT_FIELD } from "~/components/forms";
import { CONFIRM_END_OTHERS_PARAM, CONFIRM_REMOVE_PARAM, SECURITY_INTENTS } from "~/components/security/intents";
import { PasskeysSection } from "~/components/security/PasskeysSection";
import { SecondStepRequirementSection } from "~/components/security/SecondStepRequirementSection";
import { sessionsAction } from "~/components/security/sessionsAction.server";
import { SessionsSection } from "~/components/security/SessionsSection";
import { TwoStepSection } from "~/components/security/TwoStepSection";
import { apiResult, failureReply, type ApiFailure, type ApiResult } from "~/lib/api-result";
import { SECURITY_PATH } from "~/lib/routes";
import { redirectWithToast } from "~/lib/toast.server";
import { ConfirmTotpSchema, DisableTotpSchema, type ConfirmTotpInput, RemovePasskeySchema, RenamePasskeySchema } from "~/schemas/secondStep";

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

const saved = (request: Request, message: string) => redirectWithToast(request, SECURITY_PATH, { kind: "success", message });
const refused = (request: Request, failure: ApiFailure) => redirectWithToast(request, SECURITY_PATH, { kind: "error", message: failure.message });

/** Turning the app on and regenerating the codes: a code from the app in, ten recovery codes out, shown once in the page the post renders. */
async function recoveryCodesReply(intent: string, formData: FormData, call: (json: ConfirmTotpInput) => Promise<ApiResult<{ recoveryCodes: string[] }>>) {
  const submission = parseWithZod(formData, { schema: ConfirmTotpSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: ["code"] }) }, 400);
  const result = await call(submission.value);
  if (!result.ok) return data({ intent, result: failureReply(submission, result, { hideFields: ["code"], messageField: "code" }) }, result.status);
  return { intent, result: null, recoveryCodes: result.data.recoveryCodes };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const ended = await sessionsAction(request, context, formData, SECURITY_PATH);
  if (ended) return ended;
  const intent = String(formData.get(INTENT_FIELD) ?? "");
  const { api } = context;
  switch (intent) {
    case SECURITY_INTENTS.totpStart: {
      const result = await apiResult(await api.user.totp.start.$post());
      return result.ok ? redirect(SECURITY_PATH) : refused(request, result);
    }
    case SECURITY_INTENTS.totpConfirm:
      return recoveryCodesReply(intent, formData, async (json) => apiResult(await api.user.totp.confirm.$post({ json })));
    case SECURITY_INTENTS.recoveryRegenerate:
      return recoveryCodesReply(intent, formData, async (json) => apiResult(await api.user.recoveryCodes.$post({ json })));
    case SECURITY_INTENTS.totpDisable: {
      const hideFields = ["password", "code"];
      const submission = parseWithZod(formData, { schema: DisableTotpSchema });
      if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields }) }, 400);
      const result = await apiResult(await api.user.totp.disable.$post({ json: submission.value }));
      if (!result.ok) return data({ intent, result: failureReply(submission, result, { hideFields }) }, result.status);
      return saved(request, "Your authenticator app is off.");
    }
    case SECURITY_INTENTS.passkeyRename: {
      const parsed = RenamePasskeySchema.safeParse({ id: formData.get("id"), name: formData.get("name") });
      if (!parsed.success) return redirectWithToast(request, SECURITY_PATH, { kind: "error", message: parsed.error.issues[0].message });
      const result = await apiResult(await api.user.passkeys.rename.$post({ json: parsed.data }));
      return result.ok ? saved(request, "The passkey has been renamed.") : refused(request, result);
    }
    case SECURITY_INTENTS.passkeyRemove: {
      const parsed = RemovePasskeySchema.safeParse({ id: formData.get("id") });
      if (!parsed.success) return redirectWithToast(request, SECURITY_PATH, { kind: "error", message: "Passkey not found" });
      const result = await apiResult(await api.user.passkeys.remove.$post({ json: parsed.data }));
      return result.ok ? saved(request, "The passkey has been removed.") : refused(request, result);
    }
    case SECURITY_INTENTS.requirement: {
      const required = formData.get("required") === "true";
      const result = await apiResult(await api.settings.secondStepRequirement.$post({ json: { required } }));
      if (!result.ok) return refused(request, result);
      return saved(request, required ? "Every member must now sign in with a second step." : "A second step is no longer required.");
    }
    default:
      return data({ intent, result: null }, 400);
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
