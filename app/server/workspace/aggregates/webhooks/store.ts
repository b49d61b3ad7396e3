import type { WebhookEventType } from "~/schemas/webhook";
import { limitTo } from "../../sql";

/** An endpoint as the settings page and the API list it: never its secret. */
export type WebhookEndpointView = {
  endpointId: string;
  url: string;
  eventTypes: WebhookEventType[];
  /** Null: every project its creator sees. */
  projectIds: string[] | null;
  enabled: boolean;
  disabledReason: string | null;
  failingSince: number | null;
  createdBy: string;
  createdByName: string;
  createdAt: number;
  lastDelivery: { attemptedAt: number; statusCode: number | null; eventType: string } | null;
};

export type EndpointRow = {
  id: string;
  created_by: string;
  url: string;
  event_types: string;
  project_ids: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: number | null;
  enabled: number;
  disabled_reason: string | null;
  failing_since: number | null;
  origin: string;
  created_at: number;
};

type ViewRow = EndpointRow & { creator_name: string; last_at: number | null; last_status: number | null; last_event: string | null };

const VIEW = `SELECT e.*, COALESCE(NULLIF(TRIM(m.first_name || ' ' || m.last_name), ''), m.email, '') AS creator_name,
                     la.attempted_at AS last_at, la.status_code AS last_status, ld.event_type AS last_event
              FROM webhook_endpoints e
              LEFT JOIN members m ON m.user_id = e.created_by
              LEFT JOIN webhook_attempts la ON la.id = (SELECT MAX(id) FROM webhook_attempts WHERE endpoint_id = e.id)
              LEFT JOIN webhook_deliveries ld ON ld.id = la.delivery_id`;

const toView = (row: ViewRow): WebhookEndpointView => ({
  endpointId: row.id,
  url: row.url,
  eventTypes: row.event_types.split(",") as WebhookEventType[],
  projectIds: row.project_ids === null ? null : (JSON.parse(row.project_ids) as string[]),
  enabled: row.enabled === 1,
  disabledReason: row.disabled_reason,
  failingSince: row.failing_since,
  createdBy: row.created_by,
  createdByName: row.creator_name,
  createdAt: row.created_at,
  lastDelivery: row.last_at === null ? null : { attemptedAt: row.last_at, statusCode: row.last_status, eventType: row.last_event ?? "" },
});

export type NewEndpoint = { id: string; createdBy: string; url: string; eventTypes: readonly string[]; projectIds: readonly string[]; secret: string; origin: string };

export function insertEndpoint(sql: SqlStorage, endpoint: NewEndpoint, now: number) {
  sql.exec(
    "INSERT INTO webhook_endpoints (id, created_by, url, event_types, project_ids, secret, origin, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    endpoint.id, endpoint.createdBy, endpoint.url, endpoint.eventTypes.join(","), projectIdsColumn(endpoint.projectIds), endpoint.secret, endpoint.origin, now,
  );
}

const projectIdsColumn = (projectIds: readonly string[]) => (projectIds.length === 0 ? null : JSON.stringify(projectIds));

export const listEndpoints = (sql: SqlStorage): WebhookEndpointView[] => sql.exec<ViewRow>(`${VIEW} ORDER BY e.created_at DESC`).toArray().map(toView);

export function findEndpointView(sql: SqlStorage, endpointId: string): WebhookEndpointView | null {
  const row = sql.exec<ViewRow>(`${VIEW} WHERE e.id = ?`, endpointId).toArray()[0];
  return row ? toView(row) : null;
}

export const findEndpoint = (sql: SqlStorage, endpointId: string): EndpointRow | null =>
  sql.exec<EndpointRow>("SELECT * FROM webhook_endpoints WHERE id = ?", endpointId).toArray()[0] ?? null;

export function setSubscriptions(sql: SqlStorage, endpointId: string, eventTypes: readonly string[], projectIds: readonly string[]) {
  sql.exec("UPDATE webhook_endpoints SET event_types = ?, project_ids = ? WHERE id = ?", eventTypes.join(","), projectIdsColumn(projectIds), endpointId);
}

/** Enabling starts afresh: the failures before it no longer count towards the day that disables. */
export function setEnabled(sql: SqlStorage, endpointId: string, enabled: boolean, reason: string | null) {
  sql.exec("UPDATE webhook_endpoints SET enabled = ?, disabled_reason = ?, failing_since = NULL WHERE id = ?", enabled ? 1 : 0, enabled ? null : reason, endpointId);
}

/** The new secret signs from now on; the old one signs beside it until `until` (decision record 87). */
export function rotateSecret(sql: SqlStorage, endpointId: string, secret: string, until: number) {
  sql.exec("UPDATE webhook_endpoints SET previous_secret = secret, previous_secret_until = ?, secret = ? WHERE id = ?", until, secret, endpointId);
}

export function deleteEndpoint(sql: SqlStorage, endpointId: string) {
  sql.exec("DELETE FROM webhook_attempts WHERE endpoint_id = ?", endpointId);
  sql.exec("DELETE FROM webhook_deliveries WHERE endpoint_id = ?", endpointId);
  sql.exec("DELETE FROM webhook_endpoints WHERE id = ?", endpointId);
}

/** The enabled endpoints listening for one of `eventTypes`, with who made them and their role now. */
export function listeningEndpoints(sql: SqlStorage, eventTypes: readonly string[]) {
  return sql
    .exec<{ id: string; created_by: string; event_types: string; project_ids: string | null; role: string | null; status: string | null }>(
      `SELECT e.id, e.created_by, e.event_types, e.project_ids, m.role, m.status
       FROM webhook_endpoints e LEFT JOIN members m ON m.user_id = e.created_by WHERE e.enabled = 1`,
    )
    .toArray()
    .filter((row) => row.event_types.split(",").some((type) => eventTypes.includes(type)));
}

export function insertDelivery(sql: SqlStorage, delivery: { id: string; endpointId: string; eventType: string; body: string }, now: number) {
  sql.exec("INSERT INTO webhook_deliveries (id, endpoint_id, event_type, body, created_at) VALUES (?, ?, ?, ?, ?)", delivery.id, delivery.endpointId, delivery.eventType, delivery.body, now);
}

export const findDelivery = (sql: SqlStorage, deliveryId: string) =>
  sql.exec<{ id: string; endpoint_id: string; event_type: string; body: string }>("SELECT id, endpoint_id, event_type, body FROM webhook_deliveries WHERE id = ?", deliveryId).toArray()[0] ?? null;

export const lastAttemptOf = (sql: SqlStorage, deliveryId: string): number =>
  sql.exec<{ attempt: number | null }>("SELECT MAX(attempt) AS attempt FROM webhook_attempts WHERE delivery_id = ?", deliveryId).one().attempt ?? 0;

export type AttemptRecord = { deliveryId: string; endpointId: string; attempt: number; at: number; statusCode: number | null; latencyMs: number; error: string | null };

export function insertAttempt(sql: SqlStorage, record: AttemptRecord) {
  sql.exec(
    "INSERT INTO webhook_attempts (delivery_id, endpoint_id, attempt, attempted_at, status_code, latency_ms, error) VALUES (?, ?, ?, ?, ?, ?, ?)",
    record.deliveryId, record.endpointId, record.attempt, record.at, record.statusCode, record.latencyMs, record.error,
  );
}

export function setFailingSince(sql: SqlStorage, endpointId: string, since: number | null) {
  sql.exec("UPDATE webhook_endpoints SET failing_since = ? WHERE id = ?", since, endpointId);
}

/** The delivery log's rows: each attempt, newest first. */
export const DELIVERY_LOG_SIZE = 100;

export function deliveryLog(sql: SqlStorage, endpointId: string) {
  return sql
    .exec<{ id: number; delivery_id: string; event_type: string; attempt: number; attempted_at: number; status_code: number | null; latency_ms: number; error: string | null }>(
      `SELECT a.id, a.delivery_id, d.event_type, a.attempt, a.attempted_at, a.status_code, a.latency_ms, a.error
       FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
       WHERE a.endpoint_id = ? ORDER BY a.attempted_at DESC, a.id DESC ${limitTo(DELIVERY_LOG_SIZE)}`,
      endpointId,
    )
    .toArray()
    .map((row) => ({
      attemptId: row.id,
      deliveryId: row.delivery_id,
      eventType: row.event_type,
      attempt: row.attempt,
      attemptedAt: row.attempted_at,
      statusCode: row.status_code,
      latencyMs: row.latency_ms,
      error: row.error,
    }));
}
