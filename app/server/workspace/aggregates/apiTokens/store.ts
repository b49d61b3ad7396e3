import type { ApiTokenAccess } from "~/schemas/apiToken";
import type { Failure } from "../../types";
import { UNAUTHORIZED, type ActiveSession } from "../sessions/store";
import { takeCall } from "../../rate";

/** How often a token's "last used" is written: reads should not each cost a write. */
const LAST_USED_EVERY_MS = 60_000;

export type ApiTokenView = {
  tokenId: string;
  userId: string;
  ownerName: string;
  name: string;
  access: ApiTokenAccess;
  hint: string;
  createdAt: number;
  expiresAt: number;
  lastUsedAt: number | null;
};

type TokenRow = {
  id: string;
  user_id: string;
  owner_name: string;
  name: string;
  access: ApiTokenAccess;
  hint: string;
  created_at: number;
  expires_at: number;
  last_used_at: number | null;
};

const toView = (row: TokenRow): ApiTokenView => ({
  tokenId: row.id,
  userId: row.user_id,
  ownerName: row.owner_name,
  name: row.name,
  access: row.access,
  hint: row.hint,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
});

const VIEW = `SELECT t.id, t.user_id, COALESCE(NULLIF(TRIM(m.first_name || ' ' || m.last_name), ''), m.email, '') AS owner_name,
                     t.name, t.access, t.hint, t.created_at, t.expires_at, t.last_used_at
              FROM api_tokens t LEFT JOIN members m ON m.user_id = t.user_id`;

export type NewToken = { id: string; userId: string; name: string; access: ApiTokenAccess; hash: string; hint: string; expiresAt: number };

export function insertToken(sql: SqlStorage, token: NewToken, now: number) {
  sql.exec(
    "INSERT INTO api_tokens (id, user_id, name, access, token_hash, hint, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    token.id,
    token.userId,
    token.name,
    token.access,
    token.hash,
    token.hint,
    now,
    token.expiresAt,
  );
}

/** Every live token of the organisation, newest first. */
export function listTokens(sql: SqlStorage, now: number): ApiTokenView[] {
  return sql.exec<TokenRow>(`${VIEW} WHERE t.revoked_at IS NULL AND t.expires_at > ? ORDER BY t.created_at DESC`, now).toArray().map(toView);
}

export function findToken(sql: SqlStorage, tokenId: string): ApiTokenView | null {
  const row = sql.exec<TokenRow>(`${VIEW} WHERE t.id = ? AND t.revoked_at IS NULL`, tokenId).toArray()[0];
  return row ? toView(row) : null;
}

export function revokeToken(sql: SqlStorage, tokenId: string, by: string, now: number) {
  sql.exec("UPDATE api_tokens SET revoked_at = ?, revoked_by = ? WHERE id = ?", now, by, tokenId);
}

/** Revokes every token of a member (they left, or were deactivated). */
export function revokeTokensOf(sql: SqlStorage, userId: string, now: number) {
  sql.exec("UPDATE api_tokens SET revoked_at = ?, revoked_by = ? WHERE user_id = ? AND revoked_at IS NULL", now, userId, userId);
}

/**
 * The member a token acts as, like a session's (sessions/store.ts checkSession): a revoked, expired or
 * unknown token is refused at once, one past its rate (workspace/rate.ts) with 429; its "last used" is written at most once a minute.
 */
export function checkApiToken(sql: SqlStorage, tokenHash: string, now: number): { ok: true; session: ActiveSession } | Failure {
  const row = sql
    .exec<{ id: string; user_id: string; access: ApiTokenAccess; expires_at: number; last_used_at: number | null }>(
      "SELECT id, user_id, access, expires_at, last_used_at FROM api_tokens WHERE token_hash = ? AND revoked_at IS NULL",
      tokenHash,
    )
    .toArray()[0];
  if (!row || row.expires_at <= now) return UNAUTHORIZED;
  const taken = takeCall("token", row.id, now);
  if (!taken.ok) return taken;
  if (row.last_used_at === null || now - row.last_used_at >= LAST_USED_EVERY_MS) sql.exec("UPDATE api_tokens SET last_used_at = ? WHERE id = ?", now, row.id);
  return { ok: true, session: { userId: row.user_id, tenants: [], expiresAt: row.expires_at, apiToken: { id: row.id, access: row.access }, rate: taken.rate } };
}
