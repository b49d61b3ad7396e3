import { type SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmByAddress } from "~/components/ConfirmByAddress";
import { FormErrors } from "~/components/forms";
import { useFreshFormKey } from "~/components/useSchemaForm";
import { DeliveryLog } from "~/components/webhooks/DeliveryLog";
import { EditWebhookEvents } from "~/components/webhooks/EditWebhookEvents";
import { NewWebhookSecret } from "~/components/webhooks/NewWebhookSecret";
import { RegisterWebhookForm } from "~/components/webhooks/RegisterWebhookForm";
import { WebhookList } from "~/components/webhooks/WebhookList";
import { webhookIntents } from "~/intents/webhooks.server";
import { apiResult } from "~/lib/api-result";
import { WEBHOOKS_PATH } from "~/lib/routes";
import { redirectWithToast } from "~/lib/toast.server";
import { WEBHOOK_NOT_FOUND } from "~/schemas/webhook";

export const meta: MetaFunction = () => [{ title: "Webhooks · Settings · Meridian" }];

/**
 * Settings › Webhooks (issue 44 §3, decision record 87), for administrators: the endpoints, each one's
 * delivery log (`?endpoint=`), and the question before a delete (`?confirmDelete=`).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const endpointId = params.get("endpoint");
  const [listed, log] = await Promise.all([
    context.api.webhooks.list.$get().then(apiResult),
    endpointId ? context.api.webhooks.deliveries.$get({ query: { endpointId } }).then(apiResult) : null,
  ]);
  if (!listed.ok) return { allowed: false as const, message: listed.message };
  const confirmDelete = params.get("confirmDelete");
  return {
    allowed: true as const,
    ...listed.data,
    log: log?.ok ? log.data : null,
    confirming: listed.data.endpoints.find((endpoint) => endpoint.endpointId === confirmDelete) ?? null,
  };
}

type Outcome = { result?: SubmissionResult<string[]>; intent?: string; secret?: { url: string; secret: string; rotated: boolean }; error?: string };

const failed = (error: string, status: number) => data<Outcome>({ error }, status);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const outcome = await webhookIntents.run(await request.formData(), context.api, params);
  if (!outcome) return failed("Unknown action", 400);
  if (!outcome.ok) {
    if (outcome.intent === "register" || outcome.intent === "update") return data<Outcome>({ result: outcome.reply, intent: outcome.intent }, outcome.status);
    // The other forms are buttons: a form that does not parse was not one of this page's.
    return failed(outcome.by === "api" ? outcome.message : outcome.intent === "redeliver" ? "Unknown webhook delivery" : WEBHOOK_NOT_FOUND, outcome.status);
  }
  const done = (to: string) => redirectWithToast(request, to, { kind: "success", message: outcome.message });
  switch (outcome.intent) {
    // The secret is answered this once: the page shows it from this answer, never from the loader.
    case "register":
    case "rotate":
      return data<Outcome>({ secret: { url: outcome.data.url, secret: outcome.data.secret, rotated: outcome.intent === "rotate" } });
    case "update":
    case "redeliver":
      return done(`${WEBHOOKS_PATH}?endpoint=${outcome.data.endpointId}`);
    default:
      return done(WEBHOOKS_PATH);
  }
}

export default function WebhooksSettings() {
  const screen = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const formKey = useFreshFormKey();
  return (
    <section aria-labelledby="webhooks-title" className="max-w-3xl">
      <h1 id="webhooks-title" className="text-xl font-semibold">
        Webhooks
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Meridian tells an endpoint of the changes you choose, as they happen: each delivery is a signed JSON POST (Standard Webhooks), sent only with what the
        endpoint&apos;s creator may see, and retried for a day when it fails.
      </p>
      {!screen.allowed ? (
        <p className="mt-6 rounded-md border border-slate-200 bg-white p-4 text-slate-600">{screen.message}</p>
      ) : (
        <>
          {outcome?.error ? <FormErrors id="webhook-action-error" errors={[outcome.error]} /> : null}
          {outcome?.secret ? <NewWebhookSecret {...outcome.secret} /> : null}
          {screen.confirming ? (
            <ConfirmByAddress
              id="confirm-delete"
              question={`Delete the endpoint ${screen.confirming.url}? Nothing more is sent to it, and its delivery log goes too.`}
              action={WEBHOOKS_PATH}
              field={{ name: "endpointId", value: screen.confirming.endpointId }}
              intent="delete"
              confirm="Yes, delete endpoint"
              keep="Keep endpoint"
            />
          ) : null}
          <RegisterWebhookForm key={formKey} lastResult={outcome?.intent === "register" ? outcome.result : undefined} projects={screen.projects} />
          <h2 className="mt-8 font-semibold">Endpoints</h2>
          <WebhookList endpoints={screen.endpoints} />
          {screen.log ? (
            <>
              <DeliveryLog endpointId={screen.log.endpoint.endpointId} url={screen.log.endpoint.url} attempts={screen.log.attempts} enabled={screen.log.endpoint.enabled} />
              <EditWebhookEvents key={`${formKey}-edit`} endpoint={screen.log.endpoint} projects={screen.projects} lastResult={outcome?.intent === "update" ? outcome.result : undefined} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
