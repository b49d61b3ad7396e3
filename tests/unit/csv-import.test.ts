import { describe, expect, it } from "vitest";
import { csvToProjectFile, guessMapping, parseCsv } from "~/lib/exports/csvImport";
import { checkProjectFile } from "~/lib/exports/projectJson";

/** Issue 19 §3: a CSV mapped to Meridian's fields becomes a project file the JSON import checks and creates. */
describe("guessing a CSV's columns", () => {
  it("knows a Meridian CSV export's headers and other tools' usual ones; anything else is a custom column", () => {
    expect(guessMapping(["Task", "Subtask of", "Task group", "Status", "Priority", "Assignees", "Start date", "Due date", "Budget", "Link"])).toEqual([
      "name", "parent", "group", "status", "priority", "assignees", "startDate", "dueDate", "custom", "ignore",
    ]);
    expect(guessMapping(["Title", "Assigned to", "Deadline", "State", "Title", ""])).toEqual(["name", "assignees", "dueDate", "status", "custom", "ignore"]);
  });
});

describe("a mapped CSV as a project file", () => {
  const csv = parseCsv(
    "\uFEFFTask,Subtask of,Task group,Status,Priority,Assignees,Due date,Estimate,Approved,Link\r\n" +
      "Plan,,Phase 1,In progress,High,ada@acme.test; bob@acme.test,2026-12-01,3,true,http://x\r\n" +
      "Plan details,Plan,Phase 1,To do,,,,,false,\r\n" +
      "'=SUM(1),,Phase 2,Done,Low,,,1.5,yes,\r\n",
  );

  it("turns rows into tasks, subtasks, groups, statuses and typed custom columns that pass the import's checks", () => {
    const file = csvToProjectFile(csv, guessMapping(csv.headers), "From CSV");
    const checked = checkProjectFile(file);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.file.groups.map((group) => group.name)).toEqual(["Phase 1", "Phase 2"]);
    expect(checked.file.columns.map(({ name, type }) => [name, type])).toEqual([["Estimate", "NUMBER"], ["Approved", "CHECKBOX"]]);
    expect(checked.file.statuses.map(({ name, category }) => [name, category])).toEqual([["In progress", "IN_PROGRESS"], ["To do", "TODO"], ["Done", "DONE"]]);
    expect(checked.file.tasks.map(({ name, parent, group, priority, assignees, values }) => ({ name, parent, group, priority, assignees, values }))).toEqual([
      { name: "Plan", parent: null, group: "g1", priority: "HIGH", assignees: ["ada@acme.test", "bob@acme.test"], values: { c1: 3, c2: true } },
      { name: "Plan details", parent: "t1", group: "g1", priority: null, assignees: [], values: {} },
      { name: "=SUM(1)", parent: null, group: "g2", priority: "LOW", assignees: [], values: { c1: 1.5, c2: true } },
    ]);
  });

  it("reports each wrong row, so nothing is imported", () => {
    const bad = parseCsv("Name,Due,Priority\r\nFine,2026-01-01,Low\r\n,31/12/2026,Soon\r\n");
    const checked = checkProjectFile(csvToProjectFile(bad, guessMapping(bad.headers), "Bad"));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors)).toEqual(["tasks.1"]);
    expect(checked.errors["tasks.1"].join(" ")).toMatch(/Task 2 .*yyyy-mm-dd/);
  });
});
