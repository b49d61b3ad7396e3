import { Empty } from "../parts";
import { defineWidgetView } from "../widgetView";
import { formatEstimate, WorkloadChart, WorkloadTable } from "./WorkloadChart";

export const workloadView = defineWidgetView<"workload">({
  describe: (data) =>
    data.people.length === 0
      ? "No open tasks assigned"
      : data.people
          .map((person) => {
            const weeks = data.buckets.filter((bucket) => person.cells[bucket.key]?.tasks).map((bucket) => `${bucket.label} ${person.cells[bucket.key].tasks}`);
            const estimate = data.estimate ? `, ${data.estimate.name} ${formatEstimate(person.estimate)}` : "";
            return `${person.label}: ${person.tasks} open${estimate} (${weeks.join(", ")})`;
          })
          .join("; "),
  Drawing: ({ id, title, summary, data }) => (data.people.length === 0 ? <Empty /> : <WorkloadChart id={id} title={title} summary={summary} data={data} />),
  Table: WorkloadTable,
});
