import { ROLE_DETAILS, type Role } from "~/lib/permissions";
import { toMember, type MemberRow } from "./store";
import type { MemberStatus, UsersQuery } from "~/schemas/administration";
import type { TransferScope } from "~/schemas/team";
import { setTeamOwner, teamRoleOf, transferTeamProjects, upsertTeamMember } from "../teams/store";
import { limitTo } from "../../sql";

/**
 * The tenant's people as their administrators see them (issue 20 §1). The workspace's `members`
 * table is the one source of truth for a person's tenant role and state here (decision record 46);
 * the directory's membership row is a projection the API writes after each change.
 */
export type AdminMemberRow = MemberRow & { status: MemberStatus };

const COLUMNS = "m.user_id, m.email, m.first_name, m.last_name, m.image_key, m.role, m.role_name, m.status";

export const memberListView = (row: AdminMemberRow) => ({ ...toMember(row), status: row.status });

/** A page of the tenant's people by name (limit and skip), with the filters that are set. */
export function listUsers(sql: SqlStorage, query: UsersQuery, limit: number) {
  const parts: Array<[string, string | undefined]> = [
    ["m.status = ?", query.status],
    ["m.role = ?", query.role],
    ["m.user_id IN (SELECT tm.user_id FROM team_members tm WHERE tm.team_id = ?)", query.teamId],
  ];
  const set = parts.filter((part): part is [string, string] => part[1] !== undefined);
  // People who left (issue 38) are no longer the administrators' to manage.
  const where = ["m.status != 'LEFT'", ...set.map(([condition]) => condition)];
  const params: unknown[] = set.map(([, value]) => value);
  if (query.search) {
    where.push("(instr(lower(m.first_name || ' ' || m.last_name), ?) > 0 OR instr(lower(m.email), ?) > 0)");
    const needle = query.search.toLowerCase();
    params.push(needle, needle);
  }
  const skip = query.skip ?? 0;
  const rows = sql
    .exec<AdminMemberRow>(
      `SELECT ${COLUMNS} FROM members m ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
       ORDER BY m.first_name, m.last_name, m.user_id ${limitTo(limit + 1)} OFFSET ?`,
      ...params,
      skip,
    )
    .toArray();
  return { users: rows.slice(0, limit).map(memberListView), limit, skip, hasMore: rows.length > limit };
}

/** A person of this tenant, active or deactivated (not one who left). */
export function findAnyMember(sql: SqlStorage, userId: string): AdminMemberRow | null {
  return sql.exec<AdminMemberRow>(`SELECT ${COLUMNS} FROM members m WHERE m.user_id = ? AND m.status != 'LEFT'`, userId).toArray()[0] ?? null;
}

/** The profile fields of spec §3 the workspace copies (null until the person signs in here with them). */
export function profileFields(sql: SqlStorage, userId: string) {
  const row = sql
    .exec<{ designation: string | null; mobile_number: string | null; city: string | null; birthday: string | null; work_anniversary: string | null }>(
      "SELECT designation, mobile_number, city, birthday, work_anniversary FROM members WHERE user_id = ?",
      userId,
    )
    .one();
  return { designation: row.designation, mobileNumber: row.mobile_number, city: row.city, birthday: row.birthday, workAnniversary: row.work_anniversary };
}

export function countActiveSuperAdmins(sql: SqlStorage): number {
  return sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM members WHERE role = 'SUPER_ADMIN' AND status = 'ACTIVE'").one().n;
}

export function setMemberRole(sql: SqlStorage, userId: string, role: Role, now: number) {
  const roleName = ROLE_DETAILS.find((detail) => detail.name === role)!.displayName;
  sql.exec("UPDATE members SET role = ?, role_name = ?, updated_at = ? WHERE user_id = ?", role, roleName, now, userId);
}

export function setMemberStatus(sql: SqlStorage, userId: string, status: MemberStatus, now: number) {
  sql.exec("UPDATE members SET status = ?, updated_at = ? WHERE user_id = ?", status, now, userId);
}

type Named = { id: string; name: string; team_id?: string; role?: string; hidden_in: string | null };

/** The teams and projects a person owns and is part of (the profile view), archived and binned ones marked. */
export function workOf(sql: SqlStorage, userId: string) {
  const teams = sql
    .exec<Named & { role: string }>(
      `SELECT t.id, t.name, tm.role, t.hidden_in FROM team_members tm JOIN teams t ON t.id = tm.team_id
       WHERE tm.user_id = ? ORDER BY t.name`,
      userId,
    )
    .toArray();
  const ownedProjects = projectsOwnedBy(sql, userId);
  const memberProjects = sql
    .exec<Named>(
      `SELECT p.id, p.name, p.team_id, pm.role, p.hidden_in FROM project_members pm JOIN projects p ON p.id = pm.project_id
       WHERE pm.user_id = ? AND p.owner_id != ? ORDER BY p.name`,
      userId,
      userId,
    )
    .toArray();
  const view = (row: Named) => ({ id: row.id, name: row.name, teamId: row.team_id ?? row.id, role: row.role ?? "OWNER", hidden: row.hidden_in });
  return {
    teamsOwned: teams.filter((team) => team.role === "OWNER").map(view),
    teamsPartOf: teams.filter((team) => team.role !== "OWNER").map(view),
    projectsOwned: ownedProjects.map(view),
    projectsPartOf: memberProjects.map(view),
  };
}

/**
 * The projects a person owns, by name. An owner is in the project's members (as its creator, or
 * by a transfer) or in its team (a team's projects passed to its owner): both are read by index.
 */
function projectsOwnedBy(sql: SqlStorage, userId: string): Named[] {
  return sql
    .exec<Named>(
      `SELECT p.id, p.name, p.team_id, p.hidden_in FROM project_members pm JOIN projects p ON p.id = pm.project_id
       WHERE pm.user_id = ?1 AND p.owner_id = ?1
       UNION
       SELECT p.id, p.name, p.team_id, p.hidden_in FROM team_members tm JOIN projects p ON p.team_id = tm.team_id
       WHERE tm.user_id = ?1 AND p.owner_id = ?1
       ORDER BY 2`,
      userId,
    )
    .toArray();
}

/** What a person owns: the teams (by owner) and the teams of the projects they own. */
export function ownedBy(sql: SqlStorage, userId: string) {
  const teamIds = sql.exec<{ id: string }>("SELECT id FROM teams WHERE owner_id = ?", userId).toArray().map((row) => row.id);
  const projectTeams = [...new Set(projectsOwnedBy(sql, userId).map((project) => project.team_id!))];
  return { teamIds, projectTeams };
}

/** Active members who are not guests, other than `exceptUserId`, by name: who may receive a person's teams and projects. */
export function receivers(sql: SqlStorage, exceptUserId: string, limit = 200) {
  return sql
    .exec<AdminMemberRow>(
      `SELECT ${COLUMNS} FROM members m WHERE m.status = 'ACTIVE' AND m.role != 'GUEST' AND m.user_id != ?
       ORDER BY m.first_name, m.last_name ${limitTo(limit)}`,
      exceptUserId,
    )
    .toArray()
    .map(memberListView);
}

/**
 * Hands a person's teams (TEAM), projects (PROJECTS) or both to another member. The new team
 * owner becomes the team's OWNER and the former one stays in it as ADMIN, as `teams.transfer`
 * does; the projects pass as `transferTeamProjects` passes them (the former owner stays in each
 * as ADMIN), the receiver joining their team as a MEMBER when outside it and each project's
 * members as its OWNER. Answers the counts.
 */
export function transferOwned(sql: SqlStorage, fromUserId: string, toUserId: string, scope: TransferScope, now: number) {
  const { teamIds, projectTeams } = ownedBy(sql, fromUserId);
  let teams = 0;
  let projects = 0;
  if (scope !== "PROJECTS") {
    for (const teamId of teamIds) {
      setTeamOwner(sql, teamId, toUserId, now);
      upsertTeamMember(sql, teamId, fromUserId, "ADMIN", now);
      upsertTeamMember(sql, teamId, toUserId, "OWNER", now);
      teams += 1;
    }
  }
  if (scope !== "TEAM") {
    for (const teamId of projectTeams) {
      if (!teamRoleOf(sql, teamId, toUserId)) upsertTeamMember(sql, teamId, toUserId, "MEMBER", now);
      projects += transferTeamProjects(sql, teamId, fromUserId, toUserId, now);
      // The new owner is among each project's members too, as a project's own transfer leaves them.
      sql.exec(
        `INSERT INTO project_members (project_id, user_id, role, added_at)
         SELECT id, owner_id, 'OWNER', ? FROM projects WHERE team_id = ? AND owner_id = ?
         ON CONFLICT (project_id, user_id) DO UPDATE SET role = 'OWNER'`,
        now,
        teamId,
        toUserId,
      );
    }
  }
  return { teams, projects };
}
