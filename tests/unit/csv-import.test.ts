import { describe, expect, it } from "vitest";
import { checkCsvImport, CSV_NEEDS_NAME, CSV_NO_ROWS, csvToProjectFile, guessColumns, guessMapping, mappingErrors, parseCsv, type MappedColumn } from "~/lib/exports/csvImport";
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

describe("the mapping step's choices", () => {
  const csv = parseCsv(
    "Task,Owner,Budget,Channel,Labels,Reviewers,Done?,Stars,Notes\r\n" +
      "Plan,ada@acme.test,\"₹1,250.50\",Web,\"Design, Dev\",ada@acme.test;bob@acme.test,x,4,first\r\n" +
      "Build,,300,Email,Dev,,no,7,\r\n" +
      "Ship,,,Web,,,,,\r\n",
  );

  it("proposes each custom column with its header as name and a type guessed from its values", () => {
    expect(guessColumns(csv).slice(2)).toEqual([
      { field: "custom", name: "Budget", type: "TEXT" },
      { field: "custom", name: "Channel", type: "TEXT" },
      { field: "custom", name: "Labels", type: "TEXT" },
      { field: "custom", name: "Reviewers", type: "TEXT" },
      { field: "custom", name: "Done?", type: "TEXT" },
      { field: "custom", name: "Stars", type: "NUMBER" },
      { field: "custom", name: "Notes", type: "TEXT" },
    ]);
    expect(guessColumns(csv)[1]).toEqual({ field: "assignees" });
  });

  it("makes custom columns of the chosen name and type: amounts without their signs, options from the labels used, lists, boxes, a rating's top", () => {
    const mapping: MappedColumn[] = [
      { field: "name" },
      { field: "ignore" },
      { field: "custom", name: "Budget (₹)", type: "CURRENCY" },
      { field: "custom", name: "Channel", type: "SINGLE_SELECT" },
      { field: "custom", name: "Labels", type: "MULTI_SELECT" },
      { field: "custom", name: "Reviewers", type: "PEOPLE" },
      { field: "custom", name: "Approved", type: "CHECKBOX" },
      { field: "custom", name: "Stars", type: "RATING" },
      { field: "ignore" },
    ];
    const checked = checkCsvImport(csv, mapping, "Mapped");
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.file.columns).toEqual([
      { key: "c1", name: "Budget (₹)", type: "CURRENCY" },
      { key: "c2", name: "Channel", type: "SINGLE_SELECT", options: [{ label: "Web", colour: "#64748b" }, { label: "Email", colour: "#ef4444" }] },
      { key: "c3", name: "Labels", type: "MULTI_SELECT", options: [{ label: "Design", colour: "#64748b" }, { label: "Dev", colour: "#ef4444" }] },
      { key: "c4", name: "Reviewers", type: "PEOPLE" },
      { key: "c5", name: "Approved", type: "CHECKBOX" },
      { key: "c6", name: "Stars", type: "RATING", max: 7 },
    ]);
    expect(checked.file.tasks.map((task) => [task.name, task.assignees, task.values])).toEqual([
      ["Plan", [], { c1: 1250.5, c2: "Web", c3: ["Design", "Dev"], c4: ["ada@acme.test", "bob@acme.test"], c5: true, c6: 4 }],
      ["Build", [], { c1: 300, c2: "Email", c3: ["Dev"], c6: 7 }],
      ["Ship", [], { c2: "Web" }],
    ]);
  });

  it("refuses a mapping without task names, a field chosen twice and two custom columns of one name, by CSV column", () => {
    const headers = ["A", "B", "C", "D"];
    expect(mappingErrors(headers, ["status", "status", { field: "custom", name: "X" }, { field: "custom", name: " x " }])).toEqual({
      mapping: [CSV_NEEDS_NAME],
      "mapping.1": ["B: “Status” is chosen for more than one column"],
      "mapping.3": ["D: Two custom columns are named “x”"],
    });
    const checked = checkCsvImport(csv, ["status", "status"], "Bad");
    expect(checked).toMatchObject({ ok: false, message: "The file has 2 errors; nothing was imported. Fix them and try again." });
  });

  it("names each wrong row as the spreadsheet numbers it (the header is row 1) and the CSV column of a task field", () => {
    const bad = parseCsv("Name,Due,Budget\r\nFine,2026-01-01,1\r\n,2026-02-01,\r\nLate,31/12/2026,lots\r\n");
    const checked = checkCsvImport(bad, [{ field: "name" }, { field: "dueDate" }, { field: "custom", name: "Budget", type: "CURRENCY" }], "Bad");
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.message).toBe("The file has 2 errors; nothing was imported. Fix them and try again.");
    expect(checked.errors).toEqual({
      "rows.3": ["Row 3: The task has no name"],
      "rows.4": ["Row 4 “Late” (Due): Dates must be in the form yyyy-mm-dd"],
    });
    // Values are checked against their columns once the rows' shape is right.
    const amounts = parseCsv("Name,Due,Budget\r\nFine,2026-01-01,lots\r\n");
    const again = checkCsvImport(amounts, [{ field: "name" }, { field: "dueDate" }, { field: "custom", name: "Budget", type: "CURRENCY" }], "Bad");
    expect(again).toEqual({ ok: false, message: "The file has 1 error; nothing was imported. Fix it and try again.", errors: { "rows.2": ["Row 2 “Fine”: Budget: Please enter an amount"] } });
  });

  it("refuses a file with a header line and nothing under it", () => {
    expect(checkCsvImport(parseCsv("Task,Status\r\n"), ["name", "status"], "Empty")).toMatchObject({ ok: false, message: CSV_NO_ROWS });
  });
});
