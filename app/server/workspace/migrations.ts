/**
 * The workspace schema, one ordered list per tenant database. Each step runs
 * once, inside the Durable Object's constructor, before any request is served.
 * Each aggregate (aggregates/<name>/) appends the steps that create or change
 * its tables; never edit a released step.
 */
export const WORKSPACE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE tenant (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     subdomain TEXT NOT NULL
   );
   CREATE TABLE members (
     user_id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     first_name TEXT NOT NULL,
     last_name TEXT NOT NULL,
     image_key TEXT,
     role TEXT NOT NULL,
     role_name TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'ACTIVE',
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES members(user_id),
     tenants_json TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_by_user ON sessions(user_id);`,
  // The activity log (activity.ts), one entry per command.
  `CREATE TABLE activity (
     id INTEGER PRIMARY KEY,
     actor_id TEXT,
     verb TEXT NOT NULL,
     item_type TEXT NOT NULL,
     item_id TEXT NOT NULL,
     parent_id TEXT,
     team_id TEXT,
     project_id TEXT,
     detail_json TEXT NOT NULL DEFAULT '{}',
     created_at INTEGER NOT NULL
   );
   CREATE INDEX activity_by_time ON activity(created_at);
   CREATE INDEX activity_by_item ON activity(item_type, item_id, created_at);`,
  // The profile page reads the member copy (decision record 15); date_format stays
  // null in a copy made before this step until its member's next sign-in.
  `ALTER TABLE members ADD COLUMN designation TEXT;
   ALTER TABLE members ADD COLUMN mobile_number TEXT;
   ALTER TABLE members ADD COLUMN city TEXT;
   ALTER TABLE members ADD COLUMN birthday TEXT;
   ALTER TABLE members ADD COLUMN work_anniversary TEXT;
   ALTER TABLE members ADD COLUMN date_format TEXT;
   ALTER TABLE members ADD COLUMN time_format TEXT;`,
  // The tenant's open invites, copied from the directory (aggregates/invites).
  `CREATE TABLE invites (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     role_id INTEGER NOT NULL,
     role_name TEXT NOT NULL,
     invited_by TEXT NOT NULL,
     inviter_name TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX invites_by_time ON invites(created_at);`,
  // In-app notifications (aggregates/notifications) and the copy of the organisation's
  // plan (aggregates/subscription, decision 0018; no row: Free).
  `CREATE TABLE notifications (
     id TEXT PRIMARY KEY,
     recipient_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     title TEXT NOT NULL,
     body TEXT NOT NULL,
     link TEXT NOT NULL,
     actor_id TEXT,
     created_at INTEGER NOT NULL,
     read_at INTEGER
   );
   CREATE INDEX notifications_by_recipient ON notifications(recipient_id, created_at);
   CREATE INDEX notifications_unread ON notifications(recipient_id) WHERE read_at IS NULL;
   CREATE TABLE plan_copy (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     plan_id TEXT NOT NULL,
     plan_name TEXT NOT NULL,
     plan_upgrade INTEGER NOT NULL,
     limits_json TEXT NOT NULL,
     updated_at INTEGER NOT NULL
   );`,
];

/** Brings the schema up to date; each step and its bookkeeping commit together or not at all. */
export function migrate(storage: DurableObjectStorage): number {
  const { sql } = storage;
  sql.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)");
  const row = sql.exec<{ version: number | null }>("SELECT MAX(version) AS version FROM schema_migrations").one();
  const current = row.version ?? 0;
  for (let version = current + 1; version <= WORKSPACE_MIGRATIONS.length; version++) {
    storage.transactionSync(() => {
      sql.exec(WORKSPACE_MIGRATIONS[version - 1]);
      sql.exec("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", version, Date.now());
    });
  }
  return WORKSPACE_MIGRATIONS.length;
}
