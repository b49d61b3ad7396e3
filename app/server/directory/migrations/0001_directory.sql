-- The directory: who exists, which organisations exist, who belongs where.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  designation TEXT,
  mobile_number TEXT,
  city TEXT,
  birthday TEXT,
  work_anniversary TEXT,
  image_key TEXT,
  date_format TEXT NOT NULL DEFAULT 'dd/mm/yy',
  time_format TEXT NOT NULL DEFAULT '12H',
  created_at INTEGER NOT NULL
);

CREATE TABLE credentials (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  password_hash TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE tenants (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  subdomain TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at INTEGER NOT NULL
);

CREATE TABLE roles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL
);
INSERT INTO roles (id, name, display_name) VALUES
  (1, 'SUPER_ADMIN', 'Super Admin'),
  (2, 'ADMIN', 'Admin'),
  (3, 'MEMBER', 'Member'),
  (4, 'GUEST', 'Guest');

CREATE TABLE memberships (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id INTEGER NOT NULL REFERENCES roles(id),
  status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DEACTIVATED')),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, user_id)
);
CREATE INDEX memberships_by_user ON memberships(user_id);

-- One-time tokens that carry a signed-in user from one host to a tenant host.
CREATE TABLE redirect_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX redirect_tokens_expiry ON redirect_tokens(expires_at);
