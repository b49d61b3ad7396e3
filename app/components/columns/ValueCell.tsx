import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from "react";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import { useServerValue } from "~/components/live/useServerValue";
import { useOnDemand } from "~/components/OnDemand";
import { useUnsavedEdit } from "~/components/drafts/useUnsavedEdit";
import { useEditWatched } from "~/components/tasks/editsInFlight";
import { closeAfter, ShownValue } from "~/components/tasks/RowCell";
import { useToast } from "~/components/Toast";
import { useHydrated } from "~/components/useHydrated";
import {
  checkValue,
  currencyOf,
  formatValue,
  optionsOf,
  ratingMaxOf,
  valueFromForm,
  type ColumnShape,
  type ColumnValue,
  type DisplayContext,
} from "~/lib/columns";
import { VIA_FETCHER } from "~/intents/fetcher";
import { SET_COLUMN_VALUE, type ColumnActionData } from "./intents";
import { useDatePreferences } from "~/lib/shell";
import { DateField } from "~/components/DateField";

export type CellColumn = ColumnShape & { columnId: string; name: string };
export type Person = { userId: string; name: string };

type Props = {
  column: CellColumn;
  taskId: string;
  /** Names the cell for assistive technology: "Budget of Write the brief". */
  taskName: string;
  value: ColumnValue | null;
  /** The people a PEOPLE column may name: the project's members. */
  people?: readonly Person[];
  dateFormat?: string;
  /** Where the cell posts; the current route when not given. */
  action?: string;
  canEdit?: boolean;
  /** In a List row's opened cell (ColumnCell): the focus starts in it, and a choice made closes it. */
  opened?: { autoFocus: boolean; done: () => void };
};

/** The fetcher of one task's value in one column: the row's cell and the task's panel share it. */
export const columnFetcherKey = (taskId: string, columnId: string) => `column-${taskId}-${columnId}`;

/** Refusals already toasted: a row's cell and the panel read the same fetcher, and a cell's editor comes and goes. */
const toasted = new WeakSet<object>();

/** The cell's fetcher, its refusal toasted once; `shown` is the value on its way (when valid) or the saved one. */
export function useColumnFetcher(column: CellColumn, taskId: string, value: ColumnValue | null, onRefused?: () => void) {
  const fetcher = useFetcher<ColumnActionData>({ key: columnFetcherKey(taskId, column.columnId) });
  const toast = useToast();
  const refused = useRef(onRefused);
  refused.current = onRefused;
  const answered = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || answered.current === fetcher.data) return;
    answered.current = fetcher.data;
    if (fetcher.data.ok) return;
    refused.current?.();
    if (toasted.has(fetcher.data)) return;
    toasted.add(fetcher.data);
    toast.show(fetcher.data.message, "error");
  }, [fetcher.state, fetcher.data, toast]);
  const optimistic = fetcher.formData ? checkValue(column, valueFromForm(column, fetcher.formData.getAll("value").map(String))) : null;
  return { fetcher, pending: fetcher.state !== "idle", shown: optimistic?.ok ? optimistic.value : value };
}

const INPUT_TYPES: Partial<Record<ColumnShape["type"], string>> = {
  NUMBER: "number",
  CURRENCY: "number",
  PROGRESS: "number",
  URL: "url",
  EMAIL: "email",
  PHONE: "tel",
};

/** The columns whose editor is a choice (a button, a select or check boxes) rather than a typed value. */
const CHOICES = new Set<ColumnShape["type"]>(["CHECKBOX", "RATING", "SINGLE_SELECT", "MULTI_SELECT", "PEOPLE"]);

const CONTROL = "w-full min-w-0 rounded border border-transparent bg-transparent px-1.5 py-1 text-sm hover:border-slate-300 focus:border-brand-500 focus:outline-none";

/**
 * One task's value in one custom column, shown and edited in place. Without
 * JavaScript it is a small form posting intent "setColumnValue" to the page
 * (handleColumnAction); with it, the same form goes through a fetcher: the new
 * value shows at once, the cell is busy until the answer, and a refusal
 * restores the saved value with an error toast.
 */
export function ValueCell({ column, taskId, taskName, value, people = [], dateFormat, action, canEdit = true, opened }: Props) {
  const hydrated = useHydrated();
  const [resets, setResets] = useState(0);
  const { fetcher, pending, shown } = useColumnFetcher(column, taskId, value, () => setResets((n) => n + 1));
  const label = `${column.name} of ${taskName}`;
  const context = useDisplayContext(people, dateFormat);

  if (!canEdit) return <span className="px-1.5 text-sm">{formatValue(column, value, context)}</span>;

  /** A choice (a check, a star, an option) closes a row's opened cell; a typed value or a set of choices closes it when left. */
  const submit = (target: HTMLFormElement | HTMLButtonElement, choice = false) => {
    fetcher.submit(target, { method: "post", action });
    if (choice) opened?.done();
  };
  /** A checkbox or a star is the button that submits: its value goes with the form only when the fetcher is given the button. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    submit(submitter instanceof HTMLButtonElement ? submitter : event.currentTarget, submitter instanceof HTMLButtonElement);
  };
  /** With JavaScript a change saves at once; without, the form's Save button does. */
  const saveOnChange = (event: { currentTarget: { form: HTMLFormElement | null } }) => {
    if (event.currentTarget.form) submit(event.currentTarget.form, column.type === "SINGLE_SELECT");
  };

  // Choices follow the saved value by a new form; a typed value follows it in place (useServerValue), keeping what the reader types.
  return (
    <fetcher.Form
      key={`${resets}:${CHOICES.has(column.type) ? JSON.stringify(value) : ""}`}
      method="post"
      action={action}
      onSubmit={onSubmit}
      aria-busy={pending || undefined}
      aria-label={label}
      className={`flex items-center gap-1 ${pending ? "opacity-60" : ""}`}
    >
      <CsrfField />
      <input type="hidden" name={INTENT_FIELD} value={SET_COLUMN_VALUE} />
      <input type="hidden" name="taskId" value={taskId} />
      <input type="hidden" name="columnId" value={column.columnId} />
      <input type="hidden" name="columnType" value={column.type} />
      {hydrated ? <input type="hidden" name={VIA_FETCHER} value="1" /> : null}
      <Editor column={column} value={shown} label={label} people={people} context={context} hydrated={hydrated} onChange={saveOnChange} opened={opened !== undefined} autoFocus={opened?.autoFocus ?? false} />
    </fetcher.Form>
  );
}

type EditorProps = {
  column: CellColumn;
  value: ColumnValue | null;
  label: string;
  people: readonly Person[];
  context: DisplayContext;
  hydrated: boolean;
  onChange: (event: { currentTarget: { form: HTMLFormElement | null } }) => void;
  /** In a row's opened cell: a set of choices shows at once (the cell's link showed the value). */
  opened: boolean;
  autoFocus: boolean;
};

export const displayContext = (people: readonly Person[], dateFormat?: string): DisplayContext => ({ dateFormat, nameOf: (id) => people.find((person) => person.userId === id)?.name });

/** The display context of a cell: the board's date format when given, else the person's own. */
function useDisplayContext(people: readonly Person[], dateFormat?: string): DisplayContext {
  const preferences = useDatePreferences();
  return displayContext(people, dateFormat ?? preferences.dateFormat);
}

function SaveButton({ label, hidden }: { label: string; hidden: boolean }) {
  if (hidden) return null;
  return (
    <button type="submit" className="rounded border border-slate-300 px-1.5 py-0.5 text-xs" aria-label={`Save ${label}`}>
      Save
    </button>
  );
}

function Editor({ column, value, label, people, context, hydrated, onChange, opened, autoFocus }: EditorProps): ReactNode {
  const text = value === null ? "" : String(value);
  const typed = useServerValue(text);
  // Typed text is saved when the field is left; a navigation that does not leave it (Back) leaves it first (issue 43 §1).
  const field = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const holdsText = useUnsavedEdit(label, () => field.current?.blur());
  const fieldRef = (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    field.current = element;
    typed(element);
  };
  const typing = hydrated
    ? {
        onChange: (event: { currentTarget: { value: string } }) => holdsText(event.currentTarget.value !== text),
        // Enter in a one-line field submits its form: the text is on its way.
        onKeyDown: (event: { key: string; currentTarget: Element }) => {
          if (event.key === "Enter" && event.currentTarget.tagName === "INPUT") holdsText(false);
        },
      }
    : {};
  const saveOnLeave = hydrated
    ? (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        holdsText(false);
        changedOnly(text, onChange)(event);
      }
    : undefined;
  switch (column.type) {
    case "CHECKBOX":
      return (
        <button
          type="submit"
          name="value"
          value={value ? "false" : "true"}
          aria-pressed={Boolean(value)}
          aria-label={label}
          autoFocus={autoFocus}
          className="size-5 rounded border border-slate-400 text-xs leading-none"
        >
          {value ? "✓" : ""}
        </button>
      );
    case "RATING":
      return (
        <span role="group" aria-label={label} className="flex">
          {Array.from({ length: ratingMaxOf(column) }, (_, index) => index + 1).map((n) => (
            <button
              key={n}
              type="submit"
              name="value"
              value={n === value ? "" : String(n)}
              aria-label={`${n} of ${ratingMaxOf(column)}`}
              autoFocus={autoFocus && n === 1}
              aria-pressed={n === value}
              className={n <= Number(value ?? 0) ? "text-amber-500" : "text-slate-300"}
            >
              ★
            </button>
          ))}
        </span>
      );
    case "SINGLE_SELECT":
      return (
        <>
          <select name="value" defaultValue={text} aria-label={label} autoFocus={autoFocus} onChange={hydrated ? onChange : undefined} className={CONTROL}>
            <option value="">—</option>
            {optionsOf(column).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
          <SaveButton label={label} hidden={hydrated} />
        </>
      );
    case "MULTI_SELECT":
    case "PEOPLE": {
      const chosen = new Set(Array.isArray(value) ? value : []);
      const choices =
        column.type === "PEOPLE"
          ? people.map((person) => ({ id: person.userId, label: person.name }))
          : optionsOf(column).map((option) => ({ id: option.id, label: option.label }));
      const fieldset = (
        <fieldset className={opened ? "flex min-w-48 flex-col gap-1 p-1" : "absolute z-10 mt-1 flex min-w-48 flex-col gap-1 rounded-md bg-white p-2 shadow-lg ring-1 ring-slate-200"}>
          <legend className="sr-only">{label}</legend>
          {choices.map((choice, index) => (
            <label key={choice.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="value" value={choice.id} defaultChecked={chosen.has(choice.id)} autoFocus={autoFocus && index === 0} onChange={hydrated ? onChange : undefined} />
              {choice.label}
            </label>
          ))}
          <SaveButton label={label} hidden={hydrated} />
        </fieldset>
      );
      if (opened) return fieldset;
      return (
        <details className="relative w-full">
          <summary aria-label={label} className="cursor-pointer truncate px-1.5 py-1 text-sm">
            {formatValue(column, value, context) || "—"}
          </summary>
          {fieldset}
        </details>
      );
    }
    case "DATE":
      return (
        <>
          <DateField name="value" label={label} value={text} onDayChange={(_, carrier) => onChange({ currentTarget: carrier })} autoFocus={autoFocus} className={CONTROL} />
          <SaveButton label={label} hidden={hydrated} />
        </>
      );
    case "LONG_TEXT":
      return (
        <>
          <textarea ref={fieldRef} name="value" defaultValue={text} aria-label={label} autoFocus={autoFocus} rows={1} {...typing} onBlur={saveOnLeave} className={CONTROL} />
          <SaveButton label={label} hidden={hydrated} />
        </>
      );
    default:
      return (
        <>
          {column.type === "PROGRESS" && value !== null ? (
            <span aria-hidden="true" className="h-1.5 w-10 shrink-0 rounded bg-slate-200">
              <span className="block h-1.5 rounded bg-emerald-500" style={{ width: `${value}%` }} />
            </span>
          ) : null}
          {column.type === "CURRENCY" ? <span className="text-xs text-slate-500">{currencyOf(column)}</span> : null}
          <input
            ref={fieldRef}
            name="value"
            type={INPUT_TYPES[column.type] ?? "text"}
            step={column.type === "CURRENCY" ? "0.01" : column.type === "NUMBER" ? "any" : undefined}
            min={column.type === "PROGRESS" ? 0 : undefined}
            max={column.type === "PROGRESS" ? 100 : undefined}
            defaultValue={text}
            aria-label={label}
            autoFocus={autoFocus}
            {...typing}
            onBlur={saveOnLeave}
            className={CONTROL}
          />
          <SaveButton label={label} hidden={hydrated} />
        </>
      );
  }
}

/** Saves on leaving the field, only when its text changed. */
const changedOnly =
  (saved: string, save: EditorProps["onChange"]) => (event: { currentTarget: { value: string; form: HTMLFormElement | null } }) => {
    if (event.currentTarget.value !== saved) save(event);
  };

/**
 * A task's value in a custom column of a List row (decision 0071): a link showing the value that opens
 * its editor (ValueCell) in place, or without JavaScript `?open=<columnId>-<taskId>`. Closed it holds no
 * form and, until JavaScript runs, no fetcher; then it reads the editor's keyed fetcher, so a value on
 * its way shows after the editor closed, and a refusal toasts.
 */
export function ColumnCell(props: Props) {
  const { column, taskId, taskName, value, people = [], dateFormat, canEdit = true } = props;
  const { open, close, triggerProps } = useOnDemand(`${column.columnId}-${taskId}`);
  // Its fetcher is read only once a change of it is on its way (decision 0098): the same markup before and after hydration.
  const watched = useEditWatched(columnFetcherKey(taskId, column.columnId), false);
  const text = formatValue(column, value, useDisplayContext(people, dateFormat));
  if (!canEdit) return <span className="truncate px-1.5 text-sm">{text}</span>;
  return (
    <div className="cell relative">
      <a {...triggerProps} aria-label={`${column.name} of ${taskName}: ${text || "none"}`} className="cell-value">
        {watched ? <SentColumnValue {...props} /> : <ShownValue pending={false}>{text || <span className="text-slate-400">—</span>}</ShownValue>}
      </a>
      {open ? <OpenedColumnCell {...props} close={close} /> : null}
    </div>
  );
}

/** The opened cell's editor: the focus starts in it, and leaving it or Escape closes it. */
function OpenedColumnCell({ close, ...props }: Props & { close: (refocus?: boolean) => void }) {
  const hydrated = useHydrated();
  return (
    <div
      className="cell-editor"
      onBlur={(event) => {
        const editor = event.currentTarget;
        // After a save the blur brings, and only when the focus left the editor.
        setTimeout(() => {
          if (!editor.contains(document.activeElement)) close(false);
        }, 0);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") closeAfter(event.currentTarget, close);
      }}
    >
      <ValueCell {...props} opened={{ autoFocus: hydrated, done: () => close(editorHasFocus()) }} />
    </div>
  );
}

const editorHasFocus = () => document.activeElement?.closest(".cell-editor") !== null;

function SentColumnValue({ column, taskId, value, people = [], dateFormat }: Props) {
  const { pending, shown } = useColumnFetcher(column, taskId, value);
  const context = useDisplayContext(people, dateFormat);
  return <ShownValue pending={pending}>{formatValue(column, shown, context) || <span className="text-slate-400">—</span>}</ShownValue>;
}
