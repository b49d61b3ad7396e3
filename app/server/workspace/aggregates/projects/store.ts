import type { Hideable } from "../../hidden";
import { pictureUrl } from "~/lib/avatar";
import type { WorkRole } from "~/lib/permissions";
import { limitTo } from "../../sql";

export type Visibility = "PRIVATE" | "PUBLIC";

export type ProjectRow = {
  id: string;
  team_id: string;
  folder_id: string | null;
  name: string;
  description: string;
  visibility: Visibility;
  scope: "PROJECT" | "TEAM";
  owner_id: string;
  default_view: string;
  tags_json: string;
  position: string;
  created_at: number;
  updated_at: number;
  auto_schedule: number;
} & Hideable;

export function findProject(sql: SqlStorage, projectId: string): ProjectRow | null {
  return sql.exec<ProjectRow>("SELECT * FROM projects WHERE id = ?", projectId).toArray()[0] ?? null;
}

/** Rows the projects aggregate writes and answers beyond the foundation's lookups. */
export type ProjectFields = Pick<ProjectRow, "name" | "description">;

export type NewProject = Pick<ProjectRow, "id" | "team_id" | "folder_id" | "name" | "description" | "visibility" | "scope" | "owner_id"> &
  Partial<Pick<ProjectRow, "default_view" | "tags_json">>;

/** The team's working projects that schedule their tasks by their dependencies. */
export function autoScheduledProjects(sql: SqlStorage, teamId: string): ProjectRow[] {
  return sql.exec<ProjectRow>("SELECT * FROM projects WHERE team_id = ? AND hidden_in IS NULL AND auto_schedule = 1", teamId).toArray();
}

/** The team's projects in the working views: what its plan's projects per team caps (archived and binned ones take no slot). */
export function workingProjectCount(sql: SqlStorage, teamId: string): number {
  return sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM projects WHERE team_id = ? AND hidden_in IS NULL", teamId).one().n;
}

export function lastProjectPosition(sql: SqlStorage, teamId: string): string | null {
  return sql.exec<{ last: string | null }>("SELECT MAX(position) AS last FROM projects WHERE team_id = ?", teamId).one().last;
}

export function insertProject(sql: SqlStorage, project: NewProject, position: string, now: number) {
  sql.exec(
    `INSERT INTO projects (id, team_id, folder_id, name, description, visibility, scope, owner_id, default_view, tags_json, position, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    project.id, project.team_id, project.folder_id, project.name, project.description, project.visibility, project.scope,
    project.owner_id, project.default_view ?? "LIST", project.tags_json ?? "[]", position, now, now,
  );
}

/** One column of a project changes; `column` is one of the fixed names below, never user input. */
type Settable = "name" | "description" | "tags_json" | "default_view" | "folder_id" | "owner_id";
export function setProjectColumn(sql: SqlStorage, projectId: string, column: Settable, value: string | null, now: number) {
  sql.exec(`UPDATE projects SET ${column} = ?, updated_at = ? WHERE id = ?`, value, now, projectId);
}

export function setAutoSchedule(sql: SqlStorage, projectId: string, on: boolean, now: number) {
  sql.exec("UPDATE projects SET auto_schedule = ?, updated_at = ? WHERE id = ?", on ? 1 : 0, now, projectId);
}

export function setProjectFields(sql: SqlStorage, projectId: string, fields: ProjectFields, now: number) {
  sql.exec("UPDATE projects SET name = ?, description = ?, updated_at = ? WHERE id = ?", fields.name, fields.description, now, projectId);
}

/** Adds a member to a project or changes their role. */
export function putProjectMember(sql: SqlStorage, projectId: string, userId: string, role: WorkRole, now: number) {
  sql.exec(
    `INSERT INTO project_members (project_id, user_id, role, added_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (project_id, user_id) DO UPDATE SET role = excluded.role`,
    projectId, userId, role, now,
  );
}

export function removeProjectMember(sql: SqlStorage, projectId: string, userId: string): boolean {
  return sql.exec("DELETE FROM project_members WHERE project_id = ? AND user_id = ?", projectId, userId).rowsWritten > 0;
}

/** Active members of the tenant among `userIds`. */
export function activeMembers(sql: SqlStorage, userIds: string[]): string[] {
  const marks = userIds.map(() => "?").join(", ");
  return sql
    .exec<{ user_id: string }>(`SELECT user_id FROM members WHERE status = 'ACTIVE' AND user_id IN (${marks})`, ...userIds)
    .toArray()
    .map((row) => row.user_id);
}

export function teamName(sql: SqlStorage, teamId: string): string {
  return sql.exec<{ name: string }>("SELECT name FROM teams WHERE id = ?", teamId).one().name;
}

// ---- pins and visits, per member

export function pinProject(sql: SqlStorage, userId: string, projectId: string, now: number) {
  sql.exec("INSERT OR IGNORE INTO project_pins (user_id, project_id, pinned_at) VALUES (?, ?, ?)", userId, projectId, now);
}

export function unpinProject(sql: SqlStorage, userId: string, projectId: string): boolean {
  return sql.exec("DELETE FROM project_pins WHERE user_id = ? AND project_id = ?", userId, projectId).rowsWritten > 0;
}

export function isPinned(sql: SqlStorage, userId: string, projectId: string): boolean {
  return sql.exec("SELECT 1 FROM project_pins WHERE user_id = ? AND project_id = ?", userId, projectId).toArray().length > 0;
}

export function recordVisit(sql: SqlStorage, userId: string, projectId: string, now: number) {
  sql.exec(
    `INSERT INTO project_visits (user_id, project_id, visited_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, project_id) DO UPDATE SET visited_at = excluded.visited_at`,
    userId, projectId, now,
  );
}

/** Everyone's pin of a project, and when (an organisation's archive carries them, decision 0099). */
export const pinsOfProject = (sql: SqlStorage, projectId: string) =>
  sql.exec<{ user_id: string; at: number }>("SELECT user_id, pinned_at AS at FROM project_pins WHERE project_id = ? ORDER BY user_id", projectId).toArray();

/** Everyone's last visit of a project (recent projects). */
export const visitsOfProject = (sql: SqlStorage, projectId: string) =>
  sql.exec<{ user_id: string; at: number }>("SELECT user_id, visited_at AS at FROM project_visits WHERE project_id = ? ORDER BY user_id", projectId).toArray();

// ---- listings

/** A project as lists show it: the second panel, a team's projects, pins. */
export type ProjectListing = Pick<ProjectRow, "id" | "team_id" | "folder_id" | "name" | "visibility" | "position"> & { pinned: 0 | 1 };

const LISTING = `p.id, p.team_id, p.folder_id, p.name, p.visibility, p.position,
  EXISTS (SELECT 1 FROM project_pins pin WHERE pin.user_id = ? AND pin.project_id = p.id) AS pinned`;

/** The projects of one team that pass `visible` (access.ts visibleProjects), in their order. */
export function teamProjects(sql: SqlStorage, userId: string, teamId: string, visible: { where: string; params: string[] }) {
  return sql
    .exec<ProjectListing>(
      `SELECT ${LISTING} FROM projects p WHERE p.team_id = ? AND ${visible.where} ORDER BY p.position`,
      userId, teamId, ...visible.params,
    )
    .toArray();
}

/** The projects of these teams that pass `visible`, each team's in order. */
export function projectsOfTeams(sql: SqlStorage, userId: string, teamIds: string[], visible: { where: string; params: string[] }) {
  if (teamIds.length === 0) return [];
  // One parameter for the list: a member of a hundred teams would pass SQLite's 100 bound parameters.
  return sql
    .exec<ProjectListing>(
      `SELECT ${LISTING} FROM projects p WHERE p.team_id IN (SELECT value FROM json_each(?)) AND ${visible.where} ORDER BY p.team_id, p.position`,
      userId, JSON.stringify(teamIds), ...visible.params,
    )
    .toArray();
}

/** The member's pinned projects that pass `visible`, most recently pinned first. */
export function pinnedProjects(sql: SqlStorage, userId: string, visible: { where: string; params: string[] }) {
  return sql
    .exec<ProjectListing & { team_name: string; pinned_at: number }>(
      `SELECT p.id, p.team_id, p.folder_id, p.name, p.visibility, p.position, 1 AS pinned, t.name AS team_name, pin.pinned_at
       FROM project_pins pin JOIN projects p ON p.id = pin.project_id JOIN teams t ON t.id = p.team_id
       WHERE pin.user_id = ? AND ${visible.where} ORDER BY pin.pinned_at DESC`,
      userId, ...visible.params,
    )
    .toArray();
}

/**
 * The teams whose projects the member may list: all of them for the tenant's admins, else the teams
 * they are in, and the teams of the private projects they are a member of without being in the team
 * (`outside` 1: someone invited to one project, decision 0052), which show only those projects.
 */
export function teamsOf(sql: SqlStorage, userId: string, all: boolean) {
  type TeamOf = { id: string; name: string; outside: number };
  return (
    all
      ? sql.exec<TeamOf>("SELECT id, name, 0 AS outside FROM teams WHERE hidden_in IS NULL ORDER BY name, id")
      : sql.exec<TeamOf>(
          `SELECT t.id, t.name, 0 AS outside FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.user_id = ?1 AND t.hidden_in IS NULL
           UNION
           SELECT t.id, t.name, 1 AS outside FROM project_members pm JOIN projects p ON p.id = pm.project_id JOIN teams t ON t.id = p.team_id
           WHERE pm.user_id = ?1 AND t.hidden_in IS NULL AND NOT EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = t.id AND m.user_id = ?1)
           ORDER BY 2, 1`,
          userId,
        )
  ).toArray();
}

// ---- progress: how many of a project's tasks (and subtasks) there are, and how many are done (kept by triggers, step 22)

export function progressOf(sql: SqlStorage, projectId: string) {
  const row = sql.exec<{ total: number; done: number }>("SELECT total, done FROM project_progress WHERE project_id = ?", projectId).toArray()[0];
  return { total: row?.total ?? 0, done: row?.done ?? 0 };
}

// ---- members

export type MemberListing = { userId: string; name: string; username: string; image: string | null; role: WorkRole };

type MemberListingRow = { user_id: string; first_name: string; last_name: string; email: string; image_key: string | null; role: WorkRole };

const toMemberListing = (row: MemberListingRow): MemberListing => ({
  userId: row.user_id,
  name: `${row.first_name} ${row.last_name}`,
  username: row.email,
  image: pictureUrl(row.user_id, row.image_key),
  role: row.role,
});

const MEMBER_COLUMNS = "m.user_id, m.first_name, m.last_name, m.email, m.image_key";

/** Where a project's people come from: a private project's own members, or a public one's team. */
const MEMBERSHIPS = {
  project: { table: "project_members", key: "project_id" },
  team: { table: "team_members", key: "team_id" },
} as const;

/** The people of a project or team, a window after `cursor` (a user id), in user id order. */
export function membersOf(sql: SqlStorage, of: keyof typeof MEMBERSHIPS, id: string, cursor: string, limit: number) {
  const { table, key } = MEMBERSHIPS[of];
  return sql
    .exec<MemberListingRow>(
      `SELECT ${MEMBER_COLUMNS}, x.role FROM ${table} x JOIN members m ON m.user_id = x.user_id
       WHERE x.${key} = ? AND x.user_id > ? ORDER BY x.user_id ${limitTo(limit)}`,
      id, cursor,
    )
    .toArray()
    .map(toMemberListing);
}

/** The team's members who are not (yet) in a private project: whom its managers may add. */
export function teamMembersOutside(sql: SqlStorage, project: ProjectRow, limit: number) {
  return sql
    .exec<MemberListingRow>(
      `SELECT ${MEMBER_COLUMNS}, tm.role FROM team_members tm JOIN members m ON m.user_id = tm.user_id
       WHERE tm.team_id = ? AND tm.user_id NOT IN (SELECT user_id FROM project_members WHERE project_id = ?)
       ORDER BY m.first_name, m.last_name ${limitTo(limit)}`,
      project.team_id, project.id,
    )
    .toArray()
    .map(toMemberListing);
}

export function memberName(sql: SqlStorage, userId: string): string | null {
  const row = sql.exec<{ first_name: string; last_name: string }>("SELECT first_name, last_name FROM members WHERE user_id = ?", userId).toArray()[0];
  return row ? `${row.first_name} ${row.last_name}` : null;
}

export function countOf(sql: SqlStorage, query: string, ...params: unknown[]): number {
  return sql.exec<{ n: number }>(query, ...params).one().n;
}
