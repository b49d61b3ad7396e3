import type { Role, WorkRole } from "~/lib/permissions";
import type { DashboardRole, DashboardVisibility, WidgetKind, WidgetSize } from "~/schemas/dashboard";
import { defineQuery, type NoInput } from "../../operations";
import { ARCHIVES } from "./permission";

/**
 * What an organisation's archive holds besides its projects' files (decision 0092), read for its
 * super admin by the alarm's steps: members, teams, dashboards with widgets, and where each file's
 * bytes are. Teams and projects in the bin are left out, as a project export leaves the bin's items.
 */
type MemberRow = { user_id: string; email: string; first_name: string; last_name: string; role: Role; status: string };
type TeamRow = { id: string; name: string };
type TeamMemberRow = { team_id: string; user_id: string; role: WorkRole };
type DashboardRow = { id: string; name: string; description: string | null; visibility: DashboardVisibility; owner_id: string };
type DashboardMemberRow = { dashboard_id: string; user_id: string; role: DashboardRole };
type WidgetRow = { dashboard_id: string; name: string; description: string; kind: WidgetKind; size: WidgetSize; config_json: string };

const LIVE_TEAM = "(t.hidden_in IS NULL OR t.hidden_in <> 'bin')";

function organisation(sql: SqlStorage) {
  const members = sql.exec<MemberRow>("SELECT user_id, email, first_name, last_name, role, status FROM members WHERE status <> 'LEFT' ORDER BY email").toArray();
  const teams = sql.exec<TeamRow>(`SELECT t.id, t.name FROM teams t WHERE ${LIVE_TEAM} ORDER BY t.position, t.id`).toArray();
  const teamMembers = sql.exec<TeamMemberRow>("SELECT team_id, user_id, role FROM team_members ORDER BY team_id, user_id").toArray();
  const projects = sql
    .exec<{ id: string; team_id: string }>(
      `SELECT p.id, p.team_id FROM projects p JOIN teams t ON t.id = p.team_id
       WHERE (p.hidden_in IS NULL OR p.hidden_in <> 'bin') AND ${LIVE_TEAM} ORDER BY p.id`,
    )
    .toArray();
  const dashboards = sql.exec<DashboardRow>("SELECT id, name, description, visibility, owner_id FROM dashboards ORDER BY name, id").toArray();
  const dashboardMembers = sql.exec<DashboardMemberRow>("SELECT dashboard_id, user_id, role FROM dashboard_members").toArray();
  const widgets = sql.exec<WidgetRow>("SELECT dashboard_id, name, description, kind, size, config_json FROM widgets ORDER BY dashboard_id, position, id").toArray();
  return {
    members: members.map((row) => ({ userId: row.user_id, email: row.email, firstName: row.first_name, lastName: row.last_name, role: row.role, active: row.status === "ACTIVE" })),
    teams: teams.map((team) => ({ id: team.id, name: team.name, members: teamMembers.filter((row) => row.team_id === team.id).map((row) => ({ userId: row.user_id, role: row.role })) })),
    projects: projects.map((project) => ({ id: project.id, teamId: project.team_id })),
    dashboards: dashboards.map((dashboard) => ({
      name: dashboard.name,
      description: dashboard.description,
      visibility: dashboard.visibility,
      ownerId: dashboard.owner_id,
      members: dashboardMembers.filter((row) => row.dashboard_id === dashboard.id).map((row) => ({ userId: row.user_id, role: row.role })),
      widgets: widgets
        .filter((row) => row.dashboard_id === dashboard.id)
        .map((row) => ({ name: row.name, description: row.description, kind: row.kind, size: row.size, config: JSON.parse(row.config_json) as Record<string, unknown> })),
    })),
  };
}

export type OrganisationContents = ReturnType<typeof organisation> & { name: string };

export const archiveQueries = {
  /** The organisation's members, teams, projects (ids, by id) and dashboards, for its archive. */
  "organisationArchive.contents": defineQuery({
    permission: ARCHIVES,
    handler: ({ sql, viewer }, _input: NoInput) => ({ name: viewer.tenant.name, ...organisation(sql) }),
  }),

  /**
   * The committed files of items, each with its object's key, in the order the project export
   * lists an item's attachments (created, then id), so the n-th of an item here is its n-th there.
   */
  "organisationArchive.files": defineQuery({
    permission: ARCHIVES,
    handler: ({ sql }, _input: NoInput) => ({
      files: sql
        .exec<{ itemId: string; key: string }>("SELECT item_id AS itemId, r2_key AS key FROM attachments WHERE state = 'committed' ORDER BY item_id, created_at, id")
        .toArray(),
    }),
  }),
};
