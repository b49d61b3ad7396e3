import { columnTypeOf, DEFAULT_CURRENCY, type Currency } from "~/lib/columns";
import type { CellType } from "~/lib/columnTypes/definition";
import type { DependencyType } from "~/lib/schedule/network";
import { PRIORITY_NAMES } from "~/lib/priorities";
import { type FileColumn, type FileDependency, type FileTask } from "./projectJson";

/**
 * The List as a table, for CSV and XLSX (decision 0047): one row per task or subtask, the List's
 * columns and every custom column by its name, typed so that a spreadsheet gets dates as dates,
 * amounts as numbers in their currency and ticked boxes as booleans. Built from the same records
 * as the JSON file, so the three formats cannot tell different stories.
 */
export type { CellType };
export type TableColumn = { header: string; type: CellType; currency?: Currency };
/** A cell's value: a day is written yyyy-mm-dd (the XLSX writer makes it a date); null is empty. */
export type Cell = string | number | boolean | null;

/** The columns before the custom ones, as the List shows them; "Archived" only when the export includes archived items. */
const BUILT_IN: TableColumn[] = [
  { header: "Task", type: "text" },
  { header: "Subtask of", type: "text" },
  { header: "Task group", type: "text" },
  { header: "Status", type: "text" },
  { header: "Priority", type: "text" },
  { header: "Assignees", type: "text" },
  { header: "Start date", type: "date" },
  { header: "Due date", type: "date" },
];

export type TableShape = { columns: FileColumn[]; archived: boolean };

export function tableColumns({ columns, archived }: TableShape): TableColumn[] {
  const custom = columns.map((column): TableColumn => {
    const type = columnTypeOf(column.type).cell;
    return type === "currency" ? { header: column.name, type, currency: column.currency ?? DEFAULT_CURRENCY } : { header: column.name, type };
  });
  return [...BUILT_IN, ...custom, ...(archived ? [{ header: "Archived", type: "boolean" as const }] : []), { header: "Link", type: "text" }];
}

/** What a row needs beyond its task: the names of groups and of tasks (a subtask's parent). */
export type RowContext = TableShape & { groupName(key: string): string; taskName(key: string): string };

function customCell(column: FileColumn, value: FileTask["values"][string] | undefined): Cell {
  if (columnTypeOf(column.type).cell === "boolean") return value === true;
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.join(", ");
  return value;
}

export function tableRow(task: FileTask, context: RowContext): Cell[] {
  return [
    task.name,
    task.parent === null ? null : context.taskName(task.parent),
    context.groupName(task.group),
    task.status,
    task.priority === null ? null : PRIORITY_NAMES[task.priority],
    task.assignees.length ? task.assignees.join(", ") : null,
    task.startDate,
    task.dueDate,
    ...context.columns.map((column) => customCell(column, task.values[column.key])),
    ...(context.archived ? [task.archived] : []),
    task.link ?? null,
  ];
}

export const DEPENDENCY_TYPE_NAMES: Record<DependencyType, string> = {
  FS: "Finish to start (FS)",
  SS: "Start to start (SS)",
  FF: "Finish to finish (FF)",
  SF: "Start to finish (SF)",
};

export const DEPENDENCY_COLUMNS: TableColumn[] = [
  { header: "Predecessor", type: "text" },
  { header: "Successor", type: "text" },
  { header: "Type", type: "text" },
  { header: "Lag (working days)", type: "number" },
  { header: "Predecessor link", type: "text" },
  { header: "Successor link", type: "text" },
];

export type DependencyContext = { task(key: string): Pick<FileTask, "name" | "link"> | undefined };

export function dependencyRow(dependency: FileDependency, context: DependencyContext): Cell[] {
  const predecessor = context.task(dependency.predecessor);
  const successor = context.task(dependency.successor);
  return [
    predecessor?.name ?? null,
    successor?.name ?? null,
    DEPENDENCY_TYPE_NAMES[dependency.type],
    dependency.lagDays,
    predecessor?.link ?? null,
    successor?.link ?? null,
  ];
}

/** The symbol a spreadsheet shows before an amount, and its decimals (none for yen). */
export function currencyDisplay(currency: Currency) {
  const format = new Intl.NumberFormat("en", { style: "currency", currency });
  const symbol = format.formatToParts(0).find((part) => part.type === "currency")?.value ?? currency;
  return { symbol, decimals: format.resolvedOptions().maximumFractionDigits ?? 2 };
}
