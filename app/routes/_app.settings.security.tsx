import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormErrors } from "~/components/forms";
import { CONFIRM_END_OTHERS_PARAM } from "~/components/security/intents";
import { sessionsAction } from "~/components/security/sessionsAction.server";
import { SessionsSection } from "~/components/security/SessionsSection";
import { apiResult } from "~/lib/api-result";
import { SECURITY_PATH } from "~/lib/routes";

export const meta: MetaFunction = () => [{ title: "Security · Settings · Meridian" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const listed = await apiResult(await context.api.user.sessions.$get());
  if (!listed.ok) throw data({ message: listed.message }, { status: listed.status });
  return { sessions: listed.data.sessions, confirmingOthers: new URL(request.url).searchParams.has(CONFIRM_END_OTHERS_PARAM) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  return (await sessionsAction(request, context, formData, SECURITY_PATH)) ?? data({ error: "Unknown action" }, 400);
}

/** Profile › Security (issue 38): each section is its own component. */
export default function SecuritySettings() {
  const { sessions, confirmingOthers } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <h1 className="text-xl font-semibold">Security</h1>
      {outcome && "error" in outcome ? <FormErrors id="security-error" errors={[outcome.error]} /> : null}
      <SessionsSection sessions={sessions} action={SECURITY_PATH} confirmingOthers={confirmingOthers} />
    </div>
  );
}
