import type { WorkRole } from "~/lib/permissions";

export type TeamRow = {
  id: string;
  name: string;
  owner_id: string;
  default_status_id: string | null;
  assigned_status_id: string | null;
  created_by: string;
  created_at: number;
  updated_at: number;
};

export function findTeam(sql: SqlStorage, teamId: string): TeamRow | null {
  return sql.exec<TeamRow>("SELECT * FROM teams WHERE id = ?", teamId).toArray()[0] ?? null;
}

/** The role a team gave a user, or null when they are not in it. */
export function teamRoleOf(sql: SqlStorage, teamId: string, userId: string): WorkRole | null {
  const row = sql
    .exec<{ role: WorkRole }>("SELECT role FROM team_members WHERE team_id = ? AND user_id = ?", teamId, userId)
    .toArray()[0];
  return row?.role ?? null;
}
