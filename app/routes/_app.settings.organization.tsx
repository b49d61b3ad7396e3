import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DeleteOrganisation } from "~/components/organization/DeleteOrganisation";
import { apiResult } from "~/lib/api-result";
import { ORGANIZATION_SETTINGS_PATH, SCHEDULED_FOR_DELETION_PATH } from "~/lib/routes";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { organizationPost } from "~/intents/organization.server";

export const meta: MetaFunction = () => [{ title: "Organisation · Settings · Meridian" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const status = await apiResult(await context.api.settings.organizationDeletion.$get());
  if (!status.ok) throw data({ message: status.message }, { status: status.status });
  if (!status.data.canManage) throw data({ message: PERMISSION_DENIED }, { status: 403 });
  if (status.data.scheduled) throw redirect(SCHEDULED_FOR_DELETION_PATH);
  return { organisation: status.data.organizationName, secondStep: { code: status.data.codeRequired, passkey: status.data.passkeyAccepted } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return organizationPost(request, await request.formData(), context.api);
}

/** Settings › Organisation (issue 38 §3, super admins): deleting the organisation. */
export default function OrganizationSettings() {
  const { organisation, secondStep } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <h1 className="text-xl font-semibold">Organisation</h1>
      <DeleteOrganisation
        organisation={organisation}
        secondStep={secondStep}
        action={ORGANIZATION_SETTINGS_PATH}
        lastResult={outcome && "result" in outcome ? outcome.result : undefined}
      />
    </div>
  );
}
