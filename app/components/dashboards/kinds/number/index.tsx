import type { ChartOf } from "../../types";
import { defineWidgetView } from "../widgetView";

/** A number card's value: a count as is; a sum or average with two decimals at most, in the column's currency for a currency column. */
export function formatNumber(data: ChartOf<"number">): string {
  if (data.value === null) return "–";
  if (data.measure === "count") return String(data.value);
  const currency = data.column?.currency;
  return new Intl.NumberFormat("en-IN", currency ? { style: "currency", currency, maximumFractionDigits: 2 } : { maximumFractionDigits: 2 }).format(data.value);
}

export const numberView = defineWidgetView<"number">({
  describe: (data) =>
    data.measure === "count" ? `${data.value} tasks` : `${data.measure === "sum" ? "Sum" : "Average"} of ${data.column?.name ?? "a column"}: ${formatNumber(data)} (${data.counted} tasks)`,
  Drawing: ({ data, summary }) => (
    <p className="text-4xl font-semibold text-slate-900" aria-label={summary}>
      {formatNumber(data)}
    </p>
  ),
});
