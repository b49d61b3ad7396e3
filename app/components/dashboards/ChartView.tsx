import { OnDemand } from "~/components/OnDemand";
import { ChartTooltip } from "./ChartTooltip";
import type { WidgetView } from "./kinds/widgetView";
import type { BoardWidget, ChartData } from "./types";
import { WIDGET_VIEWS } from "./widgetViews";

/**
 * A widget's chart, drawn on the server as SVG (issue 18 §2): a title, a text alternative (the
 * SVG's <title> and <desc>, and the figure's caption) and a "Show as table" view rendered once
 * opened (OnDemand), so it reads, works and prints without JavaScript. Hovering a bar or slice shows its value
 * (the SVG <title> of each mark, the browser's own tooltip). Each kind draws itself (widgetViews.ts).
 */
export function ChartView({ widget }: { widget: BoardWidget }) {
  const id = `chart-${widget.widgetId}`;
  const { data } = widget;
  const view: WidgetView<ChartData> = WIDGET_VIEWS[data.kind];
  const { Drawing, Table } = view;
  const summary = view.describe(data);
  return (
    <figure aria-labelledby={`${id}-caption`} className="flex flex-col gap-2">
      <figcaption id={`${id}-caption`} className="sr-only">
        {widget.name}: {summary}
      </figcaption>
      <ChartTooltip>
        <Drawing id={id} title={widget.name} summary={summary} data={data} widgetId={widget.widgetId} />
      </ChartTooltip>
      {Table ? (
        <OnDemand name={`table-${widget.widgetId}`} trigger="Show as table" className="text-sm" triggerClassName="touch-target cursor-pointer text-brand-700">
          <Table data={data} caption={widget.name} />
        </OnDemand>
      ) : null}
    </figure>
  );
}
