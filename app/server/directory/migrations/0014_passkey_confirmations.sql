-- A passkey can confirm a step not lightly undone (deleting the account or the organisation), as a
-- code does (issue 38 §3): its ceremony is a challenge of kind 'confirm', passed once the signature
-- holds and used up by the deletion. SQLite cannot widen a CHECK in place; challenges live ten
-- minutes, so the table is made anew rather than copied.
DROP TABLE sign_in_challenges;
CREATE TABLE sign_in_challenges (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('second-step', 'setup', 'passkey', 'register', 'confirm')),
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  tenant_id TEXT REFERENCES tenants(id) ON DELETE CASCADE,
  webauthn_challenge TEXT,
  passed_at INTEGER,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sign_in_challenges_expiry ON sign_in_challenges(expires_at);
