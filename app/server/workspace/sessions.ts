import { randomToken, sha256 } from "../auth/crypto";
import type { MemberCopy, Outcome, TenantSummary } from "./types";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session used in the second half of its life is extended (sliding expiry). */
const RENEW_AFTER_MS = SESSION_TTL_MS / 2;

type SessionRow = { user_id: string; tenants_json: string; expires_at: number };

export async function createSession(sql: SqlStorage, userId: string, tenants: TenantSummary[], now = Date.now()) {
  const token = randomToken();
  const expiresAt = now + SESSION_TTL_MS;
  sql.exec(
    "INSERT INTO sessions (token_hash, user_id, tenants_json, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
    await sha256(token),
    userId,
    JSON.stringify(tenants),
    now,
    expiresAt,
  );
  return { token, expiresAt };
}

export type ActiveSession = { userId: string; tenants: TenantSummary[]; expiresAt: number };

export async function findSession(sql: SqlStorage, token: string, now = Date.now()): Promise<Outcome<ActiveSession>> {
  const tokenHash = await sha256(token);
  const row = sql
    .exec<SessionRow>("SELECT user_id, tenants_json, expires_at FROM sessions WHERE token_hash = ?", tokenHash)
    .toArray()[0];
  if (!row) return { ok: false, status: 401, message: "Unauthorized" };
  if (row.expires_at < now) {
    sql.exec("DELETE FROM sessions WHERE token_hash = ?", tokenHash);
    return { ok: false, status: 419, message: "Session expired. Please login again." };
  }
  let expiresAt = row.expires_at;
  if (expiresAt - now < RENEW_AFTER_MS) {
    expiresAt = now + SESSION_TTL_MS;
    sql.exec("UPDATE sessions SET expires_at = ? WHERE token_hash = ?", expiresAt, tokenHash);
  }
  return { ok: true, data: { userId: row.user_id, tenants: JSON.parse(row.tenants_json), expiresAt } };
}

export async function revokeSession(sql: SqlStorage, token: string) {
  sql.exec("DELETE FROM sessions WHERE token_hash = ?", await sha256(token));
}

export function revokeSessionsOfUser(sql: SqlStorage, userId: string) {
  sql.exec("DELETE FROM sessions WHERE user_id = ?", userId);
}

/** Ends every session of a user in this tenant except the one holding `keepToken`. */
export async function revokeOtherSessionsOfUser(sql: SqlStorage, userId: string, keepToken: string | null) {
  const keepHash = keepToken ? await sha256(keepToken) : "";
  sql.exec("DELETE FROM sessions WHERE user_id = ? AND token_hash != ?", userId, keepHash);
}

export type MemberDisplay = Pick<MemberCopy, "firstName" | "lastName" | "imageKey">;

/** Refreshes the display copy of a member after a profile change; absent members stay absent. */
export function updateMemberDisplay(sql: SqlStorage, userId: string, display: MemberDisplay, now = Date.now()) {
  sql.exec(
    "UPDATE members SET first_name = ?, last_name = ?, image_key = ?, updated_at = ? WHERE user_id = ?",
    display.firstName,
    display.lastName,
    display.imageKey,
    now,
    userId,
  );
}

export function upsertMember(sql: SqlStorage, member: MemberCopy, now = Date.now()) {
  sql.exec(
    `INSERT INTO members (user_id, email, first_name, last_name, image_key, role, role_name, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, first_name = excluded.first_name,
       last_name = excluded.last_name, image_key = excluded.image_key, role = excluded.role,
       role_name = excluded.role_name, status = 'ACTIVE', updated_at = excluded.updated_at`,
    member.userId,
    member.email,
    member.firstName,
    member.lastName,
    member.imageKey,
    member.role,
    member.roleName,
    now,
  );
}

type MemberRow = {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  image_key: string | null;
  role: MemberCopy["role"];
  role_name: string;
};

export function findMember(sql: SqlStorage, userId: string): MemberCopy | null {
  const row = sql
    .exec<MemberRow>(
      "SELECT user_id, email, first_name, last_name, image_key, role, role_name FROM members WHERE user_id = ? AND status = 'ACTIVE'",
      userId,
    )
    .toArray()[0];
  if (!row) return null;
  return {
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    imageKey: row.image_key,
    role: row.role,
    roleName: row.role_name,
  };
}
