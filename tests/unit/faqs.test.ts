import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BUILT_IN_FAQ, clearFaqCache, FAQ_CACHE_MS, FaqUnavailable, loadFaq } from "~/server/content/faqs";

/** A local stand-in for the content service (Strapi): answers whatever the test sets, after an optional delay. */
let reply: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };
let calls: string[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    calls.push(request.url ?? "");
    setTimeout(() => {
      response.writeHead(reply.status, { "content-type": "application/json" });
      response.end(JSON.stringify(reply.body));
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clearFaqCache();
  calls = [];
});

const item = { title: "Q", description: "A", title_color: "#000", description_color: "#111", border_color: "#222", imageUrl: "/q.svg", alternativeText: "Q" };
const strapi = (title: string) => ({ data: [{ id: 1, attributes: { title, info: { data: [item] } } }], meta: {} });

describe("the FAQ from the content service", () => {
  it("reads data[0].attributes { title, info.data[] } from strapiUrl", async () => {
    reply = { status: 200, body: strapi("From Strapi") };
    expect(await loadFaq(url)).toEqual({ title: "From Strapi", items: [item] });
    expect(calls).toEqual(["/api/faqs?populate=*"]);
  });

  it("is cached: a second load within the cache time asks nobody", async () => {
    reply = { status: 200, body: strapi("Cached") };
    await loadFaq(url, { now: 1000 });
    reply = { status: 200, body: strapi("Changed") };
    expect((await loadFaq(url, { now: 1000 + FAQ_CACHE_MS - 1 })).title).toBe("Cached");
    expect((await loadFaq(url, { now: 1000 + FAQ_CACHE_MS })).title).toBe("Changed");
    expect(calls).toHaveLength(2);
  });

  it("gives up after the timeout; with a copy from before it answers that copy, without one it fails", async () => {
    reply = { status: 200, body: strapi("Slow"), delayMs: 300 };
    await expect(loadFaq(url, { timeoutMs: 50 })).rejects.toBeInstanceOf(FaqUnavailable);
    reply = { status: 200, body: strapi("Earlier") };
    await loadFaq(url, { now: 0 });
    reply = { status: 200, body: strapi("Slow"), delayMs: 300 };
    expect((await loadFaq(url, { now: FAQ_CACHE_MS + 1, timeoutMs: 50 })).title).toBe("Earlier");
  });

  it("fails on an error status or a document of another shape", async () => {
    reply = { status: 503, body: {} };
    await expect(loadFaq(url)).rejects.toBeInstanceOf(FaqUnavailable);
    reply = { status: 200, body: { data: [{ attributes: { title: "No items" } }] } };
    await expect(loadFaq(url)).rejects.toBeInstanceOf(FaqUnavailable);
  });

  it("without strapiUrl serves the built-in document through the same parsing", async () => {
    const faq = await loadFaq("");
    expect(faq.title).toBe(BUILT_IN_FAQ.data[0].attributes.title);
    expect(faq.items).toEqual(BUILT_IN_FAQ.data[0].attributes.info.data);
    expect(faq.items.some((entry) => entry.description.includes("three-month trial"))).toBe(true);
    expect(calls).toEqual([]);
  });
});
