import type { SubmissionResult } from "@conform-to/react";
import { WEBHOOKS_PATH } from "~/lib/routes";
import { UpdateWebhookSchema } from "~/schemas/webhook";
import { FormErrors, SchemaForm, SubmitButton } from "../forms";
import { useIsSubmitting, useSchemaForm } from "../useSchemaForm";
import { EventChoices } from "./EventChoices";

/** Changes what an endpoint is sent: its events and projects. */
export function EditWebhookEvents({
  endpoint,
  projects,
  lastResult,
}: {
  endpoint: { endpointId: string; eventTypes: string[]; projectIds: string[] | null };
  projects: readonly { projectId: string; name: string }[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(UpdateWebhookSchema, { id: `edit-webhook-${endpoint.endpointId}`, lastResult });
  return (
    <SchemaForm form={form} intent="update" action={`${WEBHOOKS_PATH}?endpoint=${endpoint.endpointId}`} className="mt-4 flex flex-col gap-3 rounded-lg bg-white p-6 ring-1 ring-slate-200">
      <h3 className="font-semibold">What it is sent</h3>
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="endpointId" value={endpoint.endpointId} />
      <EventChoices eventTypes={endpoint.eventTypes} projectIds={endpoint.projectIds ?? []} projects={projects} errors={{ eventTypes: fields.eventTypes.errors, projectIds: fields.projectIds.errors }} />
      <SubmitButton pending={useIsSubmitting("update")}>Save events</SubmitButton>
    </SchemaForm>
  );
}
