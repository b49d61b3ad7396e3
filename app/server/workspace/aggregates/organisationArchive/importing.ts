import { projectIndexOf, type ArchiveWidgetSettings, type OrganisationFile } from "~/lib/exports/organisationArchive";
import type { FileConversation, FileMessage, ProjectFile } from "~/lib/exports/projectJson";
import { fullName, mentionedIds, namingMentions, withMentions, type Person } from "~/lib/mentions";
import type { Role } from "~/lib/permissions";
import { ARCHIVE_NOT_NEW } from "~/schemas/organisationArchive";
import { docToText, type RichTextDoc } from "~/schemas/richText";
import type { Effect } from "../../effects/types";
import { defineCommand, WorkspaceFailure, type MemberContext } from "../../operations";
import { keyBetween, keysAfter } from "../../order";
import { insertPending, commitAttachment } from "../attachments/store";
import { addMentions, insertMessage } from "../conversations/store";
import { insertDashboard, insertWidget, setDashboardMember } from "../dashboards/store";
import { setMemberRole } from "../members/admin";
import { writeProject, type ImportReport, type WrittenKeys } from "../projectImport/commands";
import { insertStatuses, insertDefaultStatuses } from "../statuses/store";
import { insertTeam, lastTeamPosition, setTeamStatuses, upsertTeamMember, findTeam } from "../teams/store";
import { aboutOrganisation } from "./exporting";
import { ARCHIVES } from "./permission";

/**
 * An organisation's archive imported into this (new) organisation (decision 0092), in one command:
 * one transaction, so the archive arrives whole or not at all. The API has checked the whole archive
 * (lib/exports/organisationArchive.ts `readArchive`) and put its files' bytes in R2 under the keys
 * given here. People are matched by e-mail among this organisation's active members: a matched
 * member gets the archive's role back (the importer keeps theirs); the others are answered to be
 * invited with their role, and what named them (assignees, authors, team places) is left as the
 * project import leaves an unknown person (decision 0047).
 */
export type ArchiveImport = {
  organisation: OrganisationFile;
  projects: Array<{ team: string; file: ProjectFile }>;
  /** Each file of the archive: the project (index), the item's key, the file's place among the item's files, and its object. */
  files: Array<{ project: number; item: string; attachment: number; key: string; size: number }>;
};

export type ArchiveImportReport = {
  teams: number;
  projects: number;
  tasks: number;
  dashboards: number;
  widgets: number;
  conversations: number;
  messages: number;
  files: number;
  /** E-mails of the archive's members who are members here, and got their role back. */
  matched: string[];
  /** Members of the archive who are not members here: to invite, with their role. */
  invite: Array<{ email: string; role: Role }>;
  /** People the projects named who are not (active) members here: left unassigned. */
  unassigned: string[];
};

type Matched = Map<string, { userId: string; person: Person }>;

function activeMembers(sql: SqlStorage): Matched {
  const rows = sql
    .exec<{ user_id: string; email: string; first_name: string; last_name: string }>("SELECT user_id, email, first_name, last_name FROM members WHERE status = 'ACTIVE'")
    .toArray();
  return new Map(rows.map((row) => [row.email.toLowerCase(), { userId: row.user_id, person: { userId: row.user_id, firstName: row.first_name, lastName: row.last_name } }]));
}

/** People: the archive's members found here get their role back (never the importer, never a super admin's place taken); the rest are to invite. */
function matchMembers(context: MemberContext, organisation: OrganisationFile, known: Matched) {
  const { sql, now, viewer } = context;
  const matched: string[] = [];
  const invite: ArchiveImportReport["invite"] = [];
  for (const member of organisation.members) {
    if (!member.active) continue;
    const found = known.get(member.email.toLowerCase());
    if (!found) {
      invite.push({ email: member.email, role: member.role });
      continue;
    }
    matched.push(member.email);
    if (found.userId === viewer.member.userId) continue;
    setMemberRole(sql, found.userId, member.role, now);
  }
  return { matched, invite };
}

/** The directory's rows of the members whose role the import gave back (their projection, decision record 46). */
function membershipsOf({ sql, viewer }: MemberContext, emails: readonly string[]): Effect[] {
  const wanted = new Set(emails.map((email) => email.toLowerCase()));
  return sql
    .exec<{ user_id: string; email: string; role: Role }>("SELECT user_id, email, role FROM members WHERE status = 'ACTIVE'")
    .toArray()
    .filter((row) => wanted.has(row.email.toLowerCase()) && row.user_id !== viewer.member.userId)
    .map((row) => ({ kind: "membership", tenantId: viewer.tenant.id, userId: row.user_id, role: row.role, status: "ACTIVE" }));
}

/** Each team with its members who are here, and the statuses of its first project (the team's, as the file carries them). */
function writeTeams(context: MemberContext, input: ArchiveImport, known: Matched) {
  const { sql, now, viewer } = context;
  const ids = new Map<string, string>();
  let position = lastTeamPosition(sql);
  for (const team of input.organisation.teams) {
    const id = crypto.randomUUID();
    position = keyBetween(position, null);
    const owner = team.members.find((member) => member.role === "OWNER" && known.has(member.email.toLowerCase()));
    insertTeam(sql, { id, name: team.name, owner_id: owner ? known.get(owner.email.toLowerCase())!.userId : viewer.member.userId, position }, now);
    for (const member of team.members) {
      const found = known.get(member.email.toLowerCase());
      if (found) upsertTeamMember(sql, id, found.userId, member.role, now);
    }
    if (!owner) upsertTeamMember(sql, id, viewer.member.userId, "OWNER", now);
    const statuses = input.projects.find((project) => project.team === team.key)?.file.statuses;
    const [first] = statuses?.length ? insertStatuses(sql, id, statuses, now) : insertDefaultStatuses(sql, id, now);
    setTeamStatuses(sql, id, first, null, now);
    ids.set(team.key, id);
  }
  return ids;
}

/** A message's document with its mentions by id of the members found here; others become "@someone" (withMentions). */
function bodyOf(message: FileMessage, known: Matched) {
  const people = [...known.values()].map((found) => found.person);
  const byEmail = (node: unknown): unknown => {
    if (!node || typeof node !== "object") return node;
    const { type, attrs, content } = node as { type?: unknown; attrs?: { id?: unknown }; content?: unknown };
    if (type === "mention" && typeof attrs?.id === "string") return { ...node, attrs: { ...attrs, id: known.get(attrs.id.toLowerCase())?.userId ?? attrs.id } };
    return Array.isArray(content) ? { ...node, content: content.map(byEmail) } : node;
  };
  const doc = withMentions(byEmail(message.body) as RichTextDoc, people);
  const names = new Map(people.map((person) => [person.userId, fullName(person)]));
  return { json: JSON.stringify(doc), text: docToText(namingMentions(doc, (id) => names.get(id))), mentions: mentionedIds(doc) };
}

/** The project's conversations and files, on the items the import gave ids; authors and uploaders not here become the importer. */
function writeDiscussions(context: MemberContext, file: ProjectFile, keys: WrittenKeys, files: ArchiveImport["files"], projectIndex: number, known: Matched) {
  const { sql, viewer } = context;
  const personOr = (email: string | null) => (email && known.get(email.toLowerCase())?.userId) || viewer.member.userId;
  let conversations = 0;
  let messages = 0;
  let written = 0;
  const items = [...file.groups.map((group) => ({ ...group, type: "taskGroup" as const })), ...file.tasks.map((task) => ({ ...task, type: "task" as const }))];
  for (const item of items) {
    const itemId = keys.items.get(item.key)!;
    const post = (message: FileMessage, conversationId: string | null) => {
      const body = bodyOf(message, known);
      const createdAt = Date.parse(message.createdAt);
      const row = {
        id: crypto.randomUUID(), item_type: item.type, item_id: itemId, conversation_id: conversationId, author_id: personOr(message.author),
        body_json: body.json, body_text: body.text, created_at: createdAt, edited_at: null, deleted_at: null, last_activity_at: createdAt, reply_count: 0,
      };
      insertMessage(sql, row);
      addMentions(sql, row, body.mentions);
      messages += 1;
      return row.id;
    };
    item.conversations.forEach((conversation: FileConversation) => {
      const id = post(conversation, null);
      conversation.replies.forEach((reply) => post(reply, id));
      conversations += 1;
    });
    item.attachments.forEach((attachment, index) => {
      const bytes = files.find((candidate) => candidate.project === projectIndex && candidate.item === item.key && candidate.attachment === index);
      if (!bytes) return;
      const id = crypto.randomUUID();
      const createdAt = Date.parse(attachment.createdAt);
      insertPending(sql, {
        id, item_type: item.type, item_id: itemId, message_id: null, r2_key: bytes.key, name: attachment.name, content_type: attachment.contentType,
        size: bytes.size, state: "pending", uploaded_by: personOr(attachment.uploadedBy), created_at: createdAt, committed_at: null, draft_for: null,
      });
      commitAttachment(sql, id, bytes.size, createdAt);
      written += 1;
    });
  }
  return { conversations, messages, files: written };
}

/** A widget's settings with this organisation's ids for the archive's references. */
function widgetConfig(settings: ArchiveWidgetSettings, teams: Map<string, string>, projects: ReadonlyArray<{ projectId: string; keys: WrittenKeys }>, known: Matched) {
  const column = (ref: string | undefined) => {
    if (!ref) return undefined;
    const [project, key] = ref.split("/");
    return projects[projectIndexOf(project)]?.keys.columns.get(key);
  };
  const { columnValues: _values, ...rest } = settings;
  return {
    ...rest,
    teamIds: settings.teamIds.map((key) => teams.get(key)!),
    projectIds: settings.projectIds.map((ref) => projects[projectIndexOf(ref)].projectId),
    assigneeIds: settings.assigneeIds.map((email) => known.get(email.toLowerCase())?.userId).filter((id): id is string => id !== undefined),
    measureColumnId: column(settings.measureColumnId),
    // A column's values name options by their ids, which the import gives anew: the filter is left out (decision 0092).
    columnValues: [],
  };
}

function writeDashboards(context: MemberContext, organisation: OrganisationFile, teams: Map<string, string>, projects: ReadonlyArray<{ projectId: string; keys: WrittenKeys }>, known: Matched) {
  const { sql, now, viewer } = context;
  let widgets = 0;
  for (const dashboard of organisation.dashboards) {
    const id = crypto.randomUUID();
    const owner = (dashboard.owner && known.get(dashboard.owner.toLowerCase())?.userId) || viewer.member.userId;
    insertDashboard(sql, { id, name: dashboard.name, description: dashboard.description, visibility: dashboard.visibility, owner_id: owner, created_at: now, updated_at: now });
    for (const member of dashboard.members) {
      const found = known.get(member.email.toLowerCase());
      if (found && found.userId !== owner) setDashboardMember(sql, id, found.userId, member.role, now);
    }
    const positions = keysAfter(null, dashboard.widgets.length);
    dashboard.widgets.forEach((widget, index) => {
      const config = widgetConfig(widget.settings, teams, projects, known);
      insertWidget(sql, {
        id: crypto.randomUUID(), dashboard_id: id, name: widget.name, description: widget.description, kind: widget.kind, size: widget.size,
        position: positions[index], config_json: JSON.stringify(config), created_by: owner, created_at: now, updated_at: now,
      });
      widgets += 1;
    });
  }
  return widgets;
}

function importArchive(context: MemberContext, input: ArchiveImport): ArchiveImportReport {
  const { sql } = context;
  const projectCount = sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM projects").one().n;
  if (projectCount > 0) throw new WorkspaceFailure(409, ARCHIVE_NOT_NEW);
  const known = activeMembers(sql);
  const people = matchMembers(context, input.organisation, known);
  const teams = writeTeams(context, input, known);
  const written: Array<{ projectId: string; keys: WrittenKeys; report: ImportReport }> = [];
  const totals = { conversations: 0, messages: 0, files: 0 };
  input.projects.forEach((project, index) => {
    const team = findTeam(sql, teams.get(project.team)!)!;
    const { report, keys } = writeProject({ ...context, target: { team, role: "OWNER" } } as Parameters<typeof writeProject>[0], { teamId: team.id, file: project.file });
    written.push({ projectId: report.projectId, keys, report });
    const discussed = writeDiscussions(context, project.file, keys, input.files, index, known);
    totals.conversations += discussed.conversations;
    totals.messages += discussed.messages;
    totals.files += discussed.files;
  });
  const widgets = writeDashboards(context, input.organisation, teams, written, known);
  return {
    teams: teams.size,
    projects: written.length,
    tasks: written.reduce((sum, { report }) => sum + report.counts.tasks + report.counts.subtasks, 0),
    dashboards: input.organisation.dashboards.length,
    widgets,
    ...totals,
    matched: people.matched,
    invite: people.invite,
    unassigned: [...new Set(written.flatMap(({ report }) => report.unassigned))].sort(),
  };
}

export const archiveImportCommands = {
  /** A whole organisation from its checked archive, into this organisation while it has no projects. */
  "organisationArchive.import": defineCommand({
    permission: ARCHIVES,
    handler: importArchive,
    activity: (_input, report, { viewer }) =>
      aboutOrganisation("imported", viewer.tenant.id, { teams: report.teams, projects: report.projects, tasks: report.tasks, dashboards: report.dashboards, files: report.files }),
    effects: (_input, report, context) => membershipsOf(context, report.matched),
  }),
};
