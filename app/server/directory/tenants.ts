import type { Role } from "~/lib/permissions";
import type { MembershipRecord, TenantRecord } from "./types";

export function findTenantBySubdomain(db: D1Database, subdomain: string) {
  return db
    .prepare("SELECT id, name, subdomain FROM tenants WHERE subdomain = ?")
    .bind(subdomain)
    .first<TenantRecord>();
}

type MembershipRow = TenantRecord & { role: Role; roleName: string; status: string };

function toMembership(row: MembershipRow): MembershipRecord {
  return {
    tenant: { id: row.id, name: row.name, subdomain: row.subdomain },
    role: row.role,
    roleName: row.roleName,
    status: row.status,
  };
}

const MEMBERSHIP_QUERY = `SELECT t.id, t.name, t.subdomain, r.name AS role, r.display_name AS roleName, m.status
  FROM memberships m JOIN tenants t ON t.id = m.tenant_id JOIN roles r ON r.id = m.role_id`;

export async function findMembership(db: D1Database, userId: string, tenantId: string) {
  const row = await db
    .prepare(`${MEMBERSHIP_QUERY} WHERE m.user_id = ? AND m.tenant_id = ?`)
    .bind(userId, tenantId)
    .first<MembershipRow>();
  return row ? toMembership(row) : null;
}

/** The membership, active or not, of the account with this e-mail in an organisation. */
export async function findMembershipByEmail(db: D1Database, tenantId: string, email: string) {
  const row = await db
    .prepare(`${MEMBERSHIP_QUERY} JOIN users u ON u.id = m.user_id WHERE m.tenant_id = ? AND u.email = ?`)
    .bind(tenantId, email)
    .first<MembershipRow>();
  return row ? toMembership(row) : null;
}

/** The active organisations of a user, ordered by name. */
export async function listMemberships(db: D1Database, userId: string) {
  const { results } = await db
    .prepare(`${MEMBERSHIP_QUERY} WHERE m.user_id = ? AND m.status = 'ACTIVE' ORDER BY t.name`)
    .bind(userId)
    .all<MembershipRow>();
  return results.map(toMembership);
}

export function insertTenantStatement(db: D1Database, tenant: TenantRecord, now = Date.now()) {
  return db
    .prepare("INSERT INTO tenants (id, name, subdomain, created_at) VALUES (?, ?, ?, ?)")
    .bind(tenant.id, tenant.name, tenant.subdomain, now);
}

export function insertMembershipStatement(
  db: D1Database,
  tenantId: string,
  userId: string,
  role: Role,
  now = Date.now(),
) {
  return db
    .prepare(
      `INSERT INTO memberships (tenant_id, user_id, role_id, created_at)
       SELECT ?, ?, id, ? FROM roles WHERE name = ?
       ON CONFLICT (tenant_id, user_id) DO NOTHING`,
    )
    .bind(tenantId, userId, now, role);
}

/**
 * A membership's role and state as the tenant's workspace now holds them (decision record 46:
 * the workspace decides, this row follows, for the login form and the tenant list).
 */
export function setMembershipStatement(db: D1Database, tenantId: string, userId: string, role: Role, status: "ACTIVE" | "DEACTIVATED") {
  return db
    .prepare("UPDATE memberships SET role_id = (SELECT id FROM roles WHERE name = ?), status = ? WHERE tenant_id = ? AND user_id = ?")
    .bind(role, status, tenantId, userId);
}

/** A member left the organisation (issue 38 §3): the row goes; their tenant list no longer names it. */
export function removeMembershipStatement(db: D1Database, tenantId: string, userId: string) {
  return db.prepare("DELETE FROM memberships WHERE tenant_id = ? AND user_id = ?").bind(tenantId, userId);
}
