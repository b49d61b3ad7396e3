import { propagation, ROOT_CONTEXT, trace, TraceFlags } from "@opentelemetry/api";
import { describe, expect, it } from "vitest";
import { extractContext, injectContext } from "~/lib/telemetry/propagation";

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const SPAN = "00f067aa0ba902b7";

const spanOf = (headers: Record<string, string>) => trace.getSpanContext(extractContext(new Headers(headers)));

describe("trace context in (every format of spec §7)", () => {
  it.each([
    ["W3C traceparent", { traceparent: `00-${TRACE}-${SPAN}-01` }],
    ["B3 multi-header", { "x-b3-traceid": TRACE, "x-b3-spanid": SPAN, "x-b3-sampled": "1" }],
    ["B3 single header", { b3: `${TRACE}-${SPAN}-1` }],
    ["Jaeger uber-trace-id", { "uber-trace-id": `${TRACE}:${SPAN}:0:1` }],
    ["Jaeger, URL-encoded", { "uber-trace-id": `${TRACE}%3A${SPAN}%3A0%3A1` }],
    ["AWS X-Amzn-Trace-Id", { "x-amzn-trace-id": `Root=1-${TRACE.slice(0, 8)}-${TRACE.slice(8)};Parent=${SPAN};Sampled=1` }],
  ])("%s", (_format, headers) => {
    expect(spanOf(headers)).toMatchObject({ traceId: TRACE, spanId: SPAN, traceFlags: TraceFlags.SAMPLED, isRemote: true });
  });

  it("a Jaeger 64-bit trace id is padded to 128 bits", () => {
    expect(spanOf({ "uber-trace-id": `a3ce929d0e0e4736:${SPAN}:0:0` })).toMatchObject({ traceId: `${"0".repeat(16)}a3ce929d0e0e4736`, traceFlags: 0 });
  });

  it("W3C wins over the others when a request carries several", () => {
    const other = "11111111111111111111111111111111";
    expect(spanOf({ traceparent: `00-${TRACE}-${SPAN}-01`, "x-b3-traceid": other, "x-b3-spanid": SPAN, "uber-trace-id": `${other}:${SPAN}:0:1` })?.traceId).toBe(TRACE);
  });

  it.each([
    ["a malformed traceparent", { traceparent: "00-nonsense-01" }],
    ["an all-zero trace id", { traceparent: `00-${"0".repeat(32)}-${SPAN}-01` }],
    ["a Jaeger header with three parts", { "uber-trace-id": `${TRACE}:${SPAN}:1` }],
    ["no header", {}],
  ])("nothing from %s", (_case, headers) => {
    expect(spanOf(headers)).toBeUndefined();
  });

  it("trace-state keeps at most 32 entries and 512 characters", () => {
    const entries = (count: number, width = 1) => Array.from({ length: count }, (_, index) => `k${index}=${"v".repeat(width)}`).join(",");
    const stateOf = (tracestate: string) =>
      trace.getSpanContext(extractContext(new Headers({ traceparent: `00-${TRACE}-${SPAN}-01`, tracestate })))?.traceState?.serialize() ?? "";
    expect(stateOf(entries(40)).split(",")).toHaveLength(32);
    const long = stateOf(entries(10, 60));
    expect(long.length).toBeLessThanOrEqual(512);
    expect(long.split(",").length).toBeLessThan(10);
  });

  it("baggage keeps at most 180 entries, 4096 characters each, 8192 in all", () => {
    const baggageOf = (header: string) => propagation.getBaggage(extractContext(new Headers({ baggage: header })))?.getAllEntries() ?? [];
    expect(baggageOf(Array.from({ length: 200 }, (_, index) => `k${index}=v`).join(","))).toHaveLength(180);
    expect(baggageOf(`big=${"x".repeat(4100)},small=1`).map(([key]) => key)).toEqual(["small"]);
    expect(baggageOf(`big=${"x".repeat(9000)}`)).toEqual([]);
  });
});

describe("trace context out", () => {
  it("writes every format, with the baggage", () => {
    const context = propagation.setBaggage(
      trace.setSpanContext(ROOT_CONTEXT, { traceId: TRACE, spanId: SPAN, traceFlags: TraceFlags.SAMPLED }),
      propagation.createBaggage({ tenant: { value: "acme" } }),
    );
    const headers = new Headers();
    injectContext(context, headers);
    expect(Object.fromEntries(headers)).toEqual({
      traceparent: `00-${TRACE}-${SPAN}-01`,
      baggage: "tenant=acme",
      "x-b3-traceid": TRACE,
      "x-b3-spanid": SPAN,
      "x-b3-sampled": "1",
      "uber-trace-id": `${TRACE}:${SPAN}:0:01`,
      "x-amzn-trace-id": `Root=1-${TRACE.slice(0, 8)}-${TRACE.slice(8)};Parent=${SPAN};Sampled=1`,
    });
  });

  it("round-trips through its own headers", () => {
    const headers = new Headers();
    injectContext(trace.setSpanContext(ROOT_CONTEXT, { traceId: TRACE, spanId: SPAN, traceFlags: TraceFlags.NONE }), headers);
    expect(spanOf(Object.fromEntries(headers))).toMatchObject({ traceId: TRACE, spanId: SPAN, traceFlags: TraceFlags.NONE });
  });
});
