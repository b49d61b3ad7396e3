import { rgb } from "@cantoo/pdf-lib";
import { formatCalendarDay } from "~/lib/dates";
import { currencyDisplay, type Cell, type TableColumn } from "~/lib/exports/table";
import { bodyBox, columnSlices, fitLine, pageBreaks, pagesOf } from "~/lib/pdf/layout";
import { MUTED, RULE, type Sheet } from "./document";

/**
 * A project's List as pages (issue 19 §2): its groups as headings, tasks and their subtasks
 * (indented) as rows, and the List's columns. The task's name repeats on every page; columns that
 * do not fit beside it go on the next page across, as a printed spreadsheet does.
 */
export type ListRow = { kind: "group"; name: string } | { kind: "task" | "subtask"; cells: Cell[] };

const SIZE = 8;
const ROW = 14;
const GROUP_ROW = 20;
const NAME_WIDTH = 200;
const PAD = 4;
const WIDTHS: Record<TableColumn["type"], number> = { text: 96, number: 56, currency: 76, percent: 48, date: 64, boolean: 52 };

function cellText(column: TableColumn, value: Cell, dateFormat: string | null): string {
  if (value === null) return "";
  switch (column.type) {
    case "date":
      return typeof value === "string" ? formatCalendarDay(value, dateFormat ?? undefined) : String(value);
    case "currency": {
      if (typeof value !== "number") return String(value);
      const { symbol, decimals } = currencyDisplay(column.currency ?? "INR");
      return `${symbol}${value.toLocaleString("en-IN", { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
    }
    case "percent":
      return `${value}%`;
    case "boolean":
      return value === true ? "✓" : "";
    default:
      return String(value);
  }
}

const GROUP_FILL = rgb(0.95, 0.96, 0.98);

/** Draws the List: `columns[0]` is the task's name, the rest are laid out in slices across pages. */
export function drawList(sheet: Sheet, columns: readonly TableColumn[], rows: readonly ListRow[], dateFormat: string | null) {
  const body = bodyBox(sheet.box);
  const measure = sheet.measure(SIZE);
  const rest = columns.slice(1);
  const slices = columnSlices(rest.map((column) => WIDTHS[column.type]), body.width - NAME_WIDTH);
  const heights = [ROW + 4, ...rows.map((row) => (row.kind === "group" ? GROUP_ROW : ROW))];
  // The column headings take the first row's room on every page.
  const pages = pagesOf([...rows], pageBreaks(heights.slice(1), body.height - heights[0]));
  if (pages.length === 0) pages.push([]);
  for (const pageRows of pages) {
    for (const slice of slices.length ? slices : [{ from: 0, to: 0, width: 0 }]) {
      const page = sheet.addPage();
      const cellX: number[] = [];
      let x = body.left + NAME_WIDTH;
      for (let index = slice.from; index < slice.to; index++) {
        cellX.push(x);
        x += WIDTHS[rest[index].type];
      }
      const right = x;
      let top = body.top;
      sheet.text(page, fitLine(columns[0].header, NAME_WIDTH - PAD, measure), body.left, top, SIZE, MUTED);
      cellX.forEach((left, offset) => sheet.text(page, fitLine(rest[slice.from + offset].header, WIDTHS[rest[slice.from + offset].type] - PAD, measure), left, top, SIZE, MUTED));
      top += ROW + 4;
      const lineAt = (y: number) => page.drawLine({ start: { x: body.left, y: sheet.box.height - y }, end: { x: right, y: sheet.box.height - y }, thickness: 0.4, color: RULE });
      lineAt(top - 3);
      for (const row of pageRows) {
        if (row.kind === "group") {
          page.drawRectangle({ x: body.left, y: sheet.box.height - top - GROUP_ROW + 3, width: right - body.left, height: GROUP_ROW - 4, color: GROUP_FILL });
          sheet.text(page, fitLine(row.name, right - body.left - 2 * PAD, sheet.measure(SIZE + 1)), body.left + PAD, top + 5, SIZE + 1);
          top += GROUP_ROW;
          continue;
        }
        const indent = row.kind === "subtask" ? 14 : 0;
        sheet.text(page, fitLine(String(row.cells[0] ?? ""), NAME_WIDTH - PAD - indent, measure), body.left + indent, top + 3, SIZE);
        cellX.forEach((left, offset) => {
          const column = rest[slice.from + offset];
          sheet.text(page, fitLine(cellText(column, row.cells[slice.from + offset + 1], dateFormat), WIDTHS[column.type] - PAD, measure), left, top + 3, SIZE);
        });
        top += ROW;
        lineAt(top);
      }
    }
  }
}
