import { getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Field, FormErrors, SchemaForm, SelectField, SubmitButton } from "~/components/forms";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { VISIBILITY_STYLE, VISIBILITIES } from "~/lib/projects";
import { NewProjectFormSchema } from "~/schemas/project";
import { NEW_PROJECT_INTENT } from "./panelIntents";
import type { PanelData } from "./SecondPanel";

/** "New project": a name, a team, optionally one of its folders, and whether it is private. */
export function NewProjectForm({ teams, action, lastResult }: { teams: PanelData["teams"]; action: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(NewProjectFormSchema, {
    id: "new-project",
    lastResult,
    defaultValue: { teamId: teams[0]?.teamId, visibility: "PUBLIC", folderId: "" },
  });
  const folders = teams.flatMap((team) => team.folders.map((folder) => ({ value: folder.folderId, label: `${team.name} / ${folder.name}` })));
  return (
    <SchemaForm form={form} intent={NEW_PROJECT_INTENT} action={action} className="flex flex-col gap-2">
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field label="Project name" errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }} />
      <SelectField
        label="Team"
        errors={fields.teamId.errors}
        choices={teams.map((team) => ({ value: team.teamId, label: team.name }))}
        selectProps={getSelectProps(fields.teamId)}
      />
      <SelectField label="Folder" errors={fields.folderId.errors} placeholder="No folder" choices={folders} selectProps={getSelectProps(fields.folderId)} />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-700">Who can see it</legend>
        {VISIBILITIES.map((visibility) => (
          <div key={visibility} className="flex items-center gap-2 text-sm">
            <input
              {...getInputProps(fields.visibility, { type: "radio", value: visibility })}
              id={`${fields.visibility.id}-${visibility}`}
              aria-describedby={`${fields.visibility.id}-${visibility}-hint`}
            />
            <label htmlFor={`${fields.visibility.id}-${visibility}`}>{VISIBILITY_STYLE[visibility].label}</label>
            <span id={`${fields.visibility.id}-${visibility}-hint`} className="text-xs text-slate-500">
              {visibility === "PRIVATE" ? "only the people you add" : "everyone in the team"}
            </span>
          </div>
        ))}
        {fields.visibility.errors ? <p className="text-xs text-red-700" role="alert">{fields.visibility.errors[0]}</p> : null}
      </fieldset>
      <SubmitButton pending={useIsSubmitting(NEW_PROJECT_INTENT)}>Create project</SubmitButton>
    </SchemaForm>
  );
}
