-- Invitations to join an organisation, and password reset links. Tokens are stored hashed.
CREATE TABLE invites (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  role_id INTEGER NOT NULL REFERENCES roles(id),
  invited_by TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  cancelled_at INTEGER
);
CREATE INDEX invites_by_tenant ON invites(tenant_id, email);
-- At most one pending invite per e-mail and organisation.
CREATE UNIQUE INDEX invites_one_pending ON invites(tenant_id, email) WHERE used_at IS NULL AND cancelled_at IS NULL;

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX password_resets_expiry ON password_resets(expires_at);
