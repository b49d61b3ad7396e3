// Effects after the commit (decision record 40): what a command sets going beyond its transaction
// (mail today), written with it and its activity entry's id, run by the alarm with retries; an
// effect that failed its last try stays, with its error, for the audit.

export default `CREATE TABLE effect_queue (
     id INTEGER PRIMARY KEY,
     kind TEXT NOT NULL,
     payload_json TEXT NOT NULL,
     activity_id INTEGER,
     run_at INTEGER NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     failed_at INTEGER,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX effect_queue_due ON effect_queue(run_at) WHERE failed_at IS NULL;`;
