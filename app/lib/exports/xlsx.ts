import writeXlsxFile, { type Cell as XlsxCell, type SheetData } from "write-excel-file/universal";
import { currencyDisplay, type Cell, type TableColumn } from "./table";

/**
 * An XLSX workbook of the table (decision 0047), written with write-excel-file: a sheet of tasks
 * with typed cells (days as dates in the member's date format, numbers as numbers, amounts as
 * numbers with their currency's format, progress with a per-cent sign, ticked boxes as booleans)
 * and a sheet of dependencies. Text is always a string cell, never a formula, so nothing in it runs.
 */
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Spreadsheet date formats of the members' preferences (spec §3, lib/dates.ts). */
export const EXCEL_DATE_FORMATS: Record<string, string> = { "dd/mm/yy": "dd mmm, yyyy", "mm/dd/yy": "mmm dd, yyyy" };
export const excelDateFormat = (preference: string | null | undefined) => EXCEL_DATE_FORMATS[preference ?? ""] ?? EXCEL_DATE_FORMATS["dd/mm/yy"];

/** `"₹"#,##0.00`: the symbol in quotes (so no character of it is read as a format code), grouping, decimals. */
export function currencyFormat(column: TableColumn): string {
  const { symbol, decimals } = currencyDisplay(column.currency ?? "INR");
  return `"${symbol}"#,##0${decimals > 0 ? `.${"0".repeat(decimals)}` : ""}`;
}

const asDate = (day: string) => {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date));
};

/** One cell of a column's type; an empty one stays empty. */
export function xlsxCell(column: TableColumn, value: Cell, dateFormat: string): XlsxCell {
  if (value === null) return null;
  switch (column.type) {
    case "date":
      return typeof value === "string" ? { value: asDate(value), type: Date, format: dateFormat } : String(value);
    case "currency":
      return typeof value === "number" ? { value, type: Number, format: currencyFormat(column) } : String(value);
    case "percent":
      return typeof value === "number" ? { value, type: Number, format: '0"%"' } : String(value);
    case "number":
      return typeof value === "number" ? { value, type: Number } : String(value);
    case "boolean":
      return { value: value === true, type: Boolean };
    default:
      return { value: String(value), type: String };
  }
}

const headerRow = (columns: readonly TableColumn[]): XlsxCell[] => columns.map((column) => ({ value: column.header, type: String, fontWeight: "bold" }));

const sheetOf = (columns: readonly TableColumn[], rows: readonly Cell[][], dateFormat: string): SheetData => [
  headerRow(columns),
  ...rows.map((row) => row.map((value, index) => xlsxCell(columns[index], value, dateFormat))),
];

export type Workbook = {
  tasks: { columns: readonly TableColumn[]; rows: readonly Cell[][] };
  dependencies: { columns: readonly TableColumn[]; rows: readonly Cell[][] };
  dateFormat: string;
};

export const TASKS_SHEET = "Tasks";
export const DEPENDENCIES_SHEET = "Dependencies";

export async function xlsxBlob({ tasks, dependencies, dateFormat }: Workbook): Promise<Blob> {
  const widths = (columns: readonly TableColumn[]) => columns.map((column) => ({ width: column.header === "Task" || column.header === "Link" ? 40 : 16 }));
  return writeXlsxFile([
    { sheet: TASKS_SHEET, data: sheetOf(tasks.columns, tasks.rows, dateFormat), dateFormat, columns: widths(tasks.columns), stickyRowsCount: 1 },
    { sheet: DEPENDENCIES_SHEET, data: sheetOf(dependencies.columns, dependencies.rows, dateFormat), dateFormat, columns: widths(dependencies.columns), stickyRowsCount: 1 },
  ]).toBlob();
}
