import type { ReceivedSpan } from "../telemetry/otlp";

/** How much the development collectors keep: enough to click around, never a growing database. */
const KEPT_SPANS = 5000;
const KEPT_EVENTS = 1000;

const prune = (table: string, kept: number) => `DELETE FROM ${table} WHERE id <= (SELECT MAX(id) FROM ${table}) - ${kept}`;

export async function storeSpans(db: D1Database, spans: ReceivedSpan[]): Promise<void> {
  const insert = db.prepare(
    `INSERT INTO dev_spans (trace_id, span_id, parent_span_id, service, name, kind, start_ms, end_ms, attributes, failed)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  await db.batch([
    ...spans.map((span) =>
      insert.bind(
        span.traceId,
        span.spanId,
        span.parentSpanId ?? null,
        span.service,
        span.name,
        span.kind,
        span.startMs,
        span.endMs,
        JSON.stringify(span.attributes),
        span.failed ? 1 : 0,
      ),
    ),
    db.prepare(prune("dev_spans", KEPT_SPANS)),
  ]);
}

type SpanRow = Omit<ReceivedSpan, "attributes" | "failed" | "parentSpanId"> & { parentSpanId: string | null; attributes: string; failed: number };

/**
 * The latest traces (by their newest span), each with all its spans in start order. A Worker's
 * clock stands still between I/O, so a span and the spans it encloses often start in the same
 * millisecond: among those the enclosing one (ending last, stored last) comes first.
 */
export async function recentTraces(db: D1Database, limit = 20) {
  const { results } = await db
    .prepare(
      `SELECT trace_id AS traceId, span_id AS spanId, parent_span_id AS parentSpanId, service, name, kind,
              start_ms AS startMs, end_ms AS endMs, attributes, failed
       FROM dev_spans
       WHERE trace_id IN (SELECT trace_id FROM dev_spans GROUP BY trace_id ORDER BY MAX(id) DESC LIMIT ?)
       ORDER BY start_ms, end_ms DESC, id DESC`,
    )
    .bind(limit)
    .all<SpanRow>();
  const traces = new Map<string, ReceivedSpan[]>();
  for (const row of results) {
    const span = { ...row, parentSpanId: row.parentSpanId ?? undefined, attributes: JSON.parse(row.attributes), failed: row.failed === 1 };
    traces.set(row.traceId, [...(traces.get(row.traceId) ?? []), span]);
  }
  return [...traces].map(([traceId, spans]) => ({ traceId, spans })).sort((a, b) => b.spans[0].startMs - a.spans[0].startMs);
}

export type ReceivedEvent = { event_type: string } & Record<string, unknown>;

export async function storeAnalyticsEvents(db: D1Database, apiKey: string, events: ReceivedEvent[], now = Date.now()) {
  const insert = db.prepare("INSERT INTO dev_analytics_events (received_at, api_key, event_type, event) VALUES (?, ?, ?, ?)");
  await db.batch([
    ...events.map((event) => insert.bind(now, apiKey, event.event_type, JSON.stringify(event))),
    db.prepare(prune("dev_analytics_events", KEPT_EVENTS)),
  ]);
}

/** The latest events, newest first, each with the batch's arrival time. */
export async function recentAnalyticsEvents(db: D1Database, limit = 100) {
  const { results } = await db
    .prepare("SELECT id, received_at AS receivedAt, event FROM dev_analytics_events ORDER BY id DESC LIMIT ?")
    .bind(limit)
    .all<{ id: number; receivedAt: number; event: string }>();
  return results.map(({ id, receivedAt, event }) => ({ id, receivedAt, event: JSON.parse(event) as ReceivedEvent }));
}
