import { SpanStatusCode } from "@opentelemetry/api";
import type { AttributeValue, Attributes, SpanRecord } from "./spans";

/** OTLP/HTTP JSON (opentelemetry-proto's JSON mapping: hex ids, nanoseconds as strings). */
type OtlpValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };
type OtlpAttribute = { key: string; value: OtlpValue };
export type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: number;
  startTimeUnixNano: string | number;
  endTimeUnixNano: string | number;
  attributes?: OtlpAttribute[];
  status?: { code?: number; message?: string };
};
export type OtlpTraces = {
  resourceSpans: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { scope?: { name: string }; spans?: OtlpSpan[] }[] }[];
};

const toValue = (value: AttributeValue): OtlpValue =>
  typeof value === "string"
    ? { stringValue: value }
    : typeof value === "boolean"
      ? { boolValue: value }
      : Number.isInteger(value)
        ? { intValue: String(value) }
        : { doubleValue: value };

const toAttributes = (attributes: Attributes): OtlpAttribute[] =>
  Object.entries(attributes).map(([key, value]) => ({ key, value: toValue(value) }));

const nanos = (ms: number) => `${Math.round(ms * 1000)}000`;

/** The OTLP JSON body of a batch of the Worker's spans (OTLP's span kinds are the API's plus one). */
export function toOtlpTraces(spans: SpanRecord[], serviceName: string): OtlpTraces {
  return {
    resourceSpans: [
      {
        resource: { attributes: toAttributes({ "service.name": serviceName }) },
        scopeSpans: [
          {
            scope: { name: "meridian-worker" },
            spans: spans.map((span) => ({
              traceId: span.traceId,
              spanId: span.spanId,
              ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
              name: span.name,
              kind: span.kind + 1,
              startTimeUnixNano: nanos(span.startMs),
              endTimeUnixNano: nanos(span.endMs),
              attributes: toAttributes(span.attributes),
              status: { code: span.failed ? SpanStatusCode.ERROR : SpanStatusCode.UNSET },
            })),
          },
        ],
      },
    ],
  };
}

const fromValue = (value: OtlpValue): AttributeValue =>
  value.stringValue ?? value.boolValue ?? value.doubleValue ?? (value.intValue !== undefined ? Number(value.intValue) : "");

const fromAttributes = (attributes: OtlpAttribute[] = []): Attributes =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, fromValue(value)]));

/** A received span, flattened: the service that sent it and its times in milliseconds. */
export type ReceivedSpan = Omit<SpanRecord, "kind"> & { service: string; kind: number };

/** The spans of an OTLP JSON body, each with the service of its resource. */
export function fromOtlpTraces(body: OtlpTraces): ReceivedSpan[] {
  return body.resourceSpans.flatMap((resourceSpans) => {
    const service = String(fromAttributes(resourceSpans.resource?.attributes)["service.name"] ?? "unknown");
    return (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        name: span.name,
        kind: span.kind ?? 0,
        startMs: Number(span.startTimeUnixNano) / 1e6,
        endMs: Number(span.endTimeUnixNano) / 1e6,
        attributes: fromAttributes(span.attributes),
        failed: span.status?.code === SpanStatusCode.ERROR,
      })),
    );
  });
}
