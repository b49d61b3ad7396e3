import { getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Field, FormErrors, SchemaForm, SelectField, SubmitButton } from "~/components/forms";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { NEW_FOLDER_INTENT } from "~/components/projects/panelIntents";
import { CreateFolderSchema } from "~/schemas/folder";

/** "New folder": a name in one of the viewer's teams. */
export function NewFolderForm({
  teams,
  action,
  lastResult,
}: {
  teams: Array<{ teamId: string; name: string }>;
  action: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(CreateFolderSchema, { id: "new-folder", lastResult, defaultValue: { teamId: teams[0]?.teamId } });
  return (
    <SchemaForm form={form} intent={NEW_FOLDER_INTENT} action={action} className="flex flex-col gap-2">
      <FormErrors errors={form.errors} id={form.errorId} />
      <SelectField
        label="Team"
        errors={fields.teamId.errors}
        choices={teams.map((team) => ({ value: team.teamId, label: team.name }))}
        selectProps={getSelectProps(fields.teamId)}
      />
      <Field label="Folder name" errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }} />
      <SubmitButton pending={useIsSubmitting(NEW_FOLDER_INTENT)}>Create folder</SubmitButton>
    </SchemaForm>
  );
}
