import type { WorkRole } from "~/lib/permissions";
import type { DashboardRole } from "~/lib/dashboards";

/**
 * The tenant's open invites (neither used nor cancelled, expired ones kept to
 * be resent), copied from the directory, which stays their source of truth.
 */
export type InviteCopy = {
  id: string;
  email: string;
  roleId: number;
  roleName: string;
  /** The inviter's user id; their name follows their profile changes. */
  invitedBy: string;
  inviterName: string;
  createdAt: number;
  expiresAt: number;
  /** The private project the invitee joins on accepting, and their role there (decision 0052). */
  projectId?: string | null;
  projectRole?: WorkRole | null;
  /** The private dashboard the invitee joins on accepting, and their role there (decision 0055). */
  dashboardId?: string | null;
  dashboardRole?: DashboardRole | null;
};

/** An open invite as Settings › Invites lists it: the project's name, when it still exists. */
export type ListedInvite = InviteCopy & { projectName: string | null; dashboardName: string | null };

type InviteRow = {
  id: string;
  email: string;
  role_id: number;
  role_name: string;
  invited_by: string;
  inviter_name: string;
  created_at: number;
  expires_at: number;
  project_id: string | null;
  project_role: WorkRole | null;
  project_name: string | null;
  dashboard_id: string | null;
  dashboard_role: DashboardRole | null;
  dashboard_name: string | null;
};

export function insertInvite(sql: SqlStorage, invite: InviteCopy) {
  sql.exec(
    `INSERT OR REPLACE INTO invites (id, email, role_id, role_name, invited_by, inviter_name, created_at, expires_at, project_id, project_role, dashboard_id, dashboard_role)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    invite.id,
    invite.email,
    invite.roleId,
    invite.roleName,
    invite.invitedBy,
    invite.inviterName,
    invite.createdAt,
    invite.expiresAt,
    invite.projectId ?? null,
    invite.projectRole ?? null,
    invite.dashboardId ?? null,
    invite.dashboardRole ?? null,
  );
}

/** Only an invite still held here is renewed: one the directory closed meanwhile is not brought back. */
export function renewInvite(sql: SqlStorage, inviteId: string, expiresAt: number) {
  sql.exec("UPDATE invites SET expires_at = ? WHERE id = ?", expiresAt, inviteId);
}

/** An invite that stopped being open: used, cancelled or replaced. Whether the copy still had it. */
export function deleteInvite(sql: SqlStorage, inviteId: string): boolean {
  return sql.exec("DELETE FROM invites WHERE id = ?", inviteId).rowsWritten > 0;
}

/** The directory's open invites replace the whole copy. */
export function replaceInvites(sql: SqlStorage, invites: InviteCopy[]) {
  sql.exec("DELETE FROM invites");
  for (const invite of invites) insertInvite(sql, invite);
}

export function renameInviter(sql: SqlStorage, userId: string, name: string) {
  sql.exec("UPDATE invites SET inviter_name = ? WHERE invited_by = ?", name, userId);
}

/** Newest first. */
export function listInvites(sql: SqlStorage): ListedInvite[] {
  return sql
    .exec<InviteRow>(
      `SELECT i.id, i.email, i.role_id, i.role_name, i.invited_by, i.inviter_name, i.created_at, i.expires_at,
         i.project_id, i.project_role, p.name AS project_name, i.dashboard_id, i.dashboard_role, d.name AS dashboard_name
       FROM invites i LEFT JOIN projects p ON p.id = i.project_id LEFT JOIN dashboards d ON d.id = i.dashboard_id
       ORDER BY i.created_at DESC`,
    )
    .toArray()
    .map((row) => ({
      id: row.id,
      email: row.email,
      roleId: row.role_id,
      roleName: row.role_name,
      invitedBy: row.invited_by,
      inviterName: row.inviter_name,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      projectId: row.project_id,
      projectRole: row.project_role,
      projectName: row.project_name,
      dashboardId: row.dashboard_id,
      dashboardRole: row.dashboard_role,
      dashboardName: row.dashboard_name,
    }));
}
