import { useState, type ChangeEvent, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { useServerValue } from "~/components/live/useServerValue";
import { useHydrated } from "~/components/useHydrated";
import { personLabel, type NamedPerson } from "~/lib/people";
import { PRIORITIES, PRIORITY_NAMES } from "~/schemas/task";
import type { ListPerson, ListStatus, RowTask } from "../list/types";
import { EditFields, SaveWithoutScript, useEditFetcher } from "./useEditFetcher";

/**
 * One field of a task, edited in place: a small form that posts without
 * JavaScript (with its Save button) and with it posts on change through a
 * fetcher, showing the chosen value in the same frame as the change (the
 * fetcher's own state arrives a render later: a controlled field would show
 * the old value meanwhile) and a pending state until the page's data has it.
 */
type CellProps = { task: RowTask; disabled?: boolean; labelled?: boolean };

function CellForm({ task, field, label, labelled, grow, children }: { task: RowTask; field: string; label: string; labelled?: boolean; grow?: boolean; children: (props: FieldProps) => ReactNode }) {
  const { fetcher, pending, sent } = useEditFetcher(`task-${task.id}-${field}`);
  const hydrated = useHydrated();
  // The choice, shown until the post has answered and the page holds task data read since (a
  // refused post falls back to the server's value at once, with the toast saying why).
  const [chosen, setChosen] = useState<{ form: FormData; answerBefore: unknown; taskBefore: RowTask }>();
  const answered = chosen && fetcher.state === "idle" && fetcher.data !== chosen.answerBefore;
  const settled = !chosen || (answered && (fetcher.data?.ok === false || task !== chosen.taskBefore));
  const submitOnChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const form = event.currentTarget.form;
    if (!hydrated || !form) return;
    setChosen({ form: new FormData(form), answerBefore: fetcher.data, taskBefore: task });
    fetcher.submit(form);
  };
  return (
    <fetcher.Form method="post" className={`flex min-w-0 items-center gap-1 ${grow ? "flex-1" : ""}`} aria-busy={pending || undefined} data-pending={pending || undefined}>
      <EditFields intent="updateTask" values={{ taskId: task.id }} />
      {labelled ? <span className="w-24 shrink-0 text-sm text-slate-500">{label}</span> : null}
      {children({ label: `${label} of ${task.name}`, sent: settled ? sent : chosen.form, submitOnChange, pending })}
      <SaveWithoutScript label={`${label} of ${task.name}`} />
    </fetcher.Form>
  );
}

type FieldProps = {
  label: string;
  sent: FormData | undefined;
  pending: boolean;
  submitOnChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

const sentValue = (sent: FormData | undefined, name: string) => {
  const value = sent?.get(name);
  return typeof value === "string" ? value : undefined;
};

const control = "min-w-0 rounded border border-transparent bg-transparent px-1 py-0.5 text-sm hover:border-slate-300 focus:border-brand-500 disabled:opacity-100 data-[pending]:opacity-60";

export function NameCell({ task, disabled, labelled, className = "" }: CellProps & { className?: string }) {
  const hydrated = useHydrated();
  const field = useServerValue(task.name);
  return (
    <CellForm task={task} field="name" label="Name" labelled={labelled} grow>
      {({ label, sent, pending }) => {
        const save = (event: FocusEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>) => {
          const input = event.currentTarget;
          if (hydrated && input.value.trim() && input.value !== task.name) input.form?.requestSubmit();
        };
        return (
          <input
            ref={field}
            name="name"
            aria-label={label}
            defaultValue={sentValue(sent, "name") ?? task.name}
            disabled={disabled}
            data-pending={pending || undefined}
            onBlur={save}
            onKeyDown={(event) => {
              if (event.key === "Escape") event.currentTarget.value = task.name;
            }}
            className={`${control} min-w-0 flex-1 ${className}`}
          />
        );
      }}
    </CellForm>
  );
}

export function StatusCell({ task, disabled, labelled, statuses }: CellProps & { statuses: ListStatus[] }) {
  return (
    <CellForm task={task} field="status" label="Status" labelled={labelled}>
      {({ label, sent, submitOnChange, pending }) => {
        const value = sentValue(sent, "statusId") ?? task.statusId ?? "";
        const colour = statuses.find((status) => status.id === value)?.colour;
        return (
          <select name="statusId" aria-label={label} value={value} onChange={submitOnChange} disabled={disabled} data-pending={pending || undefined} className={control} style={{ borderLeft: `4px solid ${colour ?? "transparent"}` }}>
            {statuses.map((status) => (
              <option key={status.id} value={status.id}>
                {status.name}
              </option>
            ))}
          </select>
        );
      }}
    </CellForm>
  );
}

export function PriorityCell({ task, disabled, labelled }: CellProps) {
  return (
    <CellForm task={task} field="priority" label="Priority" labelled={labelled}>
      {({ label, sent, submitOnChange, pending }) => (
        <select name="priority" aria-label={label} value={sentValue(sent, "priority") ?? task.priority ?? ""} onChange={submitOnChange} disabled={disabled} data-pending={pending || undefined} className={control}>
          <option value="">No priority</option>
          {PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {PRIORITY_NAMES[priority]}
            </option>
          ))}
        </select>
      )}
    </CellForm>
  );
}

export function DateCell({ task, disabled, labelled, field }: CellProps & { field: "startDate" | "dueDate" }) {
  const name = field === "startDate" ? "Start date" : "Due date";
  return (
    <CellForm task={task} field={field} label={name} labelled={labelled}>
      {({ label, sent, submitOnChange, pending }) => (
        <input type="date" name={field} aria-label={label} value={sentValue(sent, field) ?? task[field] ?? ""} onChange={submitOnChange} disabled={disabled} data-pending={pending || undefined} className={control} />
      )}
    </CellForm>
  );
}

const fullName = (person: ListPerson) => `${person.firstName} ${person.lastName}`;
const initials = (person: NamedPerson) => `${person.firstName[0] ?? ""}${person.lastName[0] ?? ""}`.toUpperCase();

/** Assignees: their initials, and a multiple choice of the people who can see the project. */
export function AssigneesCell({ task, disabled, labelled, people }: CellProps & { people: ListPerson[] }) {
  return (
    <CellForm task={task} field="assignees" label="Assignees" labelled={labelled}>
      {({ label, sent, submitOnChange, pending }) => {
        const chosen = sent ? sent.getAll("assigneeIds").map(String) : task.assigneeIds;
        // Named from the task (a deactivated assignee stays, marked), or from the picker for a choice being sent.
        const known = new Map<string, NamedPerson>([...task.assignees, ...people].map((person) => [person.userId, person]));
        const assigned = chosen.flatMap((userId) => (known.has(userId) ? [{ userId, ...known.get(userId)! }] : []));
        return (
          <details className="relative" data-pending={pending || undefined}>
            <summary className="flex cursor-pointer list-none items-center gap-0.5 rounded px-1 py-0.5 text-xs hover:bg-slate-100" aria-label={`${label}: ${assigned.map(personLabel).join(", ") || "none"}`}>
              {assigned.length === 0 ? <span className="text-slate-500">Unassigned</span> : null}
              {assigned.slice(0, 3).map((person) => (
                <span key={person.userId} title={personLabel(person)} className="grid size-6 place-items-center rounded-full bg-brand-100 text-[10px] font-semibold text-brand-800">
                  {initials(person)}
                </span>
              ))}
              {assigned.length > 3 ? <span className="text-slate-500">+{assigned.length - 3}</span> : null}
            </summary>
            <div className="absolute z-20 mt-1 rounded-md bg-white p-2 shadow-lg ring-1 ring-slate-200">
              <input type="hidden" name="assigneesSent" value="1" />
              <select name="assigneeIds" multiple aria-label={label} value={chosen} onChange={submitOnChange} disabled={disabled} className="min-w-48 text-sm" size={Math.min(8, Math.max(3, people.length))}>
                {people.map((person) => (
                  <option key={person.userId} value={person.userId}>
                    {fullName(person)}
                  </option>
                ))}
              </select>
            </div>
          </details>
        );
      }}
    </CellForm>
  );
}
