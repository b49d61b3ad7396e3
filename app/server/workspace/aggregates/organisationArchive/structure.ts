import type { ArchiveManifest, OrganisationFile } from "~/lib/exports/organisationArchive";
import type { ProjectFile } from "~/lib/exports/projectJson";
import type { MemberContext } from "../../operations";
import { keyBetween, keysAfter } from "../../order";
import { hideItem, type HideableKind } from "../../hideable";
import { folderHideable } from "../folders/hideable";
import { insertFolder } from "../folders/store";
import { replaceHolidays } from "../holidays/store";
import { setCardColumnIds } from "../kanban/store";
import type { WrittenKeys } from "../projectImport/commands";
import { projectHideable } from "../projects/hideable";
import { putProjectMember, setProjectColumn } from "../projects/store";
import { writeRule } from "../restrictions/store";
import { insertStatuses, insertDefaultStatuses } from "../statuses/store";
import { teamHideable } from "../teams/hideable";
import { insertTeam, lastTeamPosition, setTeamStatuses, upsertTeamMember } from "../teams/store";
import { insertEndpoint, setEnabled } from "../webhooks/store";
import { newWebhookSecret } from "../webhooks/signature";
import { userIdOf, type Known } from "./people";

/**
 * The organisation's structure from its archive (decision 0099), around the projects the project
 * import writes: teams with their owner, members, statuses, holidays and folders; each project's
 * place (folder, owner, everyone's role in it, the board's card columns); access restrictions;
 * webhooks, disabled and with new secrets; and last what was archived, as the archive sends it.
 */
export const IMPORTED_WEBHOOK = "Imported from an organisation archive: check it and turn it on (its secret is new)";

export type ImportedProject = { projectId: string; keys: WrittenKeys };
export type WrittenTeam = { id: string; folders: Map<string, string> };

/** The team's statuses: the archive's (version 2), else its first project's, else the defaults; its default and assigned ones by name. */
function writeStatuses(context: MemberContext, teamId: string, team: OrganisationFile["teams"][number], firstFile: ProjectFile | undefined) {
  const { sql, now } = context;
  const statuses = team.statuses.length ? team.statuses : (firstFile?.statuses ?? []);
  const ids = statuses.length ? insertStatuses(sql, teamId, statuses, now) : insertDefaultStatuses(sql, teamId, now);
  const named = (name: string | null) => (name === null ? null : (ids[statuses.findIndex((status) => status.name === name)] ?? null));
  const defaultStatus = team.statuses.length ? named(team.defaultStatus) : ids[0];
  setTeamStatuses(sql, teamId, defaultStatus, named(team.assignedStatus), now);
}

export function writeTeams(context: MemberContext, organisation: OrganisationFile, projects: ReadonlyArray<{ place: ArchiveManifest["projects"][number]; file: ProjectFile }>, known: Known) {
  const { sql, now, viewer } = context;
  const written = new Map<string, WrittenTeam>();
  let position = lastTeamPosition(sql);
  for (const team of organisation.teams) {
    const id = crypto.randomUUID();
    position = keyBetween(position, null);
    const ownerEmail = team.owner ?? team.members.find((member) => member.role === "OWNER" && known.has(member.email.toLowerCase()))?.email ?? null;
    const owner = userIdOf(known, ownerEmail);
    insertTeam(sql, { id, name: team.name, owner_id: owner ?? viewer.member.userId, position }, now);
    for (const member of team.members) {
      const userId = userIdOf(known, member.email);
      if (userId) upsertTeamMember(sql, id, userId, member.role, now);
    }
    if (!owner) upsertTeamMember(sql, id, viewer.member.userId, "OWNER", now);
    writeStatuses(context, id, team, projects.find((project) => project.place.team === team.key)?.file);
    replaceHolidays(sql, id, team.holidays);
    const folders = new Map<string, string>();
    const positions = keysAfter(null, team.folders.length);
    team.folders.forEach((folder, index) => {
      const folderId = crypto.randomUUID();
      insertFolder(sql, { id: folderId, team_id: id, name: folder.name, position: positions[index], created_by: owner ?? viewer.member.userId }, now);
      folders.set(folder.key, folderId);
    });
    written.set(team.key, { id, folders });
  }
  return written;
}

/** A project's owner, everyone's role in it and its card columns, as the archive says (version 1 has only the project file's members). */
export function placeProject(context: MemberContext, project: ImportedProject, place: ArchiveManifest["projects"][number], known: Known) {
  const { sql, now, viewer } = context;
  const owner = userIdOf(known, place.owner);
  if (owner && owner !== viewer.member.userId) setProjectColumn(sql, project.projectId, "owner_id", owner, now);
  if (place.members !== null) {
    sql.exec("DELETE FROM project_members WHERE project_id = ?", project.projectId);
    for (const member of place.members) {
      const userId = userIdOf(known, member.email);
      if (userId) putProjectMember(sql, project.projectId, userId, member.role, now);
    }
  }
  const columns = place.cardColumns.map((key) => project.keys.columns.get(key)).filter((id): id is string => id !== undefined);
  if (columns.length) setCardColumnIds(sql, project.projectId, columns, now);
}

export function writeRestrictions(context: MemberContext, rules: OrganisationFile["restrictions"], teams: Map<string, WrittenTeam>, projectIdOf: (ref: string) => string, known: Known) {
  const { sql, now, viewer } = context;
  for (const rule of rules) {
    const scopeId = rule.scope === null ? null : rule.level === "TEAM" ? teams.get(rule.scope)!.id : projectIdOf(rule.scope);
    const userId = rule.person === null ? null : userIdOf(known, rule.person);
    if (rule.person !== null && !userId) continue;
    writeRule(sql, { accessKey: rule.access, level: rule.level, scopeId, role: rule.role, userId }, rule.value, viewer.member.userId, now);
  }
}

/** Each webhook registered again, off and with a new secret: the old one stays with the organisation it signed for. */
export function writeWebhooks(context: MemberContext, webhooks: OrganisationFile["webhooks"], projectIdOf: (ref: string) => string, known: Known, origin: string) {
  const { sql, now, viewer } = context;
  for (const webhook of webhooks) {
    const id = crypto.randomUUID();
    const createdBy = userIdOf(known, webhook.createdBy) ?? viewer.member.userId;
    insertEndpoint(sql, { id, createdBy, url: webhook.url, eventTypes: webhook.eventTypes, projectIds: webhook.projects.map(projectIdOf), secret: newWebhookSecret(), origin }, now);
    setEnabled(sql, id, false, IMPORTED_WEBHOOK);
  }
  return webhooks.length;
}

/** What was archived goes to the archive, the smallest first, so each keeps its own place there (decision record 28). */
export function archiveAsSent(context: MemberContext, organisation: OrganisationFile, teams: Map<string, WrittenTeam>, projects: ReadonlyArray<ImportedProject & { archived: boolean }>) {
  const { sql, now, viewer } = context;
  const archive = (kind: HideableKind, id: string) => hideItem(sql, kind, id, "archive", viewer.member.userId, now);
  for (const project of projects) if (project.archived) archive(projectHideable, project.projectId);
  for (const team of organisation.teams) {
    for (const folder of team.folders) if (folder.archived) archive(folderHideable, teams.get(team.key)!.folders.get(folder.key)!);
  }
  for (const team of organisation.teams) if (team.archived) archive(teamHideable, teams.get(team.key)!.id);
}
