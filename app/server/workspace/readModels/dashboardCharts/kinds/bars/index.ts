import type { WidgetConfig } from "~/schemas/dashboard";
import type { MemberContext } from "../../../../operations";
import { cut, slices, total } from "../../cuts";
import { dimension } from "../../dimensions";
import { defineWidgetKind } from "../../kind";
import type { Series, Slice } from "../../shapes";

/** Bars by the widget's grouping, stacked by its second one when it has one (not the same as the first). */
function bars(context: MemberContext, config: WidgetConfig): { rows: Slice[]; series: Series[] | null } {
  const first = dimension(context, config.groupBy, "g");
  if (!first) return { rows: [], series: null };
  const second = config.stackBy && config.stackBy !== config.groupBy ? dimension(context, config.stackBy, "h") : null;
  return slices(config, cut(context, config, first, second), first, second);
}

/** Bars: the tasks counted by one grouping, stacked by a second when it has one; a bar or part leads to its tasks. */
export const barsKind = defineWidgetKind({
  chart: (context, config) => {
    const { rows, series } = bars(context, config);
    return { rows, total: total(rows), series };
  },
  segments: (config) => ({ groupings: [config.groupBy, ...(config.stackBy && config.stackBy !== config.groupBy ? [config.stackBy] : [])] }),
});
