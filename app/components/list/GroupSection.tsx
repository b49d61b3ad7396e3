import { Link, useLocation, useNavigation } from "@remix-run/react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/useHydrated";
import { useModuleWhenNeeded } from "~/components/useModuleWhenNeeded";
import { CSRF_FIELD } from "~/lib/csrf";
import { VIA_FETCHER } from "~/intents/fetcher";
import { useRootData } from "~/lib/rootData";
import { AddItemForm } from "../tasks/AddItemForm";
import { useEditFetcher } from "../tasks/useEditFetcher";
import { GroupHeader } from "./GroupHeader";
import { TaskRow } from "./TaskRow";
import type { ColumnCellRenderer } from "./columnSlot";
import { withParams } from "~/lib/searchParams";
import { groupAnchor, loadMoreHref } from "./listUrl";
import type { ListContext, ListGroup, ListTask } from "./types";

/** Rows beyond this many are rendered only when near the viewport (with JavaScript). */
const VIRTUAL_AFTER = 60;
const ROW_HEIGHT = 40;

const loadDragAndDrop = () => import("./dnd");
/** The rows' drag and drop, once loaded (./dnd, decision 0085). */
type ListDnd = Awaited<ReturnType<typeof loadDragAndDrop>>;

type SectionProps = {
  group: ListGroup;
  previousGroupId: string | null;
  nextGroupId: string | null;
  context: ListContext;
  renderColumnCell: ColumnCellRenderer;
  manualOrder: boolean;
  /** Whether drag and drop arrives when the browser is idle; else only once a person reaches for the group (a task's panel is open: on a phone it covers the List). */
  dragWhenIdle: boolean;
  highlightTaskId: string | null;
  highlighted: boolean;
};

/**
 * One task group: its header, its rows (dragged, moved by keys, virtual when long), "Load more" (a link, with or
 * without JavaScript) and the add-task row. Dragging arrives when the group is first reached for or (not on a touch
 * screen) the browser is idle.
 */
export function GroupSection(props: SectionProps) {
  const { group, context, highlighted } = props;
  const { module: dnd, intent } = useModuleWhenNeeded(loadDragAndDrop, context.canEdit && props.manualOrder, { whenIdle: props.dragWhenIdle, touchWaits: true });
  const { search } = useLocation();
  const navigation = useNavigation();
  const [order, setOrder] = useState<ListTask[] | null>(null);
  useEffect(() => setOrder(null), [group.tasks]);
  const shown = order ?? group.tasks;
  const [root, setRoot] = useState<HTMLElement | null>(null);
  // The rows "Load more" shows stay in the address (`loaded`), so a post's revalidation reads them again.
  const more = group.nextCursor ? loadMoreHref(search, group.id, group.tasks.length, group.nextCursor) : null;
  const loading = more !== null && navigation.state === "loading" && navigation.location.search === more;

  return (
    <section ref={setRoot} id={groupAnchor(group.id)} aria-labelledby={`${groupAnchor(group.id)}-name`} data-highlighted={highlighted || undefined} className="mb-6 rounded-lg bg-white ring-1 ring-slate-200 data-[highlighted]:ring-2 data-[highlighted]:ring-amber-400" {...intent}>
      <GroupHeader group={group} previousGroupId={props.previousGroupId} nextGroupId={props.nextGroupId} canEdit={context.canEdit} />
      {!group.loaded ? (
        <p className="list-pinned px-4 py-2 text-sm">
          <Link to={withParams(search, { groupId: group.id, cursor: null })} className="text-brand-700 hover:underline">
            Show {group.total} {group.total === 1 ? "task" : "tasks"}
          </Link>
        </p>
      ) : (
        <SortableRows {...props} dnd={dnd} root={root} rows={shown} onReorder={setOrder} />
      )}
      {more ? (
        <p className="list-pinned px-4 py-2 text-sm">
          <Link to={more} preventScrollReset className="text-brand-700 hover:underline" aria-busy={loading || undefined}>
            {loading ? "Loading…" : `Load more (${shown.length} of ${group.total})`}
          </Link>
        </p>
      ) : null}
      {context.canEdit ? (
        <AddItemForm intent="addTask" values={{ groupId: group.id }} id={`add-task-${group.id}`} label={`New task in ${group.name}`} placeholder="+ Add task" button="Add task" className="list-pinned px-4 py-2" primary />
      ) : null}
    </section>
  );
}

function SortableRows({ group, context, renderColumnCell, manualOrder, highlightTaskId, dnd, root, rows, onReorder }: SectionProps & { dnd: ListDnd | null; root: HTMLElement | null; rows: ListTask[]; onReorder: (rows: ListTask[]) => void }) {
  const hydrated = useHydrated();
  const { fetcher } = useEditFetcher(`place-${group.id}`);
  const csrfToken = useRootData()?.csrfToken ?? "";

  // A failed drop: the rows return to the server's order (the toast comes from the fetcher).
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) onReorder(group.tasks);
  }, [fetcher.state, fetcher.data, group.tasks, onReorder]);

  const drop = (activeId: string, overId: string) => {
    const from = rows.findIndex((row) => row.id === activeId);
    const to = rows.findIndex((row) => row.id === overId);
    const reordered = rows.filter((row) => row.id !== activeId);
    reordered.splice(to, 0, rows[from]);
    onReorder(reordered);
    const anchor: Record<string, string> = to > from ? { afterId: overId } : { beforeId: overId };
    fetcher.submit({ intent: "placeTask", taskId: activeId, ...anchor, [VIA_FETCHER]: "1", [CSRF_FIELD]: csrfToken }, { method: "post" });
  };

  const row = (task: ListTask, index: number) => (
    <RowWithSubtasks
      key={task.id}
      task={task}
      context={context}
      renderColumnCell={renderColumnCell}
      previousId={manualOrder ? (rows[index - 1]?.id ?? null) : null}
      nextId={manualOrder ? (rows[index + 1]?.id ?? null) : null}
      highlightTaskId={highlightTaskId}
    />
  );

  const list =
    hydrated && rows.length > VIRTUAL_AFTER ? (
      <VirtualRows rows={rows} render={row} label={group.name} />
    ) : (
      <ul aria-label={`Tasks of ${group.name}`}>{rows.map(row)}</ul>
    );
  // The drag and drop beside the rows, not around them: its arrival remounts none of them (decision 0095).
  return (
    <>
      {list}
      {dnd ? <dnd.SortableGroup id={group.id} root={root} ids={rows.map((task) => task.id)} nameOf={(taskId) => rows.find((task) => task.id === taskId)?.name ?? ""} onDrop={drop} /> : null}
    </>
  );
}

type RowProps = {
  task: ListTask;
  context: ListContext;
  renderColumnCell: ColumnCellRenderer;
  previousId: string | null;
  nextId: string | null;
  highlightTaskId: string | null;
};

/** Memoised: the group renders again when its drag and drop arrives or a drop is shown; its rows need not. */
const RowWithSubtasks = memo(function RowWithSubtasks(props: RowProps) {
  const { task, context, renderColumnCell, highlightTaskId } = props;
  const subtasks =
    task.subtasks.length > 0 ? (
      <details open className="group/sub">
        <summary className="cursor-pointer list-none py-1 pl-12 text-xs text-slate-500 hover:text-slate-800">
          <span className="inline-block transition group-open/sub:rotate-90" aria-hidden="true">
            ▸
          </span>{" "}
          {task.subtaskCount} {task.subtaskCount === 1 ? "subtask" : "subtasks"}
        </summary>
        <ul aria-label={`Subtasks of ${task.name}`}>
          {task.subtasks.map((subtask, index) => (
            <TaskRow
              key={subtask.id}
              task={subtask}
              context={context}
              renderColumnCell={renderColumnCell}
              previousId={task.subtasks[index - 1]?.id ?? null}
              nextId={task.subtasks[index + 1]?.id ?? null}
              highlighted={subtask.id === highlightTaskId}
            />
          ))}
        </ul>
      </details>
    ) : null;
  return (
    <TaskRow task={task} context={context} renderColumnCell={renderColumnCell} previousId={props.previousId} nextId={props.nextId} highlighted={task.id === highlightTaskId}>
      {subtasks}
    </TaskRow>
  );
});

/** Only the rows near the viewport are in the page; the list keeps its full height. */
function VirtualRows({ rows, render, label }: { rows: ListTask[]; render: (task: ListTask, index: number) => ReactNode; label: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => setOffset(listRef.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({ count: rows.length, estimateSize: () => ROW_HEIGHT, overscan: 10, scrollMargin: offset });
  const items = virtualizer.getVirtualItems();
  const before = items[0] ? items[0].start - offset : 0;
  const after = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - offset) : 0;
  return (
    <ul ref={listRef} aria-label={`Tasks of ${label}`} style={{ paddingTop: before, paddingBottom: after }}>
      {items.map((item) => (
        <li key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
          <ul>{render(rows[item.index], item.index)}</ul>
        </li>
      ))}
    </ul>
  );
}
