import { SpanKind } from "@opentelemetry/api";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SPAN_EXPORT } from "~/lib/telemetry/constants";
import { recentTraces, storeSpans } from "~/server/directory/devTelemetry";
import { tracedFetch } from "~/server/telemetry/fetch";
import { RequestTrace, runInScope } from "~/server/telemetry/spans";
import worker from "~/server/worker";
import { callWorker } from "./callWorker";
import { get, json, origin, seed, signIn } from "./helpers";

beforeAll(seed);
afterEach(async () => {
  await exportNow();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Span = { traceId: string; spanId: string; parentSpanId?: string; service: string; name: string; kind: number; attributes: Record<string, unknown> };

const tracingEnv = (collectorUrl = "/api/v2/dev/traces") => ({
  ...env,
  OPENTELEMETRY_CONFIG: JSON.stringify({ collectorUrl, serviceName: "meridian-worker" }),
});

/** The contexts of the traced requests whose work after the response (the export) has not been awaited yet. */
const unfinished: ExecutionContext[] = [];

/**
 * The export queue's schedule runs on a fake clock that otherwise keeps pace
 * with real time (the page's own zero-delay timers still fire): jumping it by
 * the schedule's delay exports at once, where the test waited out 5 s.
 */
async function exportNow() {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(SPAN_EXPORT.scheduledDelayMillis);
  await Promise.all(unfinished.splice(0).map((ctx) => waitOnExecutionContext(ctx)));
}

/** Answers a request with tracing on; `exported` resolves once everything after the response (the export) is done. */
async function traced(url: string, init: RequestInit = {}, bindings = tracingEnv()) {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true, advanceTimeDelta: 1 });
  const ctx = createExecutionContext();
  unfinished.push(ctx);
  const response = await worker.fetch(new Request(url, { redirect: "manual", ...init }) as Parameters<typeof worker.fetch>[0], bindings, ctx);
  return { response, exported: exportNow };
}

/** The trace id and span id the Worker announced in Server-Timing (for the browser's page-load span). */
function announced(response: Response) {
  const match = /traceparent;desc="00-([0-9a-f]{32})-([0-9a-f]{16})-01"/.exec(response.headers.get("server-timing") ?? "");
  return match ? { traceId: match[1], spanId: match[2] } : null;
}

async function collected(traceId: string): Promise<Span[]> {
  const { data } = await json(await get(`${origin("www")}/api/v2/dev/traces`));
  const traces = data as unknown as { traceId: string; spans: Span[] }[];
  return traces.find((trace) => trace.traceId === traceId)?.spans ?? [];
}

/** The names of a span's ancestors, nearest first. */
function ancestry(spans: Span[], span: Span): string[] {
  const parent = spans.find((candidate) => candidate.spanId === span.parentSpanId);
  return parent ? [parent.name, ...ancestry(spans, parent)] : [];
}

describe("tracing a request", () => {
  it("a signed-in page is one trace: the Worker's span, the loader's API call and its Durable Object call, exported after the response", async () => {
    const { cookie } = await signIn();
    const { response, exported } = await traced(`${origin("acme")}/my-space`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const ids = announced(response)!;
    expect(ids).not.toBeNull();
    // The response is out and the export has not happened: it waits in waitUntil for its schedule (5 s).
    expect(await collected(ids.traceId)).toEqual([]);

    await exported();
    const spans = await collected(ids.traceId);
    const root = spans.find((span) => span.spanId === ids.spanId)!;
    expect(root).toMatchObject({
      name: "GET /my-space",
      service: "meridian-worker",
      kind: SpanKind.SERVER + 1,
      attributes: { "http.response.status_code": 200, "meridian.tenant": "acme", "enduser.id": expect.any(String) },
    });
    expect(root.parentSpanId).toBeUndefined();
    const durableObject = spans.find((span) => span.name === "durable-object query myspace.overview")!;
    expect(durableObject.kind).toBe(SpanKind.CLIENT + 1);
    expect(ancestry(spans, durableObject)).toEqual(["api GET /api/v2/myspace/overview", "GET /my-space"]);
    // The shell's session check rode on it (decision 0035): the page made no other Durable Object call.
    expect(spans.filter((span) => span.name.startsWith("durable-object "))).toHaveLength(1);
    expect(spans.every((span) => span.traceId === ids.traceId)).toBe(true);
  });

  it("an API call that reads the directory has D1 spans under the Worker's span", async () => {
    const body = JSON.stringify({ username: "ada@acme.test", password: "wrong password", domainName: "acme" });
    const { response, exported } = await traced(`${origin("auth")}/api/v2/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    const ids = announced(response)!;
    await exported();
    const spans = await collected(ids.traceId);
    const d1 = spans.filter((span) => span.name.startsWith("d1 "));
    expect(d1.length).toBeGreaterThan(0);
    expect(d1.every((span) => span.parentSpanId === ids.spanId)).toBe(true);
    expect(spans.find((span) => span.spanId === ids.spanId)?.attributes["http.route"]).toBe("/api/v2/user/login");
  });

  const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
  const SPAN = "00f067aa0ba902b7";
  it.each([
    ["W3C traceparent", { traceparent: `00-${TRACE}-${SPAN}-01`, tracestate: "vendor=value" }],
    ["B3 headers", { "x-b3-traceid": TRACE, "x-b3-spanid": SPAN, "x-b3-sampled": "1" }],
    ["B3 single header", { b3: `${TRACE}-${SPAN}-1` }],
    ["Jaeger uber-trace-id", { "uber-trace-id": `${TRACE}:${SPAN}:0:1` }],
    ["AWS X-Amzn-Trace-Id", { "x-amzn-trace-id": `Root=1-${TRACE.slice(0, 8)}-${TRACE.slice(8)};Parent=${SPAN};Sampled=1` }],
  ])("continues the caller's trace from %s", async (_format, headers) => {
    const { response } = await traced(`${origin("www")}/pricing`, { headers });
    expect(announced(response)?.traceId).toBe(TRACE);
  });

  it("a caller's unsampled trace is not recorded", async () => {
    const { response } = await traced(`${origin("www")}/pricing`, { headers: { traceparent: `00-${TRACE}-${SPAN}-00` } });
    expect(response.status).toBe(200);
    expect(announced(response)).toBeNull();
  });

  it("the span of a continued trace has the caller's span as its parent", async () => {
    const { response, exported } = await traced(`${origin("www")}/pricing`, { headers: { traceparent: `00-${TRACE}-${SPAN}-01` } });
    const ids = announced(response)!;
    await exported();
    const root = (await collected(TRACE)).find((span) => span.spanId === ids.spanId);
    expect(root?.parentSpanId).toBe(SPAN);
  });

  it("with a collector URL the spans are posted there as OTLP JSON, after a retryable answer again", async () => {
    const posts: { url: string; body: unknown }[] = [];
    const answers = [new Response("busy", { status: 503, headers: { "retry-after": "0" } }), new Response("{}", { status: 200 })];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      posts.push({ url: request.url, body: await request.json() });
      return answers.shift()!;
    });
    const { response, exported } = await traced(`${origin("www")}/pricing`, {}, tracingEnv("https://collector.test/v1/traces"));
    const ids = announced(response)!;
    await exported();
    expect(posts.map((post) => post.url)).toEqual(["https://collector.test/v1/traces", "https://collector.test/v1/traces"]);
    expect(posts[1].body).toMatchObject({
      resourceSpans: [
        {
          resource: { attributes: [{ key: "service.name", value: { stringValue: "meridian-worker" } }] },
          scopeSpans: [{ spans: expect.arrayContaining([expect.objectContaining({ traceId: ids.traceId, spanId: ids.spanId, name: "GET /pricing" })]) }],
        },
      ],
    });
  });

  it("without opentelemetryConfig nothing is traced or exported", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const response = await callWorker(env, `${origin("www")}/pricing`, { headers: { traceparent: `00-${TRACE}-${SPAN}-01` } });
    expect(response.status).toBe(200);
    expect(response.headers.has("server-timing")).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("an outgoing fetch inside a traced request is a client span and carries the trace context", async () => {
    const sent: Headers[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      sent.push(new Request(input, init).headers);
      return new Response("ok");
    });
    const trace = new RequestTrace(TRACE, "GET /", undefined);
    await runInScope({ trace, span: trace.root }, () => tracedFetch("https://mail.test/send", { method: "POST" }));
    const [client] = trace.finished;
    expect(client).toMatchObject({ name: "fetch POST mail.test", kind: SpanKind.CLIENT, parentSpanId: trace.root.spanId });
    expect(sent[0].get("traceparent")).toBe(`00-${TRACE}-${client.spanId}-01`);
    expect(sent[0].get("x-b3-traceid")).toBe(TRACE);
    expect(sent[0].get("uber-trace-id")).toBe(`${TRACE}:${client.spanId}:0:01`);
    expect(sent[0].get("x-amzn-trace-id")).toContain(`Parent=${client.spanId}`);
  });
});

describe("the development collector's order", () => {
  it("lists an enclosing span before the spans it encloses when they start in the same millisecond (the Worker's clock stands still)", async () => {
    const traceId = "e".repeat(32);
    const span = (spanId: string, parentSpanId: string | undefined, name: string, endMs: number) => ({
      traceId, spanId, parentSpanId, service: "meridian", name, kind: 1, startMs: 1_000, endMs, attributes: {}, failed: false,
    });
    // Stored in the order the spans end: the innermost first.
    await storeSpans(env.DIRECTORY, [
      span("3".repeat(16), "2".repeat(16), "durable-object query sessions.viewer", 1_000),
      span("2".repeat(16), "1".repeat(16), "api GET /api/v2/user/session", 1_000),
      span("1".repeat(16), undefined, "GET /dashboard.data", 1_000),
    ]);
    const [trace] = (await recentTraces(env.DIRECTORY)).filter((candidate) => candidate.traceId === traceId);
    expect(trace.spans.map((received) => received.name)).toEqual(["GET /dashboard.data", "api GET /api/v2/user/session", "durable-object query sessions.viewer"]);
  });
});
