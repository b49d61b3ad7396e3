import { scaleBand, scaleLinear } from "d3-scale";
import { shortLabel, type Box } from "./geometry";

/**
 * Workload as a heat map (issue 18 §2, decision record 63): a row per person, a column per bucket
 * (overdue, each of the next weeks, later, no due date), each cell shaded by its open tasks (the
 * busiest cell darkest, an empty one blank) and showing its tasks and, with an estimate column, the
 * estimate under them. A pure function like the other charts' geometry (geometry.ts): d3-scale
 * places the bands and the shade; the SVG and the PDF draw the same numbers.
 */
export type WorkloadGridBucket = { key: string; label: string };
export type WorkloadGridPerson = { key: string; label: string; tasks: number; estimate: number; cells: Record<string, { tasks: number; estimate: number }> };
export type WorkloadCellBox = { person: string; bucket: string; x: number; y: number; width: number; height: number; tasks: number; estimate: number; shade: number };

const ROW = 30;
const HEADER = 30;
const LABEL_WIDTH = 96;
const RIGHT = 8;
/** The shade of the busiest cell and of a cell of one task (an empty cell has none). */
export const SHADE = { min: 0.12, max: 0.9 } as const;

/** The short name of a bucket under its column: "Overdue", "Later", "No date" or the week's first day ("26 Nov"). */
export function bucketShort(bucket: WorkloadGridBucket): string {
  const day = /(\d{4})-(\d{2})-(\d{2})/.exec(bucket.label);
  if (!day) return bucket.label === "No due date" ? "No date" : bucket.label;
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(day[2]) - 1];
  return `${Number(day[3])} ${month}`;
}

export function workloadGrid(people: readonly WorkloadGridPerson[], buckets: readonly WorkloadGridBucket[], width = 480) {
  const box: Box = { width, height: HEADER + Math.max(1, people.length) * ROW + 4 };
  const x = scaleBand<string>().domain(buckets.map((bucket) => bucket.key)).range([LABEL_WIDTH, width - RIGHT]).paddingInner(0.06);
  const busiest = Math.max(0, ...people.flatMap((person) => Object.values(person.cells).map((cell) => cell.tasks)));
  const shade = scaleLinear().domain([1, Math.max(1, busiest)]).range([SHADE.min, SHADE.max]).clamp(true);
  const columns = buckets.map((bucket) => ({ key: bucket.key, label: bucket.label, short: bucketShort(bucket), x: x(bucket.key) ?? LABEL_WIDTH, width: x.bandwidth(), labelX: (x(bucket.key) ?? LABEL_WIDTH) + x.bandwidth() / 2 }));
  const rows = people.map((person, index) => ({ key: person.key, label: person.label, short: shortLabel(person.label, 14), y: HEADER + index * ROW, height: ROW - 4 }));
  const cells: WorkloadCellBox[] = people.flatMap((person, index) =>
    columns.map((column) => {
      const cell = person.cells[column.key] ?? { tasks: 0, estimate: 0 };
      return {
        person: person.key,
        bucket: column.key,
        x: column.x,
        y: rows[index].y,
        width: column.width,
        height: rows[index].height,
        tasks: cell.tasks,
        estimate: cell.estimate,
        shade: cell.tasks === 0 ? 0 : busiest <= 1 ? SHADE.max : shade(cell.tasks),
      };
    }),
  );
  return { box, columns, rows, cells, labelWidth: LABEL_WIDTH, headerHeight: HEADER };
}
