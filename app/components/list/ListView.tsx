import { useLocation } from "@remix-run/react";
import { useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from "react";
import { useDelegatedLinks } from "~/components/delegatedLinks";
import { nameWidthFor } from "~/lib/listColumns";
import { useShellData } from "~/lib/shell";
import { workflowOrder } from "~/lib/statuses";
import { GroupPanel } from "../conversations/GroupPanel";
import { useListKeys } from "../keyboard/viewKeys";
import type { ThreadView } from "../conversations/types";
import { EditsInFlight } from "../tasks/editsInFlight";
import { coveredBySheet, sheetCoverClasses } from "../tasks/sidePanel";
import { TaskPanel } from "../tasks/TaskPanel";
import { AddItemForm } from "../tasks/AddItemForm";
import { plainColumnCell, type ColumnCellRenderer } from "./columnSlot";
import { GroupSection } from "./GroupSection";
import { ListFilters } from "./ListFilters";
import { ListHead } from "./ListHead";
import { useRowMoves } from "./PlaceButtons";
import { groupAnchor, rowId } from "./listUrl";
import { rowGrid } from "./TaskRow";
import type { ListData } from "./types";

/**
 * The List view of a project: filters, groups with their rows, the add-group
 * form and the side panel. `renderColumnCell` is the slot for the custom
 * column editors (components/columns/ValueCell).
 */
type ListViewProps = {
  list: ListData;
  renderColumnCell?: ColumnCellRenderer;
  thread?: ThreadView | null;
  /** The name column's width as this browser keeps it (the cookie's value, lib/listColumns). */
  savedNameWidth?: string | null;
  /** The page's own link in the column heads' first cell (Manage columns). */
  tools?: ReactNode;
};

export function ListView({ list, renderColumnCell = plainColumnCell, thread = null, savedNameWidth = null, tools }: ListViewProps) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const focusGroupId = params.get("groupId");
  const scrollTaskId = params.get("scrollTaskId") ?? params.get("taskId");
  const manualOrder = !params.get("sort") || params.get("sort") === "manual";
  const userId = useShellData()?.userDetails.userId ?? "";
  const nameWidth = nameWidthFor(savedNameWidth, userId);
  const grid = useRef<HTMLDivElement>(null);
  // The statuses as work goes through them, in every picker and filter of the view (issue 43 §3).
  const statuses = useMemo(() => workflowOrder(list.statuses), [list.statuses]);
  const context = { statuses, people: list.people, columns: list.columns, canEdit: list.canEdit };
  // A task group's panel (taskGroupId, issue 17): its conversations; a task's panel wins when both are asked for.
  const openGroup = !list.openTask && thread?.item.type === "taskGroup" ? list.groups.find((group) => group.id === thread.item.id) : undefined;
  useListKeys();
  // One handler for every row's links and move buttons (decision 0098), not a router Link and a fetcher per row.
  const followLink = useDelegatedLinks();
  const moveRow = useRowMoves();
  const onRowsClick = (event: MouseEvent<HTMLElement>) => {
    followLink(event);
    moveRow(event);
  };

  const panelOpen = Boolean(list.openTask || openGroup);
  // groupId, taskId and scrollTaskId bring their item into view; behind a phone's sheet, once it closes.
  const scrollAfterSheet = useRef<string | null>(null);
  useEffect(() => {
    const target = scrollTaskId ? rowId(scrollTaskId) : focusGroupId ? groupAnchor(focusGroupId) : scrollAfterSheet.current;
    if (coveredBySheet(panelOpen)) {
      scrollAfterSheet.current = target;
      return;
    }
    scrollAfterSheet.current = null;
    document.getElementById(target ?? "")?.scrollIntoView({ block: "center" });
  }, [scrollTaskId, focusGroupId, panelOpen]);

  return (
    <div className={panelOpen ? "lg:pr-[28rem]" : undefined}>
      <div className={sheetCoverClasses(panelOpen)}>
        <ListFilters statuses={statuses} people={list.people} readOnly={!list.canEdit} />
        <div className="relative overflow-x-auto max-md:@container max-md:[--list-name-cap:50vw]">
          <div ref={grid} className="w-max min-w-full" style={rowGrid(list.columns.length, nameWidth)} onClick={onRowsClick}>
            <ListHead columns={list.columns} grid={grid} width={nameWidth} userId={userId} tools={tools} />
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
                dragWhenIdle={!panelOpen}
                highlightTaskId={scrollTaskId}
                highlighted={group.id === focusGroupId}
              />
            ))}
          </div>
        </div>
        {list.canEdit ? <AddItemForm intent="createGroup" id="new-group-name" label="New task group" placeholder="New task group" button="Add group" className="max-w-md" /> : null}
      </div>
      <EditsInFlight />
      {list.openTask ? <TaskPanel key={list.openTask.id} task={list.openTask} context={context} groups={list.groups} renderColumnCell={renderColumnCell} thread={thread} /> : null}
      {openGroup && thread ? <GroupPanel key={openGroup.id} name={openGroup.name} thread={thread} /> : null}
    </div>
  );
}
