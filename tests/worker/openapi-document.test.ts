import { describe, expect, it } from "vitest";
import type { z } from "@hono/zod-openapi";
import { api } from "~/server/api/app";
import { PUBLIC_OPERATIONS } from "~/server/api/core/publicOperations";
import { REFERENCE_SCRIPT } from "~/server/api/core/reference";
import { get, origin } from "./helpers";

type Content = Record<string, { schema?: Schema; example?: unknown }>;
type Operation = { operationId: string; security?: unknown[]; tags: string[]; requestBody?: { content: Content }; responses: Record<string, { content?: Content }> };
type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; additionalProperties?: Schema | boolean; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  servers: Array<{ url: string }>;
  security: unknown[];
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, Schema> };
  tags: Array<{ name: string; description: string }>;
};

/**
 * Issue 44 §2: the OpenAPI document as generators need it. The served document is kept in the
 * repository as docs/api/openapi.json (so a change to the API shows in review), where `npm test`
 * lints it with Redocly's recommended rules: a document that drifted from the file fails here
 * (`npx vitest run --project worker -u tests/worker/openapi-document.test.ts` writes it anew).
 */
const served = await (await get(`${origin("acme")}/api/v2/openapi.json`)).text();
const document = JSON.parse(served) as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path.replace("/api/v2", "")}`, ...operation })));

describe("the OpenAPI document", () => {
  it("is the one kept in docs/api/openapi.json", async () => {
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot("../../docs/api/openapi.json");
  });

  it("names every operation once, by its path, and tags it with a described group", () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.find((operation) => operation.key === "POST /project/column/create")?.operationId).toBe("project.column.create");
    const described = new Map(document.tags.map((tag) => [tag.name, tag.description]));
    for (const operation of operations) for (const tag of operation.tags) expect(described.get(tag), tag).not.toBe(tag);
  });

  it("declares the three ways to sign in, and no security on exactly the public calls", () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(["accessToken", "bearer", "session"]);
    expect(document.security).toHaveLength(3);
    const open = operations.filter((operation) => Array.isArray(operation.security) && operation.security.length === 0).map((operation) => operation.key);
    expect(open.sort()).toEqual(Object.keys(PUBLIC_OPERATIONS).filter((key) => !["GET /openapi.json", "GET /docs", "PUT /user/upload"].includes(key)).sort());
    expect(document.servers[0].url).toBe("{protocol}://{organisation}.localhost:8787");
  });
});

/** Where a response schema says nothing: an object with no properties, or a blank schema where a value is declared ({} as a map's values is a free-form map). */
function blanks(schema: Schema | undefined, at: string, seen: Set<string> = new Set()): string[] {
  if (!schema) return [`${at}: no schema`];
  if (schema.$ref) {
    const name = schema.$ref.split("/").pop()!;
    return seen.has(name) ? [] : blanks(document.components.schemas[name], `${at}→${name}`, new Set([...seen, name]));
  }
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const said = schema.type !== undefined || branches.length > 0 || schema.properties !== undefined;
  if (!said) return [`${at}: blank`];
  const found: string[] = [];
  if (schema.type === "object" && !schema.properties && schema.additionalProperties === undefined) found.push(`${at}: object with no properties`);
  for (const [name, property] of Object.entries(schema.properties ?? {})) found.push(...blanks(property, `${at}.${name}`, seen));
  if (schema.items) found.push(...blanks(schema.items, `${at}[]`, seen));
  if (typeof schema.additionalProperties === "object" && Object.keys(schema.additionalProperties).length > 0) found.push(...blanks(schema.additionalProperties, `${at}{}`, seen));
  branches.forEach((branch, i) => found.push(...blanks(branch, `${at}|${i}`, seen)));
  return found;
}

/** The zod schema of each operation's JSON body, from the routes' own definitions, by "METHOD /path". */
const bodySchemas = new Map(
  api.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== "route") return [];
    const schema = (definition.route.request?.body?.content?.["application/json"] as { schema?: z.ZodType } | undefined)?.schema;
    return schema ? [[`${definition.route.method.toUpperCase()} ${definition.route.path.replace("/api/v2", "")}` as string, schema] as const] : [];
  }),
);

describe("the reference page", () => {
  it("loads Scalar from the Worker's assets, reads this host's document, and allows scripts only from here", async () => {
    const page = await get(`${origin("acme")}/api/v2/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<script src="${REFERENCE_SCRIPT}"></script>`);
    expect(html).toContain('"url":"/api/v2/openapi.json"');
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(policy).not.toMatch(/https?:/);
  });
});

describe("the document's schemas", () => {
  it("declares what every JSON answer holds: no object without properties, no blank schema", () => {
    const found = operations.flatMap((operation) =>
      Object.entries(operation.responses).flatMap(([status, response]) =>
        Object.entries(response.content ?? {}).flatMap(([type, content]) => (type.includes("json") ? blanks(content.schema, `${operation.operationId} ${status}`) : [])),
      ),
    );
    expect(found).toEqual([]);
  });

  it("gives every JSON request body an example its operation's own zod schema accepts", () => {
    const withBody = operations.filter((operation) => operation.requestBody?.content["application/json"]);
    expect(withBody.length).toBeGreaterThan(100);
    const refused = withBody.flatMap((operation) => {
      const { example } = operation.requestBody!.content["application/json"];
      if (example === undefined) return [`${operation.operationId}: no example`];
      const schema = bodySchemas.get(operation.key);
      if (!schema) return [`${operation.operationId}: no zod schema found`];
      const parsed = schema.safeParse(example);
      return parsed.success ? [] : [`${operation.operationId}: ${JSON.stringify(example)} → ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`];
    });
    expect(refused).toEqual([]);
  });
});
