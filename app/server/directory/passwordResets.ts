import { randomToken, sha256 } from "../auth/crypto";

/** Password reset links: single use, one hour, stored hashed. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export async function issuePasswordReset(db: D1Database, userId: string, now = Date.now()) {
  const token = randomToken();
  await db.batch([
    db.prepare("DELETE FROM password_resets WHERE expires_at < ?").bind(now),
    db
      .prepare("INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
      .bind(await sha256(token), userId, now + PASSWORD_RESET_TTL_MS),
  ]);
  return token;
}

/**
 * Sets the password of the token's user and uses up the token, in one batch;
 * answers the user id, or null when the token is unknown, used or expired.
 */
export async function resetPassword(db: D1Database, token: string, passwordHash: string, now = Date.now()) {
  const tokenHash = await sha256(token);
  const [, used] = await db.batch<{ userId: string }>([
    db
      .prepare(
        `UPDATE credentials SET password_hash = ?, updated_at = ?
         WHERE user_id = (SELECT user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at >= ?)`,
      )
      .bind(passwordHash, now, tokenHash, now),
    db
      .prepare(
        `UPDATE password_resets SET used_at = ?
         WHERE token_hash = ? AND used_at IS NULL AND expires_at >= ?
         RETURNING user_id AS userId`,
      )
      .bind(now, tokenHash, now),
  ]);
  return used.results[0]?.userId ?? null;
}

