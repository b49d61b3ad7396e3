import { stackedColumns } from "~/lib/charts/geometry";
import { hrefOf } from "../../chartLinks";
import type { ChartOf } from "../../types";
import { Bars, CountsTable, DataTable, describeRows, Empty, Mark, Svg, TEXT, ValueTicks } from "../parts";
import { defineWidgetView, type DrawingProps } from "../widgetView";

type Stacked = ChartOf<"bars"> & { series: NonNullable<ChartOf<"bars">["series"]> };

/** Bars stacked by a second grouping, with a legend (the table view has a column per series). */
function StackedDrawing({ id, title, summary, data, widgetId }: DrawingProps<Stacked>) {
  const chart = stackedColumns(
    data.rows.map((row) => ({ key: row.key, label: row.label, parts: row.parts ?? {} })),
    data.series,
  );
  const byKey = new Map(data.rows.map((row) => [row.key, row]));
  return (
    <div className="flex flex-col gap-1">
      <Svg id={id} title={title} summary={summary} width={chart.box.width} height={chart.box.height}>
        <ValueTicks ticks={chart.ticks} left={chart.left} right={chart.right} />
        {chart.parts.map((part) => {
          const tip = `${part.label} · ${part.seriesLabel}: ${part.value}`;
          return (
            <Mark key={`${part.key}-${part.series}`} href={hrefOf(byKey.get(part.key)?.partLinks?.[part.series], widgetId)} tip={tip}>
              <rect x={part.x} y={part.y} width={part.width} height={part.height} fill={part.colour}>
                <title>{tip}</title>
              </rect>
            </Mark>
          );
        })}
        {chart.columns.map((column) => (
          <text key={column.key} x={column.labelX} y={chart.baseline + 14} textAnchor="middle" fontSize="10" fill={TEXT}>
            {column.short}
          </text>
        ))}
        <line x1={chart.left} x2={chart.right} y1={chart.baseline} y2={chart.baseline} stroke={TEXT} />
      </Svg>
      <ul aria-label="Legend" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
        {chart.legend.map((entry) => (
          <li key={entry.key} className="flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-sm" style={{ background: entry.colour }} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const barsView = defineWidgetView<"bars">({
  describe: describeRows,
  Drawing: (props) => {
    const { data } = props;
    if (data.rows.length === 0) return <Empty />;
    return data.series ? <StackedDrawing {...props} data={{ ...data, series: data.series }} /> : <Bars {...props} />;
  },
  Table: ({ data, caption }) => {
    const stacked = data.series;
    if (!stacked) return <CountsTable data={data} caption={caption} />;
    return (
      <DataTable
        caption={caption}
        head={["", ...stacked.map((one) => one.label), "Tasks"]}
        rows={data.rows.map((row) => [row.label, ...stacked.map((one) => row.parts?.[one.key] ?? 0), row.value])}
      />
    );
  },
});
