import { AsyncLocalStorage } from "node:async_hooks";
import { propagation, ROOT_CONTEXT, SpanKind, trace, TraceFlags, type Baggage, type Context, type SpanContext } from "@opentelemetry/api";
import { TRACE_LIMITS } from "~/lib/telemetry/constants";

export type AttributeValue = string | number | boolean;
export type Attributes = Record<string, AttributeValue>;

/** One finished span of a request, ready for export. */
export type SpanRecord = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: SpanKind;
  startMs: number;
  endMs: number;
  attributes: Attributes;
  failed: boolean;
};

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, "0")).join("");

export const newTraceId = () => hex(16);
export const newSpanId = () => hex(8);

/** A span under way: attributes (at most 128) until it ends, then a record of its trace. */
export class OpenSpan {
  readonly spanId = newSpanId();
  readonly attributes: Attributes = {};

  constructor(
    private readonly trace: RequestTrace,
    readonly name: string,
    readonly kind: SpanKind,
    readonly parentSpanId: string | undefined,
    readonly startMs = Date.now(),
  ) {}

  setAttributes(attributes: Attributes) {
    for (const [key, value] of Object.entries(attributes)) {
      if (key in this.attributes || Object.keys(this.attributes).length < TRACE_LIMITS.attributeCount) this.attributes[key] = value;
    }
    return this;
  }

  spanContext(): SpanContext {
    return { traceId: this.trace.traceId, spanId: this.spanId, traceFlags: TraceFlags.SAMPLED };
  }

  /** This span as the parent of a call that leaves the Worker, with the caller's baggage. */
  context(): Context {
    const span = trace.setSpanContext(ROOT_CONTEXT, this.spanContext());
    return this.trace.baggage ? propagation.setBaggage(span, this.trace.baggage) : span;
  }

  end(failed = false, endMs = Date.now()) {
    this.trace.finished.push({
      traceId: this.trace.traceId,
      spanId: this.spanId,
      parentSpanId: this.parentSpanId,
      name: this.name,
      kind: this.kind,
      startMs: this.startMs,
      endMs,
      attributes: this.attributes,
      failed,
    });
  }
}

/** The spans of one sampled request: its server span first, then whatever ran inside it. */
export class RequestTrace {
  readonly finished: SpanRecord[] = [];
  readonly root: OpenSpan;

  constructor(
    readonly traceId: string,
    name: string,
    remoteParentSpanId?: string,
    readonly baggage?: Baggage,
  ) {
    this.root = new OpenSpan(this, name, SpanKind.SERVER, remoteParentSpanId);
  }

  child(parent: OpenSpan, name: string, kind: SpanKind, startMs?: number) {
    return new OpenSpan(this, name, kind, parent.spanId, startMs);
  }
}

/** Where the code that is running belongs: its request's trace and the span it runs in. */
type Scope = { trace: RequestTrace; span: OpenSpan };

const scopes = new AsyncLocalStorage<Scope>();

export const currentScope = () => scopes.getStore();

export const runInScope = <T>(scope: Scope, run: () => T): T => scopes.run(scope, run);

/**
 * Runs `work` as a child span of the current one (an in-process API call, an
 * outgoing fetch); outside a traced request it just runs.
 */
export async function inChildSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  work: (span: OpenSpan | undefined) => Promise<T>,
  failedWhen: (result: T) => boolean = () => false,
): Promise<T> {
  const scope = currentScope();
  if (!scope) return work(undefined);
  const span = scope.trace.child(scope.span, name, kind).setAttributes(attributes);
  try {
    const result = await runInScope({ trace: scope.trace, span }, () => work(span));
    span.end(failedWhen(result));
    return result;
  } catch (error) {
    span.end(true);
    throw error;
  }
}

/** Adds attributes to the current request's server span (the user id), when it is traced. */
export function annotateRequest(attributes: Attributes) {
  currentScope()?.trace.root.setAttributes(attributes);
}

/** Adds attributes to the span that is running (an API call's route), when it is traced. */
export function annotateSpan(attributes: () => Attributes) {
  currentScope()?.span.setAttributes(attributes());
}
