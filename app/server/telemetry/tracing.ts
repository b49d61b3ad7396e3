import { isSpanContextValid, propagation, SpanKind, trace, TraceFlags } from "@opentelemetry/api";
import type { PublicConfig } from "~/lib/config";
import { resolveHost } from "~/lib/host";
import { extractContext, traceparentOf } from "~/lib/telemetry/propagation";
import { sampledAtRatio } from "~/lib/telemetry/sampling";
import { SpanExportQueue, type CollectorTransport, type ExportTarget } from "./exporter";
import { currentScope, newTraceId, RequestTrace, runInScope } from "./spans";
import { listenToStorage, type StorageCall } from "./storage";

export type TracingSettings = NonNullable<PublicConfig["opentelemetryConfig"]>;

/** One queue per collector and service (one, in any real deployment). */
const exportQueues = new Map<string, SpanExportQueue>();

function exportQueueFor({ collectorUrl, serviceName }: ExportTarget) {
  const key = `${serviceName} ${collectorUrl}`;
  let queue = exportQueues.get(key);
  if (!queue) exportQueues.set(key, (queue = new SpanExportQueue()));
  return queue;
}

/** The development collectors and the pages that show them: tracing them would only trace the tracing. */
const UNTRACED_PATH = /^\/(api\/v2\/)?dev\//;

/** A storage round trip becomes a child of the span it ran in. */
function recordStorageCall(call: StorageCall) {
  const scope = currentScope();
  if (!scope) return;
  scope.trace
    .child(scope.span, `${call.store} ${call.operation}`, SpanKind.CLIENT, call.startedAt)
    .setAttributes({ "meridian.store": call.store, "meridian.operation": call.operation })
    .end(call.failed, call.startedAt + call.durationMs);
}

let listening = false;

/** Starts hearing storage round trips with the first traced request; until then the bindings stay untouched. */
function listenOnce() {
  if (listening) return;
  listening = true;
  listenToStorage(recordStorageCall);
}

/**
 * Where the spans go: a collector URL, or a path on this Worker (its
 * development collector), reached in-process through `local`.
 */
function exportTarget(settings: TracingSettings, url: URL, local: CollectorTransport): ExportTarget {
  const isPath = settings.collectorUrl.startsWith("/");
  return {
    collectorUrl: isPath ? new URL(settings.collectorUrl, url.origin).href : settings.collectorUrl,
    serviceName: settings.serviceName,
    transport: isPath ? local : (request) => fetch(request),
  };
}

type TraceOptions = {
  config: PublicConfig;
  ctx: Pick<ExecutionContext, "waitUntil">;
  /** The Worker's own answer to a request, for a collector inside it. */
  local: CollectorTransport;
};

/**
 * Answers a request as a server span (route, status, tenant; the user id once
 * the session is known), continuing the caller's trace when its headers carry
 * one. Its spans are queued for export after the response. Without
 * `opentelemetryConfig`, or for a trace the sampler leaves out, it only answers.
 */
export async function traceRequest(request: Request, { config, ctx, local }: TraceOptions, answer: () => Promise<Response>) {
  const settings = config.opentelemetryConfig;
  if (!settings) return answer();
  const url = new URL(request.url);
  if (UNTRACED_PATH.test(url.pathname)) return answer();

  const context = extractContext(request.headers);
  const parent = trace.getSpanContext(context);
  const continued = parent !== undefined && isSpanContextValid(parent);
  const traceId = continued ? parent.traceId : newTraceId();
  const sampled = continued ? (parent.traceFlags & TraceFlags.SAMPLED) !== 0 : sampledAtRatio(traceId, settings.samplingRatio ?? 1);
  if (!sampled) return answer();

  listenOnce();
  const requestTrace = new RequestTrace(traceId, `${request.method} ${url.pathname}`, continued ? parent.spanId : undefined, propagation.getBaggage(context));
  const host = resolveHost(url.hostname, config.baseDomain);
  const root = requestTrace.root.setAttributes({
    "http.request.method": request.method,
    "url.path": url.pathname,
    "http.route": url.pathname,
    "server.address": url.hostname,
    ...(host.kind === "tenant" ? { "meridian.tenant": host.subdomain } : {}),
  });
  try {
    const response = await runInScope({ trace: requestTrace, span: root }, answer);
    root.setAttributes({ "http.response.status_code": response.status }).end(response.status >= 500);
    // The browser's page-load span joins this trace (Performance API: serverTiming); a WebSocket's upgrade has no page.
    if (response.status !== 101) response.headers.append("Server-Timing", `traceparent;desc="${traceparentOf(root.spanContext())}"`);
    return response;
  } catch (error) {
    root.end(true);
    throw error;
  } finally {
    const target = exportTarget(settings, url, local);
    exportQueueFor(target).add(requestTrace.finished, target, ctx);
  }
}
