-- Attempts counted per key (e.g. failed logins of an e-mail, account mails asked for), so
-- guessing and mail flooding are slowed down whoever tries them.
CREATE TABLE attempt_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  attempts INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0
);
