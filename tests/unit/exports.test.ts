import { readFileSync, writeFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvHead, csvLines } from "~/lib/exports/csv";
import { checkProjectFile, hasLoop, projectFileJsonSchema, ProjectFileSchema, type ProjectFileInput } from "~/lib/exports/projectJson";
import { singleLineMessage } from "~/schemas/fields";
import { tableColumns, tableRow, type TableColumn } from "~/lib/exports/table";
import readXlsxFile from "read-excel-file/universal";
import { currencyFormat, excelDateFormat, xlsxCell, xlsxChunks, type Sheet } from "~/lib/exports/xlsx";
import { columnLetters } from "~/lib/exports/xlsxPackage";
import { workbookSheets, type WorkbookPiece } from "~/server/exports/workbookSheets";

/** Issue 19: the export formats' pure parts (decision 0047). */
const SCHEMA_PATH = new URL("../../docs/formats/meridian-project.v1.schema.json", import.meta.url);

const text: TableColumn = { header: "Notes", type: "text" };
const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true });

describe("CSV", () => {
  it("defuses formulas: a text cell starting with =, +, -, @, a tab or a carriage return gets an apostrophe", () => {
    const cells = ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\t=x", "\r=x", "plain", "a=b"];
    const csv = csvLines(cells.map((cell) => [cell]));
    expect(parse(csv).data.map((row) => row[0])).toEqual(["'=1+1", "'+SUM(A1)", "'-2+3", "'@cmd", "'\t=x", "'\r=x", "plain", "a=b"]);
  });

  it("defuses a formula followed by a line break, and full-width signs (papaparse's own test misses both)", () => {
    const cells = ['=HYPERLINK("https://evil.test","x")\nsecond line', "\n=1+1", "＝1+1", "line\n=1+1"];
    const csv = csvLines(cells.map((cell) => [cell]));
    expect(parse(csv).data.map((row) => row[0])).toEqual([`'${cells[0]}`, `'${cells[1]}`, `'${cells[2]}`, "line\n=1+1"]);
  });

  it("writes numbers and booleans as they are: a negative amount is not a formula", () => {
    expect(csvLines([[-12.5, true, false, null]])).toBe("-12.5,true,false,\r\n");
  });

  it("quotes separators, quotes and line breaks, and keeps unicode", () => {
    const cells = ['He said "hi"', "a, b", "line\nbreak", "₹ 1,00,000 · café · 🚀 · 日本"];
    const csv = csvLines([cells]);
    expect(csv).toBe('"He said ""hi""","a, b","line\nbreak","₹ 1,00,000 · café · 🚀 · 日本"\r\n');
    expect(parse(csv).data).toEqual([cells]);
  });

  it("starts with a byte-order mark and the header line", () => {
    expect(csvHead([text, { header: "=Evil", type: "text" }])).toBe("\uFEFFNotes,\"'=Evil\"\r\n");
    expect(csvLines([])).toBe("");
  });
});

describe("XLSX cells", () => {
  const dateFormat = excelDateFormat("dd/mm/yy");

  it("types each cell by its column: dates, numbers, amounts in their currency, per cents, booleans, text", () => {
    expect(xlsxCell({ header: "Due", type: "date" }, "2026-03-04", dateFormat)).toEqual({ value: new Date(Date.UTC(2026, 2, 4)), type: Date, format: "dd mmm, yyyy" });
    expect(xlsxCell({ header: "N", type: "number" }, -2.5, dateFormat)).toEqual({ value: -2.5, type: Number });
    expect(xlsxCell({ header: "B", type: "currency", currency: "INR" }, 1250.5, dateFormat)).toEqual({ value: 1250.5, type: Number, format: '"₹"#,##0.00' });
    expect(xlsxCell({ header: "P", type: "percent" }, 40, dateFormat)).toEqual({ value: 40, type: Number, format: '0"%"' });
    expect(xlsxCell({ header: "OK", type: "boolean" }, false, dateFormat)).toEqual({ value: false, type: Boolean });
    expect(xlsxCell(text, "=1+1", dateFormat)).toEqual({ value: "=1+1", type: String });
    expect(xlsxCell(text, null, dateFormat)).toBeNull();
  });

  it("formats each currency with its symbol and decimals, and dates in the member's preference", () => {
    expect(currencyFormat({ header: "", type: "currency", currency: "USD" })).toBe('"$"#,##0.00');
    expect(currencyFormat({ header: "", type: "currency", currency: "JPY" })).toBe('"¥"#,##0');
    expect(currencyFormat({ header: "", type: "currency", currency: "EUR" })).toBe('"€"#,##0.00');
    expect(excelDateFormat("mm/dd/yy")).toBe("mmm dd, yyyy");
    expect(excelDateFormat(null)).toBe("dd mmm, yyyy");
  });

  it("has the List's columns, every custom column by name, and a row per task", () => {
    const columns = [
      { key: "c1", name: "Budget", type: "CURRENCY" as const, currency: "EUR" as const },
      { key: "c2", name: "Done?", type: "CHECKBOX" as const },
      { key: "c3", name: "Labels", type: "MULTI_SELECT" as const, options: [{ label: "A", colour: "#000000" }] },
    ];
    const shape = { columns, archived: true };
    expect(tableColumns(shape).map((column) => `${column.header}:${column.type}`)).toEqual([
      "Task:text", "Subtask of:text", "Task group:text", "Status:text", "Priority:text", "Assignees:text", "Start date:date", "Due date:date",
      "Budget:currency", "Done?:boolean", "Labels:text", "Archived:boolean", "Link:text",
    ]);
    const row = tableRow(
      { key: "t2", group: "g1", parent: "t1", name: "Sub", status: "To Do", priority: "LOW", startDate: null, dueDate: "2026-01-02", assignees: ["a@b.co", "c@d.co"],
        description: null, values: { c1: 12, c3: ["A"] }, archived: false, link: "https://x/t2", conversations: [], attachments: [] },
      { ...shape, groupName: () => "Group", taskName: () => "Parent" },
    );
    expect(row).toEqual(["Sub", "Parent", "Group", "To Do", "Low", "a@b.co, c@d.co", null, "2026-01-02", 12, false, "A", false, "https://x/t2"]);
  });
});

describe("XLSX workbook (decision 0066)", () => {
  const columns: Sheet["columns"] = [
    text, { header: "Due", type: "date" }, { header: "Budget", type: "currency", currency: "JPY" }, { header: "Progress", type: "percent" },
    { header: "Estimate", type: "number" }, { header: "OK", type: "boolean" },
  ];
  const read = async (chunks: AsyncIterable<Uint8Array<ArrayBuffer>>) => {
    const parts: Uint8Array<ArrayBuffer>[] = [];
    for await (const chunk of chunks) parts.push(chunk);
    return readXlsxFile(new Blob(parts));
  };

  it("is read back with its sheets, bold headers aside, and typed cells: dates, amounts, per cents, numbers, booleans, text as text", async () => {
    const sheets = await read(
      xlsxChunks({
        dateFormat: excelDateFormat("mm/dd/yy"),
        sheets: [
          { name: "Tasks & <more>", columns, rows: [[["=1+1 <b>&\"x\"", "2026-03-04", 1250, 40, -2.5, true], ["Café 🚀\u0007\nline", null, null, null, null, false]]] },
          { name: "Dependencies", columns: [text], rows: (async function* () { yield [["after"]]; })() },
        ],
      }),
    );
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Tasks & <more>", "Dependencies"]);
    expect(sheets[0].data).toEqual([
      ["Notes", "Due", "Budget", "Progress", "Estimate", "OK"],
      ["=1+1 <b>&\"x\"", new Date(Date.UTC(2026, 2, 4)), 1250, 40, -2.5, true],
      ["Café 🚀\nline", null, null, null, null, false],
    ]);
    expect(sheets[1].data).toEqual([["Notes"], ["after"]]);
  });

  it("answers its first bytes before the last rows are asked for, and holds every row of a large sheet", async () => {
    let asked = 0;
    async function* batches() {
      for (let batch = 0; batch < 10; batch++) {
        asked += 1;
        yield Array.from({ length: 500 }, (_, index) => [`Task ${batch * 500 + index}`, "2026-01-02", index, 50, index / 2, index % 2 === 0]);
      }
    }
    const chunks = xlsxChunks({ dateFormat: excelDateFormat(null), sheets: [{ name: "Tasks", columns, rows: batches() }] });
    const first = await chunks.next();
    expect(first.done).toBe(false);
    expect(asked).toBeLessThan(10);
    const sheets = await read((async function* () { yield first.value as Uint8Array<ArrayBuffer>; yield* chunks; })());
    const rows = sheets[0].data.slice(1);
    expect(rows).toHaveLength(5_000);
    expect(rows[4_999]).toEqual(["Task 4999", new Date(Date.UTC(2026, 0, 2)), 499, 50, 249.5, false]);
  });

  it("names columns past Z as a spreadsheet does", () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual(["A", "Z", "AA", "AZ", "BA", "ZZ", "AAA"]);
  });
});

const sample: ProjectFileInput = {
  format: "meridian-project",
  version: 1,
  exportedAt: "2026-11-25T10:00:00+00:00",
  project: { name: "Sample", visibility: "PUBLIC" },
  statuses: [{ name: "To Do", category: "TODO", colour: "#64748b" }],
  columns: [
    { key: "c1", name: "Budget", type: "CURRENCY", currency: "INR" },
    { key: "c2", name: "Channel", type: "SINGLE_SELECT", options: [{ label: "Web", colour: "#3b82f6" }] },
    { key: "c3", name: "Reviewer", type: "PEOPLE" },
  ],
  groups: [{ key: "g1", name: "Group" }],
  tasks: [
    {
      key: "t1", group: "g1", parent: null, name: "Task", status: "To Do", priority: "HIGH", startDate: "2026-01-01", dueDate: "2026-01-02",
      assignees: ["ada@acme.test"], description: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hi" }] }] },
      values: { c1: 1250.5, c2: "Web", c3: ["bob@acme.test"] },
      conversations: [{ author: "ada@acme.test", body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "mention", attrs: { id: "bob@acme.test" } }] }] }, createdAt: "2026-01-01T10:00:00Z", editedAt: null, replies: [] }],
    },
    { key: "t2", group: "g1", parent: "t1", name: "Subtask", status: null, priority: null, startDate: null, dueDate: null, assignees: [], description: null, values: {} },
  ],
  dependencies: [{ predecessor: "t1", successor: "t2", type: "SF", lagDays: -3 }],
};

describe("the project file's schema", () => {
  const jsonSchema = projectFileJsonSchema();

  it("is committed in docs/formats as generated from the zod schema (UPDATE_FORMATS=1 rewrites it)", () => {
    const generated = `${JSON.stringify(jsonSchema, null, 2)}\n`;
    if (process.env.UPDATE_FORMATS) writeFileSync(SCHEMA_PATH, generated);
    expect(readFileSync(SCHEMA_PATH, "utf8")).toBe(generated);
  });

  it("agrees with the zod schema on a sample and on broken copies of it", () => {
    const validate = new Ajv2020({ strict: false, validateFormats: false }).compile(jsonSchema);
    const broken: unknown[] = [
      { ...sample, version: 2 },
      { ...sample, tasks: [{ ...sample.tasks[0], priority: "SOMETIME" }] },
      { ...sample, dependencies: [{ predecessor: "t1", successor: "t2", type: "XX", lagDays: 0 }] },
      { ...sample, groups: [] },
      { ...sample, tasks: [{ ...sample.tasks[0], dueDate: "2026-02-30" }] },
      { ...sample, project: { visibility: "PUBLIC" } },
    ];
    expect(validate(sample)).toBe(true);
    expect(ProjectFileSchema.safeParse(sample).success).toBe(true);
    for (const file of broken) {
      expect([validate(file), ProjectFileSchema.safeParse(file).success]).toEqual([false, false]);
    }
  });

  it("refuses names with control characters, each on its row (issue 41 §3)", () => {
    const bad = structuredClone(sample);
    bad.project.name = "Sample\r\nBcc: x@evil.test";
    bad.statuses[0].name = "To\tDo";
    bad.columns[1].name = "Chan\u0000nel";
    bad.columns[1].options![0].label = "W\neb";
    bad.groups[0].name = "Gro\u2028up";
    bad.tasks[0].name = "Launch\r\nBcc: x@evil.test";
    const checked = checkProjectFile(bad);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      project: [`project (name): ${singleLineMessage("Project Name")}`],
      "statuses.0": [`Status 1 “To\tDo” (name): ${singleLineMessage("Status Name")}`],
      "columns.1": [`Column 2 “Chan\u0000nel” (name): ${singleLineMessage("Column Name")}`, `Column 2 “Chan\u0000nel” (options.label): ${singleLineMessage("Option")}`],
      "groups.0": [`Task group 1 “Gro\u2028up” (name): ${singleLineMessage("Task Group Name")}`],
      "tasks.0": [`Task 1 “Launch\r\nBcc: x@evil.test” (name): ${singleLineMessage("Task Name")}`],
    });
  });

  it("checks what the shape cannot: references, value types, subtasks and loops", () => {
    expect(checkProjectFile(sample)).toMatchObject({ ok: true });
    const bad = structuredClone(sample) as ProjectFileInput & { tasks: Array<Record<string, unknown>> };
    bad.tasks[0].values = { c1: "a lot", c2: "Print", c9: 1 };
    bad.tasks[1].parent = "t9";
    const checked = checkProjectFile(bad);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors).toEqual({
        "tasks.0": ["Task 1 “Task” (values.c1): Budget: Please enter an amount", "Task 1 “Task” (values.c2): Channel: Please choose one of the column's options", "Task 1 “Task” (values.c9): There is no column “c9”"],
        "tasks.1": ["Task 2 “Subtask” (parent): Its task “t9” must come before it in the file"],
      });
    }
    expect(hasLoop([{ predecessor: "a", successor: "b", type: "FS", lagDays: 0 }, { predecessor: "b", successor: "a", type: "FS", lagDays: 0 }])).toBe(true);
    expect(hasLoop(sample.dependencies as never)).toBe(false);
    expect(checkProjectFile({ format: "meridian-project", version: 7 })).toMatchObject({ ok: false, message: "This file is version 7 of the format; this Meridian reads version 1" });
  });
});

describe("a background XLSX job's pieces (decision 0057)", () => {
  it("reads each piece from R2 once: the piece that ends the task rows is the first of the dependencies", async () => {
    const pieces: WorkbookPiece[] = [{ rows: [["Plan"], ["Build"]] }, { rows: [["Ship"]] }, { links: [["Plan → Build"]] }, { links: [["Build → Ship"]] }];
    const reads: number[] = [];
    const { rows, links } = workbookSheets(pieces.length, async (index) => {
      reads.push(index);
      return pieces[index];
    });
    const parts: Uint8Array<ArrayBuffer>[] = [];
    const sheets = [{ name: "Tasks", columns: [text], rows }, { name: "Dependencies", columns: [text], rows: links }];
    for await (const chunk of xlsxChunks({ dateFormat: excelDateFormat(null), sheets })) parts.push(chunk);
    const read = await readXlsxFile(new Blob(parts));
    expect(read.map((sheet) => sheet.data)).toEqual([
      [["Notes"], ["Plan"], ["Build"], ["Ship"]],
      [["Notes"], ["Plan → Build"], ["Build → Ship"]],
    ]);
    expect(reads).toEqual([0, 1, 2, 3]);
  });
});
