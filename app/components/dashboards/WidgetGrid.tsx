import { memo, useEffect, useMemo, useState, type ReactNode } from "react";
import { useEditFetcher } from "~/components/tasks/useEditFetcher";
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
 * when the grid is first reached for or the browser is idle (decision 0085). It arrives beside the
 * grid, not around it, so no widget is rendered again for it (decision 0100).
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

  const [root, setRoot] = useState<HTMLOListElement | null>(null);
  const names = {
    widget: (id: string | number) => byId.get(String(id))?.name ?? "",
    place: (id: string | number) => shown.findIndex((widget) => widget.widgetId === id) + 1,
    count: () => shown.length,
  };
  return (
    <>
      {dnd ? (
        <p role="status" className="sr-only print:hidden">
          {pending ? "Saving the order of the widgets…" : ""}
        </p>
      ) : null}
      <ol ref={setRoot} aria-label="Widgets" aria-busy={pending || undefined} className="grid gap-4 md:grid-cols-2" {...intent}>
        {shown.map((widget, index) => (
          <WidgetPlace key={widget.widgetId} widget={widget} index={index} count={shown.length} arrangeable={canArrange} render={children} />
        ))}
      </ol>
      {dnd ? <dnd.WidgetDragAndDrop root={root} ids={shown.map((widget) => widget.widgetId)} onDrop={drop} names={names} /> : null}
    </>
  );
}

/**
 * One place of the grid: wide widgets take both columns. With the right to arrange it has an empty slot
 * that the drag and drop module fills with the handle (./dnd). Memoised: neither the module's arrival
 * nor a reorder on its way renders a widget again.
 */
const WidgetPlace = memo(function WidgetPlace({ widget, index, count, arrangeable, render }: { widget: BoardWidget; index: number; count: number; arrangeable: boolean; render: (widget: BoardWidget, place: Place) => ReactNode }) {
  return (
    <li
      data-widget-id={widget.widgetId}
      aria-labelledby={`widget-${widget.widgetId}-name`}
      className={`relative flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 data-[dragging]:z-10 data-[dragging]:opacity-70 data-[dragging]:shadow-lg ${widget.size === "wide" ? "md:col-span-2" : ""}`}
    >
      {arrangeable ? <span data-drag-slot="" className="contents" /> : null}
      {render(widget, { index, first: index === 0, last: index === count - 1 })}
    </li>
  );
});
