import { percent, stackedBars } from "~/lib/charts/geometry";
import { DataTable, Empty, Svg, TEXT } from "../parts";
import { defineWidgetView } from "../widgetView";

export const progressView = defineWidgetView<"progress">({
  describe: (data) => (data.rows.length === 0 ? "No projects" : data.rows.map((row) => `${row.label}: ${row.done} of ${row.total} done`).join("; ")),
  Drawing: ({ id, title, summary, data }) => {
    if (data.rows.length === 0) return <Empty />;
    const chart = stackedBars(
      data.rows.map((row) => ({ key: row.key, label: row.label, parts: { done: row.done, open: row.total - row.done } })),
      ["done", "open"],
      ["#16a34a", "#e2e8f0"],
    );
    return (
      <Svg id={id} title={title} summary={summary} width={chart.box.width} height={chart.box.height}>
        {chart.labels.map((label) => (
          <text key={label.key} x={chart.labelWidth - 6} y={label.y + 4} textAnchor="end" fontSize="10" fill={TEXT}>
            {label.short}
          </text>
        ))}
        {chart.rects.map((rect) => (
          <rect key={`${rect.key}-${rect.series}`} x={rect.x} y={rect.y} width={rect.width} height={rect.height} fill={rect.colour}>
            <title>{`${chart.labels.find((label) => label.key === rect.key)?.label}: ${rect.value} ${rect.series}`}</title>
          </rect>
        ))}
      </Svg>
    );
  },
  Table: ({ data, caption }) => (
    <DataTable caption={caption} head={["Project", "Done", "Tasks", "Progress"]} rows={data.rows.map((row) => [row.label, row.done, row.total, percent(row.done, row.total)])} />
  ),
});
