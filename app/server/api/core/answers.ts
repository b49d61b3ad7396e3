import type { z } from "@hono/zod-openapi";

/**
 * A response schema for an operation whose output type is T (issue 44 §2): refused at compile time
 * unless every T is a value the schema accepts, so the document cannot claim less than the server
 * answers. Usage: `describes<QueryOutput<"x.y">>()(schema)`.
 */
export const describes =
  <T>() =>
  <S extends z.ZodType>(schema: S, ..._accepts: [T] extends [z.input<S>] ? [] : ["the schema does not accept the operation's output"]): S =>
    schema;
