import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from "react";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import { onDemandHref, openRequested } from "~/components/OnDemand";
import { chooseOpen, OPEN, useCellState, WATCHED } from "~/components/tasks/cellState";
import { closeAfter, ShownValue } from "~/components/tasks/RowCell";
import { useToast } from "~/components/Toast";
import { useHydrated } from "~/components/useHydrated";
import { formatValue, type ColumnValue, type DisplayContext } from "~/lib/columns";
import { VIA_FETCHER } from "~/intents/fetcher";
import { SET_COLUMN_VALUE, type ColumnActionData } from "./intents";
import { useDatePreferences } from "~/lib/shell";
import { fetchValueChecker, pendingValue } from "./valueChecks";
import { VALUE_VIEWS } from "./valueViews";
import type { CellColumn, Person } from "./valueViews/view";

export type { CellColumn, Person } from "./valueViews/view";

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
  const optimistic = fetcher.formData ? pendingValue(column, fetcher.formData.getAll("value").map(String)) : null;
  return { fetcher, pending: fetcher.state !== "idle", shown: optimistic?.ok ? optimistic.value : value };
}

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
  const view = VALUE_VIEWS[column.type];
  useEffect(() => {
    if (canEdit) fetchValueChecker().catch(() => {}); // offline: the saved value shows until the answer
  }, [canEdit]);

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
    if (event.currentTarget.form) submit(event.currentTarget.form, view.changeCloses);
  };

  // Choices follow the saved value by a new form; a typed value follows it in place (useServerValue), keeping what the reader types.
  return (
    <fetcher.Form
      key={`${resets}:${view.choice ? JSON.stringify(value) : ""}`}
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
      <view.Editor column={column} value={shown} label={label} people={people} context={context} hydrated={hydrated} onChange={saveOnChange} opened={opened !== undefined} autoFocus={opened?.autoFocus ?? false} />
    </fetcher.Form>
  );
}

export const displayContext = (people: readonly Person[], dateFormat?: string): DisplayContext => ({ dateFormat, nameOf: (id) => people.find((person) => person.userId === id)?.name });

/** The display context of a cell: the board's date format when given, else the person's own. */
function useDisplayContext(people: readonly Person[], dateFormat?: string): DisplayContext {
  const preferences = useDatePreferences();
  return displayContext(people, dateFormat ?? preferences.dateFormat);
}

/**
 * A task's value in a custom column of a List row (decision 0071): a link showing the value that opens
 * its editor (ValueCell) in place, or without JavaScript `?open=<columnId>-<taskId>`. Closed it holds no
 * form, no fetcher and no state of its own (issue 40 §1: a List of nine columns has 180 of them): one
 * subscription to the page's cell state (useCellState) says whether it is open and whether an edit of
 * it went out, from which on it reads the editor's keyed fetcher, so a value on its way shows after the
 * editor closed, and a refusal toasts.
 */
export function ColumnCell(props: Props) {
  const { column, taskId, taskName, value, people = [], dateFormat, canEdit = true } = props;
  const name = `${column.columnId}-${taskId}`;
  const { pathname, search, key } = useLocation();
  const state = useCellState(name, columnFetcherKey(taskId, column.columnId), key, openRequested(search, name));
  const text = formatValue(column, value, useDisplayContext(people, dateFormat));
  if (!canEdit) return <span className="truncate px-1.5 text-sm">{text}</span>;
  const open = (state & OPEN) !== 0;
  const toggle = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    chooseOpen(name, !open, key);
  };
  return (
    <div className="cell relative">
      <a
        href={onDemandHref(pathname, search, name, open)}
        role="button"
        aria-expanded={open}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === " ") toggle(event);
        }}
        aria-label={`${column.name} of ${taskName}: ${text || "none"}`}
        className="cell-value"
      >
        {state & WATCHED ? <SentColumnValue {...props} /> : <ShownValue pending={false}>{text || <span className="text-slate-400">—</span>}</ShownValue>}
      </a>
      {open ? <OpenedColumnCell {...props} close={() => chooseOpen(name, false, key)} /> : null}
    </div>
  );
}

/** The opened cell's editor: the focus starts in it, and leaving it or Escape closes it (back to the cell's link when asked). */
function OpenedColumnCell({ close: closeCell, ...props }: Props & { close: () => void }) {
  const hydrated = useHydrated();
  const editor = useRef<HTMLDivElement>(null);
  const close = (refocus = true) => {
    closeCell();
    if (refocus) (editor.current?.previousElementSibling as HTMLElement | null)?.focus();
  };
  return (
    <div
      ref={editor}
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
