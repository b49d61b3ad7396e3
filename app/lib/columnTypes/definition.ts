import type * as z from "zod";
import type { text } from "~/schemas/fields";

/**
 * What a custom column type is made of (issue 7 §6, decision 102): one definition a type
 * (`lib/columnTypes/<type>.ts`), collected in one table (`index.ts`) that the API, the Durable
 * Object, the forms and the files read. Nothing elsewhere switches over the types: it asks the
 * type's definition.
 */

export const CURRENCIES = ["INR", "USD", "EUR", "GBP", "JPY", "AUD", "CAD", "SGD", "AED", "CNY"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "INR";

export const RATING_MAXIMA = [3, 4, 5, 6, 7, 8, 9, 10] as const;
export const DEFAULT_RATING_MAX = 5;

export type SelectOption = { id: string; label: string; colour: string };

/** A column's configuration; each type keeps only its own keys (its definition's `settings`). */
export type ColumnConfig = { currency?: Currency; max?: number; options?: SelectOption[] };
export type ColumnSetting = keyof ColumnConfig;

/**
 * The configuration a caller may send, whatever the type (its schema: `schemas/column.ts`); the keys
 * a type does not use are dropped by `completeConfig`.
 */
export type ColumnConfigInput = { currency?: Currency; max?: number; options?: Array<{ id?: string; label: string; colour?: string }> };

/**
 * What a type's value schema is built with, handed in by the checker (`schemas/columnValue.ts`): a
 * type's module imports no zod, so the pages that show values (a List's cells, a board's cards) bring
 * none to the browser (issue 42 §3, decision 0105).
 */
export type ValueRules = { z: typeof z; text: typeof text };

/** A column as its type's rules see it: its configuration. */
export type Configured = { config: ColumnConfig };

/** A value as stored (JSON); null (no value) is never stored. */
export type ColumnValue = string | number | boolean | string[];

/** What formatting needs beyond the column: people's names and the reader's date preference. */
export type DisplayContext = { nameOf?: (userId: string) => string | undefined; dateFormat?: string };

/** How a spreadsheet (CSV, XLSX) types a column's cells. */
export type CellType = "text" | "number" | "currency" | "percent" | "date" | "boolean";

/** What a CSV's cells tell of a custom column's configuration: a select's options, the highest rating. */
export type CsvColumnConfig = { options?: Array<{ label: string; colour: string }>; max?: number };

export type ColumnTypeDefinition = {
  /** The type's name as a member reads it. */
  label: string;
  /** The configuration keys a column of this type keeps; the others are dropped. */
  settings: readonly ColumnSetting[];
  /** The rule of a value, with the message a member reads. */
  valueSchema: (column: Configured, rules: ValueRules) => z.ZodType<ColumnValue>;
  /** A value from a form's non-empty strings (a form without JavaScript posts strings), ready for the schema. */
  fromForm: (given: readonly string[]) => unknown;
  /** How a value reads in a cell, an export or a search hit. */
  format: (value: ColumnValue, column: Configured, context: DisplayContext) => string;
  /** The value in the text it reads as, when its column becomes a type that reads text. */
  asText: (value: ColumnValue, column: Configured, context: DisplayContext) => string;
  /** A value from that text, when a column of another type becomes this one. */
  fromText: (written: string, column: Configured) => unknown;
  /** A number as this type's value, when a numeric column becomes this one; absent: the type is not numeric. */
  fromNumber?: (value: number) => number;
  /**
   * What its values name: options (by id; a file writes them by label) or people (by id; a file
   * writes them by e-mail, they are never converted), one or several.
   */
  refers?: { to: "option" | "person"; multiple: boolean };
  /** Its values are text people would search for. */
  searchable: boolean;
  /** How a spreadsheet types its cells. */
  cell: CellType;
  /** A CSV's column is guessed to be of this type when every filled cell matches (the table's order decides). */
  csvGuess?: RegExp;
  /** A CSV's cell as a value, or undefined for none (the cell is not empty); a cell not of the type stays text. */
  fromCsv: (text: string) => ColumnValue | undefined;
  /** The configuration a CSV's values tell. */
  csvConfig?: (values: ReadonlyArray<ColumnValue | undefined>) => CsvColumnConfig;
};

/** The first given string, or null when there is none (a form's empty field). */
export const firstEntry =
  (read: (text: string) => unknown = (text) => text) =>
  (given: readonly string[]) => {
    const [first = ""] = given;
    return first.trim() === "" ? null : read(first);
  };

/** A CSV's cell as a list: split at commas and semicolons. */
export const csvList = (text: string) => text.split(/[,;]/).map((part) => part.trim()).filter(Boolean);

/** A type's definition, the common rules filled in: a value reads as itself, text is trimmed, one entry a form. */
export function defineColumnType(
  definition: Pick<ColumnTypeDefinition, "label" | "valueSchema" | "cell"> & Partial<ColumnTypeDefinition>,
): ColumnTypeDefinition {
  const format = definition.format ?? ((value: ColumnValue) => String(value));
  return {
    settings: [],
    fromForm: firstEntry(),
    asText: format,
    fromText: (written) => written.trim(),
    searchable: false,
    fromCsv: (text) => text,
    ...definition,
    format,
  };
}
