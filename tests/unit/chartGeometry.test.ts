import { describe, expect, it } from "vitest";
import { barChart, CHART_BOX, donutChart, lineChart, PALETTE, percent, shortLabel, singleLine, stackedBars, stackedColumns } from "~/lib/charts/geometry";

/** The dashboards' chart geometry (issue 18): scales, stacking, empty and single-value data, long labels. */
describe("bar charts", () => {
  it("scales bars from a zero baseline, the tallest reaching the top of a nice axis", () => {
    const chart = barChart([
      { key: "a", label: "To Do", value: 4 },
      { key: "b", label: "Done", value: 8 },
    ]);
    const [todo, done] = chart.bars;
    expect(todo.y + todo.height).toBe(chart.baseline);
    expect(done.y + done.height).toBe(chart.baseline);
    expect(done.height).toBeCloseTo(todo.height * 2, 5);
    expect(chart.ticks.at(-1)!.value).toBe(8);
    expect(done.y).toBe(chart.ticks.at(-1)!.y);
    expect(todo.x).toBeLessThan(done.x);
    expect(todo.x).toBeGreaterThanOrEqual(chart.left);
    expect(done.x + done.width).toBeLessThanOrEqual(chart.right);
  });

  it("draws no bars but an axis for no data, and one centred bar for a single value", () => {
    const empty = barChart([]);
    expect(empty.bars).toEqual([]);
    expect(empty.ticks.map((tick) => tick.value)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    const single = barChart([{ key: "x", label: "Only", value: 3 }]);
    expect(single.bars).toHaveLength(1);
    const bar = single.bars[0];
    expect(bar.labelX).toBeCloseTo((single.left + single.right) / 2, 5);
    const zero = barChart([{ key: "x", label: "Zero", value: 0 }]);
    expect(zero.bars[0].height).toBe(0);
  });

  it("shortens long labels to the bar's width and keeps the full one", () => {
    const long = "A very long project name indeed";
    const chart = barChart(Array.from({ length: 8 }, (_, index) => ({ key: String(index), label: long, value: index })));
    expect(chart.bars[0].label).toBe(long);
    expect(chart.bars[0].short.endsWith("…")).toBe(true);
    expect(chart.bars[0].short.length).toBeLessThan(long.length);
    expect(shortLabel("Short")).toBe("Short");
    expect(shortLabel("Exactly fourteen", 12)).toBe("Exactly fou…");
    expect(shortLabel("Twelve chars", 12)).toBe("Twelve chars");
    expect(shortLabel("abcdef", 1)).toBe("a…");
  });

  it("colours bars by their own colour, else the palette", () => {
    const chart = barChart([
      { key: "a", label: "A", value: 1, colour: "#123456" },
      { key: "b", label: "B", value: 1 },
    ]);
    expect(chart.bars.map((bar) => bar.colour)).toEqual(["#123456", "#16a34a"]);
  });
});

describe("stacked bars", () => {
  it("stacks each row's parts end to end, the longest row spanning the axis", () => {
    const chart = stackedBars(
      [
        { key: "p1", label: "Website", parts: { done: 3, open: 1 } },
        { key: "p2", label: "Mobile", parts: { done: 0, open: 2 } },
      ],
      ["done", "open"],
      ["green", "grey"],
    );
    const website = chart.rects.filter((rect) => rect.key === "p1");
    const [done, open] = website;
    expect(done.series).toBe("done");
    expect(done.x).toBe(chart.labelWidth);
    expect(open.x).toBeCloseTo(done.x + done.width, 5);
    expect(open.x + open.width).toBeCloseTo(CHART_BOX.width - 12, 5);
    expect(done.width).toBeCloseTo(open.width * 3, 5);
    expect(chart.rects.find((rect) => rect.key === "p2" && rect.series === "done")!.width).toBe(0);
    expect(chart.labels.map((label) => label.total)).toEqual([4, 2]);
  });

  it("grows taller with many rows and handles none", () => {
    const many = stackedBars(Array.from({ length: 20 }, (_, index) => ({ key: String(index), label: `P${index}`, parts: { done: 1 } })), ["done"], ["g"]);
    expect(many.box.height).toBeGreaterThan(CHART_BOX.height);
    expect(stackedBars([], ["done"], ["g"]).rects).toEqual([]);
  });
});

describe("donuts", () => {
  it("gives each slice its share of the whole circle", () => {
    const chart = donutChart([
      { key: "TODO", label: "To do", value: 1 },
      { key: "DONE", label: "Done", value: 3 },
    ]);
    expect(chart.total).toBe(4);
    expect(chart.slices.map((slice) => slice.share)).toEqual([0.25, 0.75]);
    expect(chart.slices.every((slice) => slice.path.startsWith("M"))).toBe(true);
    expect(percent(1, 4)).toBe("25%");
  });

  it("draws only the ring for no data, and a full ring for one value", () => {
    const empty = donutChart([]);
    expect(empty.slices).toEqual([]);
    expect(empty.total).toBe(0);
    expect(empty.ring).toMatch(/^M/);
    expect(percent(0, 0)).toBe("0%");
    const single = donutChart([{ key: "a", label: "All", value: 5 }, { key: "b", label: "None", value: 0 }]);
    expect(single.slices).toHaveLength(1);
    expect(single.slices[0].share).toBe(1);
  });
});

describe("burn-up lines", () => {
  const points = [
    { date: "2026-06-01", created: 2, completed: 0 },
    { date: "2026-06-02", created: 4, completed: 1 },
    { date: "2026-06-03", created: 4, completed: 4 },
  ];

  it("spreads the days across the width and scales both lines on one axis", () => {
    const chart = lineChart(points);
    expect(chart.dots.map((dot) => dot.x)).toEqual([chart.left, (chart.left + chart.right) / 2, chart.right]);
    expect(chart.dots[0].completed).toBe(chart.baseline);
    expect(chart.dots[2].created).toBe(chart.dots[2].completed);
    expect(chart.created.split("L")).toHaveLength(3);
    expect(chart.xTicks.map((tick) => tick.label)).toEqual(["06-01", "06-02", "06-03"]);
  });

  it("draws nothing for no points and a centred dot for one", () => {
    const empty = lineChart([]);
    expect(empty.created).toBe("");
    expect(empty.dots).toEqual([]);
    const one = lineChart([{ date: "2026-06-01", created: 1, completed: 0 }]);
    expect(one.dots[0].x).toBeCloseTo((one.left + one.right) / 2, 5);
  });

  it("thins the date ticks of long series but keeps the last day", () => {
    const days = Array.from({ length: 14 }, (_, index) => ({ date: `2026-06-${String(index + 1).padStart(2, "0")}`, created: index, completed: 0 }));
    const ticks = lineChart(days).xTicks.map((tick) => tick.label);
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(ticks.at(-1)).toBe("06-14");
  });
});

describe("stackedColumns and singleLine (issue 18: stacked bars, burn-down)", () => {
  const series = [{ key: "todo", label: "To do" }, { key: "done", label: "Done", colour: "#16a34a" }];
  it("stacks each column's parts from the baseline, the tallest column reaching the top of the scale", () => {
    const chart = stackedColumns([{ key: "a", label: "Alpha", parts: { todo: 2, done: 3 } }, { key: "b", label: "Beta", parts: { todo: 1 } }], series);
    const alpha = chart.parts.filter((part) => part.key === "a");
    expect(alpha.map((part) => part.value)).toEqual([2, 3]);
    expect(alpha[0].y + alpha[0].height).toBeCloseTo(chart.baseline);
    expect(alpha[1].y + alpha[1].height).toBeCloseTo(alpha[0].y);
    expect(chart.columns.map((column) => column.total)).toEqual([5, 1]);
    // A zero part draws nothing; the legend keeps a series' own colour or the palette's.
    expect(chart.parts.filter((part) => part.key === "b")).toHaveLength(1);
    expect(chart.legend.map((entry) => entry.colour)).toEqual([PALETTE[0], "#16a34a"]);
  });
  it("draws empty data, a single value and long labels", () => {
    expect(stackedColumns([], series).parts).toEqual([]);
    const one = stackedColumns([{ key: "a", label: "A very long label that cannot fit under its column", parts: { todo: 1 } }], series);
    expect(one.parts).toHaveLength(1);
    expect(one.columns[0].short.endsWith("…")).toBe(true);
    expect(one.columns[0].short.length).toBeLessThan(one.columns[0].label.length);
    const line = singleLine([{ date: "2026-06-01", value: 4 }]);
    expect(line.dots).toHaveLength(1);
    expect(line.path.startsWith("M")).toBe(true);
  });
});
