import { describe, expect, it } from "vitest";
import { dayNumber, dayString, MONDAY_TO_FRIDAY, workingCalendar, type WorkingCalendar } from "~/lib/schedule/calendar";
import {
  datesAt,
  earliestStartAfter,
  spanOf,
  type DatedTask,
  type DependencyLink,
  type DependencyType,
} from "~/lib/schedule/network";
import { pullSuccessors, pushSuccessors, type Move } from "~/lib/schedule/reschedule";
import { day, link, task } from "./fixtures";
import { seededRandom } from "./random";

function apply(tasks: DatedTask[], moves: Move[]): DatedTask[] {
  const byId = new Map(moves.map((move) => [move.taskId, move]));
  return tasks.map((entry) => {
    const move = byId.get(entry.id);
    return move ? { id: entry.id, startDate: move.startDate, dueDate: move.dueDate } : entry;
  });
}

function violations(tasks: DatedTask[], links: DependencyLink[], calendar: WorkingCalendar): string[] {
  const spans = new Map(tasks.map((entry) => [entry.id, spanOf(entry, calendar)!]));
  return links.flatMap((entry) => {
    const successor = spans.get(entry.successorId)!;
    return successor.start < earliestStartAfter(entry, spans.get(entry.predecessorId)!, successor.duration) ? [entry.id] : [];
  });
}

describe("pushing successors", () => {
  const chain = [task("A", 3), task("B", 2, 3), task("C", 4, 5), task("D", 1, 20)];
  const links = [link("A", "B"), link("B", "C"), link("C", "D")];

  it("moves the chain as far as the links require, keeping durations, and stops where there is room", () => {
    const moved = apply(chain, [{ taskId: "A", startDate: day(2), dueDate: day(4) }]);
    expect(pushSuccessors(["A"], moved, links, MONDAY_TO_FRIDAY)).toEqual([
      { taskId: "B", startDate: day(5), dueDate: day(6) },
      { taskId: "C", startDate: day(7), dueDate: day(10) },
    ]);
  });

  it("never moves a task earlier and leaves the moved task alone", () => {
    const moved = apply(chain, [{ taskId: "A", startDate: day(-5), dueDate: day(-3) }]);
    expect(pushSuccessors(["A"], moved, links, MONDAY_TO_FRIDAY)).toEqual([]);
  });

  it("skips a holiday and keeps the number of working days", () => {
    const calendar = workingCalendar(["2026-01-12"]);
    const tasks = [
      { id: "A", startDate: "2026-01-07", dueDate: "2026-01-09" },
      { id: "B", startDate: "2026-01-08", dueDate: "2026-01-09" },
    ];
    const moves = pushSuccessors(["A"], tasks, [link("A", "B")], calendar);
    expect(moves).toEqual([{ taskId: "B", startDate: "2026-01-13", dueDate: "2026-01-14" }]);
  });

  it("moves a milestone's one date", () => {
    const tasks = [task("A", 3), { id: "M", startDate: null, dueDate: day(1) }];
    expect(pushSuccessors(["A"], tasks, [link("A", "M")], MONDAY_TO_FRIDAY)).toEqual([{ taskId: "M", startDate: null, dueDate: day(3) }]);
  });
});

describe("pulling successors back", () => {
  it("puts each successor as early as its links allow", () => {
    const tasks = [task("A", 3), task("B", 2, 8), task("C", 1, 12), task("X", 1, 9)];
    const links = [link("A", "B"), link("B", "C"), link("X", "C")];
    expect(pullSuccessors(["A"], tasks, links, MONDAY_TO_FRIDAY)).toEqual([
      { taskId: "B", startDate: day(3), dueDate: day(4) },
      { taskId: "C", startDate: day(10), dueDate: day(10) },
    ]);
  });
});

describe("rescheduling properties (random networks)", () => {
  const types: DependencyType[] = ["FS", "SS", "FF", "SF"];

  function randomProject(random: () => number) {
    const calendar = workingCalendar(Array.from({ length: 15 }, () => dayString(dayNumber("2026-01-01") + Math.floor(random() * 200))));
    const size = 3 + Math.floor(random() * 40);
    const links: DependencyLink[] = [];
    const seen = new Set<string>();
    for (let count = 0; count < size * 2; count++) {
      const a = Math.floor(random() * size);
      const b = Math.floor(random() * size);
      if (a >= b || seen.has(`${a}-${b}`)) continue;
      seen.add(`${a}-${b}`);
      links.push({ ...link(`t${a}`, `t${b}`, types[Math.floor(random() * 4)], Math.floor(random() * 9) - 4), id: `l${count}` });
    }
    // A consistent schedule: each task placed after its predecessors (links go from lower to higher index).
    const tasks: DatedTask[] = [];
    for (let index = 0; index < size; index++) {
      const id = `t${index}`;
      const duration = 1 + Math.floor(random() * 5);
      let start = Math.floor(random() * 10);
      for (const entry of links.filter((candidate) => candidate.successorId === id)) {
        const predecessor = spanOf(tasks[Number(entry.predecessorId.slice(1))], calendar)!;
        start = Math.max(start, earliestStartAfter(entry, predecessor, duration));
      }
      start += Math.floor(random() * 3);
      const dates = datesAt({ id, startDate: "", dueDate: "" }, { start, duration }, calendar);
      tasks.push(random() < 0.1 ? { id, startDate: null, dueDate: dates.dueDate } : dates);
    }
    return { calendar, tasks, links };
  }

  function durations(tasks: DatedTask[], calendar: WorkingCalendar) {
    return tasks.map((entry) => spanOf(entry, calendar)!.duration);
  }

  it("after a push no link is violated, durations are unchanged and nothing moved earlier", () => {
    const random = seededRandom(2026);
    for (let round = 0; round < 200; round++) {
      const { calendar, tasks, links } = randomProject(random);
      expect(violations(tasks, links, calendar)).toEqual([]);
      const root = tasks[Math.floor(random() * tasks.length)];
      const span = spanOf(root, calendar)!;
      const shifted = datesAt(root, { start: span.start + 1 + Math.floor(random() * 15), duration: span.duration }, calendar);
      const before = apply(tasks, [{ taskId: root.id, ...shifted }]);
      const after = apply(before, pushSuccessors([root.id], before, links, calendar));
      expect(violations(after, links, calendar)).toEqual([]);
      expect(durations(after, calendar)).toEqual(durations(tasks, calendar));
      after.forEach((entry, index) => expect(spanOf(entry, calendar)!.start).toBeGreaterThanOrEqual(spanOf(before[index], calendar)!.start));
      expect(after.find((entry) => entry.id === root.id)).toEqual(before.find((entry) => entry.id === root.id));
    }
  });

  it("after a pull no link is violated and durations are unchanged", () => {
    const random = seededRandom(29);
    for (let round = 0; round < 200; round++) {
      const { calendar, tasks, links } = randomProject(random);
      const root = tasks[Math.floor(random() * tasks.length)];
      const span = spanOf(root, calendar)!;
      const shifted = datesAt(root, { start: span.start - 1 - Math.floor(random() * 15), duration: span.duration }, calendar);
      const before = apply(tasks, [{ taskId: root.id, ...shifted }]);
      const after = apply(before, pullSuccessors([root.id], before, links, calendar));
      // Moving the root earlier may break its own incoming links; that is the user's move.
      const rootLinks = new Set(links.filter((entry) => entry.successorId === root.id).map((entry) => entry.id));
      expect(violations(after, links, calendar).filter((id) => !rootLinks.has(id))).toEqual([]);
      expect(durations(after, calendar)).toEqual(durations(tasks, calendar));
    }
  });
});
