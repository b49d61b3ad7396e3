import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/server/config";
import { WorkspaceCore } from "~/server/workspace/core";
import { registryFor } from "~/server/workspace/registry";
import { callWorker } from "./callWorker";
import { productionEnv, tenantStub } from "./helpers";

const production = productionEnv();

const fetchInProduction = (url: string, init?: RequestInit) => callWorker(production, url, init);

describe("development-only parts in production", () => {
  it.each([
    ["GET", "http://www.localhost:8787/api/v2/dev/outbox?to=ada@acme.test"],
    ["POST", "http://www.localhost:8787/api/v2/dev/seed"],
    ["GET", "http://www.localhost:8787/api/v2/dev/traces"],
    ["POST", "http://www.localhost:8787/api/v2/dev/traces"],
    ["GET", "http://www.localhost:8787/api/v2/dev/analytics"],
    ["POST", "http://www.localhost:8787/api/v2/dev/analytics"],
    ["POST", "http://acme.localhost:8787/api/v2/dev/seedWork"],
  ])("%s %s answers 404", async (method, url) => {
    const response = await fetchInProduction(url, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, error: { message: "Not found" } });
  });

  it.each([
    ["/dev/outbox", "Outbox"],
    ["/dev/traces", "Traces"],
    ["/dev/analytics", "Analytics events"],
  ])("the page %s answers 404", async (path, title) => {
    const response = await fetchInProduction(`http://www.localhost:8787${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(title);
  });

  it("the tenant's registry has no work generator (decision record 41)", async () => {
    const registry = registryFor(loadConfig(production).development);
    expect(Object.keys(registry.system)).not.toContain("workSeed.generate");
    expect(Object.keys(registryFor(loadConfig(env).development).system)).toContain("workSeed.generate");
    const refused = await runInDurableObject(tenantStub("acme"), (_instance, state) =>
      new WorkspaceCore(state.storage, registry).system({ name: "workSeed.generate", input: {} }).catch((error: unknown) => error),
    );
    expect(refused).toEqual(new Error("No workspace operation named workSeed.generate"));
  });

  it("the outbox page is there in development", async () => {
    const response = await callWorker(env, "http://www.localhost:8787/dev/outbox");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Outbox");
  });
});
