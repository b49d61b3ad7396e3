import { Form } from "@remix-run/react";
import { useState, type ChangeEvent, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { CsrfField } from "~/components/CsrfField";
import { useServerValue } from "~/components/live/useServerValue";
import { useHydrated } from "~/components/useHydrated";
import { VIA_FETCHER } from "~/intents/fetcher";
import { CSRF_FIELD } from "~/lib/csrf";
import { personLabel, type NamedPerson } from "~/lib/people";
import { ROW_SAVE, ROW_SAVE_ALL, TASK_ROW_INTENT } from "~/lib/taskForms";
import { PRIORITIES, PRIORITY_NAMES } from "~/schemas/task";
import type { ListPerson, ListStatus, RowTask } from "../list/types";
import { useEditFetcher } from "./useEditFetcher";

/**
 * One field of a task, edited in place. A task has one form (TaskForm: its CSRF field, the row
 * intent and the task's id; issue 23 §2, decision 0067) and each cell's control names it with
 * `form=`: without JavaScript the cell's Save button posts that form and names its field, and the
 * action saves that field alone; with JavaScript the cell posts its field alone through its own
 * fetcher on change, showing the chosen value in the same frame as the change (the fetcher's own
 * state arrives a render later: a controlled field would show the old value meanwhile) and a
 * pending state until the page's data has it.
 */
type CellProps = { task: RowTask; form: string; disabled?: boolean; labelled?: boolean };
type Control = HTMLInputElement | HTMLSelectElement;

/** A task's one form: the fields every cell's post shares; the controls are in the cells and name it. */
export function TaskForm({ id, taskId }: { id: string; taskId: string }) {
  const hydrated = useHydrated();
  return (
    <Form id={id} method="post" preventScrollReset hidden>
      <CsrfField />
      <input type="hidden" name="intent" value={TASK_ROW_INTENT} />
      <input type="hidden" name="taskId" value={taskId} />
      {/* The form's first button, so Enter in any of its fields saves them (without JavaScript: with it, each change posts itself). */}
      {hydrated ? null : <button type="submit" name={ROW_SAVE} value={ROW_SAVE_ALL} tabIndex={-1} aria-hidden="true" />}
    </Form>
  );
}

/** What one cell posts with JavaScript: its task form's CSRF field and task, intent updateTask and the control's own field alone. */
export function cellData(control: Control): FormData {
  const row = control.form ? new FormData(control.form) : new FormData();
  const data = new FormData();
  data.set(CSRF_FIELD, String(row.get(CSRF_FIELD) ?? ""));
  data.set("intent", "updateTask");
  data.set("taskId", String(row.get("taskId") ?? ""));
  data.set(VIA_FETCHER, "1");
  const values = control instanceof HTMLSelectElement && control.multiple ? Array.from(control.selectedOptions, (option) => option.value) : [control.value];
  for (const value of values) data.append(control.name, value);
  if (control.name === "assigneeIds") data.set("assigneesSent", "1");
  return data;
}

function CellForm({ task, form, field, label, labelled, grow, children }: { task: RowTask; form: string; field: string; label: string; labelled?: boolean; grow?: boolean; children: (props: FieldProps) => ReactNode }) {
  const { fetcher, pending, sent } = useEditFetcher(`task-${task.id}-${field}`);
  const hydrated = useHydrated();
  // The choice, shown until the post has answered and the page holds task data read since (a
  // refused post falls back to the server's value at once, with the toast saying why).
  const [chosen, setChosen] = useState<{ form: FormData; answerBefore: unknown; taskBefore: RowTask }>();
  const answered = chosen && fetcher.state === "idle" && fetcher.data !== chosen.answerBefore;
  const settled = !chosen || (answered && (fetcher.data?.ok === false || task !== chosen.taskBefore));
  const post = (control: Control) => {
    if (!hydrated) return;
    const data = cellData(control);
    setChosen({ form: data, answerBefore: fetcher.data, taskBefore: task });
    fetcher.submit(data, { method: "post", preventScrollReset: true });
  };
  const submitOnChange = (event: ChangeEvent<Control>) => post(event.currentTarget);
  const named = `${label} of ${task.name}`;
  return (
    <div className={grow ? "cell flex-1" : "cell"} aria-busy={pending || undefined} data-pending={pending || undefined}>
      {labelled ? <span className="w-24 shrink-0 text-sm text-slate-500">{label}</span> : null}
      {children({ label: named, form, sent: settled ? sent : chosen.form, submitOnChange, post, pending })}
      {hydrated ? null : (
        // Named by its text (not aria-label): a search by the field's label finds the field alone.
        <button type="submit" form={form} name={ROW_SAVE} value={field} className="cell-save">
          Save<span className="sr-only"> {named}</span>
        </button>
      )}
    </div>
  );
}

type FieldProps = {
  label: string;
  form: string;
  sent: FormData | undefined;
  pending: boolean;
  submitOnChange: (event: ChangeEvent<Control>) => void;
  post: (control: Control) => void;
};

const sentValue = (sent: FormData | undefined, name: string) => {
  const value = sent?.get(name);
  return typeof value === "string" ? value : undefined;
};

/** The controls' look (app.css: .cell-control), one short class rather than a long list repeated in every cell of every row. */
const control = "cell-control";

export function NameCell({ task, form, disabled, labelled, className = "" }: CellProps & { className?: string }) {
  const field = useServerValue(task.name);
  return (
    <CellForm task={task} form={form} field="name" label="Name" labelled={labelled} grow>
      {({ label, sent, pending, post }) => {
        const save = (event: FocusEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>) => {
          const input = event.currentTarget;
          if (input.value.trim() && input.value !== task.name) post(input);
        };
        return (
          <input
            ref={field}
            name="name"
            form={form}
            aria-label={label}
            defaultValue={sentValue(sent, "name") ?? task.name}
            disabled={disabled}
            data-pending={pending || undefined}
            onBlur={save}
            onKeyDown={(event) => {
              if (event.key === "Escape") event.currentTarget.value = task.name;
              // Enter saves the name (with JavaScript the row's form has no button for it to press).
              if (event.key === "Enter" && !event.nativeEvent.isComposing) {
                event.preventDefault();
                save(event);
              }
            }}
            className={`${control} min-w-0 flex-1 ${className}`}
          />
        );
      }}
    </CellForm>
  );
}

export function StatusCell({ task, form, disabled, labelled, statuses }: CellProps & { statuses: ListStatus[] }) {
  return (
    <CellForm task={task} form={form} field="statusId" label="Status" labelled={labelled}>
      {({ label, sent, submitOnChange, pending }) => {
        const value = sentValue(sent, "statusId") ?? task.statusId ?? "";
        const colour = statuses.find((status) => status.id === value)?.colour;
        return (
          <select name="statusId" form={form} aria-label={label} value={value} onChange={submitOnChange} disabled={disabled} data-pending={pending || undefined} className={control} style={{ borderLeft: `4px solid ${colour ?? "transparent"}` }}>
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

export function PriorityCell({ task, form, disabled, labelled }: CellProps) {
  return (
    <CellForm task={task} form={form} field="priority" label="Priority" labelled={labelled}>
      {({ label, sent, submitOnChange, pending }) => (
        <select name="priority" form={form} aria-label={label} value={sentValue(sent, "priority") ?? task.priority ?? ""} onChange={submitOnChange} disabled={disabled} data-pending={pending || undefined} className={control}>
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

export function DateCell({ task, form, disabled, labelled, field }: CellProps & { field: "startDate" | "dueDate" }) {
  const name = field === "startDate" ? "Start date" : "Due date";
  return (
    <CellForm task={task} form={form} field={field} label={name} labelled={labelled}>
      {({ label, sent, submitOnChange, pending }) => (
        <input type="date" name={field} form={form} aria-label={label} value={sentValue(sent, field) ?? task[field] ?? ""} onChange={submitOnChange} disabled={disabled} data-pending={pending || undefined} className={control} />
      )}
    </CellForm>
  );
}

const fullName = (person: ListPerson) => `${person.firstName} ${person.lastName}`;
const initials = (person: NamedPerson) => `${person.firstName[0] ?? ""}${person.lastName[0] ?? ""}`.toUpperCase();

/** Assignees: their initials, and a multiple choice of the people who can see the project. */
export function AssigneesCell({ task, form, disabled, labelled, people }: CellProps & { people: ListPerson[] }) {
  return (
    <CellForm task={task} form={form} field="assigneeIds" label="Assignees" labelled={labelled}>
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
              <select name="assigneeIds" form={form} multiple aria-label={label} value={chosen} onChange={submitOnChange} disabled={disabled} className="min-w-48 text-sm" size={Math.min(8, Math.max(3, people.length))}>
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
