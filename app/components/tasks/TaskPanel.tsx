import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { AttachmentsSection } from "../attachments/AttachmentsSection";
import { fileDropProps, useUploads, type Uploads } from "../attachments/useUploads";
import { ConversationsTab } from "../conversations/ConversationsTab";
import { useLive } from "../live/LiveUpdates";
import { EditingNotice } from "../live/Presence";
import { PanelTabs } from "../conversations/PanelTabs";
import type { ThreadView } from "../conversations/types";
import { ALL_THREAD_PARAMS, CONVERSATIONS_TAB, THREAD_PARAMS } from "~/lib/conversationForms";
import { AddItemForm } from "./AddItemForm";
import type { ColumnCellRenderer } from "../list/columnSlot";
import { withParams } from "~/lib/searchParams";
import type { ListContext, OpenTask } from "../list/types";
import { DescriptionField } from "./DescriptionField";
import { AssigneesCell, DateCell, NameCell, PriorityCell, StatusCell, TaskForm } from "./FieldCells";
import { EditFields, useEditFetcher } from "./useEditFetcher";
import { Restricted } from "~/components/access/Restricted";
import { PANEL_CLOSE, PANEL_TITLE_BAR, SIDE_PANEL } from "./sidePanel";

/**
 * The side panel of one task or subtask (?taskId=): its Details tab (every field, the description,
 * the subtasks, duplicate, archive and move to the bin) and its Conversations tab (`tab=conversations`).
 */
type GroupChoice = { id: string; name: string };

/** Another task's panel: the same tab, none of this thread's state. */
const otherTask = (taskId: string) => ({ ...Object.fromEntries(ALL_THREAD_PARAMS.filter((name) => name !== THREAD_PARAMS.tab).map((name) => [name, null])), taskId });

export function TaskPanel({ task, context, groups, renderColumnCell, thread = null }: { task: OpenTask; context: ListContext; groups: GroupChoice[]; renderColumnCell: ColumnCellRenderer; thread?: ThreadView | null }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const conversations = params.get(THREAD_PARAMS.tab) === CONVERSATIONS_TAB;
  const linked = params.has(THREAD_PARAMS.conversation);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Files dropped onto the panel, or an image pasted in it, attach to the task (issue 17 §3).
  const uploads = useUploads({ type: "task", id: task.id }, { refresh: true });
  const [dragging, setDragging] = useState(false);
  // Whoever can edit the task and has its panel open shows as editing it to the others on the project (issue 21).
  const { setEditing } = useLive();
  useEffect(() => {
    if (!context.canEdit) return;
    setEditing(task.id);
    return () => setEditing(null);
  }, [task.id, context.canEdit, setEditing]);
  // A link to a message focuses the message instead (ConversationsTab).
  useEffect(() => {
    if (!linked) headingRef.current?.focus();
  }, [task.id, linked]);
  return (
    <aside
      aria-labelledby="task-panel-title"
      data-dragging={dragging || undefined}
      {...fileDropProps(uploads.start, setDragging)}
      className={SIDE_PANEL}
    >
      <div className={PANEL_TITLE_BAR}>
        <h2 id="task-panel-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
          {task.parentId ? "Subtask" : "Task"}: {task.name}
        </h2>
        <Link to={withParams(search, { ...Object.fromEntries(ALL_THREAD_PARAMS.map((name) => [name, null])), taskId: null })} preventScrollReset className={PANEL_CLOSE}>
          Close<span className="sr-only"> task panel</span>
        </Link>
      </div>
      <EditingNotice taskId={task.id} />
      {task.parentId ? (
        <Link to={withParams(search, otherTask(task.parentId))} className="text-sm text-brand-700 hover:underline">
          ← Parent task
        </Link>
      ) : null}
      <PanelTabs current={conversations ? "conversations" : "details"} count={thread?.page?.conversationCount ?? null} />
      {conversations && thread ? (
        <>
          <ConversationsTab thread={thread} itemName={task.name} />
          <AttachmentsSection uploads={uploads} besideThread />
        </>
      ) : (
        <Details task={task} context={context} groups={groups} renderColumnCell={renderColumnCell} uploads={uploads} />
      )}
    </aside>
  );
}

function Details({ task, context, groups, renderColumnCell, uploads }: { task: OpenTask; context: ListContext; groups: GroupChoice[]; renderColumnCell: ColumnCellRenderer; uploads: Uploads }) {
  const disabled = !context.canEdit;
  const form = useId();
  return (
    <>
      <div className="flex flex-col gap-2">
        {disabled ? null : <TaskForm id={form} taskId={task.id} />}
        <NameCell task={task} form={form} disabled={disabled} labelled />
        <StatusCell task={task} form={form} disabled={disabled} labelled statuses={context.statuses} />
        <AssigneesCell task={task} form={form} disabled={disabled} labelled people={context.people} />
        <PriorityCell task={task} form={form} disabled={disabled} labelled />
        <DateCell task={task} form={form} disabled={disabled} labelled field="startDate" />
        <DateCell task={task} form={form} disabled={disabled} labelled field="dueDate" />
        {context.columns.map((column) => (
          <div key={column.id} className="flex items-center gap-1">
            <span className="w-24 shrink-0 text-sm text-slate-500">{column.name}</span>
            {renderColumnCell({ task, column, disabled, labelled: true })}
          </div>
        ))}
      </div>
      <DescriptionField task={task} canEdit={context.canEdit} />
      <AttachmentsSection uploads={uploads} />
      {task.parentId ? null : <Subtasks task={task} canEdit={context.canEdit} />}
      {task.parentId || !context.canEdit ? null : <MoveToGroup task={task} groups={groups} />}
      {context.canEdit ? (
        <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          <SimplePost intent="duplicateTask" taskId={task.id} label="Duplicate" />
          <LeaveList intent="archiveTask" taskId={task.id} label="Archive" />
          <Restricted capability="deleteItems" label="Move to bin" className="rounded border border-slate-300 px-3 py-1 text-sm">
            <LeaveList intent="deleteTask" taskId={task.id} label="Move to bin" />
          </Restricted>
        </div>
      ) : null}
    </>
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
            <Link to={withParams(search, otherTask(subtask.id))} className="hover:underline">
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

/**
 * Archive and move to the bin take the task (with its subtasks) out of the list; both can be
 * undone from the archive and bin screen, so neither asks first. A navigation, not a fetcher:
 * the panel closes with the task.
 */
function LeaveList({ intent, taskId, label }: { intent: "archiveTask" | "deleteTask"; taskId: string; label: string }) {
  const pending = useNavigation().formData?.get("taskId") === taskId;
  return (
    <Form method="post" preventScrollReset>
      <EditFields intent={intent} values={{ taskId }} navigate />
      <button type="submit" disabled={pending} className="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 disabled:opacity-60">
        {label}
      </button>
    </Form>
  );
}
