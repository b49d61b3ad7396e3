import { SELF } from "cloudflare:test";
import { expect, it } from "vitest";

it("answers unknown API routes with a 404 envelope", async () => {
  const response = await SELF.fetch("http://acme.localhost:8787/api/v2/nope");
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ statusCode: 404, error: { statusCode: 404, message: "Not found" } });
});
