import { Secret, TOTP } from "otpauth";
import { sha256 } from "../auth/crypto";

/**
 * The authenticator app (RFC 6238: SHA-1, 6 digits, 30-second steps) and the recovery codes that
 * stand in for it (issue 38 §1). A code is accepted one step either side of now, and never for a
 * step at or before the last one accepted, so a code overheard cannot be used again.
 */
export const TOTP_ISSUER = "Meridian";
const STEP_MS = 30 * 1000;
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, label = "") => new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret, in base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address a QR code carries to the app. */
export const otpauthUrl = (secret: string, email: string) => totpOf(secret, email).toString();

/** The 30-second step a code matches within one step of `now`, or null. */
export function matchingStep(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / STEP_MS) + delta;
}

type TotpRow = { secret: string; confirmedAt: number | null; lastStep: number };

export function findTotp(db: D1Database, userId: string) {
  return db
    .prepare("SELECT secret, confirmed_at AS confirmedAt, last_step AS lastStep FROM totp_credentials WHERE user_id = ?")
    .bind(userId)
    .first<TotpRow>();
}

/** Starts (or starts again) setting up the app: a fresh unconfirmed secret, unless one is already confirmed. */
export async function startTotpSetup(db: D1Database, userId: string, now: number): Promise<string | null> {
  const secret = newTotpSecret();
  const row = await db
    .prepare(
      `INSERT INTO totp_credentials (user_id, secret, created_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (user_id) DO UPDATE SET secret = ?2, created_at = ?3, last_step = 0 WHERE confirmed_at IS NULL
       RETURNING secret`,
    )
    .bind(userId, secret, now)
    .first<{ secret: string }>();
  return row?.secret ?? null;
}

/** The setup's secret as shown, if the app is being set up and not yet confirmed. */
export async function pendingTotpSecret(db: D1Database, userId: string) {
  const row = await findTotp(db, userId);
  return row && row.confirmedAt === null ? row.secret : null;
}

/** Uses the code's step once: only a step later than the last accepted one moves last_step on. */
async function acceptStep(db: D1Database, userId: string, step: number, confirming: boolean, now: number) {
  const { meta } = await db
    .prepare(
      `UPDATE totp_credentials SET last_step = ?1, confirmed_at = CASE WHEN ?2 THEN ?3 ELSE confirmed_at END
       WHERE user_id = ?4 AND last_step < ?1 AND (confirmed_at IS NULL) = ?2`,
    )
    .bind(step, confirming ? 1 : 0, now, userId)
    .run();
  return meta.changes === 1;
}

/** Confirms the app being set up with its first code; answers whether it was right. */
export async function confirmTotp(db: D1Database, userId: string, code: string, now: number) {
  const row = await findTotp(db, userId);
  if (!row || row.confirmedAt !== null) return false;
  const step = matchingStep(row.secret, code, now);
  return step !== null && step > row.lastStep && (await acceptStep(db, userId, step, true, now));
}

/** Whether `code` is a fresh code of the person's confirmed app (and uses it). */
export async function checkTotp(db: D1Database, userId: string, code: string, now: number) {
  const row = await findTotp(db, userId);
  if (!row || row.confirmedAt === null) return false;
  const step = matchingStep(row.secret, code, now);
  return step !== null && step > row.lastStep && (await acceptStep(db, userId, step, false, now));
}

/** Removes the app and its recovery codes. */
export async function removeTotp(db: D1Database, userId: string) {
  await db.batch([
    db.prepare("DELETE FROM totp_credentials WHERE user_id = ?").bind(userId),
    db.prepare("DELETE FROM recovery_codes WHERE user_id = ?").bind(userId),
  ]);
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A code of two groups of five from a 31-letter alphabet (about 49 bits), drawn without bias. */
function newRecoveryCode(): string {
  const letters: string[] = [];
  const sample = new Uint8Array(1);
  while (letters.length < 10) {
    crypto.getRandomValues(sample);
    if (sample[0] < 248) letters.push(RECOVERY_ALPHABET[sample[0] % RECOVERY_ALPHABET.length]);
  }
  return `${letters.slice(0, 5).join("")}-${letters.slice(5).join("")}`;
}

/** A typed recovery code as stored: lower case, without spaces or the dash. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

const recoveryHash = (userId: string, code: string) => sha256(`recovery:${userId}:${normaliseRecoveryCode(code)}`);

/** Replaces the person's recovery codes with ten new ones, answered once and stored hashed. */
export async function issueRecoveryCodes(db: D1Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => recoveryHash(userId, code)));
  await db.batch([
    db.prepare("DELETE FROM recovery_codes WHERE user_id = ?").bind(userId),
    ...hashes.map((hash) => db.prepare("INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)").bind(userId, hash)),
  ]);
  return codes;
}

/** Uses an unused recovery code of the person; answers whether it was one. */
export async function redeemRecoveryCode(db: D1Database, userId: string, code: string, now: number) {
  const hash = await recoveryHash(userId, code);
  const { meta } = await db
    .prepare("UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL")
    .bind(now, userId, hash)
    .run();
  return meta.changes === 1;
}

export async function recoveryCodesLeft(db: D1Database, userId: string) {
  const row = await db
    .prepare("SELECT COUNT(*) AS left FROM recovery_codes WHERE user_id = ? AND used_at IS NULL")
    .bind(userId)
    .first<{ left: number }>();
  return row?.left ?? 0;
}

/** The two kinds of code a second step takes: six digits are the app's, anything else a recovery code. */
export type CodeKind = "totp" | "recovery";
export const codeKind = (code: string): CodeKind => (/^\d{3}\s?\d{3}$/.test(code.trim()) ? "totp" : "recovery");

/** Uses a code of the person's second step, the app's (fresh) or an unused recovery code; answers its kind, or null when wrong. */
export async function redeemSecondStepCode(db: D1Database, userId: string, code: string, now: number): Promise<CodeKind | null> {
  const kind = codeKind(code);
  const right = kind === "totp" ? await checkTotp(db, userId, code.replace(/\s/g, ""), now) : await redeemRecoveryCode(db, userId, code, now);
  return right ? kind : null;
}
