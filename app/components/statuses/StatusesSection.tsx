import { getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { STATUS_CATEGORIES, STATUS_CATEGORY_NAMES } from "~/lib/statuses";
import { CreateStatusSchema } from "~/schemas/status";
import { BUTTON_CLASS, DANGER_LINK_CLASS, EditForm, INPUT_CLASS, usePendingEdits } from "../EditForm";
import { Field, FormErrors, SchemaForm, SelectField, SubmitButton } from "../forms";
import { Confirm } from "../teams/Confirm";
import { CONFIRM_PARAMS, SETTINGS_INTENTS, type StatusEntry, type TeamSettings } from "../teams/settings";
import { useFreshFormKey, useIsSubmitting, useSchemaForm } from "../useSchemaForm";

const CATEGORY_CHOICES = STATUS_CATEGORIES.map((category) => ({ value: category, label: STATUS_CATEGORY_NAMES[category] }));

type Props = {
  settings: TeamSettings;
  path: string;
  canManage: boolean;
  deleting: StatusEntry | null;
  lastResult?: SubmissionResult<string[]>;
};

/** The pending edits of the list applied to it: new names, categories and colours, new places, deleted rows gone. */
function useShownStatuses(statuses: StatusEntry[]): StatusEntry[] {
  const updates = new Map(usePendingEdits(SETTINGS_INTENTS.updateStatus).map((f) => [f.get("statusId"), f]));
  const deleted = new Set(usePendingEdits(SETTINGS_INTENTS.deleteStatus).map((f) => f.get("statusId")));
  const moves = usePendingEdits(SETTINGS_INTENTS.reorderStatus);
  let shown = statuses
    .filter((status) => !deleted.has(status.statusId))
    .map((status) => {
      const update = updates.get(status.statusId);
      if (!update) return status;
      const text = (name: string, fallback: string) => update.get(name)?.toString() || fallback;
      return { ...status, name: text("name", status.name), category: text("category", status.category) as StatusEntry["category"], colour: text("colour", status.colour) };
    });
  for (const move of moves) {
    const moved = shown.find((status) => status.statusId === move.get("statusId"));
    if (!moved) continue;
    const rest = shown.filter((status) => status !== moved);
    const after = rest.findIndex((status) => status.statusId === move.get("afterStatusId"));
    shown = [...rest.slice(0, after + 1), moved, ...rest.slice(after + 1)];
  }
  return shown;
}

/** The team's custom statuses: managers create, rename, recolour, recategorise, reorder and delete them. */
export function StatusesSection({ settings, path, canManage, deleting, lastResult }: Props) {
  const statuses = useShownStatuses(settings.statuses);
  const formKey = useFreshFormKey();
  return (
    <section aria-labelledby="statuses-title" className="mt-8">
      <h2 id="statuses-title" className="font-semibold">
        Statuses
      </h2>
      {deleting ? <ConfirmDelete status={deleting} others={settings.statuses.filter((s) => s.statusId !== deleting.statusId)} path={path} /> : null}
      <ol aria-label="Statuses" className="mt-3 divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
        {statuses.map((status, index) => (
          <li key={status.statusId} aria-label={status.name} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: status.colour }} />
            {canManage ? (
              <StatusEditor status={status} path={path} />
            ) : (
              <span className="flex-1">
                {status.name} <span className="text-xs text-slate-500">· {STATUS_CATEGORY_NAMES[status.category]}</span>
              </span>
            )}
            {canManage ? <ReorderButtons status={status} path={path} before={statuses[index - 2] ?? null} after={statuses[index + 1] ?? null} first={index === 0} /> : null}
            {canManage ? (
              <Link to={`${path}?${CONFIRM_PARAMS.deleteStatus}=${status.statusId}`} className={DANGER_LINK_CLASS} aria-label={`Delete ${status.name}`}>
                Delete
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
      {canManage ? <NewStatusForm key={formKey} teamId={settings.team.teamId} path={path} lastResult={lastResult} /> : null}
    </section>
  );
}

function StatusEditor({ status, path }: { status: StatusEntry; path: string }) {
  const id = (field: string) => `status-${status.statusId}-${field}`;
  return (
    <EditForm
      intent={SETTINGS_INTENTS.updateStatus}
      action={path}
      hidden={{ statusId: status.statusId }}
      label={`Edit ${status.name}`}
      className="flex min-w-0 flex-1 flex-wrap items-center gap-2"
    >
      {(busy) => (
        <>
          <label htmlFor={id("name")} className="sr-only">
            Name of {status.name}
          </label>
          <input id={id("name")} name="name" defaultValue={status.name} key={status.name} required minLength={2} maxLength={24} className={INPUT_CLASS} />
          <label htmlFor={id("category")} className="sr-only">
            Category of {status.name}
          </label>
          <select id={id("category")} name="category" defaultValue={status.category} key={status.category} className={INPUT_CLASS}>
            {CATEGORY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <label htmlFor={id("colour")} className="sr-only">
            Colour of {status.name}
          </label>
          <input id={id("colour")} name="colour" type="color" defaultValue={status.colour} key={status.colour} className="h-8 w-10 rounded border border-slate-300" />
          <button type="submit" disabled={busy} aria-busy={busy || undefined} className={BUTTON_CLASS}>
            Save
          </button>
        </>
      )}
    </EditForm>
  );
}

/** Up puts the status after the one two places above it (first when there is none); down after the one below it. */
function ReorderButtons({ status, path, before, after, first }: { status: StatusEntry; path: string; before: StatusEntry | null; after: StatusEntry | null; first: boolean }) {
  const move = (label: string, afterStatusId: string | null) => (
    <EditForm
      intent={SETTINGS_INTENTS.reorderStatus}
      action={path}
      hidden={{ statusId: status.statusId, afterStatusId: afterStatusId ?? "" }}
      // The row's neighbours change as soon as the move shows; the button stays the same edit.
      edit={`${status.statusId}:${label}`}
    >
      {(busy) => (
        <button type="submit" disabled={busy} className={BUTTON_CLASS} aria-label={`${label}: ${status.name}`}>
          {label}
        </button>
      )}
    </EditForm>
  );
  return (
    <div className="flex gap-1">
      {first ? null : move("Move up", before?.statusId ?? null)}
      {after ? move("Move down", after.statusId) : null}
    </div>
  );
}

function NewStatusForm({ teamId, path, lastResult }: { teamId: string; path: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(CreateStatusSchema, { id: "new-status", lastResult, defaultValue: { teamId, category: "" } });
  return (
    <SchemaForm
      form={form}
      intent={SETTINGS_INTENTS.createStatus}
      action={path}
      className="mt-4 grid gap-x-4 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-[1fr_12rem_auto]"
    >
      <input type="hidden" name="teamId" value={teamId} />
      <div className="sm:col-span-3">
        <FormErrors errors={form.errors} id={form.errorId} />
      </div>
      <Field label="Status Name" errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
      <SelectField label="Category" errors={fields.category.errors} placeholder="Select a category" choices={CATEGORY_CHOICES} selectProps={getSelectProps(fields.category)} />
      <div className="self-center">
        <SubmitButton pending={useIsSubmitting(SETTINGS_INTENTS.createStatus)}>Add status</SubmitButton>
      </div>
    </SchemaForm>
  );
}

function ConfirmDelete({ status, others, path }: { status: StatusEntry; others: StatusEntry[]; path: string }) {
  return (
    <Confirm
      id="confirm-delete-status-title"
      question={`Delete the status ${status.name}? Its tasks move to the status you choose.`}
      action={path}
      cancelTo={path}
      intent={SETTINGS_INTENTS.deleteStatus}
      hidden={{ statusId: status.statusId }}
      confirmLabel="Yes, delete"
    >
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <label htmlFor="move-tasks-to" className="font-medium">
          Move tasks to
        </label>
        <select id="move-tasks-to" name="moveTasksTo" className={INPUT_CLASS}>
          {others.map((other) => (
            <option key={other.statusId} value={other.statusId}>
              {other.name}
            </option>
          ))}
        </select>
      </div>
    </Confirm>
  );
}
