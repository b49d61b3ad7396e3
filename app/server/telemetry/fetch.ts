import { SpanKind } from "@opentelemetry/api";
import { injectContext } from "~/lib/telemetry/propagation";
import { currentScope, inChildSpan } from "./spans";

/**
 * `fetch` for calls that leave the Worker: inside a traced request the call is
 * a client span and carries its trace context (every header format); outside
 * one it is plain `fetch`.
 */
export function tracedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!currentScope()) return fetch(input, init);
  const request = new Request(input, init);
  const url = new URL(request.url);
  return inChildSpan(
    `fetch ${request.method} ${url.host}`,
    SpanKind.CLIENT,
    { "http.request.method": request.method, "url.full": `${url.origin}${url.pathname}` },
    async (span) => {
      if (span) injectContext(span.context(), request.headers);
      const response = await fetch(request);
      span?.setAttributes({ "http.response.status_code": response.status });
      return response;
    },
    (response) => response.status >= 500,
  );
}
