import { describe, expect, it } from "vitest";
import { bucketShort, SHADE, workloadGrid } from "~/lib/charts/workloadGrid";
import { workloadBuckets, workloadOf } from "~/server/workspace/readModels/dashboardCharts/kinds/workload";

/** Workload by week (issue 18 §2): its buckets, the aggregation of the statement's rows, and the heat map's geometry. */
describe("workload buckets", () => {
  it("puts overdue first, then each of the next weeks from today, later and undated last", () => {
    const buckets = workloadBuckets("2026-11-26", 3);
    expect(buckets.map((bucket) => bucket.key)).toEqual(["-1", "0", "1", "2", "3", "-2"]);
    expect(buckets.map((bucket) => bucket.label)).toEqual(["Overdue", "This week (from 2026-11-26)", "Week of 2026-12-03", "Week of 2026-12-10", "Later", "No due date"]);
    expect(buckets.map(bucketShort)).toEqual(["Overdue", "26 Nov", "3 Dec", "10 Dec", "Later", "No date"]);
  });
});

describe("workload aggregation", () => {
  it("adds each person's cells up, rounds estimates, and lists the busiest first (ties by name)", () => {
    const buckets = workloadBuckets("2026-11-26", 2);
    const found = workloadOf(
      [
        { person: "u1", label: "Ada Lovelace", bucket: 0, tasks: 2, estimate: 1.006 },
        { person: "u1", label: "Ada Lovelace", bucket: -2, tasks: 1, estimate: null },
        { person: "u2", label: "Bob Baker", bucket: -1, tasks: 3, estimate: 4.5 },
        { person: "u3", label: "Al Able", bucket: 2, tasks: 3, estimate: 0.1 },
        { person: "u3", label: "Al Able", bucket: 2, tasks: 0, estimate: 0.2 },
      ],
      buckets,
    );
    expect(found.rows).toEqual([
      { key: "u1", label: "Ada Lovelace", value: 3 },
      { key: "u3", label: "Al Able", value: 3 },
      { key: "u2", label: "Bob Baker", value: 3 },
    ]);
    const ada = found.people.find((person) => person.key === "u1")!;
    expect(ada.cells).toEqual({ "0": { tasks: 2, estimate: 1.01 }, "-2": { tasks: 1, estimate: 0 } });
    expect(ada.estimate).toBe(1.01);
    expect(found.people[1].cells["2"]).toEqual({ tasks: 3, estimate: 0.3 });
    expect(workloadOf([], buckets).people).toEqual([]);
  });
});

describe("workload heat map", () => {
  const buckets = workloadBuckets("2026-11-26", 2);
  const person = (key: string, label: string, cells: Record<string, number>) => ({
    key,
    label,
    tasks: Object.values(cells).reduce((a, b) => a + b, 0),
    estimate: 0,
    cells: Object.fromEntries(Object.entries(cells).map(([bucket, tasks]) => [bucket, { tasks, estimate: tasks * 2 }])),
  });

  it("lays a row per person and a column per bucket, shading the busiest cell darkest and empty cells not at all", () => {
    const grid = workloadGrid([person("a", "Ada", { "-1": 4, "0": 1 }), person("b", "Bob", { "1": 2 })], buckets);
    expect(grid.columns.map((column) => column.key)).toEqual(["-1", "0", "1", "2", "-2"]);
    expect(grid.cells).toHaveLength(2 * 5);
    const cell = (who: string, bucket: string) => grid.cells.find((one) => one.person === who && one.bucket === bucket)!;
    expect(cell("a", "-1")).toMatchObject({ tasks: 4, estimate: 8, shade: SHADE.max });
    expect(cell("a", "0").shade).toBe(SHADE.min);
    expect(cell("b", "1").shade).toBeGreaterThan(SHADE.min);
    expect(cell("b", "1").shade).toBeLessThan(SHADE.max);
    expect(cell("b", "-1")).toMatchObject({ tasks: 0, shade: 0 });
    // Columns left to right in bucket order, inside the box, rows top to bottom under the header.
    for (const [index, column] of grid.columns.entries()) {
      expect(column.x).toBeGreaterThanOrEqual(grid.labelWidth);
      expect(column.x + column.width).toBeLessThanOrEqual(grid.box.width);
      if (index > 0) expect(column.x).toBeGreaterThan(grid.columns[index - 1].x);
    }
    expect(grid.rows[0].y).toBe(grid.headerHeight);
    expect(grid.rows[1].y).toBeGreaterThan(grid.rows[0].y + grid.rows[0].height - 1);
    expect(grid.box.height).toBeGreaterThanOrEqual(grid.rows[1].y + grid.rows[1].height);
  });

  it("draws a single person's single task at the darkest shade, and nobody as an empty grid with its header", () => {
    const single = workloadGrid([person("a", "Ada", { "0": 1 })], buckets);
    expect(single.cells.filter((cell) => cell.tasks > 0)).toEqual([expect.objectContaining({ bucket: "0", shade: SHADE.max })]);
    const empty = workloadGrid([], buckets);
    expect(empty.cells).toEqual([]);
    expect(empty.columns).toHaveLength(5);
    expect(empty.box.height).toBeGreaterThan(empty.headerHeight);
  });

  it("cuts a long name with an ellipsis and keeps it whole for the title", () => {
    const grid = workloadGrid([person("a", "Bartholomew Montgomery-Smythe", { "0": 1 })], buckets);
    expect(grid.rows[0].short).toBe("Bartholomew M…");
    expect(grid.rows[0].label).toBe("Bartholomew Montgomery-Smythe");
  });
});
