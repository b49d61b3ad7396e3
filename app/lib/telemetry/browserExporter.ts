import { ExportResultCode, type ExportResult } from "@opentelemetry/core";
import { JsonTraceSerializer } from "@opentelemetry/otlp-transformer";
import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace";
import { SPAN_EXPORT } from "./constants";
import { sendWithRetries } from "./retry";

/** One XHR post of an export, answered as a Response (status and Retry-After) for the retry policy. */
function postWithXhr(url: string, body: Uint8Array, timeoutMs: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader("content-type", "application/json");
    xhr.onload = () => {
      const retryAfter = xhr.getResponseHeader("retry-after");
      resolve(new Response(null, { status: xhr.status, headers: retryAfter ? { "retry-after": retryAfter } : {} }));
    };
    xhr.onerror = () => reject(new Error("The span export could not reach the collector"));
    xhr.ontimeout = () => reject(new Error("The span export timed out"));
    xhr.send(new Blob([body as BlobPart], { type: "application/json" }));
  });
}

/**
 * Posts spans as OTLP JSON (spec §7): by XHR with the retry policy while the
 * page is visible, by `sendBeacon` once it is hidden (the batch processor
 * flushes on page hide, and a beacon outlives the page).
 */
export class XhrOrBeaconSpanExporter implements SpanExporter {
  constructor(private readonly url: string) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void) {
    const body = JsonTraceSerializer.serializeRequest(spans);
    if (!body) return done({ code: ExportResultCode.FAILED });
    if (document.visibilityState === "hidden" && navigator.sendBeacon?.(this.url, new Blob([body as BlobPart], { type: "application/json" }))) {
      return done({ code: ExportResultCode.SUCCESS });
    }
    const deadline = Date.now() + SPAN_EXPORT.exportTimeoutMillis;
    sendWithRetries(() => postWithXhr(this.url, body, Math.max(deadline - Date.now(), 1)), { deadline }).then(
      (response) => done({ code: response.ok ? ExportResultCode.SUCCESS : ExportResultCode.FAILED }),
      (error: Error) => done({ code: ExportResultCode.FAILED, error }),
    );
  }

  async shutdown() {}

  async forceFlush() {}
}
