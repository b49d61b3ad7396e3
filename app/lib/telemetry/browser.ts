import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span, type Tracer } from "@opentelemetry/api";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } from "@opentelemetry/sdk-trace";
import { XhrOrBeaconSpanExporter } from "./browserExporter";
import { SPAN_EXPORT, TRACE_LIMITS } from "./constants";
import { extractContext, injectContext } from "./propagation";

export type BrowserTracingSettings = {
  collectorUrl: string;
  serviceName: string;
  samplingRatio?: number;
  /** URLs whose requests carry no trace context and are not traced (the collectors themselves). */
  ignoreUrls: readonly string[];
};

/** The page's spans: its load, each client-side navigation, and every same-origin request in between. */
export type BrowserTracing = { navigationStarted: (path: string) => void; navigationEnded: () => void };

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * The page load as a span of the trace the Worker announced for the document
 * (Server-Timing `traceparent`), so the waterfall runs from the browser through
 * the Worker into the Durable Object.
 */
function recordPageLoad(tracer: Tracer) {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (!entry) return;
  const announced = entry.serverTiming?.find((timing) => timing.name === "traceparent")?.description;
  const parent = announced ? extractContext(new Headers({ traceparent: announced })) : ROOT_CONTEXT;
  const at = (offset: number) => performance.timeOrigin + offset;
  const span = tracer.startSpan(
    `page load ${window.location.pathname}`,
    { kind: SpanKind.CLIENT, startTime: at(entry.startTime), attributes: { "url.full": window.location.href } },
    parent,
  );
  span.addEvent("response start", at(entry.responseStart));
  span.addEvent("DOM content loaded", at(entry.domContentLoadedEventEnd));
  span.end(at(entry.loadEventEnd || performance.now()));
}

/** Wraps `fetch`: same-origin requests off the ignore list get a client span and trace-context headers in every format. */
function traceFetches(tracer: Tracer, ignored: (url: URL) => boolean, parent: () => Context) {
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin || ignored(url)) return original(input, init);
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const span = tracer.startSpan(`HTTP ${method} ${url.pathname}`, { kind: SpanKind.CLIENT, attributes: { "url.full": url.href, "http.request.method": method } }, parent());
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    injectContext(trace.setSpan(ROOT_CONTEXT, span), headers);
    return original(input, { ...init, headers }).then(
      (response) => {
        span.setAttribute("http.response.status_code", response.status);
        if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        return response;
      },
      (error: unknown) => {
        span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
        span.end();
        throw error;
      },
    );
  };
}

export function startBrowserTracing(settings: BrowserTracingSettings): BrowserTracing {
  const collectorUrl = absolute(settings.collectorUrl);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": settings.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.samplingRatio ?? 1) }),
    spanLimits: { attributeCountLimit: TRACE_LIMITS.attributeCount },
    spanProcessors: [new BatchSpanProcessor({ exporter: new XhrOrBeaconSpanExporter(collectorUrl), ...SPAN_EXPORT })],
  });
  const tracer = provider.getTracer("meridian-browser");
  const ignoreUrls = [collectorUrl, ...settings.ignoreUrls.map(absolute)];
  let navigation: Span | null = null;
  let currentPath = "";

  traceFetches(
    tracer,
    (url) => ignoreUrls.some((ignored) => url.href.startsWith(ignored)),
    () => (navigation ? trace.setSpan(ROOT_CONTEXT, navigation) : ROOT_CONTEXT),
  );
  if (document.readyState === "complete") recordPageLoad(tracer);
  else window.addEventListener("load", () => setTimeout(() => recordPageLoad(tracer)), { once: true });

  return {
    navigationStarted(path) {
      if (navigation && currentPath === path) return;
      navigation?.end();
      currentPath = path;
      navigation = tracer.startSpan(`navigation ${path}`, { attributes: { "url.path": path } }, ROOT_CONTEXT);
    },
    navigationEnded() {
      navigation?.end();
      navigation = null;
    },
  };
}
