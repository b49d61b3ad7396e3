import * as z from "zod";
import { COLUMN_TYPES, columnTypeOf, CURRENCIES, MAX_OPTIONS, type ColumnShape } from "~/lib/columns";
import { checkValue } from "~/schemas/columnValue";
import { WORK_ROLES } from "~/lib/permissions";
import { PROJECT_VIEWS, VISIBILITIES } from "~/lib/projects";
import { DEPENDENCY_TYPES } from "~/lib/schedule/network";
import { COLOUR_PATTERN, STATUS_CATEGORIES } from "~/lib/statuses";
import { LAG_MAX } from "~/schemas/dependency";
import { refineSingleLine } from "~/schemas/fields";
import { EMAIL_PATTERN } from "~/lib/textChecks";
import { MessageDoc, RichTextDoc } from "~/schemas/richText";
import { GROUP_NAME_MAX, TASK_NAME_MAX } from "~/schemas/task";
import { PRIORITIES } from "~/lib/priorities";

/**
 * The Meridian project file, version 1 (decision 0047): a whole project (or the rows of a filtered
 * List) as one JSON document that a person can read and that imports back into a new project. This
 * zod schema is the source; docs/formats/meridian-project.v1.schema.json is generated from it (a
 * unit test keeps the two equal). Everything points by `key`, a short name the file gives its own
 * groups, columns and tasks ("g1", "c1", "t1"); people are written by e-mail, statuses by name,
 * options by label, so nothing in the file depends on the ids of the workspace it came from.
 */
export const PROJECT_FORMAT = "meridian-project";
export const PROJECT_FORMAT_VERSION = 1;

/** Rows a file may hold: the import checks them all before it writes anything. */
export const MAX_FILE_TASKS = 20_000;
export const MAX_FILE_DEPENDENCIES = 40_000;
/** Errors an import answers at most: enough to fix a file, never a wall of them. */
export const MAX_REPORTED_ERRORS = 50;

const Key = z.string().min(1).max(64).describe("the file's own name for a group, column or task, unique among its kind");
const Email = z.string().max(254).regex(EMAIL_PATTERN, "Please enter valid email id");
const Day = z.iso.date({ error: "Dates must be in the form yyyy-mm-dd" });
const Moment = z.iso.datetime({ offset: true });
const Colour = z.string().regex(COLOUR_PATTERN, "Please choose a colour such as #2563eb");
/** A name in the file: one line, as the forms and the API take it. */
const Name = (label: string, max: number, min = 1) => refineSingleLine(z.string().min(min).max(max), label);

const Status = z.object({
  name: Name("Status Name", 24),
  category: z.enum(STATUS_CATEGORIES),
  colour: Colour,
});

const Option = z.object({ label: Name("Option", 50), colour: Colour });

const Column = z.object({
  key: Key,
  name: Name("Column Name", 50),
  type: z.enum(COLUMN_TYPES),
  currency: z.enum(CURRENCIES).optional().describe("CURRENCY columns"),
  max: z.number().int().min(3).max(10).optional().describe("RATING columns: the highest rating"),
  options: z.array(Option).max(MAX_OPTIONS).optional().describe("SINGLE_SELECT and MULTI_SELECT columns, in order"),
});

/**
 * A cell: text, a number, `true` for a ticked box, a day (yyyy-mm-dd), an option's label, a list
 * of labels, or a list of e-mails (PEOPLE); an empty cell is left out.
 */
const Value = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

/** A message (a conversation or a reply): its body as rich text whose mentions name people by e-mail. */
const Message = z.object({
  author: Email.nullable().describe("null: someone no longer in the organisation"),
  body: MessageDoc,
  createdAt: Moment,
  editedAt: Moment.nullable(),
});

const Conversation = Message.extend({ replies: z.array(Message) });

/** What is known of a file: the bytes themselves are not part of an export. */
const Attachment = z.object({
  name: z.string().min(1).max(255),
  contentType: z.string().max(255),
  size: z.number().int().min(0),
  uploadedBy: Email.nullable(),
  createdAt: Moment,
  onMessage: z.boolean().describe("true: attached to one of the item's messages"),
});

const Discussed = z.object({
  conversations: z.array(Conversation).default([]),
  attachments: z.array(Attachment).default([]),
});

const Group = Discussed.extend({
  key: Key,
  name: Name("Task Group Name", GROUP_NAME_MAX),
  archived: z.boolean().default(false),
});

const Task = Discussed.extend({
  key: Key,
  group: Key,
  parent: Key.nullable().describe("the task a subtask belongs to (in the same group); null for a task"),
  name: Name("Task Name", TASK_NAME_MAX),
  status: z.string().max(24).nullable().describe("a status of `statuses`, by name"),
  priority: z.enum(PRIORITIES).nullable(),
  startDate: Day.nullable(),
  dueDate: Day.nullable(),
  assignees: z.array(Email).max(50),
  description: RichTextDoc.nullable(),
  values: z.record(Key, Value).describe("by column key"),
  archived: z.boolean().default(false),
  link: z.string().max(2000).optional().describe("where the task was, for people reading the file; not imported"),
});

const Dependency = z.object({
  predecessor: Key,
  successor: Key,
  type: z.enum(DEPENDENCY_TYPES),
  lagDays: z.number().int().min(-LAG_MAX).max(LAG_MAX),
});

export const ProjectFileSchema = z
  .object({
    format: z.literal(PROJECT_FORMAT),
    version: z.literal(PROJECT_FORMAT_VERSION),
    exportedAt: Moment,
    source: z
      .object({ organisation: z.string(), projectId: z.string(), url: z.string() })
      .partial()
      .optional()
      .describe("where the file came from; not imported"),
    filtered: z.boolean().default(false).describe("true: only the rows a List view's filters let through"),
    project: z.object({
      name: Name("Project Name", 200, 2),
      description: z.string().max(500).default(""),
      visibility: z.enum(VISIBILITIES),
      defaultView: z.enum(PROJECT_VIEWS).default("LIST"),
      tags: z.array(z.string().min(1).max(30)).max(20).default([]),
      autoSchedule: z.boolean().default(true),
      members: z
        .array(z.object({ email: Email, role: z.enum(WORK_ROLES) }))
        .max(1000)
        .default([])
        .describe("a private project's members; an import makes the importer its owner and the others its members"),
    }),
    statuses: z.array(Status).max(100).describe("the statuses of the project's team"),
    columns: z.array(Column).max(100),
    groups: z.array(Group).min(1).max(1000),
    tasks: z.array(Task).max(MAX_FILE_TASKS).describe("in the List's order, each task before its subtasks"),
    dependencies: z.array(Dependency).max(MAX_FILE_DEPENDENCIES),
  })
  .meta({
    $id: "https://meridian.app/formats/meridian-project.v1.schema.json",
    title: "Meridian project file, version 1",
    description: "A Meridian project exported as JSON (docs/decisions/0047-exports-and-import.md)",
  });

export type ProjectFile = z.output<typeof ProjectFileSchema>;
export type ProjectFileInput = z.input<typeof ProjectFileSchema>;
export type FileTask = ProjectFile["tasks"][number];
export type FileGroup = ProjectFile["groups"][number];
export type FileColumn = ProjectFile["columns"][number];
export type FileStatus = ProjectFile["statuses"][number];
export type FileDependency = ProjectFile["dependencies"][number];
export type FileConversation = FileTask["conversations"][number];
export type FileMessage = Omit<FileConversation, "replies">;
export type FileAttachment = FileTask["attachments"][number];
export type FileValue = z.infer<typeof Value>;

/** The JSON Schema of the file (draft 2020-12), as committed in docs/formats/. */
export const projectFileJsonSchema = () => z.toJSONSchema(ProjectFileSchema, { io: "input", unrepresentable: "any" });

// ── Checking a whole file ─────────────────────────────────────────────────────

/** Where each error is, in words a person finds it by ("Task 12 “Write copy”"), with what is wrong. */
export type FileErrors = Record<string, string[]>;

type Path = ReadonlyArray<PropertyKey>;

/** "tasks.11.values.c3" → "Task 12 “Write copy”" (the row a person looks for), from the raw file. */
function rowLabel(raw: unknown, path: Path): { field: string; label: string } {
  const [list, index] = path;
  const lists: Record<string, string> = { tasks: "Task", groups: "Task group", columns: "Column", statuses: "Status", dependencies: "Dependency" };
  if (typeof list === "string" && typeof index === "number" && lists[list]) {
    const row = (raw as Record<string, unknown[]>)[list]?.[index] as { name?: unknown } | undefined;
    const name = typeof row?.name === "string" ? ` “${row.name.slice(0, 60)}”` : "";
    return { field: `${list}.${index}`, label: `${lists[list]} ${index + 1}${name}` };
  }
  return { field: path.length ? String(path[0]) : "file", label: path.length ? String(path[0]) : "The file" };
}

class Collector {
  readonly errors: FileErrors = {};
  count = 0;
  constructor(private readonly raw: unknown) {}
  add(path: Path, message: string) {
    this.count += 1;
    if (this.count > MAX_REPORTED_ERRORS) return;
    const { field, label } = rowLabel(this.raw, path);
    const rest = path.slice(field.split(".").length).filter((part) => typeof part === "string");
    const where = rest.length ? ` (${rest.join(".")})` : "";
    (this.errors[field] ??= []).push(`${label}${where}: ${message}`);
  }
  get ok() {
    return this.count === 0;
  }
}

export type FileCheck = { ok: true; file: ProjectFile } | { ok: false; message: string; errors: FileErrors };

export const NOT_A_PROJECT_FILE = "This is not a Meridian project file (JSON export)";
export const fileErrorsMessage = (count: number) =>
  `The file has ${count} ${count === 1 ? "error" : "errors"}; nothing was imported. Fix ${count === 1 ? "it" : "them"} and try again.`;

/**
 * The whole file checked before anything is written: its shape, then what the shape cannot say:
 * unique keys and names, every reference found, subtasks one level below a task of their group,
 * values of their column's type, dependencies without loops.
 */
export function checkProjectFile(raw: unknown): FileCheck {
  const head = z.object({ format: z.literal(PROJECT_FORMAT), version: z.number() }).safeParse(raw);
  if (!head.success) return { ok: false, message: NOT_A_PROJECT_FILE, errors: { file: [NOT_A_PROJECT_FILE] } };
  if (head.data.version !== PROJECT_FORMAT_VERSION) {
    const message = `This file is version ${head.data.version} of the format; this Meridian reads version ${PROJECT_FORMAT_VERSION}`;
    return { ok: false, message, errors: { version: [message] } };
  }
  const collector = new Collector(raw);
  const parsed = ProjectFileSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) collector.add(issue.path, issue.message);
  } else {
    checkReferences(parsed.data, collector);
  }
  if (!collector.ok || !parsed.success) return { ok: false, message: fileErrorsMessage(collector.count), errors: collector.errors };
  return { ok: true, file: parsed.data };
}

function uniqueBy<T>(rows: readonly T[], list: string, of: (row: T) => string, message: string, collector: Collector) {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const value = of(row);
    if (seen.has(value)) collector.add([list, index], message);
    seen.add(value);
  });
}

/** A column of the file as the value rules see it: its options' labels stand for their ids. */
export const columnShapeOf = (column: FileColumn): ColumnShape => ({
  type: column.type,
  config: {
    currency: column.currency,
    max: column.max,
    options: column.options?.map((option) => ({ id: option.label.toLowerCase(), label: option.label, colour: option.colour })),
  },
});

/** A file's value in the form the value rules check: labels as option ids (lower case), e-mails as people. */
function checkedFileValue(column: FileColumn, shape: ColumnShape, value: FileValue): string | null {
  const asIds = (labels: unknown) => (Array.isArray(labels) ? labels.map((label) => String(label).toLowerCase()) : String(labels).toLowerCase());
  const refers = columnTypeOf(column.type).refers;
  if (refers?.to === "person") {
    if (!Array.isArray(value) || value.some((email) => !EMAIL_PATTERN.test(email))) return "People are written by e-mail";
    return null;
  }
  const candidate = refers?.to === "option" && (refers.multiple || typeof value === "string") ? asIds(value) : value;
  const checked = checkValue(shape, candidate);
  return checked.ok ? null : checked.message;
}

function checkReferences(file: ProjectFile, collector: Collector) {
  uniqueBy(file.groups, "groups", (group) => group.key, "Another task group has this key", collector);
  uniqueBy(file.columns, "columns", (column) => column.key, "Another column has this key", collector);
  uniqueBy(file.columns, "columns", (column) => column.name.toLowerCase(), "Another column has this name", collector);
  uniqueBy(file.statuses, "statuses", (status) => status.name.toLowerCase(), "Another status has this name", collector);
  uniqueBy(file.tasks, "tasks", (task) => task.key, "Another task has this key", collector);
  file.columns.forEach((column, index) => {
    const labels = (column.options ?? []).map((option) => option.label.toLowerCase());
    if (new Set(labels).size !== labels.length) collector.add(["columns", index, "options"], "Options must have different labels");
  });

  const groups = new Set(file.groups.map((group) => group.key));
  const columns = new Map(file.columns.map((column) => [column.key, { column, shape: columnShapeOf(column) }]));
  const statuses = new Set(file.statuses.map((status) => status.name.toLowerCase()));
  const tasks = new Map(file.tasks.map((task) => [task.key, task]));
  const seen = new Set<string>();
  file.tasks.forEach((task, index) => {
    const at = (...rest: string[]) => ["tasks", index, ...rest];
    if (!groups.has(task.group)) collector.add(at("group"), `There is no task group “${task.group}”`);
    if (task.parent !== null) {
      const parent = tasks.get(task.parent);
      if (!parent || !seen.has(task.parent)) collector.add(at("parent"), `Its task “${task.parent}” must come before it in the file`);
      else if (parent.parent !== null) collector.add(at("parent"), "A subtask cannot have subtasks");
      else if (parent.group !== task.group) collector.add(at("parent"), "A subtask is in its task's group");
    }
    seen.add(task.key);
    if (task.status !== null && !statuses.has(task.status.toLowerCase())) collector.add(at("status"), `There is no status “${task.status}” in statuses`);
    if (task.startDate && task.dueDate && task.startDate > task.dueDate) collector.add(at("dueDate"), "Start date must be on or before the due date");
    for (const [key, value] of Object.entries(task.values)) {
      const found = columns.get(key);
      if (!found) collector.add(at("values", key), `There is no column “${key}”`);
      else {
        const problem = checkedFileValue(found.column, found.shape, value);
        if (problem) collector.add(at("values", key), `${found.column.name}: ${problem}`);
      }
    }
  });

  const pairs = new Set<string>();
  file.dependencies.forEach((dependency, index) => {
    const at = ["dependencies", index];
    const missing = [dependency.predecessor, dependency.successor].filter((key) => !tasks.has(key));
    if (missing.length) collector.add(at, `There is no task “${missing[0]}”`);
    else if (dependency.predecessor === dependency.successor) collector.add(at, "A task cannot depend on itself");
    const pair = `${dependency.predecessor}\u0000${dependency.successor}`;
    if (pairs.has(pair)) collector.add(at, "These two tasks are linked twice");
    pairs.add(pair);
  });
  if (collector.ok && hasLoop(file.dependencies)) collector.add(["dependencies"], "The dependencies go round in a loop");
}

/** Whether following the dependencies from predecessor to successor ever comes back to a task (Kahn's algorithm). */
export function hasLoop(dependencies: readonly FileDependency[]): boolean {
  const incoming = new Map<string, number>();
  const next = new Map<string, string[]>();
  for (const { predecessor, successor } of dependencies) {
    incoming.set(successor, (incoming.get(successor) ?? 0) + 1);
    incoming.set(predecessor, incoming.get(predecessor) ?? 0);
    const after = next.get(predecessor);
    if (after) after.push(successor);
    else next.set(predecessor, [successor]);
  }
  const ready = [...incoming].filter(([, count]) => count === 0).map(([key]) => key);
  let visited = 0;
  while (ready.length) {
    const key = ready.pop()!;
    visited += 1;
    for (const successor of next.get(key) ?? []) {
      const left = incoming.get(successor)! - 1;
      incoming.set(successor, left);
      if (left === 0) ready.push(successor);
    }
  }
  return visited !== incoming.size;
}
