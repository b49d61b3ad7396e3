import { currencyDisplay, type Cell, type TableColumn } from "./table";
import { BOLD_STYLE, columnLetters, escapeXml, packageParts, SHEET_CLOSING, sheetOpening, stylesPart, zipStream } from "./xlsxPackage";

/**
 * An XLSX workbook of the table (decisions 0047, 0066): a sheet of tasks with typed cells (days as
 * dates in the member's date format, numbers as numbers, amounts as numbers with their currency's
 * format, progress with a per-cent sign, ticked boxes as booleans) and a sheet of dependencies.
 * Text is always a string cell, never a formula, so nothing in it runs. The rows come in batches
 * and the file leaves as a stream (xlsxPackage.ts): no sheet is ever whole in memory.
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

const PERCENT_FORMAT = '0"%"';

/** The number format of a column's cells, if its type has one. */
function columnFormat(column: TableColumn, dateFormat: string): string | undefined {
  if (column.type === "date") return dateFormat;
  if (column.type === "currency") return currencyFormat(column);
  if (column.type === "percent") return PERCENT_FORMAT;
  return undefined;
}

/** A typed cell: the one place where a column's type decides how its value is written. */
export type XlsxCell =
  | null
  | string
  | { value: string; type: StringConstructor }
  | { value: number; type: NumberConstructor; format?: string }
  | { value: Date; type: DateConstructor; format: string }
  | { value: boolean; type: BooleanConstructor };

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
      return typeof value === "number" ? { value, type: Number, format: PERCENT_FORMAT } : String(value);
    case "number":
      return typeof value === "number" ? { value, type: Number } : String(value);
    case "boolean":
      return { value: value === true, type: Boolean };
    default:
      return { value: String(value), type: String };
  }
}

/** Days since 1899-12-30, the spreadsheet's serial date (the cell's day at midnight UTC). */
const serialDay = (date: Date) => date.getTime() / 86_400_000 + 25_569;

const inline = (ref: string, text: string, style?: number) =>
  `<c r="${ref}"${style ? ` s="${style}"` : ""} t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;

/** A typed cell's XML at `ref`; `styleOf` gives the style of a number format. */
function cellXml(cell: XlsxCell, ref: string, styleOf: (format: string) => number): string {
  if (cell === null) return "";
  if (typeof cell === "string") return inline(ref, cell);
  const { value } = cell;
  if (typeof value === "string") return inline(ref, value);
  if (typeof value === "boolean") return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  const format = "format" in cell ? cell.format : undefined;
  return `<c r="${ref}"${format ? ` s="${styleOf(format)}"` : ""}><v>${value instanceof Date ? serialDay(value) : value}</v></c>`;
}

/** A sheet: its name, its columns, and its rows in batches (pages of tasks, pieces of a background job). */
export type Sheet = { name: string; columns: readonly TableColumn[]; rows: Iterable<Cell[][]> | AsyncIterable<Cell[][]> };
export type Workbook = { sheets: readonly Sheet[]; dateFormat: string };

export const TASKS_SHEET = "Tasks";
export const DEPENDENCIES_SHEET = "Dependencies";

const width = (column: TableColumn) => (column.header === "Task" || column.header === "Link" ? 40 : 16);

/** A sheet's XML, a batch of rows at a time: the header row (bold), then each batch as it arrives. */
async function* sheetXml(sheet: Sheet, first: boolean, dateFormat: string, styleOf: (format: string) => number): AsyncGenerator<string> {
  const letters = sheet.columns.map((_, index) => columnLetters(index));
  yield sheetOpening(sheet.columns.map(width), first) +
    `<row r="1">${sheet.columns.map((column, index) => inline(`${letters[index]}1`, column.header, BOLD_STYLE)).join("")}</row>`;
  let row = 1;
  for await (const batch of sheet.rows) {
    yield batch
      .map((cells) => {
        row += 1;
        return `<row r="${row}">${cells.map((value, index) => cellXml(xlsxCell(sheet.columns[index], value, dateFormat), `${letters[index]}${row}`, styleOf)).join("")}</row>`;
      })
      .join("");
  }
  yield SHEET_CLOSING;
}

/** The workbook's bytes, made as its rows arrive. */
export function xlsxChunks({ sheets, dateFormat }: Workbook): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const formats = sheets.flatMap((sheet) => sheet.columns.map((column) => columnFormat(column, dateFormat)).filter((format) => format !== undefined));
  const styles = stylesPart(formats);
  return zipStream(packageParts(sheets.map((sheet) => sheet.name), styles.xml, (index) => sheetXml(sheets[index], index === 0, dateFormat, styles.styleOf)));
}
