import type { Hook } from "@hono/zod-openapi";
import { errorBody, fieldErrors } from "./envelope";
import type { ApiEnv } from "./types";

export const VALIDATION_MESSAGE = "Please check the highlighted fields";

/** zod failures answer 400 with the spec's message of each field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, ApiEnv, any, any> = (result, c) => {
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const first = Object.values(fields)[0]?.[0];
    return c.json(errorBody(400, first ?? VALIDATION_MESSAGE, { fields }), 400);
  }
};
