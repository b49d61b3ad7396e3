import type { ReactNode } from "react";
import type { ColumnShape, ColumnValue, DisplayContext } from "~/lib/columns";

export type CellColumn = ColumnShape & { columnId: string; name: string };
export type Person = { userId: string; name: string };

/** What a type's editor is given by the value cell (ValueCell) whose form it sits in. */
export type EditorProps = {
  column: CellColumn;
  value: ColumnValue | null;
  label: string;
  /** The people a PEOPLE column may name: the project's members. */
  people: readonly Person[];
  context: DisplayContext;
  hydrated: boolean;
  /** Saves the form the field is in (with JavaScript). */
  onChange: (event: { currentTarget: { form: HTMLFormElement | null } }) => void;
  /** In a row's opened cell: a set of choices shows at once (the cell's link showed the value). */
  opened: boolean;
  autoFocus: boolean;
};

/**
 * A custom column type on screen (decision 102): the editor of its value in a cell's form. Its
 * value reads as its definition's text (`lib/columnTypes`, `format`) wherever it is only shown.
 */
export type ValueView = {
  Editor: (props: EditorProps) => ReactNode;
  /** The editor is a choice (a button, a select, check boxes): it follows the saved value by a new form, not in place. */
  choice?: boolean;
  /** A change is one final choice: it closes a List row's opened cell. */
  changeCloses?: boolean;
};

export const CONTROL = "w-full min-w-0 rounded border border-transparent bg-transparent px-1.5 py-1 text-sm hover:border-slate-300 focus:border-brand-500 focus:outline-none";

/** Without JavaScript a change is saved by the form's button. */
export function SaveButton({ label, hidden }: { label: string; hidden: boolean }) {
  if (hidden) return null;
  return (
    <button type="submit" className="rounded border border-slate-300 px-1.5 py-0.5 text-xs" aria-label={`Save ${label}`}>
      Save
    </button>
  );
}
