import {
  projectRef,
  withColumnGroupings,
  writeArchive,
  type ArchiveManifest,
  type ArchiveWidgetSettings,
  type OrganisationFile,
  type ProjectDetails,
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
} from "~/lib/exports/organisationArchive";
import type { ProjectFile } from "~/lib/exports/projectJson";
import { EXPORT_FILE_MS } from "~/schemas/exportJobs";
import type { Env } from "../env";
import { Records } from "./records";
import { exportFileKey, exportPieceKey } from "../workspace/aggregates/exports/files";
import type { ExportJob } from "../workspace/aggregates/exports/jobs";
import type { OrganisationContents, ProjectDetailRows } from "../workspace/aggregates/organisationArchive/contents";
import { EXPORT_PAGE_MAX } from "../workspace/readModels/projectExport/queries";
import type { JobWorkspace } from "./jobWorkspace";
import { exportDownloadLink } from "./downloadLink";

/**
 * An organisation's archive (decision 0092) built by the alarm as a background export (decision
 * 0057): each step writes one project's file (in the order of their ids, from the last one written,
 * so a project added meanwhile is not written twice), read as the super admin through the same
 * projectExport queries and `Records` as a project's JSON export, with archived items; the last step
 * reads the organisation (members, teams, dashboards) and the files' bytes and writes the zip.
 */
export const NO_LONGER_ARCHIVES = "You can no longer export this organisation, so its export stopped";

/** A step's piece: the project's file and the keys it gave the workspace's ids. */
type ProjectPiece = { projectId: string; teamId: string; file: string; keys: ReturnType<Records["keys"]>; details: ProjectDetailRows } | { projectId: string; gone: true };

async function projectPiece(workspace: JobWorkspace, userId: string, projectId: string, teamId: string, origin: string): Promise<ProjectPiece> {
  const head = await workspace.queryAs(userId, { name: "projectExport.head", input: { projectId, archived: true, details: true } });
  if (!head.ok) return { projectId, gone: true };
  const records = new Records(head.data, origin);
  const tasks: ProjectFile["tasks"] = [];
  let cursor: string | undefined;
  do {
    const page = await workspace.queryAs(userId, { name: "projectExport.tasks", input: { projectId, archived: true, details: true, filters: {}, cursor, limit: EXPORT_PAGE_MAX } });
    if (!page.ok) return { projectId, gone: true };
    tasks.push(...records.tasks(page.data));
    cursor = page.data.nextCursor ?? undefined;
  } while (cursor);
  const dependencies: ProjectFile["dependencies"] = [];
  let afterRow: number | undefined;
  do {
    const page = await workspace.queryAs(userId, { name: "projectExport.dependencies", input: { projectId, afterRow } });
    if (!page.ok) return { projectId, gone: true };
    dependencies.push(...page.data.dependencies.map((link) => records.dependency(link)).filter((link) => link !== null));
    afterRow = page.data.nextRow ?? undefined;
  } while (afterRow !== undefined);
  const details = await workspace.queryAs(userId, { name: "organisationArchive.projectDetails", input: { projectId } });
  if (!details.ok) return { projectId, gone: true };
  const file: ProjectFile = { ...records.preamble(false), tasks, dependencies };
  return { projectId, teamId, file: JSON.stringify(file), keys: records.keys(), details: details.data };
}

export async function runArchiveStep(env: Env, workspace: JobWorkspace, job: ExportJob, tenantId: string, userId: string): Promise<void> {
  const end = (error: string) => workspace.system({ name: "exports.end", input: { jobId: job.id, error } });
  const contents = await workspace.queryAs(userId, { name: "organisationArchive.contents", input: {} });
  if (!contents.ok) return void (await end(NO_LONGER_ARCHIVES));
  // Steps go by id (the contents list them in their teams' order).
  const projects = [...contents.data.projects].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const next = job.phase === "tasks" ? projects.find((project) => job.cursor === null || project.id > job.cursor) : undefined;
  if (next) {
    const piece = await projectPiece(workspace, userId, next.id, next.teamId, job.query.origin);
    const body = JSON.stringify(piece);
    await env.FILES.put(exportPieceKey(tenantId, job.id, job.pieces), body);
    const more = projects.some((project) => project.id > next.id);
    await workspace.system({
      name: "exports.advance",
      input: { jobId: job.id, from: job.pieces, phase: more ? "tasks" : "finish", cursor: next.id, done: job.done + 1, bytes: new TextEncoder().encode(body).byteLength },
    });
    return;
  }
  const files = await workspace.queryAs(userId, { name: "organisationArchive.files", input: {} });
  if (!files.ok) return void (await end(NO_LONGER_ARCHIVES));
  await env.FILES.put(exportFileKey(tenantId, job.id), await buildArchive(env, tenantId, job, contents.data, files.data.files));
  const expiresAt = Date.now() + EXPORT_FILE_MS;
  const link = await exportDownloadLink(job.query.origin, env.SIGNING_SECRET, { tenantId, userId, jobId: job.id, expires: expiresAt });
  await workspace.system({ name: "exports.end", input: { jobId: job.id, expiresAt, link, origin: job.query.origin } });
}

async function readPieces(env: Env, tenantId: string, job: ExportJob) {
  const pieces: ArchivedPiece[] = [];
  for (let index = 0; index < job.pieces; index++) {
    const object = await env.FILES.get(exportPieceKey(tenantId, job.id, index));
    if (!object) throw new Error(`Archive piece ${index} is missing`);
    const piece = (await object.json()) as ProjectPiece;
    if (!("gone" in piece)) pieces.push(piece);
  }
  return pieces;
}

/** The archive's references for the workspace's ids: teams "team1", folders "f1" (in their team), projects "p1", columns "p1/c2", people by e-mail. */
function references(contents: OrganisationContents, pieces: readonly ArchivedPiece[]) {
  const emails = new Map(contents.members.map((member) => [member.userId, member.email]));
  const teams = new Map(contents.teams.map((team, index) => [team.id, `team${index + 1}`]));
  const folders = new Map(contents.teams.flatMap((team) => team.folders.map((folder, index) => [folder.id, `f${index + 1}`] as const)));
  const projects = new Map(pieces.map((piece, index) => [piece.projectId, projectRef(index)]));
  const columns = new Map(pieces.flatMap((piece, index) => Object.entries(piece.keys.columns).map(([id, key]) => [id, `${projectRef(index)}/${key}`] as const)));
  return { emails, teams, folders, projects, columns };
}

type Refs = ReturnType<typeof references>;
type ArchivedPiece = Extract<ProjectPiece, { file: string }>;

const known = (ids: unknown, map: Map<string, string>) => (Array.isArray(ids) ? ids.map((id) => map.get(String(id))).filter((ref): ref is string => ref !== undefined) : []);

type Widget = OrganisationContents["dashboards"][number]["widgets"][number];

function widgetSettings({ config, columnFilters }: Widget, refs: Refs): ArchiveWidgetSettings {
  const { columnValues: _ids, measureColumnId, ...rest } = config;
  const column = typeof measureColumnId === "string" ? refs.columns.get(measureColumnId) : undefined;
  return {
    ...withColumnGroupings(rest, (id) => refs.columns.get(id)),
    teamIds: known(config.teamIds, refs.teams),
    projectIds: known(config.projectIds, refs.projects),
    assigneeIds: known(config.assigneeIds, refs.emails),
    ...(column ? { measureColumnId: column } : {}),
    // A filter of a column or person the archive does not hold (in the bin, gone) is left out.
    columnValues: columnFilters.flatMap((filter) => {
      const ref = refs.columns.get(filter.columnId);
      const value = filter.option ?? refs.emails.get(filter.userId ?? "");
      return ref && value ? [{ column: ref, value }] : [];
    }),
  };
}

const byEmail = <T extends { email: string }>(list: T[]) => list.sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));

/** People's places (in a team, project or dashboard) by e-mail, in its order. */
const placesOf = <R>(members: ReadonlyArray<{ userId: string; role: R }>, refs: Refs) =>
  byEmail(members.flatMap((member) => (refs.emails.has(member.userId) ? [{ email: refs.emails.get(member.userId)!, role: member.role }] : [])));

function organisationFile(contents: OrganisationContents, refs: Refs): OrganisationFile {
  const email = (userId: string) => refs.emails.get(userId) ?? null;
  return {
    members: contents.members.map(({ email: address, firstName, lastName, role, status, newestFirst, mailOff }) => ({ email: address, firstName, lastName, role, status, newestFirst, mailOff })),
    teams: contents.teams.map((team) => ({
      key: refs.teams.get(team.id)!,
      name: team.name,
      owner: email(team.ownerId),
      archived: team.archived,
      members: placesOf(team.members, refs),
      statuses: team.statuses,
      defaultStatus: team.defaultStatus,
      assignedStatus: team.assignedStatus,
      holidays: team.holidays,
      folders: team.folders.map((folder) => ({ key: refs.folders.get(folder.id)!, name: folder.name, archived: folder.archived })),
    })),
    dashboards: contents.dashboards.map((dashboard) => ({
      name: dashboard.name,
      description: dashboard.description,
      visibility: dashboard.visibility,
      owner: email(dashboard.ownerId),
      members: placesOf(dashboard.members, refs),
      widgets: dashboard.widgets.map((widget) => ({ name: widget.name, description: widget.description, kind: widget.kind, size: widget.size, settings: widgetSettings(widget, refs) })),
    })),
    // A rule of a place or person the archive does not hold (in the bin, gone) is left out, as Settings › Access leaves it.
    restrictions: contents.restrictions.flatMap((rule) => {
      const scope = rule.scopeId === null ? null : (refs.teams.get(rule.scopeId) ?? refs.projects.get(rule.scopeId) ?? undefined);
      const person = rule.userId === null ? null : (email(rule.userId) ?? undefined);
      if (scope === undefined || person === undefined) return [];
      return [{ access: rule.access, level: rule.level, scope, role: rule.role, person, value: rule.value }];
    }),
    webhooks: contents.webhooks.map((webhook) => ({ url: webhook.url, eventTypes: webhook.eventTypes, projects: known(webhook.projectIds, refs.projects), createdBy: email(webhook.createdBy) })),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
/** Rows in one order whatever order the workspace read them in, so two exports of the same work are equal. */
const sorted = <T>(rows: readonly T[]): T[] =>
  rows
    .map((row) => [JSON.stringify(row), row] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row);

/**
 * A project's details by the file's keys and people's e-mails (decision 0099): what names an item,
 * message or person the archive does not hold (in the bin, deleted, not listed) is left out.
 */
function projectDetails({ keys, details }: ArchivedPiece, refs: Refs): ProjectDetails {
  const person = (userId: string) => refs.emails.get(userId);
  const byPerson = <R extends { user_id: string }, T>(rows: readonly R[], shape: (row: R, email: string) => T | null) =>
    sorted(rows.flatMap((row) => {
      const email = person(row.user_id);
      const shaped = email ? shape(row, email) : null;
      return shaped ? [shaped] : [];
    }));
  return {
    tasks: sorted(details.tasks.flatMap((task) => {
      const key = keys.items[task.id];
      return key ? [{ task: key, createdAt: iso(task.created_at), createdBy: person(task.created_by) ?? null, completedAt: task.completed_at === null ? null : iso(task.completed_at) }] : [];
    })),
    watchers: byPerson(details.watchers, (row, email) => (keys.items[row.item_id] ? { item: keys.items[row.item_id], person: email, watching: row.watching === 1 } : null)),
    reactions: byPerson(details.reactions, (row, email) => {
      const place = keys.messages[row.message_id];
      return place ? { ...place, emoji: row.emoji as ProjectDetails["reactions"][number]["emoji"], person: email, at: iso(row.created_at) } : null;
    }),
    fileMessages: sorted(keys.fileMessages.flatMap((file) => {
      const place = keys.messages[file.messageId];
      return place && place.item === file.item ? [{ ...place, attachment: file.attachment }] : [];
    })),
    pins: byPerson(details.pins, (row, email) => ({ person: email, at: iso(row.at) })),
    visits: byPerson(details.visits, (row, email) => ({ person: email, at: iso(row.at) })),
    boards: byPerson(details.boards, (row, email) => {
      const column = row.column_id === null ? null : keys.columns[row.column_id];
      return column === undefined ? null : { person: email, type: row.type, column };
    }),
  };
}

/** Each project's place: its team and folder, owner, card columns (by the file's keys) and whether it is archived on its own. */
function manifestProjects(contents: OrganisationContents, pieces: readonly ArchivedPiece[], refs: Refs): ArchiveManifest["projects"] {
  return pieces.map((piece, index) => {
    const project = contents.projects.find((candidate) => candidate.id === piece.projectId)!;
    return {
      path: `projects/${index + 1}.json`,
      details: `details/${index + 1}.json`,
      team: refs.teams.get(piece.teamId)!,
      folder: project.folderId === null ? null : (refs.folders.get(project.folderId) ?? null),
      owner: refs.emails.get(project.ownerId) ?? null,
      archived: project.archived,
      cardColumns: project.cardColumnIds.map((id) => piece.keys.columns[id]).filter((key): key is string => key !== undefined),
      members: placesOf(project.members, refs),
    };
  });
}

async function buildArchive(env: Env, tenantId: string, job: ExportJob, contents: OrganisationContents, files: ReadonlyArray<{ itemId: string; key: string }>) {
  // In the order of the organisation's teams and their projects, not of the steps (by id): an import writes them so.
  const order = new Map(contents.projects.map((project, index) => [project.id, index]));
  const pieces = (await readPieces(env, tenantId, job)).filter((piece) => order.has(piece.projectId)).sort((a, b) => order.get(a.projectId)! - order.get(b.projectId)!);
  const refs = references(contents, pieces);
  const byItem = new Map<string, string[]>();
  for (const file of files) byItem.set(file.itemId, [...(byItem.get(file.itemId) ?? []), file.key]);

  const entries: ArchiveManifest["files"] = [];
  const bytes: Uint8Array[] = [];
  for (const [index, piece] of pieces.entries()) {
    for (const [itemId, item] of Object.entries(piece.keys.items)) {
      for (const [attachment, key] of (byItem.get(itemId) ?? []).entries()) {
        const object = await env.FILES.get(key);
        if (!object) continue;
        bytes.push(new Uint8Array(await object.arrayBuffer()));
        entries.push({ path: `files/${entries.length + 1}`, project: projectRef(index), item, attachment });
      }
    }
  }
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    organisation: { name: contents.name },
    projects: manifestProjects(contents, pieces, refs),
    files: entries,
  };
  const details = pieces.map((piece) => projectDetails(piece, refs));
  return writeArchive({ manifest, organisation: organisationFile(contents, refs), projects: pieces.map((piece) => piece.file), details, files: bytes });
}
