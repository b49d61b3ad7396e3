import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { RestrictedPage } from "~/components/access/Restricted";
import { Field, FormErrors, SchemaForm, SubmitButton } from "~/components/forms";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { apiResult, failureReply } from "~/lib/api-result";
import { redirectWithToast } from "~/lib/toast.server";
import { CreateTeamSchema } from "~/schemas/team";

export const meta: MetaFunction = () => [{ title: "New team · Meridian" }];

/** Creates the team (its creator owns it) and opens it. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), {
    schema: CreateTeamSchema,
  });
  if (submission.status !== "success") return data<SubmissionResult<string[]>>(submission.reply(), 400);
  const result = await apiResult(await context.api.team.create.$post({ json: submission.value }));
  if (!result.ok) return data(failureReply(submission, result), result.status);
  return redirectWithToast(request, `/projects/${result.data.teamId}`, {
    kind: "success",
    message: `Team ${result.data.name} created.`,
  });
}

export default function NewTeam() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(CreateTeamSchema, {
    id: "new-team",
    lastResult,
  });
  return (
    <RestrictedPage capability="createTeams">
      <section aria-labelledby="new-team-title" className="max-w-lg">
        <h1 id="new-team-title" className="text-xl font-semibold">
          New team
        </h1>
        <p className="mt-1 text-sm text-slate-600">You will own the team. It starts with the statuses To Do, In Progress, Done and Closed.</p>
        <SchemaForm form={form} className="mt-6 flex flex-col gap-3 rounded-lg bg-white p-6 ring-1 ring-slate-200">
          <FormErrors errors={form.errors} id={form.errorId} />
          <Field
            label="Team Name"
            errors={fields.name.errors}
            inputProps={{
              ...getInputProps(fields.name, { type: "text" }),
              autoFocus: true,
            }}
          />
          <SubmitButton pending={useIsSubmitting()}>Create team</SubmitButton>
        </SchemaForm>
      </section>
    </RestrictedPage>
  );
}
