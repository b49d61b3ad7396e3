import { Form, useSubmit } from "@remix-run/react";
import { useState, type ChangeEvent, type CSSProperties, type FocusEvent, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { CsrfField } from "~/components/CsrfField";
import { DateField } from "~/components/DateField";
import { useServerValue } from "~/components/live/useServerValue";
import { useHydrated } from "~/components/useHydrated";
import { VIA_FETCHER } from "~/intents/fetcher";
import { CSRF_FIELD } from "~/lib/csrf";
import { personLabel, type NamedPerson } from "~/lib/people";
import { parseRowChoice, ROW_SAVE, ROW_SAVE_ALL, TASK_ROW_INTENT, type RowChoiceField } from "~/lib/taskForms";
import { PRIORITIES, PRIORITY_NAMES } from "~/lib/priorities";
import type { ListPerson, ListStatus, RowTask } from "../list/types";
import { ChoiceMenu } from "./ChoiceMenu";
import { useEditWatched } from "./editsInFlight";
import { cellFetcherKey, RowCell, type Control, type EditorProps } from "./RowCell";
import { useEditFetcher } from "./useEditFetcher";
import { formatCalendarDay } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";

/**
 * One field of a task. In a List row it shows its value and becomes an editor when opened (RowCell,
 * decision 0071); in the task's panel (`labelled`) it is always an editor. A task has one form (TaskForm: its CSRF field, the row
 * intent and the task's id; issue 23 §2, decision 0067) and each cell's control names it with
 * `form=`: without JavaScript the cell's Save button posts that form and names its field, and the
 * action saves that field alone; with JavaScript the cell posts its field alone through its own
 * fetcher on change, showing the chosen value in the same frame as the change (the fetcher's own
 * state arrives a render later: a controlled field would show the old value meanwhile) and a
 * pending state until the page's data has it.
 */
type CellProps = { task: RowTask; form: string; disabled?: boolean; labelled?: boolean };

/**
 * A task's one form: the fields every cell's post shares; the controls are in the cells and name it.
 * Its first button makes Enter in any of its fields save them without JavaScript; with it, each cell
 * posts its own field and the form itself never submits (the same markup before and after hydration).
 */
export function TaskForm({ id, taskId }: { id: string; taskId: string }) {
  return (
    <Form id={id} method="post" preventScrollReset hidden onSubmit={postedByItsCells}>
      <CsrfField />
      <input type="hidden" name="intent" value={TASK_ROW_INTENT} />
      <input type="hidden" name="taskId" value={taskId} />
      <button type="submit" name={ROW_SAVE} value={ROW_SAVE_ALL} tabIndex={-1} aria-hidden="true" />
    </Form>
  );
}

/** With JavaScript a row's form does not submit (Enter in a field, a move button): its cells and the List's handler post. */
const postedByItsCells = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/** What one cell posts with JavaScript: its task form's CSRF field and task, intent updateTask and the control's own field alone. */
export function cellData(control: Control): FormData {
  const row = control.form ? new FormData(control.form) : new FormData();
  const data = new FormData();
  data.set(CSRF_FIELD, String(row.get(CSRF_FIELD) ?? ""));
  data.set("intent", "updateTask");
  data.set("taskId", String(row.get("taskId") ?? ""));
  data.set(VIA_FETCHER, "1");
  // A menu's choice (ChoiceMenu) says its field and values in its own value.
  const choice = control instanceof HTMLButtonElement ? parseRowChoice(control.value) : null;
  const field = choice?.field ?? control.name;
  const values = choice ? choice.values : control instanceof HTMLSelectElement && control.multiple ? Array.from(control.selectedOptions, (option) => option.value) : [control.value];
  for (const value of values) data.append(field, value);
  if (field === "assigneeIds") data.set("assigneesSent", "1");
  return data;
}

/** A labelled field of the task's side panel (a row's cells are RowCells). */
function CellForm({ task, form, field, label, grow, children }: { task: RowTask; form: string; field: string; label: string; grow?: boolean; children: (props: FieldProps) => ReactNode }) {
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
      <span className="w-24 shrink-0 text-sm text-slate-500">{label}</span>
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
  if (!labelled) return <RowName task={task} form={form} disabled={disabled} className={className} />;
  return (
    <CellForm task={task} form={form} field="name" label="Name" grow>
      {({ label, sent, pending, post }) => <NameInput task={task} form={form} label={label} disabled={disabled} pending={pending} value={sentValue(sent, "name")} post={post} />}
    </CellForm>
  );
}

/**
 * A row's name is its own editor (one element), without a cell form's hooks: it posts through the
 * cell's keyed fetcher, read once a post of it is on its way (the pending mark and a refusal's toast).
 * Without JavaScript, Enter posts the row's form (its default button).
 */
function RowName({ task, form, disabled, className }: { task: RowTask; form: string; disabled?: boolean; className: string }) {
  const submit = useSubmit();
  const key = cellFetcherKey(task.id, "name");
  const [posted, setPosted] = useState(false);
  const watched = useEditWatched(key, posted);
  const post = (control: Control) => {
    setPosted(true);
    submit(cellData(control), { method: "post", navigate: false, fetcherKey: key, preventScrollReset: true });
  };
  return (
    <>
      <NameInput task={task} form={form} label={`Name of ${task.name}`} disabled={disabled} post={post} className={className} />
      {watched ? <PendingMark fetcherKey={key} /> : null}
    </>
  );
}

/** Says "Saving" while the fetcher posts; its refusal toasts (useEditFetcher). */
function PendingMark({ fetcherKey }: { fetcherKey: string }) {
  const { pending } = useEditFetcher(fetcherKey);
  return pending ? (
    <span role="status" className="text-xs text-slate-500">
      Saving…
    </span>
  ) : null;
}

type NameInputProps = { task: RowTask; form: string; label: string; disabled?: boolean; pending?: boolean; value?: string; post: (control: Control) => void; className?: string };

function NameInput({ task, form, label, disabled, pending = false, value, post, className = "" }: NameInputProps) {
  const field = useServerValue(task.name);
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
      defaultValue={value ?? task.name}
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
}

/** The props of a control in either place: a List row's opened cell or the task's panel. */
type ControlProps = {
  label: string;
  form: string;
  disabled?: boolean;
  pending?: boolean;
  onChange?: (event: ChangeEvent<Control>) => void;
  onBlur?: (event: FocusEvent<Control>) => void;
  onKeyDown?: (event: KeyboardEvent<Control>) => void;
  autoFocus?: boolean;
};

/** A row's cell (RowCell) posting its field alone, as the panel's cells do. */
function rowCell(task: RowTask, form: string, field: string, label: string, disabled: boolean | undefined) {
  return { taskId: task.id, taskName: task.name, field, label, form, disabled, data: cellData, version: task };
}

const statusOf = (statuses: ListStatus[], id: string) => statuses.find((status) => status.id === id);

/** A status's colour, a short bar before its name. */
const StatusMark = ({ colour }: { colour: string | undefined }) => <span aria-hidden="true" className="inline-block h-4 w-1 shrink-0 rounded-sm align-[-3px]" style={{ backgroundColor: colour ?? "transparent" }} />;

/** What a row cell's editor gives its menu: a choice posts and closes it. */
const menuProps = ({ label, form, post, onBlur, onKeyDown }: EditorProps, field: RowChoiceField) => ({ label, form, field, choose: (button: HTMLButtonElement) => post(button, true), onBlur, onKeyDown });

export function StatusCell({ task, form, disabled, labelled, statuses }: CellProps & { statuses: ListStatus[] }) {
  if (labelled) {
    return (
      <CellForm task={task} form={form} field="statusId" label="Status">
        {({ label, sent, submitOnChange, pending }) => (
          <StatusSelect label={label} form={form} disabled={disabled} pending={pending} statuses={statuses} value={sentValue(sent, "statusId") ?? task.statusId ?? ""} controlled onChange={submitOnChange} />
        )}
      </CellForm>
    );
  }
  return (
    <RowCell
      {...rowCell(task, form, "statusId", "Status", disabled)}
      said={statusOf(statuses, task.statusId ?? "")?.name ?? "No status"}
      show={(sent) => {
        const status = statusOf(statuses, sentValue(sent, "statusId") ?? task.statusId ?? "");
        return (
          <>
            <StatusMark colour={status?.colour} />
            <span className="truncate pl-1">{status?.name ?? "No status"}</span>
          </>
        );
      }}
      menu
      editor={(props) => (
        <ChoiceMenu
          {...menuProps(props, "statusId")}
          choices={statuses.map((status) => ({ key: status.id, text: status.name, mark: <StatusMark colour={status.colour} />, checked: status.id === task.statusId, values: [status.id] }))}
        />
      )}
    />
  );
}

/** A cell's `<select>`: its field, value and options; controlled in the side panel, uncontrolled as a row's opened editor. */
function CellSelect({ name, value, controlled = false, pending = false, style, children, ...props }: ControlProps & { name: string; value: string; controlled?: boolean; style?: CSSProperties; children: ReactNode }) {
  return (
    <select
      name={name}
      form={props.form}
      aria-label={props.label}
      {...(controlled ? { value } : { defaultValue: value })}
      onChange={props.onChange}
      onBlur={props.onBlur}
      onKeyDown={props.onKeyDown}
      autoFocus={props.autoFocus}
      disabled={props.disabled}
      data-pending={pending || undefined}
      className={control}
      style={style}
    >
      {children}
    </select>
  );
}

function StatusSelect({ statuses, ...props }: ControlProps & { statuses: ListStatus[]; value: string; controlled?: boolean }) {
  const colour = statusOf(statuses, props.value)?.colour;
  return (
    <CellSelect name="statusId" {...props} style={{ borderLeft: `4px solid ${colour ?? "transparent"}` }}>
      {statuses.map((status) => (
        <option key={status.id} value={status.id}>
          {status.name}
        </option>
      ))}
    </CellSelect>
  );
}

const priorityName = (priority: string | null | undefined) => (priority ? PRIORITY_NAMES[priority as keyof typeof PRIORITY_NAMES] : undefined) ?? "No priority";

export function PriorityCell({ task, form, disabled, labelled }: CellProps) {
  if (labelled) {
    return (
      <CellForm task={task} form={form} field="priority" label="Priority">
        {({ label, sent, submitOnChange, pending }) => <PrioritySelect label={label} form={form} disabled={disabled} pending={pending} value={sentValue(sent, "priority") ?? task.priority ?? ""} controlled onChange={submitOnChange} />}
      </CellForm>
    );
  }
  return (
    <RowCell
      {...rowCell(task, form, "priority", "Priority", disabled)}
      said={priorityName(task.priority)}
      show={(sent) => {
        const priority = sentValue(sent, "priority") ?? task.priority;
        return priority ? priorityName(priority) : <span className="text-slate-400">—</span>;
      }}
      menu
      editor={(props) => (
        <ChoiceMenu
          {...menuProps(props, "priority")}
          choices={["", ...PRIORITIES].map((priority) => ({ key: priority, text: priorityName(priority), checked: priority === (task.priority ?? ""), values: [priority] }))}
        />
      )}
    />
  );
}

function PrioritySelect(props: ControlProps & { value: string; controlled?: boolean }) {
  return (
    <CellSelect name="priority" {...props}>
      <option value="">No priority</option>
      {PRIORITIES.map((priority) => (
        <option key={priority} value={priority}>
          {PRIORITY_NAMES[priority]}
        </option>
      ))}
    </CellSelect>
  );
}

export function DateCell({ task, form, disabled, labelled, field }: CellProps & { field: "startDate" | "dueDate" }) {
  const name = field === "startDate" ? "Start date" : "Due date";
  const { dateFormat } = useDatePreferences();
  if (labelled) {
    return (
      <CellForm task={task} form={form} field={field} label={name}>
        {({ label, sent, post }) => (
          <DateField name={field} form={form} label={label} value={sentValue(sent, field) ?? task[field] ?? ""} onDayChange={(_, carrier) => post(carrier)} disabled={disabled} className={control} />
        )}
      </CellForm>
    );
  }
  return (
    <RowCell
      {...rowCell(task, form, field, name, disabled)}
      said={task[field] ? formatCalendarDay(task[field], dateFormat) : "none"}
      show={(sent) => {
        const day = sentValue(sent, field) ?? task[field];
        return day ? formatCalendarDay(day, dateFormat) : <span className="text-slate-400">—</span>;
      }}
      // A day posts when chosen (the text left, Enter, the picker), as in the panel; the editor closes when left.
      editor={({ post, label, ...props }) => (
        <DateField
          name={field}
          form={props.form}
          label={label}
          value={task[field] ?? ""}
          onDayChange={(_, carrier) => post(carrier)}
          onBlur={props.onBlur}
          onKeyDown={(event) => {
            props.onKeyDown(event);
            if (event.key === "Enter") props.cancel();
          }}
          autoFocus={props.autoFocus}
          className={control}
        />
      )}
    />
  );
}

const fullName = (person: ListPerson) => `${person.firstName} ${person.lastName}`;
const initials = (person: NamedPerson) => `${person.firstName[0] ?? ""}${person.lastName[0] ?? ""}`.toUpperCase();

/** The people a choice names: from the task (a deactivated assignee stays, marked), or from the picker for a choice being sent. */
function assignedOf(task: RowTask, people: ListPerson[], chosen: string[]) {
  const known = new Map<string, NamedPerson>([...task.assignees, ...people].map((person) => [person.userId, person]));
  return chosen.flatMap((userId) => (known.has(userId) ? [{ userId, ...known.get(userId)! }] : []));
}

function Initials({ assigned }: { assigned: Array<NamedPerson & { userId: string }> }) {
  return (
    <>
      {assigned.length === 0 ? <span className="text-xs text-slate-500">Unassigned</span> : null}
      {assigned.slice(0, 3).map((person) => (
        <span key={person.userId} title={personLabel(person)} className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-100 text-[10px] font-semibold text-brand-800">
          {initials(person)}
        </span>
      ))}
      {assigned.length > 3 ? <span className="text-xs text-slate-500">+{assigned.length - 3}</span> : null}
    </>
  );
}

function AssigneesSelect({ people, chosen, controlled = false, ...props }: ControlProps & { people: ListPerson[]; chosen: string[]; controlled?: boolean }) {
  return (
    <select
      name="assigneeIds"
      form={props.form}
      multiple
      aria-label={props.label}
      {...(controlled ? { value: chosen } : { defaultValue: chosen })}
      onChange={props.onChange}
      onBlur={props.onBlur}
      onKeyDown={props.onKeyDown}
      autoFocus={props.autoFocus}
      disabled={props.disabled}
      className="min-w-48 text-sm"
      size={Math.min(8, Math.max(3, people.length))}
    >
      {people.map((person) => (
        <option key={person.userId} value={person.userId}>
          {fullName(person)}
        </option>
      ))}
    </select>
  );
}

/** Assignees: their initials, and a multiple choice of the people who can see the project. */
export function AssigneesCell({ task, form, disabled, labelled, people }: CellProps & { people: ListPerson[] }) {
  if (labelled) {
    return (
      <CellForm task={task} form={form} field="assigneeIds" label="Assignees">
        {({ label, sent, submitOnChange, pending }) => {
          const chosen = sent ? sent.getAll("assigneeIds").map(String) : task.assigneeIds;
          const assigned = assignedOf(task, people, chosen);
          return (
            <details className="relative" data-pending={pending || undefined}>
              <summary className="flex cursor-pointer list-none items-center gap-0.5 rounded px-1 py-0.5 text-xs hover:bg-slate-100 max-md:min-h-6" aria-label={`${label}: ${assigned.map(personLabel).join(", ") || "none"}`}>
                <Initials assigned={assigned} />
              </summary>
              <div className="absolute z-20 mt-1 rounded-md bg-white p-2 shadow-lg ring-1 ring-slate-200">
                <AssigneesSelect label={label} form={form} disabled={disabled} people={people} chosen={chosen} controlled onChange={submitOnChange} />
              </div>
            </details>
          );
        }}
      </CellForm>
    );
  }
  return (
    <RowCell
      {...rowCell(task, form, "assigneeIds", "Assignees", disabled)}
      said={assignedOf(task, people, task.assigneeIds).map(personLabel).join(", ") || "none"}
      show={(sent) => <Initials assigned={assignedOf(task, people, sent ? sent.getAll("assigneeIds").map(String) : task.assigneeIds)} />}
      // A click assigns or unassigns one person (the set after it is the choice's value).
      menu
      editor={(props) => (
        <ChoiceMenu
          {...menuProps(props, "assigneeIds")}
          multiple
          choices={people.map((person) => {
            const checked = task.assigneeIds.includes(person.userId);
            const values = checked ? task.assigneeIds.filter((userId) => userId !== person.userId) : [...task.assigneeIds, person.userId];
            return { key: person.userId, text: fullName(person), checked, values };
          })}
        />
      )}
    />
  );
}
