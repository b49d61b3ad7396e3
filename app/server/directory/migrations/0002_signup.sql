-- Outgoing mail kept locally (development); production sends through the HTTP provider instead.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  kind TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_by_recipient ON outbox(recipient, id);

-- One OTP challenge per e-mail: the current code (hashed, salted, single use) and its counters and locks.
CREATE TABLE otp_challenges (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  otp_hash TEXT,
  salt TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  last_sent_at INTEGER NOT NULL,
  send_window_start INTEGER NOT NULL,
  send_count INTEGER NOT NULL,
  send_locked_until INTEGER NOT NULL DEFAULT 0,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  verify_blocked_until INTEGER NOT NULL DEFAULT 0
);

-- A verified e-mail on its way to an organisation: the user identifier token (hashed) and, after
-- createAccount, the pending account; createSubdomain turns it into user, tenant and membership.
CREATE TABLE signup_sessions (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  expires_at INTEGER NOT NULL,
  first_name TEXT,
  last_name TEXT,
  organisation_name TEXT,
  password_hash TEXT
);
CREATE INDEX signup_sessions_expiry ON signup_sessions(expires_at);
