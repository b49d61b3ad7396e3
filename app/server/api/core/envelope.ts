import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The success and error envelope of every /api/v2 answer (docs/architecture.md, API conventions). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 419 | 429 | 500 | 502;

export const ErrorEnvelope = z
  .object({
    statusCode: z.number().int(),
    error: z.object({
      statusCode: z.number().int(),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
      retryAfter: z.number().int().optional().describe("seconds to wait before trying again (429)"),
      count: z.number().int().optional().describe("how many items the refused change would affect (409)"),
    }),
  })
  .openapi("Error");

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.literal(200), data });
}

export function ok<T>(c: Context, data: T) {
  return c.json({ statusCode: 200 as const, data }, 200);
}

/** What an error answer may carry beside its message. */
export type ErrorDetails = {
  fields?: Record<string, string[]>;
  retryAfterSeconds?: number;
  /** How many items a change refused for want of confirmation would affect (409). */
  count?: number;
};

export function errorBody(status: ErrorStatus, message: string, { fields, retryAfterSeconds, count }: ErrorDetails = {}) {
  return {
    statusCode: status,
    error: {
      statusCode: status,
      message,
      ...(fields ? { fields } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfter: retryAfterSeconds } : {}),
      ...(count !== undefined ? { count } : {}),
    },
  };
}

export function fail(c: Context, status: ErrorStatus, message: string, details: ErrorDetails = {}) {
  if (details.retryAfterSeconds !== undefined) c.header("retry-after", String(details.retryAfterSeconds));
  return c.json(errorBody(status, message, details), status as ContentfulStatusCode & ErrorStatus);
}

/** Thrown anywhere below a handler; the app's error handler turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }
}

/** 429 with the wait in error.retryAfter and the Retry-After header, both in whole seconds. */
export function tooManyRequests(message: string, retryAfterMs: number): ApiError {
  return new ApiError(429, message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}

/** The first message of each field of a failed zod parse (its error, or its bare issues), keyed by field path. */
export function fieldErrors(error: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message: string }> }): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = (issue.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".") || "_";
    fields[key] ??= [issue.message];
  }
  return fields;
}
