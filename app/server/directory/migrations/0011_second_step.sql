-- Two-step sign-in (issue 38 §1, decision 0088): a person's second-step credentials are theirs in
-- every organisation, so they live in the directory beside the password.

-- The authenticator app's shared secret (base32). Unconfirmed while being set up; last_step is the
-- last 30-second step whose code was accepted, so one code signs in once.
CREATE TABLE totp_credentials (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  confirmed_at INTEGER,
  last_step INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

-- Ten one-time recovery codes, stored hashed; a used one keeps its row with used_at.
CREATE TABLE recovery_codes (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at INTEGER,
  PRIMARY KEY (user_id, code_hash)
);

-- WebAuthn credentials (passkeys); id is the credential id (base64url), public_key its COSE key (base64url).
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_by_user ON passkeys(user_id);

-- Short-lived server-side challenges: a sign-in whose password was right and whose second step is
-- still to come ('second-step'), or whose organisation wants one set up first ('setup'); a passkey
-- sign-in without a password ('passkey'); a passkey being added ('register'). The client holds only
-- the random reference whose hash is the key.
CREATE TABLE sign_in_challenges (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('second-step', 'setup', 'passkey', 'register')),
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  tenant_id TEXT REFERENCES tenants(id) ON DELETE CASCADE,
  webauthn_challenge TEXT,
  passed_at INTEGER,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sign_in_challenges_expiry ON sign_in_challenges(expires_at);

-- A super admin can require every member to have a second step (issue 38 §1).
ALTER TABLE tenants ADD COLUMN require_second_step INTEGER NOT NULL DEFAULT 0;
