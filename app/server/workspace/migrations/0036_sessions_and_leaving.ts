// Where a person is signed in, leaving and deleting an account (issue 38 §2–3, decision 0089):
// each session gets a public id (never its token's hash), the browser that opened it and when it
// was last used (kept to the few minutes, not written on every request); the browsers a member has
// signed in with here (a new one is told by mail); a member whose account is being deleted is
// renamed "Deleted user" at `erase_at` by the tenant's alarm, like the bin's purge.
export default `ALTER TABLE sessions ADD COLUMN id TEXT;
   UPDATE sessions SET id = lower(hex(randomblob(16)));
   CREATE UNIQUE INDEX sessions_by_id ON sessions(id);
   ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
   ALTER TABLE sessions ADD COLUMN last_active_at INTEGER;
   UPDATE sessions SET last_active_at = created_at;
   CREATE TABLE member_browsers (
     user_id TEXT NOT NULL,
     browser TEXT NOT NULL,
     first_seen_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, browser)
   ) WITHOUT ROWID;
   ALTER TABLE members ADD COLUMN erase_at INTEGER;
   CREATE INDEX members_by_erase_at ON members(erase_at) WHERE erase_at IS NOT NULL;`;
