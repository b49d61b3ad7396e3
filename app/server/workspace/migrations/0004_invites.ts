// The tenant's open invites, copied from the directory (aggregates/invites).
export default `CREATE TABLE invites (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     role_id INTEGER NOT NULL,
     role_name TEXT NOT NULL,
     invited_by TEXT NOT NULL,
     inviter_name TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX invites_by_time ON invites(created_at);`;
