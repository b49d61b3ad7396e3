-- Failed logins per e-mail, so password guessing is slowed down whoever tries it.
CREATE TABLE login_failures (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  window_start INTEGER NOT NULL,
  failures INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0
);
