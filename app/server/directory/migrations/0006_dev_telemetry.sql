-- Development collectors (404 in production): the spans and analytics events the app would send
-- to a real collector, so /dev/traces and /dev/analytics can show them.
CREATE TABLE dev_spans (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  trace_id TEXT NOT NULL,
  span_id TEXT NOT NULL,
  parent_span_id TEXT,
  service TEXT NOT NULL,
  name TEXT NOT NULL,
  kind INTEGER NOT NULL,
  start_ms REAL NOT NULL,
  end_ms REAL NOT NULL,
  attributes TEXT NOT NULL,
  failed INTEGER NOT NULL
);
CREATE INDEX dev_spans_by_trace ON dev_spans (trace_id);

CREATE TABLE dev_analytics_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at INTEGER NOT NULL,
  api_key TEXT NOT NULL,
  event_type TEXT NOT NULL,
  event TEXT NOT NULL
);
