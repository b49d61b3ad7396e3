import type { ReactNode } from "react";
import type { ListColumn, RowTask } from "./types";

/**
 * The slot for custom column cells in every List view row. The columns
 * feature passes its editor (components/columns/ValueCell) as
 * `renderColumnCell` to <ListView>; until then each cell shows the stored
 * value as text.
 */
/** `labelled`: the task's panel (its cells are editors), not a row (its cells open when asked, decision 0071). */
export type ColumnCellRenderer = (props: { task: RowTask; column: ListColumn; disabled: boolean; labelled?: boolean }) => ReactNode;

export const plainColumnCell: ColumnCellRenderer = ({ task, column }) => {
  const value = task.values[column.id];
  return <span className="truncate text-sm text-slate-600">{value === undefined || value === null ? "" : Array.isArray(value) ? value.join(", ") : String(value)}</span>;
};
