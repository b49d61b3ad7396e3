/**
 * Attempt limits kept in D1, so every Worker sees the same counts (decision
 * record 13). An attempt is counted before it is tried, in one statement: the
 * `max`-th attempt within `windowMs` locks the key for `lockMs`, and every
 * attempt beyond it is refused until the lock ends. Functions take `now` so
 * tests drive the clock.
 */
export type AttemptPolicy = { name: string; max: number; windowMs: number; lockMs: number };

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** Logins per e-mail and client address; a successful login clears them. */
export const LOGIN_FAILURES: AttemptPolicy = { name: "login", max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

/** Logins per e-mail from all addresses together: a ceiling that many addresses together cannot pass. */
export const LOGIN_FAILURES_PER_EMAIL: AttemptPolicy = { name: "login-email", max: 100, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

/** Password-reset and organisation-list mails asked for, per e-mail. */
export const ACCOUNT_MAILS: AttemptPolicy = { name: "account-mail", max: 5, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE };

/** Account lookups without sign-in (tenantCountByUsername, verifyUsernameInTenant), per client address. */
export const LOOKUPS_PER_ADDRESS: AttemptPolicy = { name: "lookup-address", max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

/** Account lookups without sign-in, per e-mail asked about. */
export const LOOKUPS_PER_EMAIL: AttemptPolicy = { name: "lookup-email", max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

/** Upgrade requests to the super admins, per member and organisation: each one notifies and mails every super admin. */
export const UPGRADE_REQUESTS: AttemptPolicy = { name: "upgrade-request", max: 3, windowMs: DAY, lockMs: DAY };

/** Second-step codes (authenticator or recovery) per person, like spec §4's OTP: the 5th wrong one in a row blocks for 5 minutes. */
export const SECOND_STEP_FAILURES: AttemptPolicy = { name: "second-step", max: 5, windowMs: 60 * MINUTE, lockMs: 5 * MINUTE };

const keyOf = (policy: AttemptPolicy, subject: string) => `${policy.name}:${subject.toLowerCase()}`;

/** An attempt as counted: how many within the window (this one included) and until when the key is locked. */
export type CountedAttempt = { attempts: number; lockedUntil: number };

/** How long `subject` is still locked under `policy`, or 0. */
export async function lockRemaining(db: D1Database, policy: AttemptPolicy, subject: string, now: number): Promise<number> {
  const row = await db
    .prepare("SELECT locked_until AS lockedUntil FROM attempt_limits WHERE key = ?")
    .bind(keyOf(policy, subject))
    .first<{ lockedUntil: number }>();
  return Math.max(0, (row?.lockedUntil ?? 0) - now);
}

/**
 * Counts an attempt atomically and answers the count, so parallel attempts
 * cannot all see the same old count. A window starts afresh once it is over
 * and no lock holds; the attempt that reaches `max` starts the lock.
 */
export async function recordAttempt(db: D1Database, policy: AttemptPolicy, subject: string, now: number): Promise<CountedAttempt> {
  const counted = await db
    .prepare(
      `INSERT INTO attempt_limits (key, window_start, attempts, locked_until)
       VALUES (?1, ?2, 1, CASE WHEN ?4 <= 1 THEN ?2 + ?5 ELSE 0 END)
       ON CONFLICT (key) DO UPDATE SET
         window_start = CASE WHEN locked_until <= ?2 AND (window_start <= ?2 - ?3 OR attempts >= ?4) THEN ?2 ELSE window_start END,
         attempts = CASE WHEN locked_until <= ?2 AND (window_start <= ?2 - ?3 OR attempts >= ?4) THEN 1 ELSE attempts + 1 END,
         locked_until = CASE
           WHEN (CASE WHEN locked_until <= ?2 AND (window_start <= ?2 - ?3 OR attempts >= ?4) THEN 1 ELSE attempts + 1 END) = ?4
           THEN ?2 + ?5 ELSE locked_until END
       RETURNING attempts, locked_until AS lockedUntil`,
    )
    .bind(keyOf(policy, subject), now, policy.windowMs, policy.max, policy.lockMs)
    .first<CountedAttempt>();
  return counted ?? { attempts: 1, lockedUntil: 0 };
}

/** Whether a counted attempt may go ahead: the lock refuses only the attempts after the one that started it. */
export const isWithinLimit = (policy: AttemptPolicy, counted: CountedAttempt) => counted.attempts <= policy.max;

export async function clearAttempts(db: D1Database, policy: AttemptPolicy, subject: string): Promise<void> {
  await db.prepare("DELETE FROM attempt_limits WHERE key = ?").bind(keyOf(policy, subject)).run();
}

/** Takes one counted attempt back (the owner's own, once proven), lifting the lock when the count falls below `max`. */
export async function refundAttempt(db: D1Database, policy: AttemptPolicy, subject: string): Promise<void> {
  await db
    .prepare(
      `UPDATE attempt_limits SET attempts = attempts - 1,
         locked_until = CASE WHEN attempts - 1 < ?2 THEN 0 ELSE locked_until END
       WHERE key = ?1 AND attempts > 0`,
    )
    .bind(keyOf(policy, subject), policy.max)
    .run();
}
