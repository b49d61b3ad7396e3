import type { RateState } from "../../rate";
import type { ApiTokenUse, Failure, TenantSummary } from "../../types";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session used in the second half of its life is extended (sliding expiry). */
const RENEW_AFTER_MS = SESSION_TTL_MS / 2;

export const UNAUTHORIZED: Failure = { ok: false, status: 401, message: "Unauthorized" };
export const SESSION_EXPIRED: Failure = { ok: false, status: 419, message: "Session expired. Please login again." };

/** A session, or a personal API token (apiTokens/store.ts) acting as its member with its access. */
export type ActiveSession = { userId: string; tenants: TenantSummary[]; expiresAt: number; apiToken?: ApiTokenUse; rate?: RateState };

type SessionRow = { user_id: string; tenants_json: string; expires_at: number };

/** Stores a session under the hash of its token; answers when it expires. */
export function insertSession(sql: SqlStorage, tokenHash: string, userId: string, tenants: TenantSummary[], now: number) {
  const expiresAt = now + SESSION_TTL_MS;
  sql.exec(
    "INSERT INTO sessions (token_hash, user_id, tenants_json, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
    tokenHash,
    userId,
    JSON.stringify(tenants),
    now,
    expiresAt,
  );
  return expiresAt;
}

/** The live session under a token hash, extended if it is in the second half of its life; an expired one is deleted. */
export function checkSession(
  sql: SqlStorage,
  tokenHash: string,
  now: number,
): { ok: true; session: ActiveSession } | Failure {
  const row = sql
    .exec<SessionRow>("SELECT user_id, tenants_json, expires_at FROM sessions WHERE token_hash = ?", tokenHash)
    .toArray()[0];
  if (!row) return UNAUTHORIZED;
  if (row.expires_at < now) {
    deleteSession(sql, tokenHash);
    return SESSION_EXPIRED;
  }
  let expiresAt = row.expires_at;
  if (expiresAt - now < RENEW_AFTER_MS) {
    expiresAt = now + SESSION_TTL_MS;
    sql.exec("UPDATE sessions SET expires_at = ? WHERE token_hash = ?", expiresAt, tokenHash);
  }
  return { ok: true, session: { userId: row.user_id, tenants: JSON.parse(row.tenants_json), expiresAt } };
}

export function deleteSession(sql: SqlStorage, tokenHash: string) {
  sql.exec("DELETE FROM sessions WHERE token_hash = ?", tokenHash);
}

/** Ends every session of a user in this tenant except the one whose token hashes to `keepHash`. */
export function deleteSessionsOfUser(sql: SqlStorage, userId: string, keepHash: string | null) {
  sql.exec("DELETE FROM sessions WHERE user_id = ? AND token_hash != ?", userId, keepHash ?? "");
}
