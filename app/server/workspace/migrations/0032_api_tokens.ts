// Personal API tokens (issue 44 §1, decision record 81): stored by the hash of their secret only.
export default `CREATE TABLE api_tokens (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     name TEXT NOT NULL,
     access TEXT NOT NULL CHECK (access IN ('read', 'read-write')),
     token_hash TEXT NOT NULL UNIQUE,
     hint TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     last_used_at INTEGER,
     revoked_at INTEGER,
     revoked_by TEXT
   );
   CREATE INDEX api_tokens_of_member ON api_tokens (user_id, created_at);`;
