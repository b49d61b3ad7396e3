/**
 * Failed-login throttle, per e-mail, in D1 so every Worker sees the same
 * counts. Ten failures within fifteen minutes lock the e-mail for fifteen
 * minutes; a successful login clears the count. Functions take `now` so tests
 * drive the clock.
 */
export const MAX_LOGIN_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

/** How long the e-mail is still locked, or 0. */
export async function loginLockRemaining(db: D1Database, email: string, now: number): Promise<number> {
  const row = await db
    .prepare("SELECT locked_until AS lockedUntil FROM login_failures WHERE email = ?")
    .bind(email)
    .first<{ lockedUntil: number }>();
  return Math.max(0, (row?.lockedUntil ?? 0) - now);
}

/** Counts a failure; the one that reaches the limit starts the lock. */
export async function recordLoginFailure(db: D1Database, email: string, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO login_failures (email, window_start, failures) VALUES (?1, ?2, 1)
       ON CONFLICT (email) DO UPDATE SET
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END,
         failures = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE failures + 1 END,
         locked_until = CASE
           WHEN window_start > ?2 - ?3 AND failures + 1 >= ?4 THEN ?2 + ?5
           ELSE locked_until END`,
    )
    .bind(email, now, LOGIN_FAILURE_WINDOW_MS, MAX_LOGIN_FAILURES, LOGIN_LOCK_MS)
    .run();
}

export async function clearLoginFailures(db: D1Database, email: string): Promise<void> {
  await db.prepare("DELETE FROM login_failures WHERE email = ?").bind(email).run();
}
