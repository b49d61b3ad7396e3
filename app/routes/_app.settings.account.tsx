import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DeleteAccount } from "~/components/account/DeleteAccount";
import { ACCOUNT_INTENTS, CONFIRM_LEAVE_PARAM } from "~/components/account/intents";
import { LeaveOrganisation } from "~/components/account/LeaveOrganisation";
import { accountIntents } from "~/intents/account.server";
import { apiResult, forwardCookies } from "~/lib/api-result";
import { AUTH_SUBDOMAIN } from "~/lib/host";
import { redirectToHost } from "~/lib/redirects";
import { ACCOUNT_PATH } from "~/lib/routes";

export const meta: MetaFunction = () => [{ title: "Account · Settings · Meridian" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [session, security] = await Promise.all([context.api.user.session.$get().then(apiResult), context.api.user.security.$get().then(apiResult)]);
  if (!session.ok) throw data({ message: session.message }, { status: session.status });
  return {
    organisation: session.data.organization.name,
    confirmingLeave: new URL(request.url).searchParams.has(CONFIRM_LEAVE_PARAM),
    secondStep: { code: security.ok && security.data.totp.on, passkey: security.ok && security.data.passkeys.length > 0 },
  };
}

/** Leaving and deleting end the session here: the browser goes to the sign-in page with the API's cookie clearing. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const outcome = await accountIntents.run(await request.formData(), context.api, params);
  if (!outcome) return data({ intent: null, error: "Unknown action" }, 400);
  if (outcome.ok) return redirectToHost(request, context.config, AUTH_SUBDOMAIN, "/login", undefined, { headers: forwardCookies(outcome.headers) });
  if (outcome.intent === ACCOUNT_INTENTS.leave) return data({ intent: outcome.intent, error: outcome.message }, outcome.status);
  return data({ intent: outcome.intent, result: outcome.reply }, outcome.status);
}

/** Profile › Account (issue 38 §3): leaving this organisation, deleting the account. */
export default function AccountSettings() {
  const { organisation, confirmingLeave, secondStep } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <h1 className="text-xl font-semibold">Account</h1>
      <LeaveOrganisation organisation={organisation} action={ACCOUNT_PATH} confirming={confirmingLeave} error={outcome && "error" in outcome ? outcome.error : undefined} />
      <DeleteAccount action={ACCOUNT_PATH} secondStep={secondStep} lastResult={outcome && "result" in outcome ? outcome.result : undefined} />
    </div>
  );
}
