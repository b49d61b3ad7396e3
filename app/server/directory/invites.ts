import { randomToken, sha256 } from "../auth/crypto";
import type { RoleName } from "./types";

/** Invitations to an organisation: the token travels in the mail, only its hash is stored. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type InviteState = "pending" | "used" | "cancelled" | "expired";

export type InviteRecord = {
  id: string;
  tenantId: string;
  email: string;
  roleId: number;
  role: RoleName;
  roleName: string;
  invitedBy: string;
  inviterName: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  cancelledAt: number | null;
};

const INVITE_QUERY = `SELECT i.id, i.tenant_id AS tenantId, i.email, i.role_id AS roleId, r.name AS role,
    r.display_name AS roleName, i.invited_by AS invitedBy, u.first_name || ' ' || u.last_name AS inviterName,
    i.created_at AS createdAt, i.expires_at AS expiresAt, i.used_at AS usedAt, i.cancelled_at AS cancelledAt
  FROM invites i JOIN roles r ON r.id = i.role_id JOIN users u ON u.id = i.invited_by`;

export function inviteState(invite: InviteRecord, now = Date.now()): InviteState {
  if (invite.usedAt !== null) return "used";
  if (invite.cancelledAt !== null) return "cancelled";
  return invite.expiresAt < now ? "expired" : "pending";
}

export async function findInviteByToken(db: D1Database, token: string, tenantId: string) {
  return db
    .prepare(`${INVITE_QUERY} WHERE i.token_hash = ? AND i.tenant_id = ?`)
    .bind(await sha256(token), tenantId)
    .first<InviteRecord>();
}

export function findInviteById(db: D1Database, inviteId: string, tenantId: string) {
  return db.prepare(`${INVITE_QUERY} WHERE i.id = ? AND i.tenant_id = ?`).bind(inviteId, tenantId).first<InviteRecord>();
}

/** The open (unused, uncancelled) invite for an e-mail in an organisation, expired or not. */
export function findOpenInvite(db: D1Database, tenantId: string, email: string) {
  return db
    .prepare(`${INVITE_QUERY} WHERE i.tenant_id = ? AND i.email = ? AND i.used_at IS NULL AND i.cancelled_at IS NULL`)
    .bind(tenantId, email)
    .first<InviteRecord>();
}

/** The invites of an organisation nobody has used or cancelled yet, newest first; expired ones included, to resend. */
export async function listOpenInvites(db: D1Database, tenantId: string) {
  const { results } = await db
    .prepare(`${INVITE_QUERY} WHERE i.tenant_id = ? AND i.used_at IS NULL AND i.cancelled_at IS NULL ORDER BY i.created_at DESC`)
    .bind(tenantId)
    .all<InviteRecord>();
  return results;
}

export function findRole(db: D1Database, roleId: number) {
  return db
    .prepare("SELECT id, name, display_name AS displayName FROM roles WHERE id = ?")
    .bind(roleId)
    .first<{ id: number; name: RoleName; displayName: string }>();
}

export type NewInvite = { tenantId: string; email: string; roleId: number; invitedBy: string; used: boolean };

/** The statement that stores an invite, and its token; a used invite records an existing user added at once. */
export async function insertInviteStatement(db: D1Database, invite: NewInvite, now = Date.now()) {
  const token = randomToken();
  const id = crypto.randomUUID();
  const statement = db
    .prepare(
      `INSERT INTO invites (id, tenant_id, email, role_id, invited_by, token_hash, created_at, expires_at, used_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      id,
      invite.tenantId,
      invite.email,
      invite.roleId,
      invite.invitedBy,
      await sha256(token),
      now,
      now + INVITE_TTL_MS,
      invite.used ? now : null,
    );
  return { id, token, statement };
}

export function cancelInviteStatement(db: D1Database, inviteId: string, now = Date.now()) {
  return db
    .prepare("UPDATE invites SET cancelled_at = ? WHERE id = ? AND used_at IS NULL AND cancelled_at IS NULL")
    .bind(now, inviteId);
}

export function markInviteUsedStatement(db: D1Database, inviteId: string, now = Date.now()) {
  return db.prepare("UPDATE invites SET used_at = ? WHERE id = ? AND used_at IS NULL").bind(now, inviteId);
}

/** A fresh token and expiry for an open invite; the old link stops working. */
export async function renewInvite(db: D1Database, inviteId: string, now = Date.now()) {
  const token = randomToken();
  const expiresAt = now + INVITE_TTL_MS;
  const { meta } = await db
    .prepare(
      `UPDATE invites SET token_hash = ?, expires_at = ?
       WHERE id = ? AND used_at IS NULL AND cancelled_at IS NULL`,
    )
    .bind(await sha256(token), expiresAt, inviteId)
    .run();
  return meta.changes === 1 ? { token, expiresAt } : null;
}
