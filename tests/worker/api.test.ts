import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_REQUEST_BYTES } from "~/server/limits";
import { get, json, origin, postJson } from "./helpers";

const LOGIN = `${origin("auth")}/api/v2/user/login`;
const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  SELF.fetch(LOGIN, { method: "POST", headers, body });

const expectEnvelope = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = await json(response);
  expect(body.statusCode).toBe(status);
  expect(body.error.statusCode).toBe(status);
  expect(body.error.message).toEqual(expect.any(String));
  return body;
};

describe("malformed input never answers 500", () => {
  it("bad JSON is 400", async () => {
    const body = await expectEnvelope(await post("{ nope", { "content-type": "application/json" }), 400);
    expect(body.error.message).toBe("Malformed JSON in request body");
  });

  it.each([
    ["wrong types", { username: 42, password: [], domainName: { a: 1 } }],
    ["an array", [1, 2]],
    ["null", null],
    ["a string", "ada@acme.test"],
    ["an empty object", {}],
  ])("%s is 400 with the fields' messages", async (_case, body) => {
    const response = await postJson(LOGIN, body);
    const envelope = await expectEnvelope(response, 400);
    if (body && typeof body === "object" && !Array.isArray(body)) {
      expect(envelope.error.fields).toMatchObject({ username: ["Please fill in Email"] });
    }
  });

  it("a missing body is 400", async () => {
    await expectEnvelope(await post(null, { "content-type": "application/json" }), 400);
    await expectEnvelope(await post(null), 400);
  });

  it("a body that is not JSON is 400", async () => {
    await expectEnvelope(await post("username=ada", { "content-type": "application/x-www-form-urlencoded" }), 400);
    await expectEnvelope(await post("hello", { "content-type": "text/plain" }), 400);
  });

  it("any request body over the Worker's limit is 413 before it is read, form posts to pages included", async () => {
    const huge = "x".repeat(MAX_REQUEST_BYTES + 1);
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    const toPage = await SELF.fetch(`${origin("auth")}/login`, { method: "POST", headers, body: `csrf=${huge}` });
    expect(toPage.status).toBe(413);
    await expectEnvelope(await post(`csrf=${huge}`, headers), 413);
  });

  it("a body over 1 MiB is 413", async () => {
    const huge = JSON.stringify({ username: "a".repeat(1024 * 1024 + 10), password: "x", domainName: "acme" });
    await expectEnvelope(await post(huge, { "content-type": "application/json" }), 413);
  });

  it("a query of the wrong shape is 400", async () => {
    await expectEnvelope(await get(`${origin("auth")}/api/v2/tenant/verify`), 400);
    await expectEnvelope(await get(`${origin("auth")}/api/v2/tenant/verify?subdomain=${"a".repeat(64)}`), 400);
  });

  it("an unknown route or method is a 404 envelope", async () => {
    const body = await expectEnvelope(await get(`${origin("acme")}/api/v2/nope`), 404);
    expect(body.error.message).toBe("Not found");
    await expectEnvelope(await get(LOGIN), 404);
    await expectEnvelope(await get(`${origin("acme")}/api/v2`), 404);
  });
});

it("the OpenAPI document lists the API's paths", async () => {
  const response = await get(`${origin("auth")}/api/v2/openapi.json`);
  expect(response.status).toBe(200);
  const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
  expect(document.openapi).toBe("3.1.0");
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      "/api/v2/user/login",
      "/api/v2/user/getUserDataFromToken",
      "/api/v2/user/session",
      "/api/v2/user/logout",
      "/api/v2/tenant/verify",
    ]),
  );
  expect(document.paths["/api/v2/user/login"].post).toBeDefined();
  expect(document.paths["/api/v2/user/session"].get).toBeDefined();
});
