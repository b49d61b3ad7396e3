import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from "~/schemas/webhook";

type Project = { projectId: string; name: string };

/** A group of checkboxes with its legend and error line: a form without JavaScript sends each checked one. */
function CheckboxGroup({
  legend,
  name,
  choices,
  checked,
  errors,
  hint,
}: {
  legend: string;
  name: string;
  choices: readonly { value: string; label: string }[];
  checked: readonly string[];
  errors?: string[];
  hint?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={errors?.[0] ? errorId : undefined} aria-invalid={errors?.[0] ? true : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      <div className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice.value} className="flex min-w-0 items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={choice.value} defaultChecked={checked.includes(choice.value)} className="size-4" />
            <span className="truncate">{choice.label}</span>
          </label>
        ))}
      </div>
      <p id={errorId} className="min-h-4 text-xs text-red-700" role={errors?.[0] ? "alert" : undefined}>
        {errors?.[0]}
      </p>
    </fieldset>
  );
}

const EVENT_CHOICES = WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: `${WEBHOOK_EVENT_LABELS[type]} (${type})` }));

/** What an endpoint is sent: its event types and, optionally, only some projects. */
export function EventChoices({
  eventTypes,
  projectIds,
  projects,
  errors,
}: {
  eventTypes: readonly string[];
  projectIds: readonly string[];
  projects: readonly Project[];
  errors: { eventTypes?: string[]; projectIds?: string[] };
}) {
  return (
    <>
      <CheckboxGroup legend="Events" name="eventTypes" choices={EVENT_CHOICES} checked={eventTypes} errors={errors.eventTypes} />
      {projects.length > 0 ? (
        <CheckboxGroup
          legend="Only these projects (optional)"
          hint="None chosen: every project, as the endpoint's creator sees them."
          name="projectIds"
          choices={projects.map((project) => ({ value: project.projectId, label: project.name }))}
          checked={projectIds}
          errors={errors.projectIds}
        />
      ) : null}
    </>
  );
}
