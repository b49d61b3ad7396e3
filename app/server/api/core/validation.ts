import { z, type Hook } from "@hono/zod-openapi";
import { errorBody, fieldErrors } from "./envelope";
import type { ApiEnv } from "./types";

export const VALIDATION_MESSAGE = "Please check the highlighted fields";

type Issues = ReadonlyArray<{ path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message: string }>;

/** zod failures answer 400 with the spec's message of each field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, ApiEnv, any, any> = (result, c) => {
  if (!result.success) {
    // A route's input parses through refusedCheaply: its issues come bare, without building a ZodError.
    const issues = ((result as { issues?: Issues }).issues ?? result.error.issues) as Issues;
    const fields = fieldErrors({ issues });
    const first = Object.values(fields)[0]?.[0];
    return c.json(errorBody(400, first ?? VALIDATION_MESSAGE, { fields }), 400);
  }
};

/**
 * An input schema of an /api/v2 route, made cheap to refuse with (issue 40 §2). The validator
 * (@hono/zod-validator under @hono/zod-openapi) calls `safeParseAsync` and spreads its result, which
 * builds a ZodError, an Error with its stack, for every refusal, and parses in zod's async mode, though
 * no input of the API has an async check: in Node, 64 µs to refuse a login's `{}`, of which the Standard
 * Schema `validate` (synchronous when the schema is, the issues finalized, no Error) takes 7. The
 * schema's own `safeParseAsync` goes through `validate`; its failure carries the bare `issues`, and
 * `error` still gives a ZodError to whoever reads it (built then; not enumerable, so a spread leaves it).
 */
export function refusedCheaply<T extends z.ZodType>(schema: T): T {
  if (Object.hasOwn(schema, "safeParseAsync")) return schema;
  const { validate } = schema["~standard"];
  const safeParseAsync = async (value: unknown) => {
    const result = await validate(value);
    if (!result.issues) return { success: true, data: result.value };
    const failure = { success: false, issues: result.issues };
    return Object.defineProperty(failure, "error", { get: () => new z.ZodError(result.issues as z.core.$ZodIssue[]), enumerable: false });
  };
  Object.defineProperty(schema, "safeParseAsync", { value: safeParseAsync, configurable: true });
  return schema;
}
