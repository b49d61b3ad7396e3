import { randomToken, sha256, timingSafeEqual } from "../auth/crypto";

/**
 * OTP challenges (spec §4, §9), one per e-mail, kept in D1 so every counter
 * and lock is strongly consistent. Every function takes `now` so tests can
 * drive the clock.
 */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const RESEND_AFTER_MS = 120 * 1000;
export const SEND_LIMIT = 5;
export const SEND_WINDOW_MS = 60 * 60 * 1000;
export const SEND_LOCK_MS = 3599 * 1000;
export const MAX_WRONG_OTPS = 5;
export const VERIFY_BLOCK_MS = 300 * 1000;

const OTP_SPACE = 10_000;
/** The largest multiple of 10 000 below 2^16: values at or above it are drawn again, so every code is equally likely. */
const UNBIASED_LIMIT = 65_536 - (65_536 % OTP_SPACE);

export function generateOtp(): string {
  const sample = new Uint16Array(1);
  do crypto.getRandomValues(sample);
  while (sample[0] >= UNBIASED_LIMIT);
  return String(sample[0] % OTP_SPACE).padStart(4, "0");
}

type ChallengeRow = {
  lastSentAt: number;
  sendWindowStart: number;
  sendCount: number;
  sendLockedUntil: number;
  verifyBlockedUntil: number;
};

export type SendRefusal = { ok: false; reason: "send_limit" | "resend_timer" | "verify_block"; retryAfterMs: number };
export type SendPlan = { ok: true; sendWindowStart: number; sendCount: number } | (SendRefusal & { lockUntil?: number });

/** Whether a code may be sent now, and the send counter it leaves behind. */
export function planSend(row: ChallengeRow | null, now: number): SendPlan {
  if (!row) return { ok: true, sendWindowStart: now, sendCount: 1 };
  if (row.verifyBlockedUntil > now) return { ok: false, reason: "verify_block", retryAfterMs: row.verifyBlockedUntil - now };
  if (row.sendLockedUntil > now) return { ok: false, reason: "send_limit", retryAfterMs: row.sendLockedUntil - now };
  if (now - row.lastSentAt < RESEND_AFTER_MS) {
    return { ok: false, reason: "resend_timer", retryAfterMs: row.lastSentAt + RESEND_AFTER_MS - now };
  }
  const windowOpen = now - row.sendWindowStart < SEND_WINDOW_MS && row.sendWindowStart >= row.sendLockedUntil;
  const sent = windowOpen ? row.sendCount : 0;
  if (sent >= SEND_LIMIT) {
    return { ok: false, reason: "send_limit", retryAfterMs: SEND_LOCK_MS, lockUntil: now + SEND_LOCK_MS };
  }
  return { ok: true, sendWindowStart: windowOpen ? row.sendWindowStart : now, sendCount: sent + 1 };
}

const otpHash = (salt: string, email: string, otp: string) => sha256(`${salt}:${email.toLowerCase()}:${otp}`);

function readChallenge(db: D1Database, email: string) {
  return db
    .prepare(
      `SELECT last_sent_at AS lastSentAt, send_window_start AS sendWindowStart, send_count AS sendCount,
         send_locked_until AS sendLockedUntil, verify_blocked_until AS verifyBlockedUntil
       FROM otp_challenges WHERE email = ?`,
    )
    .bind(email)
    .first<ChallengeRow>();
}

export type StartOutcome = { ok: true; otp: string } | SendRefusal;

/**
 * Starts a new challenge for `email` unless a lock or the resend timer forbids it.
 * With `issueCode` false (an e-mail that already has an account) the same
 * bookkeeping happens but no code can ever match, so the answers look alike.
 */
export async function startOtpChallenge(
  db: D1Database,
  email: string,
  now: number,
  { issueCode }: { issueCode: boolean },
): Promise<StartOutcome> {
  const row = await readChallenge(db, email);
  const plan = planSend(row, now);
  if (!plan.ok) {
    if (plan.lockUntil) {
      await db
        .prepare("UPDATE otp_challenges SET send_locked_until = ?, send_count = 0, send_window_start = ? WHERE email = ?")
        .bind(plan.lockUntil, plan.lockUntil, email)
        .run();
    }
    return { ok: false, reason: plan.reason, retryAfterMs: plan.retryAfterMs };
  }
  const otp = generateOtp();
  const salt = randomToken(16);
  const hash = issueCode ? await otpHash(salt, email, otp) : null;
  // Only the state read above may be replaced, so two racing sends cannot both pass the limit.
  const { meta } = await db
    .prepare(
      `INSERT INTO otp_challenges (email, otp_hash, salt, expires_at, last_sent_at, send_window_start, send_count)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (email) DO UPDATE SET otp_hash = ?2, salt = ?3, expires_at = ?4, last_sent_at = ?5,
         send_window_start = ?6, send_count = ?7
       WHERE otp_challenges.last_sent_at = ?8`,
    )
    .bind(email, hash, salt, now + OTP_TTL_MS, now, plan.sendWindowStart, plan.sendCount, row?.lastSentAt ?? -1)
    .run();
  if (meta.changes !== 1) return { ok: false, reason: "resend_timer", retryAfterMs: RESEND_AFTER_MS };
  return { ok: true, otp };
}

export type VerifyOutcome =
  | { ok: true }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "blocked"; retryAfterMs: number };

/**
 * Checks a code. A right code is consumed together with `onVerified`'s
 * statements (one batch); the 5th wrong code in a row blocks the e-mail for
 * 300 s and kills the code, so a new one must be requested after the block.
 */
export async function verifyOtpChallenge(
  db: D1Database,
  email: string,
  otp: string,
  now: number,
  onVerified: D1PreparedStatement[],
): Promise<VerifyOutcome> {
  const row = await db
    .prepare("SELECT otp_hash AS otpHash, salt, expires_at AS expiresAt, verify_blocked_until AS blockedUntil FROM otp_challenges WHERE email = ?")
    .bind(email)
    .first<{ otpHash: string | null; salt: string; expiresAt: number; blockedUntil: number }>();
  if (!row) return { ok: false, reason: "wrong" };
  if (row.blockedUntil > now) return { ok: false, reason: "blocked", retryAfterMs: row.blockedUntil - now };
  const hash = await otpHash(row.salt, email, otp);
  if (row.otpHash && row.expiresAt > now && timingSafeEqual(hash, row.otpHash)) {
    const [consumed] = await db.batch([
      db
        .prepare("UPDATE otp_challenges SET otp_hash = NULL, failed_attempts = 0 WHERE email = ? AND otp_hash = ? AND expires_at > ?")
        .bind(email, hash, now),
      ...onVerified,
    ]);
    if (consumed.meta.changes === 1) return { ok: true };
    // A racing request used the code first; onVerified's rows then hold a token nobody was given.
  }
  const blocked = await db
    .prepare(
      `UPDATE otp_challenges SET
         failed_attempts = CASE WHEN failed_attempts + 1 >= ?1 THEN 0 ELSE failed_attempts + 1 END,
         verify_blocked_until = CASE WHEN failed_attempts + 1 >= ?1 THEN ?2 ELSE verify_blocked_until END,
         otp_hash = CASE WHEN failed_attempts + 1 >= ?1 THEN NULL ELSE otp_hash END
       WHERE email = ?3 AND verify_blocked_until <= ?4
       RETURNING verify_blocked_until AS blockedUntil`,
    )
    .bind(MAX_WRONG_OTPS, now + VERIFY_BLOCK_MS, email, now)
    .first<{ blockedUntil: number }>();
  if (blocked && blocked.blockedUntil > now) return { ok: false, reason: "blocked", retryAfterMs: blocked.blockedUntil - now };
  return { ok: false, reason: "wrong" };
}
