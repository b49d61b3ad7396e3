import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PUBLIC_OPERATIONS } from "~/server/api/core/publicOperations";
import { callWorker } from "./callWorker";
import { origin, seed } from "./helpers";

/**
 * Issue 41 §2: every call of the OpenAPI document needs a session but the hand-written public ones.
 * Without credentials a private call answers 401 on an organisation's host and 404 where no
 * organisation is, whatever its input (so no call reads its input, let alone works, for nobody).
 */
await seed();
// Read without credentials, as an integration's generator reads it: the document is public too.
const { paths } = (await (await callWorker(env, `${origin("acme")}/api/v2/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
const OPERATIONS = Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace("/api/v2", "")}`));
/** Public calls outside the document: the document itself, and the signed upload of a picture's bytes. */
const UNDOCUMENTED = ["GET /openapi.json", "GET /docs", "PUT /user/upload"];
const PRIVATE = OPERATIONS.filter((operation) => !(operation in PUBLIC_OPERATIONS));

/** A call with no credentials and an input of the right shape for none of them. */
function anonymous(host: string, operation: string) {
  const [method, path] = operation.split(" ");
  const url = `${origin(host)}/api/v2${path}`;
  if (method === "GET") return callWorker(env, `${url}?projectId=x&teamId=y`);
  return callWorker(env, url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify({ teamId: "x", csv: "Task\r\nA" }) });
}

describe("calls without a session", () => {
  it("the document has the calls this test walks, and every public one is among them", () => {
    expect(PRIVATE.length).toBeGreaterThan(150);
    expect(Object.keys(PUBLIC_OPERATIONS).filter((operation) => !OPERATIONS.includes(operation) && !UNDOCUMENTED.includes(operation))).toEqual([]);
  });

  it.each(PRIVATE)("%s answers 401 on acme's host and 404 on an unknown one", async (operation) => {
    const statuses = await Promise.all(["acme", "no-such-organisation", "www"].map(async (host) => (await anonymous(host, operation)).status));
    expect(statuses).toEqual([401, 404, 404]);
  });

  it.each(Object.keys(PUBLIC_OPERATIONS))("%s, a public call, answers without one", async (operation) => {
    expect((await anonymous("acme", operation)).status).not.toBe(401);
  });
});
