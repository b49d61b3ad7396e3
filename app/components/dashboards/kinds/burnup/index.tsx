import { lineChart } from "~/lib/charts/geometry";
import { DataTable, Svg, TimeAxes } from "../parts";
import { defineWidgetView } from "../widgetView";

export const burnupView = defineWidgetView<"burnup">({
  describe: (data) => {
    const last = data.points.at(-1);
    return last ? `By ${last.date}: ${last.created} tasks created, ${last.completed} completed` : "No tasks yet";
  },
  Drawing: ({ id, title, summary, data }) => {
    const chart = lineChart(data.points);
    return (
      <Svg id={id} title={title} summary={summary} width={chart.box.width} height={chart.box.height}>
        <TimeAxes chart={chart} />
        <path d={chart.created} fill="none" stroke="#2563eb" strokeWidth="2" />
        <path d={chart.completed} fill="none" stroke="#16a34a" strokeWidth="2" />
        {chart.dots.map((dot) => (
          <g key={dot.date}>
            <circle cx={dot.x} cy={dot.created} r="2.5" fill="#2563eb" />
            <circle cx={dot.x} cy={dot.completed} r="2.5" fill="#16a34a" />
          </g>
        ))}
        <text x={chart.left} y={chart.box.height - 6} fontSize="10" fill="#2563eb">
          ● Created
        </text>
        <text x={chart.left + 70} y={chart.box.height - 6} fontSize="10" fill="#16a34a">
          ● Completed
        </text>
      </Svg>
    );
  },
  Table: ({ data, caption }) => <DataTable caption={caption} head={["Day", "Created", "Completed"]} rows={data.points.map((point) => [point.date, point.created, point.completed])} />,
});
