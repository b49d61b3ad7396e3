/**
 * Attempt limits kept in D1, so every Worker sees the same counts: reaching
 * `max` attempts within `windowMs` locks the key for `lockMs`. Functions take
 * `now` so tests drive the clock.
 */
export type AttemptPolicy = { name: string; max: number; windowMs: number; lockMs: number };

const MINUTE = 60 * 1000;

/** Failed logins per e-mail; a successful login clears them. */
export const LOGIN_FAILURES: AttemptPolicy = { name: "login", max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

/** Password-reset and organisation-list mails asked for, per e-mail. */
export const ACCOUNT_MAILS: AttemptPolicy = { name: "account-mail", max: 5, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE };

const keyOf = (policy: AttemptPolicy, subject: string) => `${policy.name}:${subject.toLowerCase()}`;

/** How long `subject` is still locked under `policy`, or 0. */
export async function lockRemaining(db: D1Database, policy: AttemptPolicy, subject: string, now: number): Promise<number> {
  const row = await db
    .prepare("SELECT locked_until AS lockedUntil FROM attempt_limits WHERE key = ?")
    .bind(keyOf(policy, subject))
    .first<{ lockedUntil: number }>();
  return Math.max(0, (row?.lockedUntil ?? 0) - now);
}

/** Counts an attempt; the one that reaches the limit starts the lock. */
export async function recordAttempt(db: D1Database, policy: AttemptPolicy, subject: string, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO attempt_limits (key, window_start, attempts) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END,
         attempts = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE attempts + 1 END,
         locked_until = CASE
           WHEN window_start > ?2 - ?3 AND attempts + 1 >= ?4 THEN ?2 + ?5
           ELSE locked_until END`,
    )
    .bind(keyOf(policy, subject), now, policy.windowMs, policy.max, policy.lockMs)
    .run();
}

export async function clearAttempts(db: D1Database, policy: AttemptPolicy, subject: string): Promise<void> {
  await db.prepare("DELETE FROM attempt_limits WHERE key = ?").bind(keyOf(policy, subject)).run();
}
