import type { z } from "@hono/zod-openapi";
import { api } from "~/server/api/app";

/**
 * Issue 44 §2: the suite's API answers checked against the document's response schemas, so the
 * document cannot drift from the server. The schemas are the routes' own zod definitions (the ones
 * the document is generated from), found by method and path; each JSON answer must parse with the
 * schema declared for its status.
 */
type Responses = Record<string, { content?: Record<string, { schema?: z.ZodType }> }>;

const declared = new Map<string, Responses>();
for (const definition of api.openAPIRegistry.definitions) {
  if (definition.type === "route") declared.set(`${definition.route.method.toUpperCase()} ${definition.route.path}`, definition.route.responses as Responses);
}

/** The schema an answer of `status` to METHOD path must fit, if the document declares one. */
function schemaFor(method: string, path: string, status: number) {
  const responses = declared.get(`${method === "HEAD" ? "GET" : method} ${path}`);
  const content = (responses?.[String(status)] ?? responses?.default)?.content;
  if (!content) return null;
  return (content["application/json"] ?? Object.entries(content).find(([type]) => type.includes("json"))?.[1])?.schema ?? null;
}

/** Throws when a JSON answer of the API does not fit the schema its operation declares for its status. */
export async function checkAnswer(request: Request, response: Response) {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith("/api/v2/") || !(response.headers.get("content-type") ?? "").includes("json")) return;
  // The routes' definitions name their paths below the API's base path.
  const schema = schemaFor(request.method, pathname.slice("/api/v2".length), response.status);
  if (!schema) return;
  const body: unknown = await response.clone().json().catch(() => undefined);
  if (body === undefined) return;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`${request.method} ${pathname} answered ${response.status} outside its documented schema: ${issues}`);
  }
}
