import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AddItemForm } from "./AddItemForm";
import type { ColumnCellRenderer } from "../list/columnSlot";
import { withParams } from "../list/listUrl";
import type { ListContext, OpenTask } from "../list/types";
import { DescriptionField } from "./DescriptionField";
import { AssigneesCell, DateCell, NameCell, PriorityCell, StatusCell } from "./FieldCells";
import { EditFields, useEditFetcher } from "./useEditFetcher";

/** The side panel of one task or subtask (?taskId=): every field, the description, the subtasks, duplicate and delete. */
type GroupChoice = { id: string; name: string };

export function TaskPanel({ task, context, groups, renderColumnCell }: { task: OpenTask; context: ListContext; groups: GroupChoice[]; renderColumnCell: ColumnCellRenderer }) {
  const { search } = useLocation();
  const disabled = !context.canEdit;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [task.id]);
  const confirming = new URLSearchParams(search).get("confirmDelete") === "1";
  return (
    <aside aria-labelledby="task-panel-title" className="fixed inset-y-0 right-0 z-30 flex w-full max-w-md flex-col gap-4 overflow-y-auto border-l border-slate-200 bg-white p-5 shadow-xl">
      <div className="flex items-start justify-between gap-2">
        <h2 id="task-panel-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
          {task.parentId ? "Subtask" : "Task"}: {task.name}
        </h2>
        <Link to={withParams(search, { taskId: null, confirmDelete: null })} preventScrollReset className="rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100">
          Close<span className="sr-only"> task panel</span>
        </Link>
      </div>
      {task.parentId ? (
        <Link to={withParams(search, { taskId: task.parentId })} className="text-sm text-brand-700 hover:underline">
          ← Parent task
        </Link>
      ) : null}
      <div className="flex flex-col gap-2">
        <NameCell task={task} disabled={disabled} labelled />
        <StatusCell task={task} disabled={disabled} labelled statuses={context.statuses} />
        <AssigneesCell task={task} disabled={disabled} labelled people={context.people} />
        <PriorityCell task={task} disabled={disabled} labelled />
        <DateCell task={task} disabled={disabled} labelled field="startDate" />
        <DateCell task={task} disabled={disabled} labelled field="dueDate" />
        {context.columns.map((column) => (
          <div key={column.id} className="flex items-center gap-1">
            <span className="w-24 shrink-0 text-sm text-slate-500">{column.name}</span>
            {renderColumnCell({ task, column, disabled })}
          </div>
        ))}
      </div>
      <DescriptionField task={task} canEdit={context.canEdit} />
      {task.parentId ? null : <Subtasks task={task} canEdit={context.canEdit} />}
      {task.parentId || !context.canEdit ? null : <MoveToGroup task={task} groups={groups} />}
      {context.canEdit ? (
        <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          <SimplePost intent="duplicateTask" taskId={task.id} label="Duplicate" />
          <Link to={withParams(search, { confirmDelete: "1" })} preventScrollReset className="rounded border border-red-300 px-3 py-1 text-sm text-red-700 hover:bg-red-50">
            Delete
          </Link>
        </div>
      ) : null}
      {confirming ? <ConfirmDeleteTask task={task} /> : null}
    </aside>
  );
}

function Subtasks({ task, canEdit }: { task: OpenTask; canEdit: boolean }) {
  const { search } = useLocation();
  return (
    <section aria-labelledby="subtasks-title" className="flex flex-col gap-2">
      <h3 id="subtasks-title" className="text-sm font-semibold text-slate-700">
        Subtasks ({task.subtaskCount})
      </h3>
      <ul aria-label={`Subtasks of ${task.name}`} className="divide-y divide-slate-100 rounded ring-1 ring-slate-200">
        {task.subtasks.map((subtask) => (
          <li key={subtask.id} className="px-2 py-1 text-sm">
            <Link to={withParams(search, { taskId: subtask.id })} className="hover:underline">
              {subtask.name}
            </Link>
          </li>
        ))}
      </ul>
      {canEdit ? <AddItemForm intent="addTask" values={{ parentId: task.id }} id="new-subtask" label={`New subtask of ${task.name}`} placeholder="+ Add subtask" button="Add subtask" /> : null}
    </section>
  );
}

/** Moves the task (with its subtasks) to the end of another group of this project. */
function MoveToGroup({ task, groups }: { task: OpenTask; groups: GroupChoice[] }) {
  const { fetcher, pending } = useEditFetcher(`move-${task.id}`);
  const others = groups.filter((group) => group.id !== task.groupId);
  if (others.length === 0) return null;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2" preventScrollReset>
      <EditFields intent="moveTask" values={{ taskId: task.id }} />
      <label htmlFor="move-to-group" className="text-sm text-slate-600">
        Move to group
      </label>
      <select id="move-to-group" name="groupId" className="rounded border border-slate-300 px-2 py-1 text-sm">
        {others.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
      <button type="submit" disabled={pending} className="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 disabled:opacity-60">
        Move
      </button>
    </fetcher.Form>
  );
}

function SimplePost({ intent, taskId, label }: { intent: "duplicateTask"; taskId: string; label: string }) {
  const { fetcher, pending } = useEditFetcher(`${intent}-${taskId}`);
  return (
    <fetcher.Form method="post" preventScrollReset>
      <EditFields intent={intent} values={{ taskId }} />
      <button type="submit" disabled={pending} className="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 disabled:opacity-60">
        {pending ? "Working…" : label}
      </button>
    </fetcher.Form>
  );
}

/** Delete is final until the bin arrives: the panel says so and asks first (a plain form without JavaScript). */
function ConfirmDeleteTask({ task }: { task: OpenTask }) {
  const { search } = useLocation();
  return (
    <div role="alertdialog" aria-labelledby="confirm-delete-task" className="rounded-md border border-amber-300 bg-amber-50 p-3">
      <p id="confirm-delete-task" className="text-sm font-medium">
        Delete “{task.name}”{task.subtaskCount ? ` and its ${task.subtaskCount} subtasks` : ""}? This cannot be undone.
      </p>
      <div className="mt-2 flex gap-2">
        {/* A navigation, not a fetcher: the panel closes with the task. */}
        <Form method="post">
          <EditFields intent="deleteTask" values={{ taskId: task.id }} navigate />
          <button type="submit" className="rounded bg-red-700 px-3 py-1 text-sm font-medium text-white hover:bg-red-800">
            Yes, delete
          </button>
        </Form>
        <Link to={withParams(search, { confirmDelete: null })} preventScrollReset className="rounded border border-slate-300 px-3 py-1 text-sm">
          Keep task
        </Link>
      </div>
    </div>
  );
}
