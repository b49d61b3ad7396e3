import { randomToken, sha256 } from "../auth/crypto";
import type { Role, WorkRole } from "~/lib/permissions";
import type { DashboardRole } from "~/lib/dashboards";
import { insertUserStatements, type NewUser } from "./users";

/** Invitations to an organisation: the token travels in the mail, only its hash is stored. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type InviteState = "pending" | "used" | "cancelled" | "expired";

export type InviteRecord = {
  id: string;
  tenantId: string;
  email: string;
  roleId: number;
  role: Role;
  roleName: string;
  invitedBy: string;
  inviterName: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  cancelledAt: number | null;
  /** The private project the invitee joins on accepting, and their role there (null: the organisation only). */
  projectId: string | null;
  projectRole: WorkRole | null;
  /** The private dashboard the invitee joins on accepting, and their role there (decision 0055). */
  dashboardId: string | null;
  dashboardRole: DashboardRole | null;
};

const INVITE_QUERY = `SELECT i.id, i.tenant_id AS tenantId, i.email, i.role_id AS roleId, r.name AS role,
    r.display_name AS roleName, i.invited_by AS invitedBy, u.first_name || ' ' || u.last_name AS inviterName,
    i.created_at AS createdAt, i.expires_at AS expiresAt, i.used_at AS usedAt, i.cancelled_at AS cancelledAt,
    i.project_id AS projectId, i.project_role AS projectRole, i.dashboard_id AS dashboardId, i.dashboard_role AS dashboardRole
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
    .first<{ id: number; name: Role; displayName: string }>();
}

export function findRoleByName(db: D1Database, name: Role) {
  return db
    .prepare("SELECT id, name, display_name AS displayName FROM roles WHERE name = ?")
    .bind(name)
    .first<{ id: number; name: Role; displayName: string }>();
}

export type NewInvite = {
  tenantId: string;
  email: string;
  roleId: number;
  invitedBy: string;
  /** A private project to join on accepting, with its role (decision 0052). */
  project?: { projectId: string; role: WorkRole };
  /** A private dashboard to join on accepting, with its role (decision 0055). */
  dashboard?: { dashboardId: string; role: DashboardRole };
};

const isUniqueViolation = (error: unknown) => /UNIQUE/i.test(String(error));

/**
 * Stores a pending invite (replacing `replacedInviteId`, an expired one, in the
 * same batch) and answers it with its token and times, or null when a request
 * racing this one stored the pending invite for this e-mail first.
 */
export async function createInvite(db: D1Database, invite: NewInvite, replacedInviteId: string | null, now = Date.now()) {
  const token = randomToken();
  const id = crypto.randomUUID();
  const expiresAt = now + INVITE_TTL_MS;
  const insert = db
    .prepare(
      `INSERT INTO invites (id, tenant_id, email, role_id, invited_by, token_hash, created_at, expires_at, project_id, project_role, dashboard_id, dashboard_role)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      id,
      invite.tenantId,
      invite.email,
      invite.roleId,
      invite.invitedBy,
      await sha256(token),
      now,
      expiresAt,
      invite.project?.projectId ?? null,
      invite.project?.role ?? null,
      invite.dashboard?.dashboardId ?? null,
      invite.dashboard?.role ?? null,
    );
  try {
    await db.batch([...(replacedInviteId ? [cancelInviteStatement(db, replacedInviteId, now)] : []), insert]);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return { id, token, createdAt: now, expiresAt };
}

export function cancelInviteStatement(db: D1Database, inviteId: string, now = Date.now()) {
  return db
    .prepare("UPDATE invites SET cancelled_at = ? WHERE id = ? AND used_at IS NULL AND cancelled_at IS NULL")
    .bind(now, inviteId);
}

/** The membership an invite grants and the invite used up, both only while the invite is still pending. */
function joinStatements(db: D1Database, inviteId: string, userId: string, now: number) {
  return [
    db
      .prepare(
        `INSERT INTO memberships (tenant_id, user_id, role_id, created_at)
         SELECT tenant_id, ?1, role_id, ?2 FROM invites
         WHERE id = ?3 AND used_at IS NULL AND cancelled_at IS NULL AND expires_at >= ?2
         ON CONFLICT (tenant_id, user_id) DO NOTHING`,
      )
      .bind(userId, now, inviteId),
    db
      .prepare("UPDATE invites SET used_at = ?1 WHERE id = ?2 AND used_at IS NULL AND cancelled_at IS NULL AND expires_at >= ?1")
      .bind(now, inviteId),
  ];
}

/** An existing user accepts a pending invite: they join in its role. False when the invite stopped being pending meanwhile. */
export async function acceptInviteAsUser(db: D1Database, inviteId: string, userId: string, now = Date.now()) {
  const [, used] = await db.batch(joinStatements(db, inviteId, userId, now));
  return used.meta.changes === 1;
}

export type InvitedSignup = { joined: true } | { joined: false; reason: "account-exists" | "invite-dead" };

/** Creates the account of an invited user and joins them, in one batch: a racing sign-up of the same e-mail fails as a whole. */
export async function signUpInvitedUser(db: D1Database, inviteId: string, userId: string, user: NewUser, now = Date.now()): Promise<InvitedSignup> {
  try {
    const results = await db.batch([...insertUserStatements(db, userId, user, now), ...joinStatements(db, inviteId, userId, now)]);
    return results[results.length - 1].meta.changes === 1 ? { joined: true } : { joined: false, reason: "invite-dead" };
  } catch (error) {
    if (isUniqueViolation(error)) return { joined: false, reason: "account-exists" };
    throw error;
  }
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
