import { projectIndexOf, withColumnGroupings, type ArchiveManifest, type ArchiveWidgetSettings, type OrganisationFile, type ProjectDetails } from "~/lib/exports/organisationArchive";
import type { FileConversation, FileMessage, ProjectFile } from "~/lib/exports/projectJson";
import { fullName, mentionedIds, namingMentions, withMentions } from "~/lib/mentions";
import type { Role } from "~/lib/permissions";
import { ARCHIVE_NOT_NEW } from "~/schemas/organisationArchive";
import { type RichTextDoc } from "~/schemas/richText";
import { docToText } from "~/schemas/richTextTree";
import type { Effect } from "../../effects/types";
import { defineCommand, WorkspaceFailure, type MemberContext } from "../../operations";
import { keysAfter } from "../../order";
import { insertPending, commitAttachment } from "../attachments/store";
import { addMentions, insertMessage } from "../conversations/store";
import { findColumn } from "../columns/store";
import { insertDashboard, insertWidget, setDashboardMember } from "../dashboards/store";
import { writeProject, type ImportReport, type WrittenKeys } from "../projectImport/commands";
import { findTeam } from "../teams/store";
import { aboutOrganisation } from "./exporting";
import { writeDetails } from "./details";
import { placePeople, userIdOf, writeConversationChoices, type Known } from "./people";
import { ARCHIVES } from "./permission";
import { archiveAsSent, placeProject, writeRestrictions, writeTeams, writeWebhooks } from "./structure";

/**
 * An organisation's archive imported into this (new) organisation (decision 0092), in one command:
 * one transaction, so the archive arrives whole or not at all. The API has checked the whole archive
 * (lib/exports/organisationArchive.ts `readArchive`) and put its files' bytes in R2 under the keys
 * given here. People are matched by e-mail among this organisation's members: a matched active
 * member gets the archive's role back (the importer keeps theirs); the others come as former members
 * (people.ts, decision 0099) and the active ones among them are answered to be invited with their
 * role, so everything that names them (assignees, authors, places) keeps their name.
 */
export type ArchiveImport = {
  organisation: OrganisationFile;
  projects: Array<{ place: ArchiveManifest["projects"][number]; file: ProjectFile; details: ProjectDetails }>;
  /** Each file of the archive: the project (index), the item's key, the file's place among the item's files, and its object. */
  files: Array<{ project: number; item: string; attachment: number; key: string; size: number }>;
  /** The Meridian accounts of the archive's people, found in the directory: e-mail in lower case → user id. */
  accounts: Record<string, string>;
  /** Where the import was made (a webhook's deliveries link back to it). */
  origin: string;
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
  webhooks: number;
  /** E-mails of the archive's members who are members here, and got their role back. */
  matched: string[];
  /** Members of the archive who are not members here: to invite, with their role. */
  invite: Array<{ email: string; role: Role }>;
  /** People the archive names who are not members here: their work keeps their name, as former members'. */
  former: string[];
  /** People the projects named whom the archive does not list: left unassigned. */
  unassigned: string[];
};

/** The directory's rows of the members whose role the import gave back (their projection, decision record 46). */
function membershipsOf({ sql, viewer }: MemberContext, emails: readonly string[]): Effect[] {
  const wanted = new Set(emails.map((email) => email.toLowerCase()));
  return sql
    .exec<{ user_id: string; email: string; role: Role }>("SELECT user_id, email, role FROM members WHERE status = 'ACTIVE'")
    .toArray()
    .filter((row) => wanted.has(row.email.toLowerCase()) && row.user_id !== viewer.member.userId)
    .map((row) => ({ kind: "membership", tenantId: viewer.tenant.id, userId: row.user_id, role: row.role, status: "ACTIVE" }));
}

/** A message's document with its mentions by id of the members found here; others become "@someone" (withMentions). */
function bodyOf(message: FileMessage, known: Known) {
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

/**
 * The project's conversations and files, on the items the import gave ids, each file on the message
 * it came with; authors and uploaders not here become the importer. Answers the ids of each item's
 * messages in the file's order (conversations, each followed by its replies), which the details name.
 */
function writeDiscussions(context: MemberContext, project: ArchiveImport["projects"][number], keys: WrittenKeys, files: ArchiveImport["files"], projectIndex: number, known: Known) {
  const { sql, viewer } = context;
  const { file } = project;
  const messageIds = new Map<string, string[]>();
  const personOr = (email: string | null) => (email && known.get(email.toLowerCase())?.userId) || viewer.member.userId;
  let conversations = 0;
  let messages = 0;
  let written = 0;
  const items = [...file.groups.map((group) => ({ ...group, type: "taskGroup" as const })), ...file.tasks.map((task) => ({ ...task, type: "task" as const }))];
  for (const item of items) {
    const itemId = keys.items.get(item.key)!;
    const posted: string[] = [];
    messageIds.set(item.key, posted);
    const post = (message: FileMessage, conversationId: string | null) => {
      const body = bodyOf(message, known);
      const createdAt = Date.parse(message.createdAt);
      const row = {
        id: crypto.randomUUID(), item_type: item.type, item_id: itemId, conversation_id: conversationId, author_id: personOr(message.author),
        body_json: body.json, body_text: body.text, created_at: createdAt, edited_at: message.editedAt ? Date.parse(message.editedAt) : null, deleted_at: null, last_activity_at: createdAt, reply_count: 0,
      };
      insertMessage(sql, row);
      addMentions(sql, row, body.mentions);
      messages += 1;
      posted.push(row.id);
      return row.id;
    };
    item.conversations.forEach((conversation: FileConversation) => {
      const id = post(conversation, null);
      conversation.replies.forEach((reply) => post(reply, id));
      conversations += 1;
    });
    // The archive writes moments to the second and lists an item's files oldest first: files of the
    // same second keep that order, a millisecond apart, where a tie would leave it to their new ids.
    let previousFile = -Infinity;
    item.attachments.forEach((attachment, index) => {
      const bytes = files.find((candidate) => candidate.project === projectIndex && candidate.item === item.key && candidate.attachment === index);
      if (!bytes) return;
      const id = crypto.randomUUID();
      const createdAt = (previousFile = Math.max(Date.parse(attachment.createdAt), previousFile + 1));
      const message = project.details.fileMessages.find((link) => link.item === item.key && link.attachment === index);
      insertPending(sql, {
        id, item_type: item.type, item_id: itemId, message_id: message ? posted[message.message] : null, r2_key: bytes.key, name: attachment.name, content_type: attachment.contentType,
        size: bytes.size, state: "pending", uploaded_by: personOr(attachment.uploadedBy), created_at: createdAt, committed_at: null, draft_for: null,
      });
      commitAttachment(sql, id, bytes.size, createdAt);
      written += 1;
    });
  }
  return { conversations, messages, files: written, messageIds };
}

/** A column filter's value as the widget stores it: an option of the new column by its label, or a person by e-mail. */
function columnValue(sql: SqlStorage, columnId: string, value: string, known: Known) {
  const column = findColumn(sql, columnId)!;
  if (column.type === "PEOPLE") return userIdOf(known, value);
  return column.config.options?.find((option) => option.label.toLowerCase() === value.toLowerCase())?.id ?? null;
}

/** A widget's settings with this organisation's ids for the archive's references. */
function widgetConfig(sql: SqlStorage, settings: ArchiveWidgetSettings, teams: Map<string, string>, projects: ReadonlyArray<{ projectId: string; keys: WrittenKeys }>, known: Known) {
  const column = (ref: string | undefined) => {
    if (!ref) return undefined;
    const [project, key] = ref.split("/");
    return projects[projectIndexOf(project)]?.keys.columns.get(key);
  };
  return {
    ...withColumnGroupings(settings, column),
    teamIds: settings.teamIds.map((key) => teams.get(key)!),
    projectIds: settings.projectIds.map((ref) => projects[projectIndexOf(ref)].projectId),
    assigneeIds: settings.assigneeIds.map((email) => known.get(email.toLowerCase())?.userId).filter((id): id is string => id !== undefined),
    measureColumnId: column(settings.measureColumnId),
    // "<columnId>:<option id or person id>", the options' ids being the ones the import gave the columns.
    columnValues: settings.columnValues.flatMap((filter) => {
      const columnId = column(filter.column)!;
      const value = columnValue(sql, columnId, filter.value, known);
      return value ? [`${columnId}:${value}`] : [];
    }),
  };
}

function writeDashboards(context: MemberContext, organisation: OrganisationFile, teams: Map<string, string>, projects: ReadonlyArray<{ projectId: string; keys: WrittenKeys }>, known: Known) {
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
      const config = widgetConfig(sql, widget.settings, teams, projects, known);
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
  const people = placePeople(context, input.organisation, input.accounts);
  const { known } = people;
  writeConversationChoices(context, input.organisation, known);
  const emails = new Map([...known].map(([email, found]) => [email, found.userId]));
  const teams = writeTeams(context, input.organisation, input.projects, known);
  const written: Array<{ projectId: string; keys: WrittenKeys; report: ImportReport; archived: boolean }> = [];
  const totals = { conversations: 0, messages: 0, files: 0 };
  input.projects.forEach((project, index) => {
    const place = teams.get(project.place.team)!;
    const team = findTeam(sql, place.id)!;
    const folderId = project.place.folder === null ? undefined : place.folders.get(project.place.folder);
    const target = { ...context, target: { team, role: "OWNER" } } as Parameters<typeof writeProject>[0];
    const { report, keys } = writeProject(target, { teamId: team.id, folderId, file: project.file }, emails);
    written.push({ projectId: report.projectId, keys, report, archived: project.place.archived });
    placeProject(context, { projectId: report.projectId, keys }, project.place, known);
    const discussed = writeDiscussions(context, project, keys, input.files, index, known);
    writeDetails(context, { projectId: report.projectId, keys, messages: discussed.messageIds }, project.details, known);
    totals.conversations += discussed.conversations;
    totals.messages += discussed.messages;
    totals.files += discussed.files;
  });
  const teamIds = new Map([...teams].map(([key, team]) => [key, team.id]));
  const widgets = writeDashboards(context, input.organisation, teamIds, written, known);
  const projectIdOf = (ref: string) => written[projectIndexOf(ref)].projectId;
  writeRestrictions(context, input.organisation.restrictions, teams, projectIdOf, known);
  const webhooks = writeWebhooks(context, input.organisation.webhooks, projectIdOf, known, input.origin);
  archiveAsSent(context, input.organisation, teams, written);
  return {
    teams: teams.size,
    projects: written.length,
    tasks: written.reduce((sum, { report }) => sum + report.counts.tasks + report.counts.subtasks, 0),
    dashboards: input.organisation.dashboards.length,
    widgets,
    ...totals,
    webhooks,
    matched: people.matched,
    invite: people.invite,
    former: people.former,
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
