import * as z from "zod";
import { columnTypeOf, type ColumnType } from "./columnTypes";
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_RATING_MAX, RATING_MAXIMA, type ColumnConfig, type ColumnSetting, type ColumnValue, type DisplayContext } from "./columnTypes/definition";
import { completeOptions, optionIds, OptionsInput } from "./columnTypes/options";

/**
 * The rules of custom column values (issue 7 §6), one module used by the API, the Durable Object
 * and the forms: a value checked against its column, read from a form, shown, and carried through
 * a change of type (converted when that means something, else cleared). Each rule asks the
 * column's type (`columnTypes/`, one definition a type, decision 102).
 *
 * A value is stored as JSON; null (no value) is never stored.
 */
export { COLUMN_TYPE_DEFINITIONS, COLUMN_TYPE_LABELS, COLUMN_TYPES, columnTypeOf, SEARCHABLE_COLUMN_TYPES, type ColumnType } from "./columnTypes";
export { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_RATING_MAX, RATING_MAXIMA, type ColumnConfig, type ColumnSetting, type ColumnValue, type Currency, type DisplayContext, type SelectOption } from "./columnTypes/definition";
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

/**
 * The configuration a caller may send, whatever the type: the keys a type does
 * not use are dropped by `completeConfig`.
 */
export const ColumnConfigInput = z.object({
  currency: z.enum(CURRENCIES, { error: "Please choose a currency" }).optional(),
  max: z
    .number({ error: "Please choose the highest rating" })
    .int("Please choose the highest rating")
    .min(RATING_MAXIMA[0], `The highest rating is between ${RATING_MAXIMA[0]} and 10`)
    .max(10, `The highest rating is between ${RATING_MAXIMA[0]} and 10`)
    .optional(),
  options: OptionsInput.optional(),
});
export type ColumnConfigInput = z.infer<typeof ColumnConfigInput>;

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

/**
 * Each column's value schema, built once per column object: building a zod schema costs far more
 * than parsing a value with it, and an import checks every value of thousands of tasks against the
 * same few columns. Options are read from the column when a value is parsed, so the schema stays
 * right for the column it was built for; a column object given another type gets a new one.
 */
const builtSchemas = new WeakMap<ColumnShape, { type: ColumnType; schema: z.ZodType<ColumnValue> }>();

function valueSchemaOf(column: ColumnShape): z.ZodType<ColumnValue> {
  const built = builtSchemas.get(column);
  if (built && built.type === column.type) return built.schema;
  const schema = columnTypeOf(column.type).valueSchema(column);
  builtSchemas.set(column, { type: column.type, schema });
  return schema;
}

/** What means "no value": it clears the cell. An unticked box is no value too. */
export const isEmptyValue = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

export type CheckedValue = { ok: true; value: ColumnValue | null } | { ok: false; message: string };

/** A value for `column`, normalised (trimmed, with a web address's scheme, labels in option order), or why not. */
export function checkValue(column: ColumnShape, value: unknown): CheckedValue {
  if (isEmptyValue(value)) return { ok: true, value: null };
  const parsed = valueSchemaOf(column).safeParse(value);
  if (parsed.success) return isEmptyValue(parsed.data) ? { ok: true, value: null } : { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0].message };
}

/**
 * A value from a form's strings (every entry of its field, as `FormData.getAll`
 * gives them: a form without JavaScript posts strings), ready for `checkValue`.
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

// ── Changing a column's type or configuration ────────────────────────────────

/**
 * A value of column `from` as a value of column `to` (its new type or
 * configuration), or null when it means nothing there: numbers stay numbers,
 * options follow their labels, anything reads as text, and text becomes a
 * number, a date, an option, a web address… when it reads as one.
 */
export function convertValue(from: ColumnShape, to: ColumnShape, value: ColumnValue, context: DisplayContext = {}): ColumnValue | null {
  const checked = checkValue(to, bridge(from, to, value, context));
  return checked.ok ? checked.value : null;
}

function bridge(from: ColumnShape, to: ColumnShape, value: ColumnValue, context: DisplayContext): unknown {
  const source = columnTypeOf(from.type);
  const target = columnTypeOf(to.type);
  if (hasOptions(from.type) && target.refers?.to === "option") {
    // Options keep their ids through a change (completeConfig): a removed one drops out.
    const kept = [value].flat().filter((id) => optionIds(to).has(id as string));
    return target.refers.multiple ? kept : (kept[0] ?? null);
  }
  if (from.type === to.type) return value;
  if (source.fromNumber && target.fromNumber) return target.fromNumber(value as number);
  if (namesPeople(from.type) || namesPeople(to.type)) return null;
  return target.fromText(source.asText(value, from, context), to);
}

export type ConversionPlan = { converted: number; cleared: number; count: number };

/**
 * What a change of column `from` into `to` does to its values: under a new
 * type every value is converted or cleared; under a new configuration of the
 * same type only the values it alters count (an option removed, a lower top rating).
 */
export function planConversion(
  from: ColumnShape,
  to: ColumnShape,
  values: readonly ColumnValue[],
  context: DisplayContext = {},
): ConversionPlan {
  let converted = 0;
  let cleared = 0;
  for (const value of values) {
    const next = convertValue(from, to, value, context);
    if (next === null) cleared++;
    else if (from.type !== to.type || JSON.stringify(next) !== JSON.stringify(value)) converted++;
  }
  return { converted, cleared, count: converted + cleared };
}

const values = (n: number) => `${n} ${n === 1 ? "value" : "values"}`;

/** The confirmation a member reads before a change converts or clears values. */
export function conversionMessage({ converted, cleared }: ConversionPlan): string {
  const parts = [converted ? `${values(converted)} will be converted` : "", cleared ? `${values(cleared)} will be cleared` : ""];
  return `${parts.filter(Boolean).join(" and ")}. Confirm to change the column.`;
}

// ── The STATUS column ────────────────────────────────────────────────────────

/**
 * The task's status, shown as the List view's first column. It is built in:
 * not stored among a project's columns, its options are the team's statuses
 * and a task's status is changed by the task calls.
 */
export const STATUS_COLUMN = { id: "STATUS", name: "Status", type: "STATUS", builtIn: true } as const;
export type StatusColumn = typeof STATUS_COLUMN & { options: Array<{ id: string; name: string; category: string; colour: string }> };
