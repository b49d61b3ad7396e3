import { createRoute, z } from "@hono/zod-openapi";
import { envelope, ErrorEnvelope } from "./envelope";
import { refusedCheaply } from "./validation";

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelope } },
});

const ERROR_RESPONSES = {
  400: errorResponse("Invalid input; error.fields holds the message of each field"),
  401: errorResponse("Not signed in"),
  402: errorResponse("The organisation's plan limit is reached"),
  403: errorResponse("Not allowed"),
  404: errorResponse("Not found"),
  409: errorResponse("Conflict; error.count says how many items a change that needs confirmation would affect"),
  419: errorResponse("Session or invite expired"),
  429: errorResponse("Too many attempts"),
} as const;

type Method = "get" | "post";

/** One /api/v2 call: its input schema (JSON body for POST, query for GET) and the shape of `data`. */
export function apiRoute<
  M extends Method,
  P extends `/${string}`,
  I extends z.ZodObject | undefined,
  D extends z.ZodType,
>(options: {
  method: M;
  path: P;
  summary: string;
  input?: I;
  data: D;
  tags: [string];
}) {
  const { method, path, summary, data, tags } = options;
  const input = options.input && refusedCheaply(options.input);
  const request = input
    ? method === "get"
      ? { query: input }
      : { body: { content: { "application/json": { schema: input } }, required: true } }
    : undefined;
  return createRoute({
    method,
    path,
    summary,
    tags,
    request: request as I extends z.ZodObject
      ? M extends "get"
        ? { query: I }
        : { body: { content: { "application/json": { schema: I } }; required: true } }
      : undefined,
    responses: {
      200: { description: "Success", content: { "application/json": { schema: envelope(data) } } },
      ...ERROR_RESPONSES,
    },
  });
}
