import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { WEBHOOKS_PATH } from "~/lib/routes";
import { RegisterWebhookSchema } from "~/schemas/webhook";
import { Field, FormErrors, SchemaForm, SubmitButton } from "../forms";
import { useIsSubmitting, useSchemaForm } from "../useSchemaForm";
import { EventChoices } from "./EventChoices";

/** Registers an endpoint: its address, its events and, optionally, only some projects. */
export function RegisterWebhookForm({ lastResult, projects }: { lastResult?: SubmissionResult<string[]>; projects: readonly { projectId: string; name: string }[] }) {
  const [form, fields] = useSchemaForm(RegisterWebhookSchema, { id: "new-webhook", lastResult });
  const sent = (lastResult?.initialValue ?? {}) as { eventTypes?: string | string[]; projectIds?: string | string[] };
  const asList = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());
  return (
    <SchemaForm form={form} intent="register" action={WEBHOOKS_PATH} className="mt-6 flex flex-col gap-3 rounded-lg bg-white p-6 ring-1 ring-slate-200">
      <h2 className="font-semibold">New endpoint</h2>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field
        label="Endpoint URL"
        errors={fields.url.errors}
        hint="HTTPS; deliveries are POSTed as JSON and signed (Standard Webhooks)."
        inputProps={{ ...getInputProps(fields.url, { type: "url" }), placeholder: "https://example.com/meridian-webhooks", autoComplete: "off" }}
      />
      <EventChoices eventTypes={asList(sent.eventTypes)} projectIds={asList(sent.projectIds)} projects={projects} errors={{ eventTypes: fields.eventTypes.errors, projectIds: fields.projectIds.errors }} />
      <SubmitButton pending={useIsSubmitting("register")}>Register endpoint</SubmitButton>
    </SchemaForm>
  );
}
