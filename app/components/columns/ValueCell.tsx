import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import { useServerValue } from "~/components/live/useServerValue";
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
};

const INPUT_TYPES: Partial<Record<ColumnShape["type"], string>> = {
  NUMBER: "number",
  CURRENCY: "number",
  PROGRESS: "number",
  DATE: "date",
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
export function ValueCell({ column, taskId, taskName, value, people = [], dateFormat, action, canEdit = true }: Props) {
  const fetcher = useFetcher<ColumnActionData>();
  const hydrated = useHydrated();
  const toast = useToast();
  const [resets, setResets] = useState(0);
  const label = `${column.name} of ${taskName}`;
  const context: DisplayContext = { dateFormat, nameOf: (id) => people.find((person) => person.userId === id)?.name };

  const pending = fetcher.state !== "idle";
  const optimistic = fetcher.formData ? checkValue(column, valueFromForm(column, fetcher.formData.getAll("value").map(String))) : null;
  const shown = optimistic?.ok ? optimistic.value : value;

  const answered = useRef<ColumnActionData | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || answered.current === fetcher.data) return;
    answered.current = fetcher.data;
    if (!fetcher.data.ok) {
      toast.show(fetcher.data.message, "error");
      setResets((n) => n + 1);
    }
  }, [fetcher.state, fetcher.data, toast]);

  if (!canEdit) return <span className="px-1.5 text-sm">{formatValue(column, value, context)}</span>;

  const submit = (target: HTMLFormElement | HTMLButtonElement) => fetcher.submit(target, { method: "post", action });
  /** A checkbox or a star is the button that submits: its value goes with the form only when the fetcher is given the button. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    submit(submitter instanceof HTMLButtonElement ? submitter : event.currentTarget);
  };
  /** With JavaScript a change saves at once; without, the form's Save button does. */
  const saveOnChange = (event: { currentTarget: { form: HTMLFormElement | null } }) => {
    if (event.currentTarget.form) submit(event.currentTarget.form);
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
      <Editor column={column} value={shown} label={label} people={people} context={context} hydrated={hydrated} onChange={saveOnChange} />
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
};

function SaveButton({ label, hidden }: { label: string; hidden: boolean }) {
  if (hidden) return null;
  return (
    <button type="submit" className="rounded border border-slate-300 px-1.5 py-0.5 text-xs" aria-label={`Save ${label}`}>
      Save
    </button>
  );
}

function Editor({ column, value, label, people, context, hydrated, onChange }: EditorProps): ReactNode {
  const text = value === null ? "" : String(value);
  const typed = useServerValue(text);
  switch (column.type) {
    case "CHECKBOX":
      return (
        <button
          type="submit"
          name="value"
          value={value ? "false" : "true"}
          aria-pressed={Boolean(value)}
          aria-label={label}
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
          <select name="value" defaultValue={text} aria-label={label} onChange={hydrated ? onChange : undefined} className={CONTROL}>
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
      return (
        <details className="relative w-full">
          <summary aria-label={label} className="cursor-pointer truncate px-1.5 py-1 text-sm">
            {formatValue(column, value, context) || "—"}
          </summary>
          <fieldset className="absolute z-10 mt-1 flex min-w-48 flex-col gap-1 rounded-md bg-white p-2 shadow-lg ring-1 ring-slate-200">
            <legend className="sr-only">{label}</legend>
            {choices.map((choice) => (
              <label key={choice.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="value" value={choice.id} defaultChecked={chosen.has(choice.id)} onChange={hydrated ? onChange : undefined} />
                {choice.label}
              </label>
            ))}
            <SaveButton label={label} hidden={hydrated} />
          </fieldset>
        </details>
      );
    }
    case "LONG_TEXT":
      return (
        <>
          <textarea ref={typed} name="value" defaultValue={text} aria-label={label} rows={1} onBlur={hydrated ? changedOnly(text, onChange) : undefined} className={CONTROL} />
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
            ref={typed}
            name="value"
            type={INPUT_TYPES[column.type] ?? "text"}
            step={column.type === "CURRENCY" ? "0.01" : column.type === "NUMBER" ? "any" : undefined}
            min={column.type === "PROGRESS" ? 0 : undefined}
            max={column.type === "PROGRESS" ? 100 : undefined}
            defaultValue={text}
            aria-label={label}
            onBlur={hydrated ? changedOnly(text, onChange) : undefined}
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
