import type { Cell } from "~/lib/exports/table";

/** One piece of an XLSX export job in R2: a step's task rows, or a step's dependency rows. */
export type WorkbookPiece = { rows?: Cell[][]; links?: Cell[][] };

/**
 * An XLSX job's pieces as the workbook's two sheets, each piece read once and in order: the task
 * pieces come first, then the dependency pieces; the first of those, read where the task rows
 * end, is kept for the Dependencies sheet (the workbook writes every task row first).
 */
export function workbookSheets(count: number, read: (index: number) => Promise<WorkbookPiece>) {
  let next = 0;
  let firstLinks: Cell[][] | undefined;
  async function* rows() {
    while (next < count) {
      const piece = await read(next++);
      if (piece.links) return void (firstLinks = piece.links);
      yield piece.rows ?? [];
    }
  }
  async function* links() {
    if (firstLinks) yield firstLinks;
    while (next < count) yield (await read(next++)).links ?? [];
  }
  return { rows: rows(), links: links() };
}
