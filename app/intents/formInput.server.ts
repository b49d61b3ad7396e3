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

/**
 * The one form pre-processor of the intent layer (decision 96): a form's
 * fields read into the API's own input schema. Conform's coercion does most
 * (a number's text, a repeated name as a list, an empty field as absent), and
 * two rules are the forms' own: an empty field whose API value may be null
 * clears it (null), and a boolean is a checkbox's "on" or a button's "true" /
 * "false". Days typed in the person's order are read before (decision 82).
 */
export const { coerceFormValue: formInput } = configureCoercion({
  type: {
    boolean: (text) => {
      if (text === "on" || text === "true") return true;
      if (text === "false") return false;
      throw new Error("Not a boolean");
    },
  },
  customize: (type) => (takesNull(type) ? (value) => (value === "" ? null : value) : null),
});

/**
 * An API input read from a form whose fields are not the API's own: `shape`
 * makes the form as posted (text, a list for a repeated name) into the API's
 * input, which is then read as above and checked with the API's schema.
 */
export const fromForm = <S extends z.ZodType>(schema: S, shape: (form: Record<string, unknown>) => unknown) =>
  z.preprocess((form) => shape(typeof form === "object" && form !== null ? (form as Record<string, unknown>) : {}), schema);
