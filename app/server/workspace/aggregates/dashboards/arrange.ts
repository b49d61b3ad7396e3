import { WIDGET_PLACED_ON_ITSELF } from "~/schemas/dashboard";
import { WIDGET_NOT_FOUND } from "~/lib/dashboards";
import { defineCommand, fieldFailure } from "../../operations";
import { keyBetween } from "../../order";
import { findWidget, setWidgetPosition, widgetsOf } from "./store";
import { widgetView } from "./view";

/**
 * Arranging a dashboard's widgets by drag and drop or the keyboard (issue 18, decision 0055): one
 * command a reorder, wherever the widget goes. The move up/down forms (no JavaScript) stay
 * `dashboards.moveWidget`.
 */
export const arrangeCommands = {
  /** The widget goes right after `afterId` (none: first); the answer is the dashboard's new order. */
  "dashboards.reorderWidget": defineCommand({
    acts: { resource: "widget", from: "widgetId", action: "work:edit" },
    handler: (context, input: { widgetId: string; afterId?: string }) => {
      const { widget } = context.target;
      if (input.afterId === widget.id) throw fieldFailure(400, "afterId", WIDGET_PLACED_ON_ITSELF);
      const others = widgetsOf(context.sql, widget.dashboard_id).filter((row) => row.id !== widget.id);
      const at = input.afterId ? others.findIndex((row) => row.id === input.afterId) : -1;
      // The anchor must be a widget of the same dashboard: anything else is unknown here.
      if (input.afterId && at < 0) throw fieldFailure(404, "afterId", WIDGET_NOT_FOUND);
      const before = at >= 0 ? others[at] : null;
      const after = others[at + 1] ?? null;
      setWidgetPosition(context.sql, widget.id, keyBetween(before?.position ?? null, after?.position ?? null), context.now);
      return { ...widgetView(context, findWidget(context.sql, widget.id)!), order: widgetsOf(context.sql, widget.dashboard_id).map((row) => row.id) };
    },
    activity: (input, output) => ({
      verb: "moved",
      itemType: "widget",
      itemId: output.widgetId,
      parentId: output.dashboardId,
      detail: { name: output.name, afterId: input.afterId ?? null },
    }),
  }),
};
