import { getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Field, FormErrors, SchemaForm, SelectField, SubmitButton } from "~/components/forms";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { PROJECT_VIEW_NAMES, PROJECT_VIEWS } from "~/lib/projects";
import { AddProjectUsersSchema, PrivateProjectInviteSchema, PROJECT_MEMBER_ROLES, ProjectSettingsFormSchema, TagsFormSchema, UpdateProjectSchema } from "~/schemas/project";
import { WORK_ROLE_NAMES } from "~/lib/permissions";
import { IntentForm, PROJECT_INTENTS, type ProjectMeta } from "./ProjectHeader";
import { Restricted } from "~/components/access/Restricted";

export type Results = Partial<Record<string, SubmissionResult<string[]>>>;
const hidden = (projectId: string) => <input type="hidden" name="projectId" value={projectId} />;

function RenameForm({ meta, lastResult }: { meta: ProjectMeta; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(UpdateProjectSchema, {
    id: "rename-project",
    lastResult,
    defaultValue: { projectId: meta.projectId, name: meta.name, description: meta.description },
  });
  return (
    <SchemaForm form={form} intent={PROJECT_INTENTS.rename} className="flex flex-col gap-2">
      {hidden(meta.projectId)}
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field label="Project name" errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
      <Field label="Description" errors={fields.description.errors} inputProps={getInputProps(fields.description, { type: "text" })} />
      <SubmitButton pending={useIsSubmitting(PROJECT_INTENTS.rename)}>Save</SubmitButton>
    </SchemaForm>
  );
}

function TagsForm({ meta, lastResult }: { meta: ProjectMeta; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(TagsFormSchema, { id: "project-tags", lastResult, defaultValue: { projectId: meta.projectId, tags: meta.tags.join(", ") } });
  return (
    <SchemaForm form={form} intent={PROJECT_INTENTS.tags} className="flex flex-col gap-2">
      {hidden(meta.projectId)}
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field label="Tags" hint="Separate tags with commas" errors={fields.tags.errors} inputProps={getInputProps(fields.tags, { type: "text" })} />
      <SubmitButton pending={useIsSubmitting(PROJECT_INTENTS.tags)}>Save tags</SubmitButton>
    </SchemaForm>
  );
}

function ViewForm({ meta, lastResult }: { meta: ProjectMeta; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(ProjectSettingsFormSchema, {
    id: "project-settings",
    lastResult,
    defaultValue: { projectId: meta.projectId, defaultView: meta.defaultView, autoSchedule: meta.autoSchedule ? "on" : undefined },
  });
  return (
    <SchemaForm form={form} intent={PROJECT_INTENTS.settings} className="flex flex-col gap-2">
      {hidden(meta.projectId)}
      <SelectField
        label="Default view"
        errors={fields.defaultView.errors}
        choices={PROJECT_VIEWS.map((view) => ({ value: view, label: PROJECT_VIEW_NAMES[view] }))}
        selectProps={getSelectProps(fields.defaultView)}
      />
      <label className="flex items-start gap-2 text-sm">
        <input {...getInputProps(fields.autoSchedule, { type: "checkbox" })} className="mt-0.5" aria-describedby="auto-schedule-hint" />
        <span>
          Schedule automatically
          <span id="auto-schedule-hint" className="block text-slate-500">
            When a task&apos;s dates change, the tasks that depend on it move as far as their dependencies require.
          </span>
        </span>
      </label>
      <SubmitButton pending={useIsSubmitting(PROJECT_INTENTS.settings)}>Save settings</SubmitButton>
    </SchemaForm>
  );
}

function Members({ meta, lastResult }: { meta: ProjectMeta; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(AddProjectUsersSchema, { id: "add-members", lastResult, defaultValue: { projectId: meta.projectId, role: "MEMBER" } });
  const adding = useIsSubmitting(PROJECT_INTENTS.addMembers);
  return (
    <section aria-labelledby="members-title" className="flex flex-col gap-3">
      <h2 id="members-title" className="font-semibold">
        Members ({meta.memberCount})
      </h2>
      <ul aria-label="Project members" className="divide-y divide-slate-200 rounded-md ring-1 ring-slate-200">
        {meta.members.map((member) => (
          <li key={member.userId} className="flex items-center gap-3 px-3 py-2 text-sm">
            <span className="min-w-0 flex-1 truncate">
              {member.name} <span className="text-slate-500">· {WORK_ROLE_NAMES[member.role]}</span>
            </span>
            {meta.canManage && member.userId !== meta.ownerId ? (
              <IntentForm projectId={meta.projectId} intent={PROJECT_INTENTS.removeMember} extra={<input type="hidden" name="userId" value={member.userId} />}>
                Remove<span className="sr-only"> {member.name}</span>
              </IntentForm>
            ) : null}
          </li>
        ))}
      </ul>
      {meta.canManage && meta.candidates.length > 0 ? (
        <SchemaForm form={form} intent={PROJECT_INTENTS.addMembers} className="flex flex-col gap-2">
          {hidden(meta.projectId)}
          <FormErrors errors={form.errors} id={form.errorId} />
          <SelectField
            label="Add a member"
            errors={fields.userIds.errors}
            placeholder="Choose a team member"
            choices={meta.candidates.map((person) => ({ value: person.userId, label: `${person.name} (${person.username})` }))}
            selectProps={{ ...getSelectProps(fields.userIds), multiple: false }}
          />
          <SelectField
            label="Role"
            errors={fields.role.errors}
            choices={PROJECT_MEMBER_ROLES.map((role) => ({ value: role, label: WORK_ROLE_NAMES[role] }))}
            selectProps={getSelectProps(fields.role)}
          />
          <SubmitButton pending={adding}>Add member</SubmitButton>
        </SchemaForm>
      ) : null}
    </section>
  );
}

/**
 * Invite people to the private project (issue 20 §2): members of the organisation join at once, an
 * e-mail from outside gets the organisation's invite and joins on accepting. A plain form post.
 */
function InvitePeople({ meta, lastResult }: { meta: ProjectMeta; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(PrivateProjectInviteSchema, { id: "invite-people", lastResult, defaultValue: { projectId: meta.projectId, role: "MEMBER" } });
  // A bad address is reported on its place in the list (emails[1]): shown under the one field.
  const emailErrors = Object.entries(form.allErrors).flatMap(([name, errors]) => (name.startsWith("emails") ? errors : []));
  return (
    <SchemaForm form={form} intent={PROJECT_INTENTS.invitePeople} className="flex flex-col gap-2">
      <h3 className="font-medium">Invite people</h3>
      {hidden(meta.projectId)}
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field
        label="Emails"
        hint="Separate emails with commas. People outside the organisation get its invite and join the project on accepting it."
        errors={emailErrors.length ? [...new Set(emailErrors)] : undefined}
        inputProps={{ ...getInputProps(fields.emails, { type: "text" }), autoComplete: "off" }}
      />
      <SelectField
        label="Project role"
        errors={fields.role.errors}
        choices={PROJECT_MEMBER_ROLES.map((role) => ({ value: role, label: WORK_ROLE_NAMES[role] }))}
        selectProps={getSelectProps(fields.role)}
      />
      <SubmitButton pending={useIsSubmitting(PROJECT_INTENTS.invitePeople)}>Send invites</SubmitButton>
    </SchemaForm>
  );
}

/** Archive or move to the bin: both can be undone from the archive and bin screen, so neither asks first. */
function HideProject({ meta }: { meta: ProjectMeta }) {
  return (
    <div className="flex flex-wrap gap-3 self-start">
      <IntentForm projectId={meta.projectId} intent={PROJECT_INTENTS.archive}>
        Archive project
      </IntentForm>
      <Restricted capability="deleteItems" label="Move project to bin" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium">
        <IntentForm projectId={meta.projectId} intent={PROJECT_INTENTS.delete}>
          Move project to bin
        </IntentForm>
      </Restricted>
    </div>
  );
}

/** What the project's settings panel (ProjectSettings) holds: only what the viewer may do. */
export function ProjectSettingsForms({ meta, results }: { meta: ProjectMeta; results: Results }) {
  const isPrivate = meta.visibility === "PRIVATE";
  return (
    <>
      {meta.canManage ? (
        <>
          <RenameForm meta={meta} lastResult={results[PROJECT_INTENTS.rename]} />
          <div className="flex flex-col gap-6">
            <TagsForm meta={meta} lastResult={results[PROJECT_INTENTS.tags]} />
            <ViewForm meta={meta} lastResult={results[PROJECT_INTENTS.settings]} />
          </div>
        </>
      ) : null}
      {isPrivate ? <Members meta={meta} lastResult={results[PROJECT_INTENTS.addMembers]} /> : null}
      {isPrivate && meta.canManage ? <InvitePeople meta={meta} lastResult={results[PROJECT_INTENTS.invitePeople]} /> : null}
      {meta.canManage ? <HideProject meta={meta} /> : null}
    </>
  );
}
