import { columnTypeOf, type ColumnType } from "./columnTypes";
import { DEFAULT_CURRENCY, DEFAULT_RATING_MAX, type ColumnConfig, type ColumnConfigInput, type ColumnSetting, type ColumnValue, type DisplayContext } from "./columnTypes/definition";
import { completeOptions } from "./columnTypes/options";

/**
 * The rules of custom column values (issue 7 §6), one module used by the API, the Durable Object
 * and the forms: a value read from a form and shown, a configuration completed. Each rule asks the
 * column's type (`columnTypes/`, one definition a type, decision 102). Checking a value, and carrying
 * it through a change of type, build zod schemas: `schemas/columnValue.ts` (decision 0105).
 *
 * A value is stored as JSON; null (no value) is never stored.
 */
export { COLUMN_TYPE_DEFINITIONS, COLUMN_TYPE_LABELS, COLUMN_TYPES, columnTypeOf, SEARCHABLE_COLUMN_TYPES, type ColumnType } from "./columnTypes";
export { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_RATING_MAX, RATING_MAXIMA, type ColumnConfig, type ColumnConfigInput, type ColumnSetting, type ColumnValue, type Currency, type DisplayContext, type SelectOption } from "./columnTypes/definition";
export { currencyOf, formatAmount } from "./columnTypes/currency";
export { isCalendarDay } from "./columnTypes/date";
export { MAX_OPTIONS, OPTION_COLOURS, optionsOf } from "./columnTypes/options";
export { MAX_PEOPLE } from "./columnTypes/people";
export { ratingMaxOf } from "./columnTypes/rating";
export { LONG_TEXT_MAX, TEXT_MAX } from "./columnTypes/textual";

/** What the type rules need to know about a column. */
export type ColumnShape = { type: ColumnType; config: ColumnConfig };

/** Whether a column's values are options of its configuration (the select types). */
export const hasOptions = (type: ColumnType) => columnTypeOf(type).refers?.to === "option";

/** Whether a column's values name people. */
export const namesPeople = (type: ColumnType) => columnTypeOf(type).refers?.to === "person";

/** Whether a column's type keeps `setting` in its configuration. */
export const hasSetting = (type: ColumnType, setting: ColumnSetting) => columnTypeOf(type).settings.includes(setting);

/** How to rename what values name: an option (by id, by label…) and a person (by id, by e-mail…); undefined or null for one unknown. */
export type Renaming = { option: (ref: unknown) => string | null | undefined; person: (ref: unknown) => string | null | undefined };

/**
 * A value with the options or people it names renamed, as a project file writes them (labels,
 * e-mails) and an import reads them back (ids); one unknown drops out (a single one: undefined).
 * A value that names nothing stays as it is.
 */
export function renameReferences(type: ColumnType, value: unknown, renaming: Renaming): unknown {
  const refers = columnTypeOf(type).refers;
  if (!refers) return value;
  const rename = renaming[refers.to];
  if (!refers.multiple) return rename(value) ?? undefined;
  return (value as unknown[]).map(rename).filter((ref): ref is string => ref !== undefined && ref !== null && ref !== "");
}

// ── Configuration ────────────────────────────────────────────────────────────

/** Each configuration key completed: the given value, else the column's so far, else its default. */
const completeSetting: { [Key in ColumnSetting]: (input: ColumnConfigInput, newId: () => string, previous: ColumnConfig) => ColumnConfig[Key] } = {
  currency: (input, _newId, previous) => input.currency ?? previous.currency ?? DEFAULT_CURRENCY,
  max: (input, _newId, previous) => input.max ?? previous.max ?? DEFAULT_RATING_MAX,
  options: (input, newId, previous) => completeOptions(input.options, newId, previous),
};

/**
 * The configuration of a column of `type`: the given keys it uses, defaults
 * for the rest (₹ for currency, 5 stars), an id and colour for every new
 * option. `previous` is the column's configuration so far: an option whose
 * label it already had keeps its id, so its values stay.
 */
export function completeConfig(
  type: ColumnType,
  input: ColumnConfigInput,
  newId: () => string,
  previous: ColumnConfig = {},
): ColumnConfig {
  return Object.fromEntries(columnTypeOf(type).settings.map((setting) => [setting, completeSetting[setting](input, newId, previous)]));
}

// ── Values ───────────────────────────────────────────────────────────────────

/** What means "no value": it clears the cell. An unticked box is no value too. */
export const isEmptyValue = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/**
 * A value from a form's strings (every entry of its field, as `FormData.getAll`
 * gives them: a form without JavaScript posts strings), ready for `checkValue` (schemas/columnValue.ts).
 */
export function valueFromForm(column: ColumnShape, entries: readonly string[]): unknown {
  return columnTypeOf(column.type).fromForm(entries.filter((entry) => entry !== ""));
}

// ── Display ──────────────────────────────────────────────────────────────────

/** How a value reads in a cell, an export or a search hit; "" for no value. */
export function formatValue(column: ColumnShape, value: ColumnValue | null, context: DisplayContext = {}): string {
  if (isEmptyValue(value) || value === null) return "";
  return columnTypeOf(column.type).format(value, column, context);
}

// ── The STATUS column ────────────────────────────────────────────────────────

/**
 * The task's status, shown as the List view's first column. It is built in:
 * not stored among a project's columns, its options are the team's statuses
 * and a task's status is changed by the task calls.
 */
export const STATUS_COLUMN = { id: "STATUS", name: "Status", type: "STATUS", builtIn: true } as const;
export type StatusColumn = typeof STATUS_COLUMN & { options: Array<{ id: string; name: string; category: string; colour: string }> };
