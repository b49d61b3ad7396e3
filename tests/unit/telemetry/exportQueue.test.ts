import { SpanKind } from "@opentelemetry/api";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SpanExportQueue, type ExportTarget } from "~/server/telemetry/exporter";
import { fromOtlpTraces, toOtlpTraces, type OtlpTraces } from "~/server/telemetry/otlp";
import type { SpanRecord } from "~/server/telemetry/spans";

const span = (index: number): SpanRecord => ({
  traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
  spanId: index.toString(16).padStart(16, "0"),
  name: `span ${index}`,
  kind: SpanKind.SERVER,
  startMs: 1_700_000_000_000 + index,
  endMs: 1_700_000_000_010.5 + index,
  attributes: { "http.response.status_code": 200, "meridian.tenant": "acme", ratio: 0.5, ok: true },
  failed: false,
});
const spans = (count: number, from = 0) => Array.from({ length: count }, (_, index) => span(from + index));

/** A fake collector at the HTTP boundary: the number of spans in each post. */
function collector() {
  const posts: number[] = [];
  const transport = vi.fn(async (request: Request) => {
    const body = (await request.json()) as OtlpTraces;
    posts.push(body.resourceSpans[0].scopeSpans![0].spans!.length);
    return new Response("{}");
  });
  const target: ExportTarget = { collectorUrl: "https://collector.test/v1/traces", serviceName: "meridian", transport };
  return { posts, target };
}

const waiter = () => {
  const waited: Promise<unknown>[] = [];
  return { waitUntil: (promise: Promise<unknown>) => void waited.push(promise), all: () => Promise.all(waited) };
};

describe("the Worker's span export queue (spec §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends 5 s after the first span waits, everything in one batch, inside waitUntil", async () => {
    const { posts, target } = collector();
    const queue = new SpanExportQueue();
    const ctx = waiter();
    queue.add(spans(3), target, ctx);
    queue.add(spans(2, 3), target, ctx);
    await vi.advanceTimersByTimeAsync(4999);
    expect(posts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await ctx.all();
    expect(posts).toEqual([5]);
  });

  it("sends at once when 512 spans wait, in batches of 512", async () => {
    const { posts, target } = collector();
    const queue = new SpanExportQueue();
    const ctx = waiter();
    queue.add(spans(700), target, ctx);
    await vi.advanceTimersByTimeAsync(0);
    await ctx.all();
    expect(posts).toEqual([512, 188]);
  });

  it("keeps at most 2048 spans waiting and drops the rest", async () => {
    const { target } = collector();
    const queue = new SpanExportQueue({ maxExportBatchSize: 4096, maxQueueSize: 2048, scheduledDelayMillis: 5000, exportTimeoutMillis: 30_000 });
    queue.add(spans(2000), target, waiter());
    queue.add(spans(100, 2000), target, waiter());
    expect(queue.size).toBe(2048);
    expect(queue.dropped).toBe(52);
  });

  it("OTLP JSON: hex ids, nanoseconds as strings, typed attributes, and back", () => {
    const body = toOtlpTraces([span(1)], "meridian");
    expect(body.resourceSpans[0].scopeSpans![0].spans![0]).toMatchObject({
      spanId: "0000000000000001",
      kind: 2,
      startTimeUnixNano: "1700000000001000000",
      endTimeUnixNano: "1700000000011500000",
      attributes: expect.arrayContaining([
        { key: "http.response.status_code", value: { intValue: "200" } },
        { key: "meridian.tenant", value: { stringValue: "acme" } },
        { key: "ratio", value: { doubleValue: 0.5 } },
        { key: "ok", value: { boolValue: true } },
      ]),
    });
    const [received] = fromOtlpTraces(body);
    expect(received).toMatchObject({ ...span(1), kind: 2, service: "meridian" });
  });
});
