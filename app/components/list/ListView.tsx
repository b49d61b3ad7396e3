import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { GroupPanel } from "../conversations/GroupPanel";
import { useListKeys } from "../keyboard/viewKeys";
import type { ThreadView } from "../conversations/types";
import { TaskPanel } from "../tasks/TaskPanel";
import { AddItemForm } from "../tasks/AddItemForm";
import { plainColumnCell, type ColumnCellRenderer } from "./columnSlot";
import { GroupSection } from "./GroupSection";
import { ListFilters } from "./ListFilters";
import { groupAnchor, rowId } from "./listUrl";
import { rowGrid } from "./TaskRow";
import type { ListData } from "./types";

/**
 * The List view of a project: filters, groups with their rows, the add-group
 * form and the side panel. `renderColumnCell` is the slot for the custom
 * column editors (components/columns/ValueCell).
 */
export function ListView({ list, renderColumnCell = plainColumnCell, thread = null }: { list: ListData; renderColumnCell?: ColumnCellRenderer; thread?: ThreadView | null }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const focusGroupId = params.get("groupId");
  const scrollTaskId = params.get("scrollTaskId") ?? params.get("taskId");
  const manualOrder = !params.get("sort") || params.get("sort") === "manual";
  const context = { statuses: list.statuses, people: list.people, columns: list.columns, canEdit: list.canEdit };
  // A task group's panel (taskGroupId, issue 17): its conversations; a task's panel wins when both are asked for.
  const openGroup = !list.openTask && thread?.item.type === "taskGroup" ? list.groups.find((group) => group.id === thread.item.id) : undefined;
  useListKeys();

  // groupId, taskId and scrollTaskId bring their item into view.
  useEffect(() => {
    const element = document.getElementById(scrollTaskId ? rowId(scrollTaskId) : focusGroupId ? groupAnchor(focusGroupId) : "");
    element?.scrollIntoView({ block: "center" });
  }, [scrollTaskId, focusGroupId]);

  return (
    <div className={list.openTask || openGroup ? "lg:pr-[28rem]" : undefined}>
      <ListFilters statuses={list.statuses} people={list.people} />
      <div className="overflow-x-auto">
        <div className="min-w-[64rem]" style={rowGrid(list.columns.length)}>
          <div aria-hidden="true" className="list-grid px-2 pb-1 text-xs font-medium uppercase text-slate-500">
            <span />
            <span>Name</span>
            <span>Status</span>
            <span>Assignees</span>
            <span>Priority</span>
            <span>Start</span>
            <span>Due</span>
            {list.columns.map((column) => (
              <span key={column.id} className="truncate">
                {column.name}
              </span>
            ))}
            <span className="text-right">Order</span>
          </div>
          {list.groups.length === 0 ? <p className="rounded-lg bg-white p-6 text-slate-600 ring-1 ring-slate-200">No task groups yet. Add the first one below.</p> : null}
          {list.groups.map((group, index) => (
            <GroupSection
              key={group.id}
              group={group}
              previousGroupId={list.groups[index - 1]?.id ?? null}
              nextGroupId={list.groups[index + 1]?.id ?? null}
              context={context}
              renderColumnCell={renderColumnCell}
              manualOrder={manualOrder}
              highlightTaskId={scrollTaskId}
              highlighted={group.id === focusGroupId}
            />
          ))}
        </div>
      </div>
      {list.canEdit ? <AddItemForm intent="createGroup" id="new-group-name" label="New task group" placeholder="New task group" button="Add group" className="max-w-md" /> : null}
      {list.openTask ? <TaskPanel key={list.openTask.id} task={list.openTask} context={context} groups={list.groups} renderColumnCell={renderColumnCell} thread={thread} /> : null}
      {openGroup && thread ? <GroupPanel key={openGroup.id} name={openGroup.name} thread={thread} /> : null}
    </div>
  );
}
