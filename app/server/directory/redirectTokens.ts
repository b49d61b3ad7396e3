import { randomToken, sha256 } from "../auth/crypto";

/** Redirect tokens carry a user to a tenant host: short-lived, single use, stored hashed. */
export const REDIRECT_TOKEN_TTL_MS = 2 * 60 * 1000;

export async function issueRedirectToken(db: D1Database, userId: string, tenantId: string, now = Date.now()) {
  const token = randomToken();
  await db.batch([
    db.prepare("DELETE FROM redirect_tokens WHERE expires_at < ?").bind(now),
    db
      .prepare("INSERT INTO redirect_tokens (token_hash, user_id, tenant_id, expires_at) VALUES (?, ?, ?, ?)")
      .bind(await sha256(token), userId, tenantId, now + REDIRECT_TOKEN_TTL_MS),
  ]);
  return token;
}

/** Marks the token used and answers its user, only if it is unused, unexpired and meant for this tenant. */
export async function redeemRedirectToken(db: D1Database, token: string, tenantId: string, now = Date.now()) {
  return db
    .prepare(
      `UPDATE redirect_tokens SET used_at = ?
       WHERE token_hash = ? AND tenant_id = ? AND used_at IS NULL AND expires_at >= ?
       RETURNING user_id AS userId`,
    )
    .bind(now, await sha256(token), tenantId, now)
    .first<{ userId: string }>();
}
