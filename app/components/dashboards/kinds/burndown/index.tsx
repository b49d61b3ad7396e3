import { singleLine } from "~/lib/charts/geometry";
import { DataTable, Svg, TimeAxes } from "../parts";
import { defineWidgetView } from "../widgetView";

export const burndownView = defineWidgetView<"burndown">({
  describe: (data) => {
    const last = data.points.at(-1);
    return last ? `By ${last.date}: ${last.open} tasks open` : "No tasks yet";
  },
  Drawing: ({ id, title, summary, data }) => {
    const chart = singleLine(data.points.map((point) => ({ date: point.date, value: point.open })));
    return (
      <Svg id={id} title={title} summary={summary} width={chart.box.width} height={chart.box.height}>
        <TimeAxes chart={chart} />
        <path d={chart.path} fill="none" stroke="#dc2626" strokeWidth="2" />
        {chart.dots.map((dot, index) => (
          <g key={dot.date} data-tip={`${dot.date}: ${data.points[index].open} open`}>
            <circle cx={dot.x} cy={dot.y} r="3" fill="#dc2626">
              <title>{`${dot.date}: ${data.points[index].open} open`}</title>
            </circle>
          </g>
        ))}
        <text x={chart.left} y={chart.box.height - 6} fontSize="10" fill="#dc2626">
          ● Open tasks remaining
        </text>
      </Svg>
    );
  },
  Table: ({ data, caption }) => <DataTable caption={caption} head={["Day", "Open"]} rows={data.points.map((point) => [point.date, point.open])} />,
});
