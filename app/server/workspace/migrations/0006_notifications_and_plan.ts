// In-app notifications (aggregates/notifications) and the copy of the organisation's
// plan (aggregates/subscription, decision 0018; no row: Free).
export default `CREATE TABLE notifications (
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
   );`;
