import { Link, useLocation } from "@remix-run/react";
import { MessageCount } from "~/components/conversations/MessageCount";
import type { CSSProperties, HTMLAttributes, ReactNode } from "react";
import { AssigneesCell, DateCell, NameCell, PriorityCell, StatusCell } from "../tasks/FieldCells";
import { PlaceButtons } from "./PlaceButtons";
import type { ColumnCellRenderer } from "./columnSlot";
import { rowId, withParams } from "./listUrl";
import type { ListContext, RowTask } from "./types";

/** The List view's columns: handle, name, status, assignees, priority, start, due, custom columns, move buttons. */
export const rowGrid = (customColumns: number): CSSProperties => ({
  display: "grid",
  alignItems: "center",
  columnGap: "0.5rem",
  gridTemplateColumns: `1.5rem minmax(12rem, 1fr) 9rem 8rem 7rem 9rem 9rem ${"9rem ".repeat(customColumns)}5.5rem`,
});

export type DragHandle = { attributes: HTMLAttributes<HTMLButtonElement>; listeners?: Record<string, unknown>; style?: CSSProperties; setNodeRef?: (node: HTMLElement | null) => void };

type RowProps = {
  task: RowTask;
  context: ListContext;
  renderColumnCell: ColumnCellRenderer;
  previousId: string | null;
  nextId: string | null;
  highlighted: boolean;
  drag?: DragHandle;
  children?: ReactNode;
};

/** One task or subtask: its fields edited in place, the custom column cells, and the keys to move it. */
export function TaskRow({ task, context, renderColumnCell, previousId, nextId, highlighted, drag, children }: RowProps) {
  const { search } = useLocation();
  const disabled = !context.canEdit;
  const isSubtask = task.parentId !== null;
  return (
    <li
      id={rowId(task.id)}
      ref={drag?.setNodeRef}
      style={drag?.style}
      aria-label={task.name}
      data-highlighted={highlighted || undefined}
      className="border-b border-slate-100 bg-white data-[highlighted]:bg-amber-50 data-[highlighted]:ring-2 data-[highlighted]:ring-amber-300"
    >
      <div className="min-h-10 px-2" style={rowGrid(context.columns.length)}>
        {drag && !disabled ? (
          <button type="button" aria-label={`Drag ${task.name}`} className="cursor-grab text-slate-500 hover:text-slate-700" {...drag.attributes} {...drag.listeners}>
            ⠿
          </button>
        ) : (
          <span aria-hidden="true" />
        )}
        <div className={`flex min-w-0 items-center gap-1 ${isSubtask ? "pl-6" : ""}`}>
          <NameCell task={task} disabled={disabled} />
          <MessageCount counts={task} to={withParams(search, { taskId: task.id, tab: "conversations", confirmDelete: null })} />
          <Link to={withParams(search, { taskId: task.id, confirmDelete: null })} preventScrollReset className="shrink-0 rounded px-1 text-xs text-brand-700 hover:underline" aria-label={`Open ${task.name}`}>
            Open
          </Link>
        </div>
        <StatusCell task={task} disabled={disabled} statuses={context.statuses} />
        <AssigneesCell task={task} disabled={disabled} people={context.people} />
        <PriorityCell task={task} disabled={disabled} />
        <DateCell task={task} disabled={disabled} field="startDate" />
        <DateCell task={task} disabled={disabled} field="dueDate" />
        <div className="contents" data-slot="column-cells">
          {context.columns.map((column) => (
            <div key={column.id} className="min-w-0">
              {renderColumnCell({ task, column, disabled })}
            </div>
          ))}
        </div>
        {disabled ? <span /> : <PlaceButtons intent="placeTask" idField="taskId" id={task.id} name={task.name} previousId={previousId} nextId={nextId} />}
      </div>
      {children}
    </li>
  );
}
