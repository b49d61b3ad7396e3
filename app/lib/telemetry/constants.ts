/** Tracing and product-analytics constants of spec §9 (OpenTelemetry JS's and Amplitude's defaults). */

/** Span export: batches, queue, schedule and timeout. */
export const SPAN_EXPORT = {
  maxExportBatchSize: 512,
  maxQueueSize: 2048,
  scheduledDelayMillis: 5000,
  exportTimeoutMillis: 30_000,
} as const;

/** The exporter's retries: statuses worth another try, and the growing back-off between them. */
export const EXPORT_RETRY = {
  retryableStatuses: [429, 502, 503, 504] as readonly number[],
  maxRetries: 5,
  initialBackoffMs: 1000,
  backoffMultiplier: 1.5,
  maxBackoffMs: 5000,
} as const;

/** Limits of a span and of the context it carries. */
export const TRACE_LIMITS = {
  attributeCount: 128,
  traceStateEntries: 32,
  traceStateLength: 512,
  baggageEntries: 180,
  baggageEntryLength: 4096,
  baggageLength: 8192,
} as const;

/** Product analytics batching. */
export const ANALYTICS = {
  flushIntervalMs: 1000,
  flushQueueSize: 30,
  sessionTimeoutMs: 30 * 60 * 1000,
  maxRetries: 5,
  throttleWaitMs: 30_000,
  maxUnsentEvents: 1000,
} as const;

/** Where an analytics batch goes by region (Amplitude's HTTP API). */
export const ANALYTICS_ENDPOINTS = {
  US: "https://api2.amplitude.com/2/httpapi",
  EU: "https://api.eu.amplitude.com/2/httpapi",
} as const;

/** The Worker's development collectors (404 in production). */
export const DEV_TRACES_PATH = "/api/v2/dev/traces";
export const DEV_ANALYTICS_PATH = "/api/v2/dev/analytics";
