import {
  isSpanContextValid,
  ROOT_CONTEXT,
  trace,
  TraceFlags,
  type Context,
  type SpanContext,
  type TextMapGetter,
  type TextMapPropagator,
  type TextMapSetter,
} from "@opentelemetry/api";
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from "@opentelemetry/core";
import { AWSXRayPropagator } from "@opentelemetry/propagator-aws-xray";
import { B3InjectEncoding, B3Propagator } from "@opentelemetry/propagator-b3";

const UBER_TRACE_ID = "uber-trace-id";

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Jaeger's `uber-trace-id: {trace-id}:{span-id}:{parent-span-id}:{flags}`,
 * by hand: the registry's Jaeger propagator needs an older API.
 */
export class JaegerPropagator implements TextMapPropagator {
  inject(context: Context, carrier: unknown, setter: TextMapSetter) {
    const span = trace.getSpanContext(context);
    if (!span || !isSpanContextValid(span)) return;
    const flags = (span.traceFlags & TraceFlags.SAMPLED).toString(16).padStart(2, "0");
    setter.set(carrier, UBER_TRACE_ID, `${span.traceId}:${span.spanId}:0:${flags}`);
  }

  extract(context: Context, carrier: unknown, getter: TextMapGetter): Context {
    const raw = firstValue(getter.get(carrier, UBER_TRACE_ID));
    const parts = raw ? decodeURIComponent(raw).split(":") : [];
    if (parts.length !== 4) return context;
    const [traceId, spanId, , flags] = parts;
    const span: SpanContext = {
      traceId: traceId.padStart(32, "0"),
      spanId: spanId.padStart(16, "0"),
      traceFlags: Number.parseInt(flags, 16) & TraceFlags.SAMPLED,
      isRemote: true,
    };
    return isSpanContextValid(span) ? trace.setSpanContext(context, span) : context;
  }

  fields() {
    return [UBER_TRACE_ID];
  }
}

/**
 * Every trace-context format of spec §7, in and out. On the way in a later
 * propagator wins, so W3C `traceparent` beats B3, which beats AWS and Jaeger.
 * The W3C propagators keep spec §9's limits (trace-state 32 entries / 512
 * characters; baggage 180 entries, 4096 characters each, 8192 in all).
 */
export const traceContextPropagator: TextMapPropagator = new CompositePropagator({
  propagators: [
    new JaegerPropagator(),
    new AWSXRayPropagator(),
    new B3Propagator({ injectEncoding: B3InjectEncoding.MULTI_HEADER }),
    new W3CTraceContextPropagator(),
    new W3CBaggagePropagator(),
  ],
});

const headersGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

const headersSetter: TextMapSetter<Headers> = { set: (headers, key, value) => headers.set(key, value) };

/** The caller's trace context (span context and baggage) from a request's headers. */
export const extractContext = (headers: Headers, context: Context = ROOT_CONTEXT): Context =>
  traceContextPropagator.extract(context, headers, headersGetter);

/** Writes a context's trace headers (every format) into `headers`. */
export const injectContext = (context: Context, headers: Headers): void =>
  traceContextPropagator.inject(context, headers, headersSetter);

/** The W3C `traceparent` value of a span context. */
export const traceparentOf = (span: SpanContext) =>
  `00-${span.traceId}-${span.spanId}-${(span.traceFlags & TraceFlags.SAMPLED).toString(16).padStart(2, "0")}`;
