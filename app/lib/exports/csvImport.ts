import Papa from "papaparse";
import { PRIORITIES, PRIORITY_NAMES, type Priority } from "~/schemas/task";
import type { StatusCategory } from "~/lib/statuses";
import { FORMULA_START } from "./csv";
import { PROJECT_FORMAT, PROJECT_FORMAT_VERSION, type ProjectFileInput } from "./projectJson";

/**
 * A CSV (a Meridian CSV export or another tool's) as a Meridian project file (issue 19 §3): each
 * CSV column is mapped to a task field, to a custom column, or ignored, and the rows become the
 * file's tasks, so the JSON import's checks (`checkProjectFile`, per row) and its one command
 * (`projectImport.create`) do the rest. Nothing here writes anything.
 */
export const CSV_FIELDS = ["ignore", "name", "status", "assignees", "startDate", "dueDate", "priority", "group", "parent", "custom"] as const;
export type CsvField = (typeof CSV_FIELDS)[number];
export const CSV_FIELD_NAMES: Record<CsvField, string> = {
  ignore: "Ignore",
  name: "Task name",
  status: "Status",
  assignees: "Assignees (e-mails)",
  startDate: "Start date",
  dueDate: "Due date",
  priority: "Priority",
  group: "Task group",
  parent: "Subtask of (task name)",
  custom: "A custom column",
};

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

/** A custom column's type from its values: all numbers, all days, all yes/no, else text. */
function columnType(values: readonly string[]) {
  const filled = values.filter((value) => value !== "");
  if (filled.length && filled.every((value) => /^-?\d+(\.\d+)?$/.test(value))) return "NUMBER" as const;
  if (filled.length && filled.every((value) => /^\d{4}-\d{2}-\d{2}$/.test(value))) return "DATE" as const;
  if (filled.length && filled.every((value) => /^(true|false|yes|no)$/i.test(value))) return "CHECKBOX" as const;
  return "TEXT" as const;
}

const DEFAULT_GROUP = "Tasks";

/** The mapped CSV as a project file, for checkProjectFile and the import. */
export function csvToProjectFile(csv: ParsedCsv, mapping: readonly CsvField[], projectName: string): ProjectFileInput {
  const column = (field: CsvField) => mapping.indexOf(field);
  const at = (row: string[], field: CsvField) => (column(field) < 0 ? "" : cell(row[column(field)]));
  const customs = mapping.flatMap((field, index) => (field === "custom" ? [index] : []));
  const columns = customs.map((index, n) => {
    const type = columnType(csv.rows.map((row) => cell(row[index])));
    return { key: `c${n + 1}`, name: (csv.headers[index] || `Column ${index + 1}`).slice(0, 50), type, index };
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
    const values: Record<string, string | number | boolean> = {};
    for (const { key: columnKey, type, index: source } of columns) {
      const text = cell(row[source]);
      if (type === "CHECKBOX") {
        if (/^(true|yes)$/i.test(text)) values[columnKey] = true;
      } else if (text !== "") values[columnKey] = type === "NUMBER" ? Number(text) : text;
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
      assignees: at(row, "assignees").split(/[,;]/).map((email) => email.trim()).filter(Boolean),
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
    columns: columns.map(({ key, name, type }) => ({ key, name, type })),
    groups: groups.map((name, index) => ({ key: `g${index + 1}`, name })),
    tasks,
    dependencies: [],
  };
}
