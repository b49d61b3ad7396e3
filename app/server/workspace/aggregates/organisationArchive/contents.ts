import type { AccessKey, AccessLevel, RestrictableRole, RestrictionValue } from "~/lib/accessRestrictions";
import type { PersonStatus } from "~/lib/exports/organisationArchive";
import type { Role, WorkRole } from "~/lib/permissions";
import type { StatusCategory } from "~/lib/statuses";
import type { DashboardRole, DashboardVisibility, WidgetKind, WidgetSize } from "~/lib/dashboards";
import type { WebhookEventType } from "~/schemas/webhook";
import type { MailReason } from "~/schemas/conversation";
import { defineQuery, type NoInput } from "../../operations";
import { findColumn } from "../columns/store";
import { conversationChoices, reactionsInProject, watchChoicesInProject } from "../conversations/store";
import type { Holiday } from "../holidays/store";
import { boardChoicesOfProject } from "../kanban/store";
import { pinsOfProject, visitsOfProject } from "../projects/store";
import { taskHistoryOf } from "../tasks/store";
import { ARCHIVES } from "./permission";

/**
 * What an organisation's archive holds besides its projects' files (decisions 0092 and 0099), read
 * for its super admin by the alarm's steps: people (former members too: their names stay on their
 * work), teams with their statuses, holidays and folders, the projects' places, dashboards with
 * widgets, access restrictions and webhooks (never their secrets). What is in the bin is left out,
 * as a project export leaves the bin's items; what is archived is kept, and said so.
 */
type MemberRow = { user_id: string; email: string; first_name: string; last_name: string; role: Role; status: string };
type TeamRow = { id: string; name: string; owner_id: string; default_status_id: string | null; assigned_status_id: string | null; hidden_in: string | null };
type TeamMemberRow = { team_id: string; user_id: string; role: WorkRole };
type StatusRow = { id: string; team_id: string; name: string; category: StatusCategory; colour: string };
type FolderRow = { id: string; team_id: string; name: string; hidden_in: string | null };
type ProjectRow = { id: string; team_id: string; folder_id: string | null; owner_id: string; hidden_in: string | null; hidden_with: string | null; card_columns_json: string };
type DashboardRow = { id: string; name: string; description: string | null; visibility: DashboardVisibility; owner_id: string };
type DashboardMemberRow = { dashboard_id: string; user_id: string; role: DashboardRole };
type WidgetRow = { dashboard_id: string; name: string; description: string; kind: WidgetKind; size: WidgetSize; config_json: string };
type RuleRow = { access_key: AccessKey; level: AccessLevel; scope_id: string; role: RestrictableRole | ""; user_id: string; value: RestrictionValue };
type WebhookRow = { url: string; event_types: string; project_ids: string | null; created_by: string };

const NOT_IN_BIN = (alias: string) => `(${alias}.hidden_in IS NULL OR ${alias}.hidden_in <> 'bin')`;
const PERSON_STATUS: Record<string, PersonStatus> = { ACTIVE: "ACTIVE", DEACTIVATED: "DEACTIVATED", LEFT: "LEFT" };

function people(sql: SqlStorage) {
  const choices = conversationChoices(sql);
  return sql
    .exec<MemberRow>("SELECT user_id, email, first_name, last_name, role, status FROM members ORDER BY email, user_id")
    .toArray()
    .map((row) => ({
      userId: row.user_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      status: PERSON_STATUS[row.status] ?? "LEFT",
      newestFirst: choices.newestFirst.get(row.user_id) ?? null,
      mailOff: choices.mailOff.filter((off) => off.user_id === row.user_id).map((off) => off.reason as MailReason),
    }));
}

function teams(sql: SqlStorage) {
  const rows = sql.exec<TeamRow>(`SELECT t.id, t.name, t.owner_id, t.default_status_id, t.assigned_status_id, t.hidden_in FROM teams t WHERE ${NOT_IN_BIN("t")} ORDER BY t.position, t.id`).toArray();
  const members = sql.exec<TeamMemberRow>("SELECT team_id, user_id, role FROM team_members ORDER BY team_id, user_id").toArray();
  const statuses = sql.exec<StatusRow>("SELECT id, team_id, name, category, colour FROM statuses ORDER BY team_id, position, id").toArray();
  const holidays = sql.exec<Holiday & { team_id: string }>("SELECT team_id, day, name FROM team_holidays ORDER BY team_id, day").toArray();
  const folders = sql.exec<FolderRow>(`SELECT f.id, f.team_id, f.name, f.hidden_in FROM folders f WHERE ${NOT_IN_BIN("f")} ORDER BY f.team_id, f.position, f.id`).toArray();
  const of = <T extends { team_id: string }>(list: readonly T[], teamId: string) => list.filter((row) => row.team_id === teamId);
  const statusName = (id: string | null) => statuses.find((status) => status.id === id)?.name ?? null;
  return rows.map((team) => ({
    id: team.id,
    name: team.name,
    ownerId: team.owner_id,
    archived: team.hidden_in === "archive",
    members: of(members, team.id).map((row) => ({ userId: row.user_id, role: row.role })),
    statuses: of(statuses, team.id).map(({ name, category, colour }) => ({ name, category, colour })),
    defaultStatus: statusName(team.default_status_id),
    assignedStatus: statusName(team.assigned_status_id),
    holidays: of(holidays, team.id).map(({ day, name }) => ({ day, name })),
    // A folder archived with its team is not archived on its own.
    folders: of(folders, team.id).map((folder) => ({ id: folder.id, name: folder.name, archived: folder.hidden_in === "archive" && team.hidden_in !== "archive" })),
  }));
}

/** The projects in their teams' order, then their own (an import writes them so, and a second export reads them alike). */
function projects(sql: SqlStorage) {
  const members = sql.exec<{ project_id: string; user_id: string; role: WorkRole }>("SELECT project_id, user_id, role FROM project_members").toArray();
  return sql
    .exec<ProjectRow>(
      `SELECT p.id, p.team_id, p.folder_id, p.owner_id, p.hidden_in, p.hidden_with, p.card_columns_json FROM projects p JOIN teams t ON t.id = p.team_id
       WHERE ${NOT_IN_BIN("p")} AND ${NOT_IN_BIN("t")} ORDER BY t.position, t.id, p.position, p.id`,
    )
    .toArray()
    .map((project) => ({
      id: project.id,
      teamId: project.team_id,
      folderId: project.folder_id,
      ownerId: project.owner_id,
      archived: project.hidden_in === "archive" && project.hidden_with === project.id,
      cardColumnIds: JSON.parse(project.card_columns_json) as string[],
      members: members.filter((row) => row.project_id === project.id).map((row) => ({ userId: row.user_id, role: row.role })),
    }));
}

/**
 * A widget's column filters ("<columnId>:<value>"): an option by its label, a person by id (the
 * archive names them by e-mail); the option's id is this organisation's own.
 */
type ColumnFilter = { columnId: string; option?: string; userId?: string };

function columnFiltersOf(sql: SqlStorage, config: Record<string, unknown>): ColumnFilter[] {
  const entries = Array.isArray(config.columnValues) ? config.columnValues.map(String) : [];
  return entries.flatMap((entry): ColumnFilter[] => {
    const columnId = entry.slice(0, entry.indexOf(":"));
    const value = entry.slice(entry.indexOf(":") + 1);
    const column = findColumn(sql, columnId);
    if (!column) return [];
    if (column.type === "PEOPLE") return [{ columnId, userId: value }];
    const option = column.config.options?.find((candidate) => candidate.id === value);
    return option ? [{ columnId, option: option.label }] : [];
  });
}

function dashboards(sql: SqlStorage) {
  const rows = sql.exec<DashboardRow>("SELECT id, name, description, visibility, owner_id FROM dashboards ORDER BY name, id").toArray();
  const members = sql.exec<DashboardMemberRow>("SELECT dashboard_id, user_id, role FROM dashboard_members").toArray();
  const widgets = sql.exec<WidgetRow>("SELECT dashboard_id, name, description, kind, size, config_json FROM widgets ORDER BY dashboard_id, position, id").toArray();
  return rows.map((dashboard) => ({
    name: dashboard.name,
    description: dashboard.description,
    visibility: dashboard.visibility,
    ownerId: dashboard.owner_id,
    members: members.filter((row) => row.dashboard_id === dashboard.id).map((row) => ({ userId: row.user_id, role: row.role })),
    widgets: widgets
      .filter((row) => row.dashboard_id === dashboard.id)
      .map((row) => {
        const config = JSON.parse(row.config_json) as Record<string, unknown>;
        return { name: row.name, description: row.description, kind: row.kind, size: row.size, config, columnFilters: columnFiltersOf(sql, config) };
      }),
  }));
}

function restrictions(sql: SqlStorage) {
  return sql
    .exec<RuleRow>("SELECT access_key, level, scope_id, role, user_id, value FROM access_restrictions ORDER BY access_key, level, scope_id, role, user_id")
    .toArray()
    .map((row) => ({ access: row.access_key, level: row.level, scopeId: row.scope_id || null, role: row.role || null, userId: row.user_id || null, value: row.value }));
}

/** Webhooks' configuration: never a secret, nor their deliveries (they were for the old organisation's events). */
function webhooks(sql: SqlStorage) {
  return sql
    .exec<WebhookRow>("SELECT url, event_types, project_ids, created_by FROM webhook_endpoints ORDER BY url, created_at, id")
    .toArray()
    .map((row) => ({ url: row.url, eventTypes: row.event_types.split(",") as WebhookEventType[], projectIds: row.project_ids === null ? [] : (JSON.parse(row.project_ids) as string[]), createdBy: row.created_by }));
}

function organisation(sql: SqlStorage) {
  return { members: people(sql), teams: teams(sql), projects: projects(sql), dashboards: dashboards(sql), restrictions: restrictions(sql), webhooks: webhooks(sql) };
}

export type OrganisationContents = ReturnType<typeof organisation> & { name: string };

/** What a project's archive holds beside its project file, by the workspace's ids (decision 0099): the export names them by the file's keys and e-mails. */
function projectDetails(sql: SqlStorage, projectId: string) {
  return {
    tasks: taskHistoryOf(sql, projectId),
    watchers: watchChoicesInProject(sql, projectId),
    reactions: reactionsInProject(sql, projectId),
    pins: pinsOfProject(sql, projectId),
    visits: visitsOfProject(sql, projectId),
    boards: boardChoicesOfProject(sql, projectId),
  };
}

export type ProjectDetailRows = ReturnType<typeof projectDetails>;

export const archiveQueries = {
  /** The organisation's members, teams, projects (ids, by id) and dashboards, for its archive. */
  "organisationArchive.contents": defineQuery({
    permission: ARCHIVES,
    handler: ({ sql, viewer }, _input: NoInput) => ({ name: viewer.tenant.name, ...organisation(sql) }),
  }),

  /** One project's details beside its file: its tasks' history, watchers, reactions, pins, visits and board groupings. */
  "organisationArchive.projectDetails": defineQuery({
    permission: ARCHIVES,
    handler: ({ sql }, { projectId }: { projectId: string }) => projectDetails(sql, projectId),
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
