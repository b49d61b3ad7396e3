import { donutChart, percent } from "~/lib/charts/geometry";
import { hrefOf } from "../../chartLinks";
import { CountsTable, describeRows, Empty, Mark, Svg } from "../parts";
import { defineWidgetView } from "../widgetView";

export const donutView = defineWidgetView<"donut">({
  describe: describeRows,
  Drawing: ({ id, title, summary, data, widgetId }) => {
    if (data.rows.length === 0) return <Empty />;
    const chart = donutChart(data.rows);
    return (
      <div className="flex items-center gap-4">
        <div className="w-40 shrink-0">
          <Svg id={id} title={title} summary={summary} width={chart.box.width} height={chart.box.height}>
            <g transform={`translate(${chart.centre[0]} ${chart.centre[1]})`}>
              <path d={chart.ring} fill="#f1f5f9" />
              {chart.slices.map((slice) => (
                <Mark key={slice.key} href={hrefOf(data.rows.find((row) => row.key === slice.key)?.link, widgetId)} tip={`${slice.label}: ${slice.value} (${percent(slice.value, chart.total)})`}>
                  <path d={slice.path} fill={slice.colour}>
                    <title>{`${slice.label}: ${slice.value} (${percent(slice.value, chart.total)})`}</title>
                  </path>
                </Mark>
              ))}
              <text textAnchor="middle" y="6" fontSize="20" fill="#0f172a">
                {chart.total}
              </text>
            </g>
          </Svg>
        </div>
        <ul className="text-xs text-slate-700" aria-hidden="true">
          {chart.slices.map((slice) => (
            <li key={slice.key} className="flex items-center gap-1">
              <span className="inline-block size-2.5 rounded-sm" style={{ background: slice.colour }} />
              {slice.label} {percent(slice.value, chart.total)}
            </li>
          ))}
        </ul>
      </div>
    );
  },
  Table: CountsTable,
});
