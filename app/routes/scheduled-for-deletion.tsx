import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/AuthCard";
import { ScheduledForDeletion } from "~/components/organization/ScheduledForDeletion";
import { apiResult, forwardCookies } from "~/lib/api-result";
import { organizationPost } from "~/intents/organization.server";

export const meta: MetaFunction = () => [{ title: "Scheduled for deletion · Meridian" }];

/** Where every page of an organisation scheduled for deletion leads (decision 0091); once restored, the organisation again. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (context.host.kind !== "tenant") throw redirect("/");
  const status = await apiResult(await context.api.settings.organizationDeletion.$get());
  if (!status.ok) throw redirect("/", { headers: forwardCookies(status.headers) });
  const { organizationName, scheduled, canManage } = status.data;
  if (!scheduled) throw redirect("/");
  return data({ organisation: organizationName, scheduled, canRestore: canManage }, { headers: forwardCookies(status.headers) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return organizationPost(request, await request.formData(), context.api);
}

export default function ScheduledForDeletionPage() {
  const { organisation, scheduled, canRestore } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <AuthCard title={`${organisation} is scheduled for deletion`}>
      <ScheduledForDeletion
        organisation={organisation}
        scheduled={scheduled}
        canRestore={canRestore}
        error={outcome && "error" in outcome ? (outcome.error ?? undefined) : undefined}
      />
    </AuthCard>
  );
}
