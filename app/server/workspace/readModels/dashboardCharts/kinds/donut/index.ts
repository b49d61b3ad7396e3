import { cut, slices, total } from "../../cuts";
import { dimension } from "../../dimensions";
import { defineWidgetKind } from "../../kind";

/** Donut: the tasks' shares by status category or a single-select column; a slice leads to its tasks. */
export const donutKind = defineWidgetKind({
  chart: (context, config) => {
    const share = dimension(context, config.shareBy, "g");
    const rows = share ? slices(config, cut(context, config, share, null), share, null).rows : [];
    return { rows, total: total(rows) };
  },
  segments: (config) => ({ groupings: [config.shareBy] }),
});
