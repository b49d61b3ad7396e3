import * as z from "zod";
import { columnTypeOf, hasOptions, isEmptyValue, namesPeople, type ColumnShape, type ColumnType, type ColumnValue, type DisplayContext } from "~/lib/columns";
import type { ValueRules } from "~/lib/columnTypes/definition";
import { optionIds } from "~/lib/columnTypes/options";
import { text } from "./fields";

/**
 * A custom column's value checked against its column, and carried through a change of the column's
 * type: its type's value schema (`lib/columnTypes`), built here with zod, which a type's module does
 * not import (decision 0105). The API, the Durable Object, a project file's import and, once
 * fetched, a value cell's pending value use it.
 */
const RULES: ValueRules = { z, text };

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
  const schema = columnTypeOf(column.type).valueSchema(column, RULES);
  builtSchemas.set(column, { type: column.type, schema });
  return schema;
}

export type CheckedValue = { ok: true; value: ColumnValue | null } | { ok: false; message: string };

/** A value for `column`, normalised (trimmed, with a web address's scheme, labels in option order), or why not. */
export function checkValue(column: ColumnShape, value: unknown): CheckedValue {
  if (isEmptyValue(value)) return { ok: true, value: null };
  const parsed = valueSchemaOf(column).safeParse(value);
  if (parsed.success) return isEmptyValue(parsed.data) ? { ok: true, value: null } : { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0].message };
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
