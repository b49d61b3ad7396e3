import { describe, expect, it } from "vitest";
import { PUBLIC_OPERATIONS } from "~/server/api/core/publicOperations";
import { get, origin } from "./helpers";

type Operation = { operationId: string; security?: unknown[]; tags: string[] };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  servers: Array<{ url: string }>;
  security: unknown[];
  components: { securitySchemes: Record<string, unknown> };
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
    expect(open.sort()).toEqual(Object.keys(PUBLIC_OPERATIONS).filter((key) => !["GET /openapi.json", "PUT /user/upload"].includes(key)).sort());
    expect(document.servers[0].url).toBe("{protocol}://{organisation}.localhost:8787");
  });
});
