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

/** Who an unused, unexpired token of the tenant at `subdomain` would sign in, without using it. */
export async function findRedirectTokenUser(db: D1Database, token: string, subdomain: string, now = Date.now()) {
  return db
    .prepare(
      `SELECT users.id AS userId, users.email AS username, tenants.name AS organizationName
       FROM redirect_tokens
       JOIN users ON users.id = redirect_tokens.user_id
       JOIN tenants ON tenants.id = redirect_tokens.tenant_id
       WHERE redirect_tokens.token_hash = ? AND tenants.subdomain = ?
         AND redirect_tokens.used_at IS NULL AND redirect_tokens.expires_at >= ?`,
    )
    .bind(await sha256(token), subdomain, now)
    .first<{ userId: string; username: string; organizationName: string }>();
}
