import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useEditFetcher } from "~/components/tasks/useEditFetcher";
import type { SortableDrag } from "~/components/sortableDrag";
import { useModuleWhenNeeded } from "~/components/useModuleWhenNeeded";
import { VIA_FETCHER } from "~/intents/fetcher";
import { CSRF_FIELD } from "~/lib/csrf";
import { useRootData } from "~/lib/rootData";
import type { BoardWidget } from "./types";

const loadDragAndDrop = () => import("./dnd");

/** The intent of one reorder (a drop or a keyboard move), the route's action posts it to widgets/reorder. */
export const REORDER_INTENT = "reorderWidget";

type Place = { index: number; first: boolean; last: boolean };

/**
 * A dashboard's widgets in their grid (issue 18, decision 0055). With JavaScript and the right to
 * arrange, a widget is dragged by its handle with the mouse, by touch, or lifted with space and
 * moved with the arrow keys (dnd-kit, the Kanban board's pattern with its announcements); the new
 * order shows at once, one call saves it, and a refused one puts the server's order back with a
 * toast. The cards' move up/down forms stay for pages without JavaScript, and until dnd-kit arrives:
 * when the grid is first reached for or the browser is idle (decision 0085).
 */
export function WidgetGrid({ widgets, canArrange, children }: { widgets: BoardWidget[]; canArrange: boolean; children: (widget: BoardWidget, place: Place) => ReactNode }) {
  const { module: dnd, intent } = useModuleWhenNeeded(loadDragAndDrop, canArrange);
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

  const drop = (activeId: string, overId: string) => {
    const next = shown.map((widget) => widget.widgetId).filter((id) => id !== activeId);
    next.splice(shown.findIndex((widget) => widget.widgetId === overId), 0, activeId);
    const at = next.indexOf(activeId);
    setOrder(next);
    fetcher.submit({ intent: REORDER_INTENT, widgetId: activeId, afterId: next[at - 1] ?? "", [VIA_FETCHER]: "1", [CSRF_FIELD]: csrfToken }, { method: "post" });
  };

  const grid = (
    <ol aria-label="Widgets" aria-busy={pending || undefined} className="grid gap-4 md:grid-cols-2" {...intent}>
      {shown.map((widget, index) => {
        const content = children(widget, { index, first: index === 0, last: index === shown.length - 1 });
        const place = (drag?: SortableDrag) => (
          <WidgetPlace key={widget.widgetId} widget={widget} drag={drag}>
            {content}
          </WidgetPlace>
        );
        return dnd ? <dnd.SortableWidgetPlace key={widget.widgetId} id={widget.widgetId} place={place} /> : place();
      })}
    </ol>
  );
  if (!dnd) return grid;
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
      <dnd.WidgetDragAndDrop ids={shown.map((widget) => widget.widgetId)} onDrop={drop} names={names}>
        {grid}
      </dnd.WidgetDragAndDrop>
    </>
  );
}

/** One place of the grid: wide widgets take both columns; with drag and drop loaded it carries the handle. */
function WidgetPlace({ widget, drag, children }: { widget: BoardWidget; drag?: SortableDrag; children: ReactNode }) {
  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      data-dragging={drag?.dragging || undefined}
      data-widget-id={widget.widgetId}
      aria-labelledby={`widget-${widget.widgetId}-name`}
      className={`relative flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 data-[dragging]:z-10 data-[dragging]:opacity-70 data-[dragging]:shadow-lg ${widget.size === "wide" ? "md:col-span-2" : ""}`}
    >
      {drag ? (
        <button
          type="button"
          {...drag.handle}
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
