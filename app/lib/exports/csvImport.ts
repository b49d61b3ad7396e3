import Papa from "papaparse";
import { COLUMN_TYPES, columnTypeOf, type ColumnType, type ColumnValue } from "~/lib/columns";
import { csvList } from "~/lib/columnTypes/definition";
import { PRIORITIES, PRIORITY_NAMES, type Priority } from "~/lib/priorities";
import type { StatusCategory } from "~/lib/statuses";
import { FORMULA_START } from "./csv";
import { CSV_FIELD_NAMES, type CsvField } from "./csvFields";
import { checkProjectFile, fileErrorsMessage, MAX_REPORTED_ERRORS, PROJECT_FORMAT, PROJECT_FORMAT_VERSION, type FileCheck, type FileErrors, type ProjectFileInput } from "./projectJson";

/**
 * A CSV (a Meridian CSV export or another tool's) as a Meridian project file (issue 19 §3): each
 * CSV column is mapped to a task field, to a custom column, or ignored, and the rows become the
 * file's tasks, so the JSON import's checks (`checkProjectFile`, per row) and its one command
 * (`projectImport.create`) do the rest. Nothing here writes anything.
 */
/** Header names (lower case, without spaces and punctuation) each field is guessed from. */
const GUESSES: Array<[CsvField, RegExp]> = [
  ["name", /^(task|tasks|name|taskname|title|summary|item)$/],
  ["parent", /^(subtaskof|parent|parenttask|parentname)$/],
  ["group", /^(taskgroup|group|section|list|phase|epic)$/],
  ["status", /^(status|state|stage)$/],
  ["priority", /^(priority|prio)$/],
  ["assignees", /^(assignees?|assignedto|owners?|responsible)$/],
  ["startDate", /^(startdate|start|startson|begin)$/],
  ["dueDate", /^(duedate|due|deadline|enddate|end|finish)$/],
  ["ignore", /^(link|url of task|archived|id|taskid|key)$/],
];

const normalised = (header: string) => header.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** The automatic mapping: a known header is its field (each field once), any other header a custom column. */
export function guessMapping(headers: readonly string[]): CsvField[] {
  const taken = new Set<CsvField>();
  return headers.map((header) => {
    const key = normalised(header);
    const found = GUESSES.find(([field, pattern]) => pattern.test(key) && (field === "ignore" || !taken.has(field)))?.[0];
    if (found) {
      taken.add(found);
      return found;
    }
    return key === "" ? "ignore" : "custom";
  });
}

export type ParsedCsv = { headers: string[]; rows: string[][] };

/** The file's header line and rows (a byte-order mark and blank lines dropped). */
export function parseCsv(text: string): ParsedCsv {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [headers = [], ...rows] = data;
  return { headers: headers.map((header) => header.trim()), rows };
}

/** A cell as written: a Meridian export's apostrophe before a formula character is taken off. */
const cell = (value: string | undefined) => {
  const text = (value ?? "").trim();
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
};

const categoryOf = (status: string): StatusCategory =>
  /done|complete|finished|resolved/i.test(status) ? "DONE" : /closed|cancel/i.test(status) ? "CLOSED" : /progress|doing|started|review/i.test(status) ? "IN_PROGRESS" : "TODO";
const COLOURS: Record<StatusCategory, string> = { TODO: "#64748b", IN_PROGRESS: "#2563eb", DONE: "#16a34a", CLOSED: "#0f172a" };

const priorityOf = (text: string): Priority | string => PRIORITIES.find((priority) => PRIORITY_NAMES[priority].toLowerCase() === text.toLowerCase() || priority === text.toUpperCase()) ?? text;

/** A custom column's type guessed from its values: the first type whose guess every filled value fits (numbers, days, yes/no), else text. */
export function guessColumnType(values: readonly string[]): ColumnType {
  const filled = values.filter((value) => value !== "");
  if (filled.length === 0) return "TEXT";
  return COLUMN_TYPES.find((type) => filled.every((value) => columnTypeOf(type).csvGuess?.test(value))) ?? "TEXT";
}

/** One CSV column's place in the project: a task field, a custom column (its name and type), or ignored. */
export type MappedColumn = { field: CsvField; name?: string; type?: ColumnType };
/** A mapping as the form and the API give it: a field per CSV column, or the column with a custom column's name and type. */
export type CsvMapping = ReadonlyArray<CsvField | MappedColumn>;

/** The automatic mapping with each custom column's name (its header) and type (from its values): the mapping step's first proposal. */
export function guessColumns(csv: ParsedCsv): MappedColumn[] {
  return guessMapping(csv.headers).map((field, index) =>
    field === "custom" ? { field, name: csv.headers[index].slice(0, 50), type: guessColumnType(csv.rows.map((row) => cell(row[index]))) } : { field },
  );
}

/**
 * A cell as a custom column's value, or undefined for none (its type reads it: numbers without
 * their thousands separators, currency signs or "%"; yes/no as a box; lists split at commas and
 * semicolons). A cell that is not of the type stays text, so the file's checks name the row and
 * what is wrong.
 */
const customValue = (type: ColumnType, text: string): ColumnValue | undefined => (text === "" ? undefined : columnTypeOf(type).fromCsv(text));

/** A custom column of the file, with the configuration its cells tell (a select's options, the highest rating). */
function fileColumn(key: string, name: string, type: ColumnType, cells: ReadonlyArray<ColumnValue | undefined>) {
  return { key, name, type, ...columnTypeOf(type).csvConfig?.(cells) };
}

const DEFAULT_GROUP = "Tasks";

const mapped = (column: CsvField | MappedColumn): MappedColumn => (typeof column === "string" ? { field: column } : column);

/** The mapped CSV as a project file, for checkProjectFile and the import. */
export function csvToProjectFile(csv: ParsedCsv, mapping: CsvMapping, projectName: string): ProjectFileInput {
  const columnsOf = mapping.map(mapped);
  const column = (field: CsvField) => columnsOf.findIndex((one) => one.field === field);
  const at = (row: string[], field: CsvField) => (column(field) < 0 ? "" : cell(row[column(field)]));
  const customs = columnsOf.flatMap((one, index) => (one.field === "custom" ? [{ ...one, index }] : []));
  const columns = customs.map((one, n) => {
    const cells = csv.rows.map((row) => cell(row[one.index]));
    const type = one.type ?? guessColumnType(cells);
    const name = (one.name?.trim() || csv.headers[one.index] || `Column ${one.index + 1}`).slice(0, 50);
    const values = cells.map((text) => customValue(type, text));
    return { ...fileColumn(`c${n + 1}`, name, type, values), values };
  });
  const groups: string[] = [];
  const statuses = new Map<string, string>();
  const lastByName = new Map<string, string>();
  const tasks = csv.rows.map((row, index) => {
    const key = `t${index + 1}`;
    const group = at(row, "group") || DEFAULT_GROUP;
    if (!groups.includes(group)) groups.push(group);
    const status = at(row, "status");
    if (status && !statuses.has(status.toLowerCase())) statuses.set(status.toLowerCase(), status);
    const parentName = at(row, "parent");
    const name = at(row, "name");
    const values: Record<string, string | number | boolean | string[]> = {};
    for (const { key: columnKey, values: cells } of columns) {
      const value = cells[index];
      if (value !== undefined) values[columnKey] = value;
    }
    const priority = at(row, "priority");
    const task = {
      key,
      group: `g${groups.indexOf(group) + 1}`,
      parent: parentName ? (lastByName.get(`${group}\u0000${parentName}`) ?? parentName) : null,
      name,
      status: status || null,
      priority: (priority ? priorityOf(priority) : null) as Priority | null,
      startDate: at(row, "startDate") || null,
      dueDate: at(row, "dueDate") || null,
      assignees: csvList(at(row, "assignees")),
      description: null,
      values,
    };
    if (!parentName) lastByName.set(`${group}\u0000${name}`, key);
    return task;
  });
  return {
    format: PROJECT_FORMAT,
    version: PROJECT_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    project: { name: projectName, visibility: "PUBLIC" },
    statuses: [...statuses.values()].map((name) => ({ name: name.slice(0, 24), category: categoryOf(name), colour: COLOURS[categoryOf(name)] })),
    columns: columns.map(({ values: _values, ...one }) => one),
    groups: groups.map((name, index) => ({ key: `g${index + 1}`, name })),
    tasks,
    dependencies: [],
  };
}

// ── Checking a mapped CSV ─────────────────────────────────────────────────────

export const CSV_NEEDS_NAME = "Choose the column that holds the task names";
export const CSV_NO_ROWS = "The file has no rows under its header line";
export const csvFieldTwice = (field: CsvField) => `“${CSV_FIELD_NAMES[field]}” is chosen for more than one column`;
export const csvColumnNameTwice = (name: string) => `Two custom columns are named “${name}”`;
export const CSV_ROW_WITHOUT_NAME = "The task has no name";

/** What is wrong with the mapping itself, by CSV column ("mapping.3"), before any row is read. */
export function mappingErrors(headers: readonly string[], mapping: CsvMapping): FileErrors {
  const errors: FileErrors = {};
  const columns = mapping.map(mapped);
  const add = (index: number | "name", message: string) => (errors[index === "name" ? "mapping" : `mapping.${index}`] ??= []).push(message);
  if (!columns.some((one) => one.field === "name")) add("name", CSV_NEEDS_NAME);
  const seen = new Set<string>();
  columns.forEach((one, index) => {
    const header = headers[index] ?? `Column ${index + 1}`;
    if (one.field === "custom") {
      const name = (one.name?.trim() || header).slice(0, 50).toLowerCase();
      if (seen.has(`custom:${name}`)) add(index, `${header}: ${csvColumnNameTwice(one.name?.trim() || header)}`);
      seen.add(`custom:${name}`);
    } else if (one.field !== "ignore") {
      if (seen.has(one.field)) add(index, `${header}: ${csvFieldTwice(one.field)}`);
      seen.add(one.field);
    }
  });
  return errors;
}

/**
 * The project file's errors as a CSV's reader finds them: "Task 3 “Plan” (dueDate): …" becomes
 * "Row 4 “Plan” (Due): …" (the spreadsheet's row, the header line being row 1; the CSV column's
 * header for a task field; a custom column's name is in the message already).
 */
function asRows(errors: FileErrors, headers: readonly string[], mapping: readonly MappedColumn[]): FileErrors {
  const headerOf = (path: string) => {
    const index = mapping.findIndex((one) => one.field === path);
    return index >= 0 ? headers[index] : path;
  };
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => {
      const row = /^tasks\.(\d+)$/.exec(field);
      if (!row) return [field, messages];
      const line = Number(row[1]) + 2;
      return [
        `rows.${line}`,
        messages.map((message) =>
          message.replace(/^Task \d+((?: “[^”]*”)?)(?: \(([^)]*)\))?: /, (_all, name: string, path?: string) => {
            const where = path === undefined || path.startsWith("values.") ? "" : ` (${headerOf(path)})`;
            return `Row ${line}${name}${where}: `;
          }),
        ),
      ];
    }),
  );
}

/**
 * A CSV and its mapping checked as the import will check them: the mapping, rows without a name,
 * then the project file they make (checkProjectFile: each value against its column, dates,
 * subtasks, statuses), with each error on its CSV row. Nothing is written.
 */
export function checkCsvImport(csv: ParsedCsv, mapping: CsvMapping, projectName: string): FileCheck {
  const columns = mapping.map(mapped);
  const fromMapping = mappingErrors(csv.headers, columns);
  const mappingCount = Object.values(fromMapping).flat().length;
  if (mappingCount) return { ok: false, message: fileErrorsMessage(mappingCount), errors: fromMapping };
  if (csv.rows.length === 0) return { ok: false, message: CSV_NO_ROWS, errors: { file: [CSV_NO_ROWS] } };
  const file = csvToProjectFile(csv, columns, projectName);
  const nameless: FileErrors = {};
  let count = 0;
  file.tasks.forEach((task, index) => {
    if (task.name !== "") return;
    count += 1;
    if (count <= MAX_REPORTED_ERRORS) nameless[`tasks.${index}`] = [`Task ${index + 1}: ${CSV_ROW_WITHOUT_NAME}`];
    // A nameless row gets a placeholder, so the file's checks still report its other cells.
    task.name = "-";
  });
  const checked = checkProjectFile(file);
  if (checked.ok && count === 0) return checked;
  const errors: FileErrors = { ...nameless };
  let total = count;
  if (!checked.ok) {
    total += Object.values(checked.errors).flat().length;
    for (const [field, messages] of Object.entries(checked.errors)) (errors[field] ??= []).push(...messages.map((message) => message.replace(/^(Task \d+) “-”/, "$1")));
  }
  const sorted = Object.fromEntries(Object.entries(errors).sort(([a], [b]) => (Number(a.split(".")[1]) || 0) - (Number(b.split(".")[1]) || 0)));
  return { ok: false, message: fileErrorsMessage(total), errors: asRows(sorted, csv.headers, columns) };
}
