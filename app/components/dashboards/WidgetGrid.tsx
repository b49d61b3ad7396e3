import { closestCenter, DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useEditFetcher } from "~/components/tasks/useEditFetcher";
import { useHydrated } from "~/components/useHydrated";
import { VIA_FETCHER } from "~/intents/fetcher";
import { CSRF_FIELD } from "~/lib/csrf";
import { useRootData } from "~/lib/rootData";
import type { BoardWidget } from "./types";
import { WIDGET_GRID_INSTRUCTIONS, widgetAnnouncements } from "./arrangeAnnouncements";

/** The intent of one reorder (a drop or a keyboard move), the route's action posts it to widgets/reorder. */
export const REORDER_INTENT = "reorderWidget";

type Place = { index: number; first: boolean; last: boolean };

/**
 * A dashboard's widgets in their grid (issue 18, decision 0055). With JavaScript and the right to
 * arrange, a widget is dragged by its handle with the mouse, by touch, or lifted with space and
 * moved with the arrow keys (dnd-kit, the Kanban board's pattern with its announcements); the new
 * order shows at once, one call saves it, and a refused one puts the server's order back with a
 * toast. The cards' move up/down forms stay for pages without JavaScript.
 */
export function WidgetGrid({ widgets, canArrange, children }: { widgets: BoardWidget[]; canArrange: boolean; children: (widget: BoardWidget, place: Place) => ReactNode }) {
  const hydrated = useHydrated();
  const served = useMemo(() => widgets.map((widget) => widget.widgetId), [widgets]);
  const [order, setOrder] = useState(served);
  useEffect(() => setOrder(served), [served]);
  const { fetcher, pending } = useEditFetcher("dashboard-reorder");
  const csrfToken = useRootData()?.csrfToken ?? "";

  // A refused reorder: the grid returns to the server's order (the toast comes from the fetcher).
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) setOrder(served);
  }, [fetcher.state, fetcher.data, served]);

  const byId = useMemo(() => new Map(widgets.map((widget) => [widget.widgetId, widget])), [widgets]);
  const shown = order.flatMap((id) => byId.get(id) ?? []);
  // A widget the server added meanwhile (another editor) shows at its place too.
  for (const widget of widgets) if (!order.includes(widget.widgetId)) shown.push(widget);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const ids = shown.map((widget) => widget.widgetId);
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    const at = next.indexOf(String(active.id));
    setOrder(next);
    fetcher.submit(
      { intent: REORDER_INTENT, widgetId: String(active.id), afterId: next[at - 1] ?? "", [VIA_FETCHER]: "1", [CSRF_FIELD]: csrfToken },
      { method: "post" },
    );
  };

  const draggable = hydrated && canArrange;
  const grid = (
    <ol aria-label="Widgets" aria-busy={pending || undefined} className="grid gap-4 md:grid-cols-2">
      {shown.map((widget, index) => (
        <SortableWidget key={widget.widgetId} widget={widget} draggable={draggable}>
          {children(widget, { index, first: index === 0, last: index === shown.length - 1 })}
        </SortableWidget>
      ))}
    </ol>
  );
  if (!draggable) return grid;
  const names = {
    widget: (id: string | number) => byId.get(String(id))?.name ?? "",
    place: (id: string | number) => shown.findIndex((widget) => widget.widgetId === id) + 1,
    count: () => shown.length,
  };
  return (
    <>
      <p role="status" className="sr-only print:hidden">
        {pending ? "Saving the order of the widgets…" : ""}
      </p>
      <DndContext
        id="dashboard-widgets"
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={drop}
        accessibility={{ announcements: widgetAnnouncements(names), screenReaderInstructions: WIDGET_GRID_INSTRUCTIONS }}
      >
        <SortableContext items={shown.map((widget) => widget.widgetId)} strategy={rectSortingStrategy}>
          {grid}
        </SortableContext>
      </DndContext>
    </>
  );
}

/** One place of the grid: wide widgets take both columns; with JavaScript it carries the drag handle. */
function SortableWidget({ widget, draggable, children }: { widget: BoardWidget; draggable: boolean; children: ReactNode }) {
  const sortable = useSortable({ id: widget.widgetId, disabled: !draggable });
  const style = draggable ? { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition } : undefined;
  return (
    <li
      ref={draggable ? sortable.setNodeRef : undefined}
      style={style}
      data-dragging={sortable.isDragging || undefined}
      data-widget-id={widget.widgetId}
      aria-labelledby={`widget-${widget.widgetId}-name`}
      className={`relative flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 data-[dragging]:z-10 data-[dragging]:opacity-70 data-[dragging]:shadow-lg ${widget.size === "wide" ? "md:col-span-2" : ""}`}
    >
      {draggable ? (
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          className="absolute right-2 top-2 grid size-7 cursor-grab touch-none place-items-center rounded text-slate-500 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden"
        >
          <span aria-hidden="true">⠿</span>
          <span className="sr-only">Move widget {widget.name}</span>
        </button>
      ) : null}
      {children}
    </li>
  );
}
