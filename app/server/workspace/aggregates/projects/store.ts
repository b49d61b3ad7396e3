import type { WorkRole } from "~/lib/permissions";

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
};

export function findProject(sql: SqlStorage, projectId: string): ProjectRow | null {
  return sql.exec<ProjectRow>("SELECT * FROM projects WHERE id = ?", projectId).toArray()[0] ?? null;
}

/** The role a project gave a user (its owner is OWNER), or null when they are not among its members. */
export function projectRoleOf(sql: SqlStorage, project: ProjectRow, userId: string): WorkRole | null {
  if (project.owner_id === userId) return "OWNER";
  const row = sql
    .exec<{ role: WorkRole }>("SELECT role FROM project_members WHERE project_id = ? AND user_id = ?", project.id, userId)
    .toArray()[0];
  return row?.role ?? null;
}

/**
 * The projects a user who is not a tenant admin may see, as a SQL condition on
 * `alias` with three `?` for their user id: public projects of their teams,
 * the projects they own, and every project they are a member of (the only
 * ways into a private one), the same rule as projectRoleOf.
 */
export const visibleToMember = (alias: string) =>
  `(${alias}.visibility = 'PUBLIC' AND ${alias}.team_id IN (SELECT team_id FROM team_members WHERE user_id = ?)
    OR ${alias}.owner_id = ?
    OR ${alias}.id IN (SELECT project_id FROM project_members WHERE user_id = ?))`;
