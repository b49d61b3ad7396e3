import type { RateState } from "../../rate";
import type { ApiTokenUse, Failure, TenantSummary } from "../../types";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session used in the second half of its life is extended (sliding expiry). */
const RENEW_AFTER_MS = SESSION_TTL_MS / 2;
/** "Last active" is kept to this much, so a busy session is not written on every request. */
export const LAST_ACTIVE_STEP_MS = 5 * 60 * 1000;

export const UNAUTHORIZED: Failure = { ok: false, status: 401, message: "Unauthorized" };
export const SESSION_EXPIRED: Failure = { ok: false, status: 419, message: "Session expired. Please login again." };

/** A session, or a personal API token (apiTokens/store.ts) acting as its member with its access. */
export type ActiveSession = { userId: string; tenants: TenantSummary[]; expiresAt: number; apiToken?: ApiTokenUse; rate?: RateState };

type SessionRow = { user_id: string; tenants_json: string; expires_at: number; last_active_at: number | null };

/** A new session: its token's hash, a public id (what the list and "Sign out" name it by) and the browser that opened it. */
export type NewSession = { tokenHash: string; id: string; userId: string; tenants: TenantSummary[]; userAgent: string };

/** Stores a session under the hash of its token; answers when it expires. */
export function insertSession(sql: SqlStorage, session: NewSession, now: number) {
  const expiresAt = now + SESSION_TTL_MS;
  sql.exec(
    `INSERT INTO sessions (token_hash, id, user_id, tenants_json, user_agent, created_at, last_active_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    session.tokenHash,
    session.id,
    session.userId,
    JSON.stringify(session.tenants),
    session.userAgent,
    now,
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
    .exec<SessionRow>("SELECT user_id, tenants_json, expires_at, last_active_at FROM sessions WHERE token_hash = ?", tokenHash)
    .toArray()[0];
  if (!row) return UNAUTHORIZED;
  if (row.expires_at < now) {
    deleteSession(sql, tokenHash);
    return SESSION_EXPIRED;
  }
  let expiresAt = row.expires_at;
  const renew = expiresAt - now < RENEW_AFTER_MS;
  if (renew) expiresAt = now + SESSION_TTL_MS;
  // One write at most every few minutes of use, whichever of the two it is for.
  if (renew || (row.last_active_at ?? 0) + LAST_ACTIVE_STEP_MS <= now) {
    sql.exec("UPDATE sessions SET expires_at = ?, last_active_at = ? WHERE token_hash = ?", expiresAt, now, tokenHash);
  }
  return { ok: true, session: { userId: row.user_id, tenants: JSON.parse(row.tenants_json), expiresAt } };
}

export function deleteSession(sql: SqlStorage, tokenHash: string) {
  sql.exec("DELETE FROM sessions WHERE token_hash = ?", tokenHash);
}

/** Ends every session of a user in this tenant except the one whose token hashes to `keepHash`. */
export function deleteSessionsOfUser(sql: SqlStorage, userId: string, keepHash: string | null): number {
  return sql.exec("DELETE FROM sessions WHERE user_id = ? AND token_hash != ?", userId, keepHash ?? "").rowsWritten;
}

/** Ends one session of a user by its public id; answers whether there was one. */
export function deleteSessionById(sql: SqlStorage, userId: string, id: string): boolean {
  return sql.exec("DELETE FROM sessions WHERE user_id = ? AND id = ?", userId, id).rowsWritten > 0;
}

type ListedRow = { id: string; token_hash: string; user_agent: string; created_at: number; last_active_at: number | null };

/** A user's live sessions here, the most recently used first, the one holding `currentHash` marked. */
export function listSessionsOf(sql: SqlStorage, userId: string, currentHash: string, now: number) {
  return sql
    .exec<ListedRow>(
      `SELECT id, token_hash, user_agent, created_at, last_active_at FROM sessions
       WHERE user_id = ? AND expires_at >= ? ORDER BY COALESCE(last_active_at, created_at) DESC, id`,
      userId,
      now,
    )
    .toArray()
    .map((row) => ({
      sessionId: row.id,
      userAgent: row.user_agent,
      startedAt: row.created_at,
      lastActiveAt: row.last_active_at ?? row.created_at,
      current: row.token_hash === currentHash,
    }));
}

/**
 * Records the browser a member signs in with; answers true when it is one not seen before for a
 * member who had signed in here before (their very first sign-in here is no news to them).
 */
export function rememberBrowser(sql: SqlStorage, userId: string, browser: string, now: number): boolean {
  const known = sql.exec<{ browser: string }>("SELECT browser FROM member_browsers WHERE user_id = ?", userId).toArray();
  if (known.some((row) => row.browser === browser)) return false;
  sql.exec("INSERT INTO member_browsers (user_id, browser, first_seen_at) VALUES (?, ?, ?)", userId, browser, now);
  return known.length > 0;
}

/** Takes an organisation the user has left out of their sessions' list of organisations (the switcher). */
export function forgetTenantInSessions(sql: SqlStorage, userId: string, tenantId: string) {
  const rows = sql.exec<{ token_hash: string; tenants_json: string }>("SELECT token_hash, tenants_json FROM sessions WHERE user_id = ?", userId).toArray();
  for (const row of rows) {
    const tenants = (JSON.parse(row.tenants_json) as TenantSummary[]).filter((tenant) => tenant.id !== tenantId);
    sql.exec("UPDATE sessions SET tenants_json = ? WHERE token_hash = ?", JSON.stringify(tenants), row.token_hash);
  }
}
