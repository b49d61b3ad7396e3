import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { useOnDemand } from "~/components/OnDemand";
import { useHydrated } from "~/components/useHydrated";
import { ROW_SAVE } from "~/lib/taskForms";
import { useEditWatched } from "./editsInFlight";
import { useEditFetcher } from "./useEditFetcher";

/**
 * One field of a List row (issue 23 §2, decision 0071): closed, a link showing the value and named like
 * the control ("Status of Write spec: In progress"); opened (`?open=<field>-<taskId>` without
 * JavaScript, a click with it), today's control over it. Closed, a cell costs its link alone: no
 * fetcher, no state beyond the open flag. Its post goes through the keyed fetcher `cellFetcherKey`,
 * which the link reads once JavaScript runs, so the chosen value shows while it is on its way and a
 * refusal toasts and falls back, though the editor closed on the change.
 */
export type Control = HTMLInputElement | HTMLSelectElement | HTMLButtonElement;

export const cellFetcherKey = (taskId: string, field: string) => `task-${taskId}-${field}`;
/** The name of a cell's editor in `?open=`. */
export const cellName = (taskId: string, field: string) => `${field}-${taskId}`;

export type EditorProps = {
  label: string;
  form: string;
  /** Posts the control's field alone (JavaScript); `done` closes the editor after. */
  post: (control: Control, done?: boolean) => void;
  /** Closes the editor without saving, back to the cell's link. */
  cancel: () => void;
  /** Leaving the editor closes it (with JavaScript). */
  onBlur: (event: FocusEvent<Control>) => void;
  onKeyDown: (event: KeyboardEvent<Control>) => void;
  autoFocus: boolean;
};

type RowCellProps = {
  taskId: string;
  taskName: string;
  field: string;
  label: string;
  form: string;
  disabled?: boolean;
  /** What the link says for screen readers after "Status of Write spec: ". */
  said: string;
  /** The value as the link shows it; `sent` is a change on its way (with JavaScript). */
  show: (sent: FormData | undefined) => ReactNode;
  editor: (props: EditorProps) => ReactNode;
  /** Builds the post of one control (cellData). */
  data: (control: Control) => FormData;
  /** The task's data as the page holds it: a change shows until the page holds newer data. */
  version: object;
  /** The editor is a menu whose every entry posts (ChoiceMenu): no Save button of its own. */
  menu?: boolean;
};

export function RowCell({ taskId, taskName, field, label, form, disabled, said, show, editor, data, version, menu = false }: RowCellProps) {
  const { open, close, triggerProps } = useOnDemand(cellName(taskId, field));
  // The change just posted, shown from the next frame on (the fetcher's own state comes a render later)
  // until the page holds the task's data read since, or the post is refused.
  const [chosen, setChosen] = useState<{ form: FormData; version: object }>();
  // The cell reads its fetcher only once an edit of it is on its way (decision 0098): its markup is the same before and after hydration.
  const watched = useEditWatched(cellFetcherKey(taskId, field), chosen !== undefined);
  const named = `${label} of ${taskName}`;
  if (disabled) {
    return (
      <div className="cell cell-read">
        <span className="sr-only">{named}: </span>
        {show(undefined)}
      </div>
    );
  }
  return (
    <div className="cell relative">
      <a {...triggerProps} aria-label={`${named}: ${said}`} data-cell={field} className="cell-value">
        {watched ? <SentValue fetcherKey={cellFetcherKey(taskId, field)} show={show} chosen={chosen?.version === version ? chosen.form : undefined} refused={() => setChosen(undefined)} /> : <ShownValue pending={false}>{show(undefined)}</ShownValue>}
      </a>
      {open ? <Editor taskId={taskId} field={field} named={named} form={form} menu={menu} close={close} editor={editor} data={data} sent={(posted) => setChosen({ form: posted, version })} /> : null}
    </div>
  );
}

/** A cell's value as its link shows it, dimmed while a change is on its way: the same element whether or not the cell reads its fetcher. */
export function ShownValue({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <span className="truncate data-[pending]:opacity-60" data-pending={pending || undefined}>
      {children}
    </span>
  );
}

/** The value, or the change on its way through the cell's fetcher; a refused change toasts (useEditFetcher). */
function SentValue({ fetcherKey, show, chosen, refused }: { fetcherKey: string; show: RowCellProps["show"]; chosen: FormData | undefined; refused: () => void }) {
  const { fetcher, pending, sent } = useEditFetcher(fetcherKey);
  const wasPending = useRef(pending);
  const refusal = !pending && fetcher.data?.ok === false;
  useEffect(() => {
    if (wasPending.current && refusal) refused();
    wasPending.current = pending;
  }, [pending, refusal, refused]);
  return <ShownValue pending={pending || chosen !== undefined}>{show(pending ? sent : chosen)}</ShownValue>;
}

type OpenProps = Pick<RowCellProps, "taskId" | "field" | "form" | "editor" | "data" | "menu"> & {
  named: string;
  close: (refocus?: boolean) => void;
  sent: (data: FormData) => void;
};

function Editor({ taskId, field, named, form, menu, close, editor, data, sent }: OpenProps) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const post = (control: Control, done = false) => {
    const posted = data(control);
    sent(posted);
    submit(posted, { method: "post", navigate: false, fetcherKey: cellFetcherKey(taskId, field), preventScrollReset: true });
    // Back to the cell's link, unless the focus went elsewhere meanwhile (a keyboard choice goes back to its row).
    if (done) close(control === document.activeElement);
  };
  // After the change that may come with the blur (a picked option), and only when the focus left the cell.
  const onBlur = (event: FocusEvent<Control>) => {
    const cell = event.currentTarget.closest(".cell");
    setTimeout(() => {
      if (!cell?.contains(document.activeElement)) close(false);
    }, 0);
  };
  // After the keyboard layer's own Escape (back to the row, decision 0049), which needs the field still there.
  const onKeyDown = (event: KeyboardEvent<Control>) => {
    if (event.key === "Escape") closeAfter(event.currentTarget, close);
  };
  return (
    <div className="cell-editor">
      {editor({ label: named, form, post, cancel: () => close(), onBlur: hydrated ? onBlur : () => {}, onKeyDown, autoFocus: hydrated })}
      {hydrated || menu ? null : (
        // Named by its text (not aria-label): a search by the field's label finds the field alone.
        <button type="submit" form={form} name={ROW_SAVE} value={field} className="cell-save">
          Save<span className="sr-only"> {named}</span>
        </button>
      )}
    </div>
  );
}

/** Closes an editor once the key's other listeners ran, back to its cell's link when the focus is still in the cell. */
export function closeAfter(control: Pick<Element, "closest">, close: (refocus?: boolean) => void) {
  const cell = control.closest(".cell");
  setTimeout(() => close(cell?.contains(document.activeElement) ?? false), 0);
}
