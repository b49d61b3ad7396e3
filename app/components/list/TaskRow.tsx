import { useLocation } from "@remix-run/react";
import { MessageCount } from "~/components/conversations/MessageCount";
import { DELEGATED_LINK } from "~/components/delegatedLinks";
import { useId, type CSSProperties, type ReactNode } from "react";
import { AssigneesCell, DateCell, NameCell, PriorityCell, StatusCell, TaskForm } from "../tasks/FieldCells";
import { RowPlaceButtons } from "./PlaceButtons";
import type { ColumnCellRenderer } from "./columnSlot";
import { NAME_WIDTH_PROPERTY } from "~/lib/listColumns";
import { withParams } from "~/lib/searchParams";
import { rowId } from "./listUrl";
import type { ListContext, RowTask } from "./types";

/**
 * The List view's columns: handle, name (its width a property of its own, which the head's separator
 * moves: ListHead), status, assignees, priority, start, due, custom columns, move buttons (taking what
 * is left; below 768 px the name column at most half the screen, app.css). Set once on the list (a custom property the rows' `.list-grid` class reads, app.css), not in
 * every row's markup.
 */
export const rowGrid = (customColumns: number, nameWidth: number) =>
  ({
    [NAME_WIDTH_PROPERTY]: `${nameWidth}px`,
    "--list-columns": `1.5rem min(var(${NAME_WIDTH_PROPERTY}), var(--list-name-cap, 100vw)) 9rem 8rem 7rem 9rem 9rem ${"9rem ".repeat(customColumns)}minmax(5.5rem, 1fr)`,
  }) as CSSProperties;

type RowProps = {
  task: RowTask;
  context: ListContext;
  renderColumnCell: ColumnCellRenderer;
  previousId: string | null;
  nextId: string | null;
  highlighted: boolean;
  children?: ReactNode;
};

/**
 * One task or subtask: its fields edited in place, the custom column cells, and the keys to move it.
 * Its first cell is an empty slot into which the group's drag and drop, once loaded, puts the drag
 * handle (./dnd, decision 0095): the row is not rendered again for it.
 */
export function TaskRow({ task, context, renderColumnCell, previousId, nextId, highlighted, children }: RowProps) {
  const { pathname, search } = useLocation();
  const disabled = !context.canEdit;
  const isSubtask = task.parentId !== null;
  // The row's one form (decision 0067): every cell's control and the move buttons name it (a short id: it is repeated in each).
  const form = useId();
  return (
    <li
      id={rowId(task.id)}
      aria-label={task.name}
      data-highlighted={highlighted || undefined}
      className="list-row"
    >
      {disabled ? null : <TaskForm id={form} taskId={task.id} />}
      <div className="list-grid min-h-10 px-2">
        {disabled ? <span aria-hidden="true" /> : <span data-drag-slot="" className="grid" />}
        <div className={`list-name flex min-w-0 items-center gap-1 ${isSubtask ? "pl-6" : ""}`}>
          <NameCell task={task} form={form} disabled={disabled} />
          {/* Plain anchors the List's one handler navigates (decision 0098): no router Link per row. */}
          <MessageCount counts={task} to={`${pathname}${withParams(search, { taskId: task.id, tab: "conversations", confirmDelete: null })}`} delegated />
          <a href={`${pathname}${withParams(search, { taskId: task.id, confirmDelete: null })}`} {...DELEGATED_LINK} className="inline-flex min-h-6 shrink-0 items-center rounded px-1 text-xs text-brand-700 hover:underline" aria-label={`Open ${task.name}`}>
            Open
          </a>
        </div>
        <StatusCell task={task} form={form} disabled={disabled} statuses={context.statuses} />
        <AssigneesCell task={task} form={form} disabled={disabled} people={context.people} />
        <PriorityCell task={task} form={form} disabled={disabled} />
        <DateCell task={task} form={form} disabled={disabled} field="startDate" />
        <DateCell task={task} form={form} disabled={disabled} field="dueDate" />
        <div className="contents" data-slot="column-cells">
          {context.columns.map((column) => (
            <div key={column.id} className="min-w-0">
              {renderColumnCell({ task, column, disabled })}
            </div>
          ))}
        </div>
        {disabled ? <span /> : <RowPlaceButtons form={form} taskId={task.id} name={task.name} previousId={previousId} nextId={nextId} />}
      </div>
      {children}
    </li>
  );
}
