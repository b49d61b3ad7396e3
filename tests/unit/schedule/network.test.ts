import { describe, expect, it } from "vitest";
import { MONDAY_TO_FRIDAY, workingCalendar } from "~/lib/schedule/calendar";
import { criticalPath, DependencyCycleError, pathBetween, type DatedTask } from "~/lib/schedule/network";
import { day, link, task } from "./fixtures";
import { seededRandom } from "./random";

function floatsOf(result: ReturnType<typeof criticalPath>) {
  return Object.fromEntries(result.tasks.map((entry) => [entry.taskId, entry.totalFloat]));
}

describe("critical path of a textbook finish-to-start network", () => {
  // A3 → B4 → D5 → G4 → H3; A → C2 → E1 → G; C → F2 → H.
  const tasks = [task("A", 3), task("B", 4), task("C", 2), task("D", 5), task("E", 1), task("F", 2), task("G", 4), task("H", 3)];
  const links = [link("A", "B"), link("A", "C"), link("B", "D"), link("C", "E"), link("C", "F"), link("D", "G"), link("E", "G"), link("F", "H"), link("G", "H")];
  const result = criticalPath(tasks, links, MONDAY_TO_FRIDAY);

  it("finds the floats and the critical chain A-B-D-G-H", () => {
    expect(floatsOf(result)).toEqual({ A: 0, B: 0, C: 6, D: 0, E: 6, F: 9, G: 0, H: 0 });
    expect(result.criticalTaskIds).toEqual(["A", "B", "D", "G", "H"]);
    expect(result.criticalDependencyIds.sort()).toEqual(["A>B", "B>D", "D>G", "G>H"]);
  });

  it("gives each task's early and late dates in working days", () => {
    const c = result.tasks.find((entry) => entry.taskId === "C")!;
    expect(c).toEqual({
      taskId: "C",
      earlyStart: day(3),
      earlyFinish: day(4),
      lateStart: day(9),
      lateFinish: day(10),
      totalFloat: 6,
      critical: false,
    });
    const h = result.tasks.find((entry) => entry.taskId === "H")!;
    expect([h.earlyStart, h.lateFinish]).toEqual([day(16), day(18)]);
    expect(h.lateFinish).toBe("2026-01-29");
  });
});

describe("every dependency type, with lags and leads", () => {
  const cases = [
    // type, lag, successor's early start (A lasts 5 days from day 0, B lasts 3)
    ["FS", 0, 5],
    ["FS", 2, 7],
    ["FS", -2, 3],
    ["SS", 0, 0],
    ["SS", 1, 1],
    ["FF", 0, 2],
    ["FF", 3, 5],
    ["SF", 0, 0],
    ["SF", 4, 1],
  ] as const;
  for (const [type, lag, start] of cases) {
    it(`${type} ${lag >= 0 ? "+" : ""}${lag}`, () => {
      const result = criticalPath([task("A", 5), task("B", 3)], [link("A", "B", type, lag)], MONDAY_TO_FRIDAY);
      expect(result.tasks[1].earlyStart).toBe(day(start));
      expect(result.tasks[1].earlyFinish).toBe(day(start + 2));
    });
  }

  it("start and finish links chain through lags; a parallel task with room has float", () => {
    // A5 -SS+2-> B3 -FF+1-> C4: B runs days 2–4, C must finish a day after B (day 5), the project
    // too; D (2 days) -FS-> E (1 day) finish on day 2 and could slip 3 days.
    const tasks = [task("A", 5), task("B", 3), task("C", 4), task("D", 2), task("E", 1)];
    const links = [link("A", "B", "SS", 2), link("B", "C", "FF", 1), link("D", "E")];
    const result = criticalPath(tasks, links, MONDAY_TO_FRIDAY);
    expect(floatsOf(result)).toEqual({ A: 0, B: 0, C: 0, D: 3, E: 3 });
    expect(result.criticalDependencyIds).toEqual(["A>B", "B>C"]);
    expect(result.tasks[2]).toMatchObject({ earlyStart: day(2), earlyFinish: day(5) });
    expect(result.tasks[3].lateFinish).toBe(day(4));
  });
});

describe("a holiday inside a duration", () => {
  it("stretches the task over the holiday and delays its successor", () => {
    const calendar = workingCalendar([day(1)]); // Tuesday 6 January
    const a = { id: "A", startDate: "2026-01-05", dueDate: "2026-01-08" }; // Mon–Thu: 3 working days
    const b: DatedTask = { id: "B", startDate: "2026-01-05", dueDate: "2026-01-05" };
    const result = criticalPath([a, b], [link("A", "B")], calendar);
    expect(result.tasks[1].earlyStart).toBe("2026-01-09");
    expect(result.criticalTaskIds).toEqual(["A", "B"]);
  });
});

describe("parallel critical paths", () => {
  it("marks both equal-length chains critical", () => {
    const tasks = [task("S", 1), task("A", 3), task("B", 2), task("C", 2), task("D", 3), task("E", 1)];
    const links = [link("S", "A"), link("A", "B"), link("B", "E"), link("S", "C"), link("C", "D"), link("D", "E")];
    const result = criticalPath(tasks, links, MONDAY_TO_FRIDAY);
    expect(result.criticalTaskIds.sort()).toEqual(["A", "B", "C", "D", "E", "S"]);
    expect(result.criticalDependencyIds).toHaveLength(6);
  });
});

describe("the network's edges", () => {
  it("a milestone (one date) lasts its day; an undated task and its links take no part", () => {
    const milestone: DatedTask = { id: "M", startDate: null, dueDate: day(0) };
    const undated: DatedTask = { id: "U", startDate: null, dueDate: null };
    const result = criticalPath([task("A", 2), milestone, undated], [link("A", "M"), link("U", "M")], MONDAY_TO_FRIDAY);
    expect(result.tasks.map((entry) => [entry.taskId, entry.earlyStart, entry.earlyFinish])).toEqual([
      ["A", day(0), day(1)],
      ["M", day(2), day(2)],
    ]);
  });

  it("refuses a loop", () => {
    expect(() => criticalPath([task("A", 1), task("B", 1)], [link("A", "B"), link("B", "A")], MONDAY_TO_FRIDAY)).toThrow(
      DependencyCycleError,
    );
  });

  it("finds the path a new link would close", () => {
    const links = [link("A", "B"), link("B", "C"), link("X", "C")];
    expect(pathBetween(links, "A", "C")).toEqual(["A", "B", "C"]);
    expect(pathBetween(links, "C", "A")).toBeNull();
  });
});

describe("critical path properties (random networks)", () => {
  it("critical tasks have zero float, every float is ≥ 0 and early dates respect every link", () => {
    const random = seededRandom(8);
    for (let round = 0; round < 50; round++) {
      const size = 2 + Math.floor(random() * 30);
      const tasks = Array.from({ length: size }, (_, index) => task(`t${index}`, 1 + Math.floor(random() * 6), Math.floor(random() * 10)));
      const types = ["FS", "SS", "FF", "SF"] as const;
      const links = Array.from({ length: size * 2 }, () => {
        const a = Math.floor(random() * size);
        const b = Math.floor(random() * size);
        return a < b ? link(`t${a}`, `t${b}`, types[Math.floor(random() * 4)], Math.floor(random() * 7) - 3) : null;
      }).filter((entry, index, all) => entry && all.findIndex((other) => other?.id === entry.id) === index);
      const result = criticalPath(tasks, links.map((entry) => entry!), MONDAY_TO_FRIDAY);
      expect(result.criticalTaskIds.length).toBeGreaterThan(0);
      for (const entry of result.tasks) {
        expect(entry.totalFloat).toBeGreaterThanOrEqual(0);
        expect(entry.critical).toBe(entry.totalFloat === 0);
        expect(entry.earlyStart <= entry.lateStart).toBe(true);
      }
    }
  });

  it("runs 10,000 tasks and 20,000 dependencies well under 200 ms", () => {
    const random = seededRandom(10_000);
    const tasks = Array.from({ length: 10_000 }, (_, index) => task(`t${index}`, 1 + Math.floor(random() * 10), Math.floor(random() * 200)));
    const links = Array.from({ length: 20_000 }, (_, index) => {
      const a = Math.floor(random() * 9_999);
      const b = a + 1 + Math.floor(random() * (9_999 - a));
      return { ...link(`t${a}`, `t${b}`), id: `d${index}` };
    });
    const calendar = workingCalendar(["2026-04-06", "2026-05-01", "2026-12-25"]);
    // The process's CPU time, best of a few runs: other processes on a busy machine must not count.
    const elapsed = Math.min(
      ...Array.from({ length: 4 }, () => {
        const started = process.cpuUsage();
        expect(criticalPath(tasks, links, calendar).tasks).toHaveLength(10_000);
        const { user, system } = process.cpuUsage(started);
        return (user + system) / 1000;
      }),
    );
    expect(elapsed).toBeLessThan(200);
  });
});
