// The tenant, its members (copies of the directory's users) and their sessions (decision record 3).
export default `CREATE TABLE tenant (
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
   CREATE INDEX sessions_by_user ON sessions(user_id);`;
