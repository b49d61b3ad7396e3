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
};

type InviteRow = {
  id: string;
  email: string;
  role_id: number;
  role_name: string;
  invited_by: string;
  inviter_name: string;
  created_at: number;
  expires_at: number;
};

export function insertInvite(sql: SqlStorage, invite: InviteCopy) {
  sql.exec(
    `INSERT OR REPLACE INTO invites (id, email, role_id, role_name, invited_by, inviter_name, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    invite.id,
    invite.email,
    invite.roleId,
    invite.roleName,
    invite.invitedBy,
    invite.inviterName,
    invite.createdAt,
    invite.expiresAt,
  );
}

/** Only an invite still held here is renewed: one the directory closed meanwhile is not brought back. */
export function renewInvite(sql: SqlStorage, inviteId: string, expiresAt: number) {
  sql.exec("UPDATE invites SET expires_at = ? WHERE id = ?", expiresAt, inviteId);
}

/** An invite that stopped being open: used, cancelled or replaced. */
export function deleteInvite(sql: SqlStorage, inviteId: string) {
  sql.exec("DELETE FROM invites WHERE id = ?", inviteId);
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
export function listInvites(sql: SqlStorage): InviteCopy[] {
  return sql
    .exec<InviteRow>(
      "SELECT id, email, role_id, role_name, invited_by, inviter_name, created_at, expires_at FROM invites ORDER BY created_at DESC",
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
    }));
}
