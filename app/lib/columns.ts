import * as z from "zod";
import { EMAIL_PATTERN, isWebAddress, singleLineName, text, withHttpScheme } from "~/schemas/fields";
import { formatCalendarDay } from "./dates";

/**
 * The custom column types of a project (issue 7 §6), one definition used by
 * the API, the Durable Object and the forms: for each type its configuration,
 * the rule of its values (with the message a member reads), how a form's
 * strings become a value, how a value reads, and how a value survives a change
 * of type (converted when that means something, else cleared).
 *
 * A value is stored as JSON; null (no value) is never stored.
 */
export const COLUMN_TYPES = [
  "TEXT",
  "LONG_TEXT",
  "NUMBER",
  "CURRENCY",
  "PROGRESS",
  "DATE",
  "SINGLE_SELECT",
  "MULTI_SELECT",
  "PEOPLE",
  "CHECKBOX",
  "URL",
  "EMAIL",
  "PHONE",
  "RATING",
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const COLUMN_TYPE_LABELS: Record<ColumnType, string> = {
  TEXT: "Text",
  LONG_TEXT: "Long text",
  NUMBER: "Number",
  CURRENCY: "Currency",
  PROGRESS: "Progress",
  DATE: "Date",
  SINGLE_SELECT: "Single select",
  MULTI_SELECT: "Labels",
  PEOPLE: "People",
  CHECKBOX: "Checkbox",
  URL: "Web address",
  EMAIL: "Email",
  PHONE: "Phone",
  RATING: "Rating",
};

export const CURRENCIES = ["INR", "USD", "EUR", "GBP", "JPY", "AUD", "CAD", "SGD", "AED", "CNY"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "INR";

export const RATING_MAXIMA = [3, 4, 5, 6, 7, 8, 9, 10] as const;
export const DEFAULT_RATING_MAX = 5;

export const MAX_OPTIONS = 50;
export const TEXT_MAX = 500;
export const LONG_TEXT_MAX = 5000;
export const MAX_PEOPLE = 20;

/** Colours given in turn to options created without one. */
export const OPTION_COLOURS = ["#64748b", "#ef4444", "#f59e0b", "#10b981", "#3b82f6", "#8b5cf6", "#ec4899", "#14b8a6"] as const;

export type SelectOption = { id: string; label: string; colour: string };

/** A column's configuration; each type keeps only its own keys (see `completeConfig`). */
export type ColumnConfig = { currency?: Currency; max?: number; options?: SelectOption[] };

/** What the type rules need to know about a column. */
export type ColumnShape = { type: ColumnType; config: ColumnConfig };

export type ColumnValue = string | number | boolean | string[];

const SELECT_TYPES: readonly ColumnType[] = ["SINGLE_SELECT", "MULTI_SELECT"];
const NUMERIC_TYPES: readonly ColumnType[] = ["NUMBER", "CURRENCY", "PROGRESS", "RATING"];
export const hasOptions = (type: ColumnType) => SELECT_TYPES.includes(type);

export const optionsOf = (column: ColumnShape) => column.config.options ?? [];
export const currencyOf = (column: ColumnShape) => column.config.currency ?? DEFAULT_CURRENCY;
export const ratingMaxOf = (column: ColumnShape) => column.config.max ?? DEFAULT_RATING_MAX;

// ── Configuration ────────────────────────────────────────────────────────────

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const OptionInput = z.object({
  id: z.string().min(1).max(64).optional(),
  label: singleLineName({ label: "Option", max: 50 }),
  colour: z.string().regex(HEX_COLOUR, "Please choose a colour").optional(),
});

const OptionsInput = z
  .array(OptionInput)
  .max(MAX_OPTIONS, `A column has at most ${MAX_OPTIONS} options`)
  .superRefine((options, ctx) => {
    const labels = options.map((option) => option.label.toLowerCase());
    if (new Set(labels).size !== labels.length) ctx.addIssue({ code: "custom", message: "Options must have different labels" });
  });

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
  if (type === "CURRENCY") return { currency: input.currency ?? previous.currency ?? DEFAULT_CURRENCY };
  if (type === "RATING") return { max: input.max ?? previous.max ?? DEFAULT_RATING_MAX };
  if (!hasOptions(type)) return {};
  const known = new Map((previous.options ?? []).map((option) => [option.label.toLowerCase(), option]));
  const given = input.options ?? previous.options ?? [];
  return {
    options: given.map((option, index) => {
      const kept = known.get(option.label.toLowerCase());
      return {
        id: option.id ?? kept?.id ?? newId(),
        label: option.label,
        colour: option.colour ?? kept?.colour ?? OPTION_COLOURS[index % OPTION_COLOURS.length],
      };
    }),
  };
}

// ── Values ───────────────────────────────────────────────────────────────────

const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]*[0-9]$/;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written yyyy-mm-dd that exists (no 30 February). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const optionIds = (column: ColumnShape) => new Set(optionsOf(column).map((option) => option.id));

const valueSchemas: Record<ColumnType, (column: ColumnShape) => z.ZodType<ColumnValue>> = {
  TEXT: () => text({ label: "Text", max: TEXT_MAX }),
  LONG_TEXT: () => text({ label: "Long text", max: LONG_TEXT_MAX }),
  NUMBER: () => z.number({ error: "Please enter a number" }).min(-1e15, "Number is too large").max(1e15, "Number is too large"),
  CURRENCY: () =>
    z
      .number({ error: "Please enter an amount" })
      .min(-1e13, "Amount is too large")
      .max(1e13, "Amount is too large")
      .refine((amount) => Number.isInteger(Math.round(amount * 100 * 1e6) / 1e6), "An amount has at most 2 decimals"),
  PROGRESS: () => wholeNumber(0, 100, "Progress is a whole number from 0 to 100"),
  DATE: () => z.string({ error: "Please enter a date" }).refine(isCalendarDay, "Please enter a valid date (yyyy-mm-dd)"),
  SINGLE_SELECT: (column) =>
    z.string({ error: "Please choose an option" }).refine((id) => optionIds(column).has(id), "Please choose one of the column's options"),
  MULTI_SELECT: (column) =>
    z
      .array(z.string(), { error: "Please choose labels" })
      .refine((ids) => ids.every((id) => optionIds(column).has(id)), "Please choose labels of the column")
      .transform((ids) => optionsOf(column).filter((option) => ids.includes(option.id)).map((option) => option.id)),
  PEOPLE: () =>
    z
      .array(z.string().min(1, "Please choose people").max(64, "Please choose people"), { error: "Please choose people" })
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length <= MAX_PEOPLE, `At most ${MAX_PEOPLE} people`),
  CHECKBOX: () => z.boolean({ error: "Please tick or clear the box" }),
  URL: () =>
    text({ label: "Web Address", max: 2000 })
      .refine(isWebAddress, "Please enter valid web address")
      .transform(withHttpScheme),
  EMAIL: () =>
    text({ label: "Email", pattern: EMAIL_PATTERN, messages: { pattern: "Please enter valid email id" } }).transform((value) =>
      value.toLowerCase(),
    ),
  PHONE: () =>
    text({ label: "Phone", max: 24, pattern: PHONE_PATTERN, messages: { pattern: "Please enter valid phone number" } }).refine(
      (phone) => (phone.match(/\d/g) ?? []).length >= 7 && (phone.match(/\d/g) ?? []).length <= 15,
      "Please enter valid phone number",
    ),
  RATING: (column) => {
    const max = ratingMaxOf(column);
    return wholeNumber(1, max, `Rating is a whole number from 1 to ${max}`);
  },
};

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
  const schema = valueSchemas[column.type](column);
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

/** A number as people type it: grouping commas, spaces, a currency sign or a percent sign allowed. */
function numberFromText(raw: string): number | string {
  const cleaned = raw.replace(/[\s,₹$€£¥%]/g, "");
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : raw;
}

/**
 * A value from a form's strings (every entry of its field, as `FormData.getAll`
 * gives them: a form without JavaScript posts strings), ready for `checkValue`.
 */
export function valueFromForm(column: ColumnShape, entries: readonly string[]): unknown {
  const given = entries.filter((entry) => entry !== "");
  if (column.type === "CHECKBOX") return given.some((entry) => entry === "true" || entry === "on");
  if (column.type === "MULTI_SELECT" || column.type === "PEOPLE") return given;
  const [first = ""] = given;
  if (first.trim() === "") return null;
  if (NUMERIC_TYPES.includes(column.type)) return numberFromText(first);
  return first;
}

// ── Display ──────────────────────────────────────────────────────────────────

/** What formatting needs beyond the column: people's names and the reader's date preference. */
export type DisplayContext = { nameOf?: (userId: string) => string | undefined; dateFormat?: string };

const CURRENCY_LOCALES: Partial<Record<Currency, string>> = { INR: "en-IN" };

/** Intl's formatters are costly to make (a List of nine columns made one per cell): one per kind, kept. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${options.style ?? ""} ${options.currency ?? ""} ${options.maximumFractionDigits ?? ""}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function formatAmount(amount: number, currency: Currency): string {
  return numberFormat(CURRENCY_LOCALES[currency] ?? "en-US", { style: "currency", currency }).format(amount);
}

const labelsOf = (column: ColumnShape, ids: readonly string[]) =>
  optionsOf(column)
    .filter((option) => ids.includes(option.id))
    .map((option) => option.label);

/** How a value reads in a cell, an export or a search hit; "" for no value. */
export function formatValue(column: ColumnShape, value: ColumnValue | null, context: DisplayContext = {}): string {
  if (isEmptyValue(value) || value === null) return "";
  switch (column.type) {
    case "NUMBER":
      return numberFormat("en-US", { maximumFractionDigits: 6 }).format(value as number);
    case "CURRENCY":
      return formatAmount(value as number, currencyOf(column));
    case "PROGRESS":
      return `${value}%`;
    case "DATE":
      return formatCalendarDay(value as string, context.dateFormat);
    case "SINGLE_SELECT":
    case "MULTI_SELECT":
      return labelsOf(column, [value].flat() as string[]).join(", ");
    case "PEOPLE":
      return (value as string[]).map((id) => context.nameOf?.(id) ?? "Former member").join(", ");
    case "CHECKBOX":
      return "Yes";
    case "RATING":
      return `${value}/${ratingMaxOf(column)}`;
    default:
      return String(value);
  }
}

// ── Changing a column's type or configuration ────────────────────────────────

/** The value in the text it reads as, for types that take text: a date stays yyyy-mm-dd. */
const asText = (column: ColumnShape, value: ColumnValue, context: DisplayContext) =>
  column.type === "DATE" ? (value as string) : formatValue(column, value, context);

const TRUTHY_TEXT = /^(yes|true|1|checked|done|✓)$/i;

function fromText(column: ColumnShape, written: string): unknown {
  const byLabel = (label: string) =>
    optionsOf(column).find((option) => option.label.toLowerCase() === label.trim().toLowerCase())?.id;
  switch (column.type) {
    case "SINGLE_SELECT":
      return byLabel(written) ?? null;
    case "MULTI_SELECT":
      return written
        .split(",")
        .map(byLabel)
        .filter((id): id is string => id !== undefined);
    case "PEOPLE":
      return null;
    case "CHECKBOX":
      return TRUTHY_TEXT.test(written.trim()) || null;
    case "TEXT":
      return written.slice(0, TEXT_MAX);
    case "LONG_TEXT":
      return written.slice(0, LONG_TEXT_MAX);
    default:
      return NUMERIC_TYPES.includes(column.type) ? fromNumber(column, numberFromText(written)) : written.trim();
  }
}

/** Progress and ratings are whole numbers: a number rounds to the nearest. */
const fromNumber = (column: ColumnShape, value: number | string) =>
  typeof value === "number" && (column.type === "PROGRESS" || column.type === "RATING") ? Math.round(value) : value;

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
  if (hasOptions(from.type) && hasOptions(to.type)) {
    // Options keep their ids through a change (completeConfig): a removed one drops out.
    const kept = [value].flat().filter((id) => optionIds(to).has(id as string));
    return to.type === "SINGLE_SELECT" ? (kept[0] ?? null) : kept;
  }
  if (from.type === to.type) return value;
  if (NUMERIC_TYPES.includes(from.type) && NUMERIC_TYPES.includes(to.type)) return fromNumber(to, value as number);
  if (from.type === "PEOPLE" || to.type === "PEOPLE") return null;
  return fromText(to, asText(from, value, context));
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
