// Webhooks (issue 44 §3, decision record 87): endpoints, the deliveries queued for them and each attempt's
// record (the delivery log). The secret is kept as it is: the server signs with it.
export default `CREATE TABLE webhook_endpoints (
     id TEXT PRIMARY KEY,
     created_by TEXT NOT NULL,
     url TEXT NOT NULL,
     event_types TEXT NOT NULL,
     project_ids TEXT,
     secret TEXT NOT NULL,
     previous_secret TEXT,
     previous_secret_until INTEGER,
     enabled INTEGER NOT NULL DEFAULT 1,
     disabled_reason TEXT,
     failing_since INTEGER,
     origin TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE webhook_deliveries (
     id TEXT PRIMARY KEY,
     endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
     event_type TEXT NOT NULL,
     body TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX webhook_deliveries_of_endpoint ON webhook_deliveries (endpoint_id, created_at);
   CREATE TABLE webhook_attempts (
     id INTEGER PRIMARY KEY,
     delivery_id TEXT NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
     endpoint_id TEXT NOT NULL,
     attempt INTEGER NOT NULL,
     attempted_at INTEGER NOT NULL,
     status_code INTEGER,
     latency_ms INTEGER NOT NULL,
     error TEXT
   );
   CREATE INDEX webhook_attempts_of_endpoint ON webhook_attempts (endpoint_id, attempted_at);`;
