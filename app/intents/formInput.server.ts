import { configureCoercion } from "@conform-to/zod/v4/future";
import * as z from "zod";
import type { $ZodType } from "zod/v4/core";

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly"]);

/** Whether a field's schema takes null (through its optional, default… wrappers): an empty field then clears it. */
function takesNull(type: $ZodType): boolean {
  const def = type._zod.def as { type: string; innerType?: $ZodType };
  if (def.type === "nullable") return true;
  return WRAPPERS.has(def.type) && def.innerType !== undefined && takesNull(def.innerType);
}

const BOOLEANS = new Map([["on", true], ["true", true], ["false", false]]);
const booleanOf = (value: unknown) => (value === undefined ? false : typeof value === "string" ? (BOOLEANS.get(value) ?? value) : value);

/**
 * The one form pre-processor of the intent layer (decision 96): a form's
 * fields read into the API's own input schema. Conform's coercion does most
 * (a number's text, a repeated name as a list, an empty field as absent), and
 * three rules are the forms' own: an empty field whose API value may be null
 * clears it (null); a boolean is a checkbox's "on" or a button's "true" /
 * "false"; and a boolean the API requires is false when its checkbox is
 * unticked (absent). Days typed in the person's order are read before (decision 82).
 */
export const { coerceFormValue: formInput } = configureCoercion({
  customize: (type) => {
    if (takesNull(type)) return (value) => (value === "" ? null : value);
    if (type._zod.def.type === "boolean") return booleanOf;
    return null;
  },
});

/**
 * An API input read from a form whose fields are not the API's own: `shape`
 * makes the form as posted (text, a list for a repeated name) into the API's
 * input, which is then read as above and checked with the API's schema.
 */
export const fromForm = <S extends z.ZodType>(schema: S, shape: (form: Record<string, unknown>) => unknown) =>
  z.preprocess((form) => shape(typeof form === "object" && form !== null ? (form as Record<string, unknown>) : {}), schema);

/** A repeated name's text values, as `fromForm`'s shape reads them (a name sent once is one value, not a list). */
export const textsOf = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item): item is string => typeof item === "string");
