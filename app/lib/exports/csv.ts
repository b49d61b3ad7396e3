import Papa from "papaparse";
import type { Cell, TableColumn } from "./table";

/**
 * CSV lines of the table (decision 0047), written with papaparse: quotes, separators and line
 * breaks inside a cell are quoted, and a text cell that starts with =, +, -, @, a tab or a carriage
 * return gets a leading apostrophe (`escapeFormulae`), so opening the file cannot run a formula.
 * Numbers and booleans are written as they are (a negative amount is a number, not a formula). The
 * file starts with a byte-order mark so spreadsheets read it as UTF-8 (₹, accents); lines end in
 * CRLF as RFC 4180 says. Each call writes whole lines, so a response streams a page at a time.
 */
export const CSV_TYPE = "text/csv; charset=utf-8";
const BOM = "\uFEFF";
const NEWLINE = "\r\n";

/**
 * papaparse's own `escapeFormulae: true` tests /^[=+\-@\t\r].*$/, which a cell with a line break
 * after its formula does not match (PapaParse PR #1149): only the first character decides here.
 */
export const FORMULA_START = /^[=+\-@\t\r\n＝＋－＠]/;
const OPTIONS = { escapeFormulae: FORMULA_START, newline: NEWLINE, header: false, quotes: false } as const;

const unparse = (rows: Cell[][]) => (rows.length === 0 ? "" : Papa.unparse(rows, OPTIONS) + NEWLINE);

/** The first chunk: the byte-order mark and the header line. */
export const csvHead = (columns: readonly TableColumn[]) => BOM + unparse([columns.map((column) => column.header)]);

/** The lines of a page of rows. */
export const csvLines = (rows: Cell[][]) => unparse(rows);
