import type { Hideable } from "../../hidden";
import type { Role, WorkRole } from "~/lib/permissions";
import { limitTo } from "../../sql";

export type TeamRow = {
  id: string;
  name: string;
  owner_id: string;
  default_status_id: string | null;
  assigned_status_id: string | null;
  created_by: string;
  created_at: number;
  updated_at: number;
  position: string | null;
} & Hideable;

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

/** Teams in the second panel's order; those made before teams had a position come first, oldest first. */
const TEAM_ORDER = "ORDER BY t.position, t.created_at, t.id";


/** Every team of the tenant (what its admins see), in order. */
export function listAllTeams(sql: SqlStorage): TeamRow[] {
  return sql.exec<TeamRow>(`SELECT t.* FROM teams t WHERE t.hidden_in IS NULL ${TEAM_ORDER}`).toArray();
}

/** The teams a user belongs to, in order. */
export function listTeamsOfMember(sql: SqlStorage, userId: string): TeamRow[] {
  return sql
    .exec<TeamRow>(`SELECT t.* FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.user_id = ? AND t.hidden_in IS NULL ${TEAM_ORDER}`, userId)
    .toArray();
}

export function lastTeamPosition(sql: SqlStorage): string | null {
  return sql.exec<{ last: string | null }>("SELECT MAX(position) AS last FROM teams").one().last;
}

export function insertTeam(sql: SqlStorage, team: Pick<TeamRow, "id" | "name" | "owner_id" | "position">, now: number) {
  sql.exec(
    `INSERT INTO teams (id, name, owner_id, created_by, created_at, updated_at, position) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    team.id,
    team.name,
    team.owner_id,
    team.owner_id,
    now,
    now,
    team.position,
  );
}

export function renameTeam(sql: SqlStorage, teamId: string, name: string, now: number) {
  sql.exec("UPDATE teams SET name = ?, updated_at = ? WHERE id = ?", name, now, teamId);
}

export function setTeamPosition(sql: SqlStorage, teamId: string, position: string) {
  sql.exec("UPDATE teams SET position = ? WHERE id = ?", position, teamId);
}

export function setTeamStatuses(sql: SqlStorage, teamId: string, defaultStatusId: string | null, assignedStatusId: string | null, now: number) {
  sql.exec(
    "UPDATE teams SET default_status_id = ?, assigned_status_id = ?, updated_at = ? WHERE id = ?",
    defaultStatusId,
    assignedStatusId,
    now,
    teamId,
  );
}

export function setTeamOwner(sql: SqlStorage, teamId: string, ownerId: string, now: number) {
  sql.exec("UPDATE teams SET owner_id = ?, updated_at = ? WHERE id = ?", ownerId, now, teamId);
}

// Team members

export type TeamMemberRow = {
  user_id: string;
  role: WorkRole;
  added_at: number;
  email: string;
  first_name: string;
  last_name: string;
  image_key: string | null;
  tenant_role: Role;
};

/** The team's members with their names (from the tenant's member copies), owner first then by name. */
export function listTeamMembers(sql: SqlStorage, teamId: string): TeamMemberRow[] {
  return sql
    .exec<TeamMemberRow>(
      `SELECT tm.user_id, tm.role, tm.added_at, m.email, m.first_name, m.last_name, m.image_key, m.role AS tenant_role
       FROM team_members tm JOIN members m ON m.user_id = tm.user_id
       WHERE tm.team_id = ? AND m.status = 'ACTIVE'
       ORDER BY tm.role = 'OWNER' DESC, m.first_name, m.last_name`,
      teamId,
    )
    .toArray();
}

export function countTeamMembers(sql: SqlStorage, teamId: string): number {
  return sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM team_members WHERE team_id = ?", teamId).one().n;
}

/** The tenant's active members outside the team, by name: whom it may add. */
export function listMembersOutsideTeam(sql: SqlStorage, teamId: string, limit = 200) {
  return sql
    .exec<Omit<TeamMemberRow, "role" | "added_at">>(
      `SELECT m.user_id, m.email, m.first_name, m.last_name, m.image_key, m.role AS tenant_role
       FROM members m
       WHERE m.status = 'ACTIVE' AND NOT EXISTS (SELECT 1 FROM team_members tm WHERE tm.team_id = ? AND tm.user_id = m.user_id)
       ORDER BY m.first_name, m.last_name ${limitTo(limit)}`,
      teamId,
    )
    .toArray();
}

export function upsertTeamMember(sql: SqlStorage, teamId: string, userId: string, role: WorkRole, now: number) {
  sql.exec(
    `INSERT INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (team_id, user_id) DO UPDATE SET role = excluded.role`,
    teamId,
    userId,
    role,
    now,
  );
}

export function deleteTeamMember(sql: SqlStorage, teamId: string, userId: string) {
  sql.exec("DELETE FROM team_members WHERE team_id = ? AND user_id = ?", teamId, userId);
}

/** Copies a team's members into another team with their roles. */
export function copyTeamMembers(sql: SqlStorage, fromTeamId: string, toTeamId: string, now: number) {
  sql.exec(
    `INSERT OR IGNORE INTO team_members (team_id, user_id, role, added_at)
     SELECT ?, user_id, role, ? FROM team_members WHERE team_id = ?`,
    toTeamId,
    now,
    fromTeamId,
  );
}

// The team's projects, as team membership and ownership changes reach them (the projects aggregate owns their tables).

/** Gives `toUserId` every project of the team that `fromUserId` owns; the former owner stays in each as ADMIN. Answers how many. */
export function transferTeamProjects(sql: SqlStorage, teamId: string, fromUserId: string, toUserId: string, now: number): number {
  const ids = sql
    .exec<{ id: string }>("SELECT id FROM projects WHERE team_id = ? AND owner_id = ?", teamId, fromUserId)
    .toArray()
    .map((row) => row.id);
  for (const projectId of ids) {
    sql.exec("UPDATE projects SET owner_id = ?, updated_at = ? WHERE id = ?", toUserId, now, projectId);
    sql.exec(
      `INSERT INTO project_members (project_id, user_id, role, added_at) VALUES (?, ?, 'ADMIN', ?)
       ON CONFLICT (project_id, user_id) DO UPDATE SET role = 'ADMIN'`,
      projectId,
      fromUserId,
      now,
    );
    sql.exec("DELETE FROM project_members WHERE project_id = ? AND user_id = ?", projectId, toUserId);
  }
  return ids.length;
}

/** Takes a person out of every project of the team they were a member of. */
export function leaveTeamProjects(sql: SqlStorage, teamId: string, userId: string) {
  sql.exec(
    "DELETE FROM project_members WHERE user_id = ? AND project_id IN (SELECT id FROM projects WHERE team_id = ?)",
    userId,
    teamId,
  );
}

export function countProjectsOfTeam(sql: SqlStorage, teamId: string): number {
  return sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM projects WHERE team_id = ?", teamId).one().n;
}
