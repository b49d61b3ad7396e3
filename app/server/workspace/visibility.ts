import { effectiveWorkRole, higherRole, ROLES, seesEverything, type Role, type WorkRole } from "~/lib/permissions";
import type { ProjectRow } from "./aggregates/projects/store";
import { teamRoleOf } from "./aggregates/teams/store";

/**
 * Who sees a project (decision record 22), defined once. The tenant's admins see every project;
 * anyone else enters one by a way in: owning it, being one of its members, or, for a public
 * project, being in its team (the only ways into a private one are the first two). Each way says
 * the role it grants, the projects a user enters by it (a condition on a project alias, with one
 * `?` for the user id) and the people who enter a project by it (user ids, with its parameters).
 * Access restrictions narrow this one place.
 */
type WayIn = {
  grants(sql: SqlStorage, project: ProjectRow, userId: string): WorkRole | null;
  projectsOf(alias: string): string;
  people: string;
  peopleParams(project: ProjectRow): unknown[];
};

const WAYS_IN: readonly WayIn[] = [
  {
    grants: (_sql, project, userId) => (project.owner_id === userId ? "OWNER" : null),
    projectsOf: (alias) => `${alias}.owner_id = ?`,
    people: "SELECT ?",
    peopleParams: (project) => [project.owner_id],
  },
  {
    grants: (sql, project, userId) =>
      sql.exec<{ role: WorkRole }>("SELECT role FROM project_members WHERE project_id = ? AND user_id = ?", project.id, userId).toArray()[0]?.role ??
      null,
    projectsOf: (alias) => `${alias}.id IN (SELECT project_id FROM project_members WHERE user_id = ?)`,
    people: "SELECT user_id FROM project_members WHERE project_id = ?",
    peopleParams: (project) => [project.id],
  },
  {
    grants: (sql, project, userId) => (project.visibility === "PUBLIC" ? teamRoleOf(sql, project.team_id, userId) : null),
    projectsOf: (alias) => `(${alias}.visibility = 'PUBLIC' AND ${alias}.team_id IN (SELECT team_id FROM team_members WHERE user_id = ?))`,
    people: "SELECT user_id FROM team_members WHERE team_id = ? AND ? = 'PUBLIC'",
    peopleParams: (project) => [project.team_id, project.visibility],
  },
];

const ADMIN_ROLES = ROLES.filter(seesEverything);
const ADMINS = `SELECT user_id FROM members WHERE role IN (${ADMIN_ROLES.map((role) => `'${role}'`).join(", ")})`;

/** The highest role any way in grants the user, before their tenant role counts (null: none). */
export const grantedRole = (sql: SqlStorage, project: ProjectRow, userId: string): WorkRole | null =>
  WAYS_IN.reduce<WorkRole | null>((role, way) => higherRole(role, way.grants(sql, project, userId)), null);

/** The role the member acts with in the project; null when they cannot see it. */
export const projectRoleFor = (sql: SqlStorage, project: ProjectRow, member: { userId: string; role: Role }) =>
  effectiveWorkRole(member.role, grantedRole(sql, project, member.userId));

/** The projects the member sees, as a condition on `alias` with its parameters, for every listing. */
export function projectsSeenBy(member: { userId: string; role: Role }, alias: string): { where: string; params: string[] } {
  if (seesEverything(member.role)) return { where: "1 = 1", params: [] };
  return { where: `(${WAYS_IN.map((way) => way.projectsOf(alias)).join(" OR ")})`, params: WAYS_IN.map(() => member.userId) };
}

/** The user ids of everyone who sees the project (inactive members too), as a subquery with its parameters. */
export function peopleWhoSee(project: ProjectRow): { ids: string; params: unknown[] } {
  return { ids: [...WAYS_IN.map((way) => way.people), ADMINS].join(" UNION "), params: WAYS_IN.flatMap((way) => way.peopleParams(project)) };
}

/** The user ids of everyone who sees the team (its members and the tenant's admins), as a subquery with its parameter. */
export const peopleWhoSeeTeam = (teamId: string): { ids: string; params: unknown[] } => ({
  ids: `SELECT user_id FROM team_members WHERE team_id = ? UNION ${ADMINS}`,
  params: [teamId],
});

/** The teams the member sees (peopleWhoSeeTeam's rule from the member's side), as a condition on `alias` with its parameters. */
export function teamsSeenBy(member: { userId: string; role: Role }, alias: string): { where: string; params: string[] } {
  if (seesEverything(member.role)) return { where: "1 = 1", params: [] };
  return { where: `${alias}.id IN (SELECT team_id FROM team_members WHERE user_id = ?)`, params: [member.userId] };
}
