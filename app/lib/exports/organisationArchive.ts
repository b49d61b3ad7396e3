import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import * as z from "zod";
import { ACCESS_KEY_NAMES, ACCESS_LEVELS, RESTRICTABLE_ROLES, RESTRICTION_VALUES } from "~/lib/accessRestrictions";
import { ROLES, WORK_ROLES } from "~/lib/permissions";
import { MAIL_REASONS } from "~/schemas/conversation";
import { REACTIONS } from "~/lib/conversations";
import { DASHBOARD_ROLES, DASHBOARD_VISIBILITIES, WIDGET_KINDS, WIDGET_SIZES } from "~/lib/dashboards";
import { EMAIL_PATTERN } from "~/lib/textChecks";
import { BOARD_TYPES } from "~/lib/kanban";
import { RegisterWebhookSchema, WEBHOOK_EVENT_TYPES } from "~/schemas/webhook";
import { checkProjectFile, MAX_FILE_TASKS, ProjectFileSchema, type FileErrors, type ProjectFile } from "./projectJson";

/**
 * The Meridian organisation archive, version 3 (issue 38 §3, decisions 0092 and 0099): a whole
 * organisation as one zip that imports into a new organisation. Its entries:
 * - `manifest.json`: the format and version, when and from which organisation, and the entries
 *   (each project with its team, folder, owner, card columns and whether it is archived);
 * - `organisation.json`: people (by e-mail, with their role, whether they are active, deactivated
 *   or a former member, their order of conversations and the mail they turned off), teams (owner, members' roles, statuses, holidays, folders,
 *   archived), dashboards (with their widgets, which name teams, projects, columns and people by the
 *   archive's own references), access restrictions and webhooks (without their secrets);
 * - `projects/<n>.json`: each project as a Meridian project file (decision 0047), archived items
 *   included, with its conversations and files' metadata;
 * - `details/<n>.json`: what the project file does not hold (version 3): when and by whom each task
 *   was made and completed, who chose to watch what, reactions, which message each file came with,
 *   and each person's pin, last visit and board grouping of the project;
 * - `files/<n>`: the bytes of each project's files, named in the manifest by project, item key and
 *   the file's place among the item's attachments.
 * Nothing refers to the source workspace's ids: teams have keys ("team1"), projects their place in
 * `manifest.projects` ("p1" is the first), columns "p1/c2", people their e-mail.
 */
export const ARCHIVE_FORMAT = "meridian-organisation";
export const ARCHIVE_FORMAT_VERSION = 3;
/** Versions this Meridian reads: versions 1 (decision 0092) and 2 are brought up to 3 before they are checked. */
export const READABLE_VERSIONS: readonly number[] = [1, 2, 3];
export const MANIFEST_ENTRY = "manifest.json";
export const ORGANISATION_ENTRY = "organisation.json";
export const ARCHIVE_TYPE = "application/zip";

/** The largest archive an import takes (the zip), and what its entries may unpack to together. */
export const MAX_ARCHIVE_BYTES = 16 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
export const MAX_ARCHIVE_ENTRIES = 10_000;

export const NOT_AN_ARCHIVE = "This is not a Meridian organisation archive (zip export)";
export const ARCHIVE_TOO_LARGE = `The archive is too large: an import takes at most ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB`;
export const archiveVersionMessage = (version: number) =>
  `This archive is version ${version} of the format; this Meridian reads versions ${READABLE_VERSIONS.slice(0, -1).join(", ")} and ${READABLE_VERSIONS.at(-1)}`;

const Email = z.string().max(254).regex(EMAIL_PATTERN, "Please enter valid email id");
const Moment = z.iso.datetime({ offset: true });
const TeamKey = z.string().regex(/^team\d{1,5}$/, "A team is named team1, team2, …");
const FolderKey = z.string().regex(/^f\d{1,5}$/, "A folder is named f1, f2, … within its team");
const Day = z.iso.date({ error: "Dates must be in the form yyyy-mm-dd" });
export const ProjectRef = z.string().regex(/^p\d{1,5}$/, "A project is named p1, p2, …");
/** A column of a project: "p1/c2". */
export const ColumnRef = z.string().regex(/^p\d{1,5}\/[A-Za-z0-9_-]{1,64}$/, "A column is named p1/c2");
const EntryPath = (folder: string) => z.string().regex(new RegExp(`^${folder}/[A-Za-z0-9._-]{1,64}$`), `An entry of ${folder}/`);

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_FORMAT_VERSION),
  exportedAt: Moment,
  organisation: z.object({ name: z.string().max(200) }),
  projects: z
    .array(
      z.object({
        path: EntryPath("projects"),
        details: EntryPath("details").nullable().default(null).describe("the project's details (version 3); null: none"),
        team: TeamKey,
        folder: FolderKey.nullable().default(null).describe("a folder of the project's team"),
        owner: Email.nullable().default(null),
        archived: z.boolean().default(false).describe("archived on its own (an archived team's or folder's projects go with it)"),
        cardColumns: z.array(z.string().min(1).max(64)).max(100).default([]).describe("the board's card columns, by the project file's column keys"),
        members: z
          .array(z.object({ email: Email, role: z.enum(WORK_ROLES) }))
          .max(10_000)
          .nullable()
          .default(null)
          .describe("everyone given a role in the project, public or private; null (version 1): the project file's members"),
      }),
    )
    .max(5_000)
    .describe("p1 is the first"),
  files: z
    .array(
      z.object({
        path: EntryPath("files"),
        project: ProjectRef,
        item: z.string().min(1).max(64).describe("the group's or task's key in the project file"),
        attachment: z.number().int().min(0).describe("the file's place among the item's attachments"),
      }),
    )
    .max(MAX_ARCHIVE_ENTRIES),
});
export type ArchiveManifest = z.output<typeof ManifestSchema>;

/** A widget's settings as stored, with the archive's references for the workspace's ids. */
const WidgetSettings = z
  .object({
    teamIds: z.array(TeamKey).max(100).default([]),
    projectIds: z.array(ProjectRef).max(100).default([]),
    assigneeIds: z.array(Email).max(100).default([]),
    measureColumnId: ColumnRef.optional(),
    columnValues: z
      .array(z.object({ column: ColumnRef, value: z.string().min(1).max(254).describe("an option's label, or a person's e-mail (PEOPLE)") }))
      .max(50)
      .default([])
      .describe("the tasks' column values a widget counts (version 3)"),
  })
  .catchall(z.unknown());

/** The settings that may name a single-select column to group or share by ("column:<id>"; in the archive "column:p1/c2"). */
export const COLUMN_GROUPINGS = ["groupBy", "stackBy", "shareBy"] as const;

/**
 * A widget's settings with each column grouping renamed (`rename` answers the other side's column
 * for one side's, or undefined); a grouping whose column is not found is left out, so the widget
 * groups as a new one does.
 */
export function withColumnGroupings<T extends Record<string, unknown>>(settings: T, rename: (column: string) => string | undefined): T {
  const renamed: Record<string, unknown> = { ...settings };
  for (const field of COLUMN_GROUPINGS) {
    const value = settings[field];
    if (typeof value !== "string" || !value.startsWith("column:")) continue;
    const column = rename(value.slice("column:".length));
    if (column) renamed[field] = `column:${column}`;
    else delete renamed[field];
  }
  return renamed as T;
}

/** A key of the project file: a group, task or column of the project. */
const ItemKey = ProjectFileSchema.shape.groups.element.shape.key;
/** A message of an item: its place among the item's messages in the project file, each conversation followed by its replies (0 is the first). */
const MessageRef = z.object({ item: ItemKey, message: z.number().int().min(0) });

/**
 * What the project file (decision 0047) does not hold, by its keys and people's e-mails (version
 * 3, decision 0099): the tasks' history (the dashboards' burn-up reads when they were completed),
 * who chose to watch an item or not, reactions on messages, which message each file came with, and
 * each person's pin, last visit and board grouping of the project.
 */
export const ProjectDetailsSchema = z.object({
  tasks: z
    .array(z.object({ task: ItemKey, createdAt: Moment, createdBy: Email.nullable(), completedAt: Moment.nullable() }))
    .max(MAX_FILE_TASKS)
    .default([]),
  watchers: z.array(z.object({ item: ItemKey, person: Email, watching: z.boolean() })).max(100_000).default([]),
  reactions: z.array(MessageRef.extend({ emoji: z.enum(REACTIONS), person: Email, at: Moment })).max(100_000).default([]),
  fileMessages: z
    .array(MessageRef.extend({ attachment: z.number().int().min(0).describe("the file's place among the item's attachments") }))
    .max(MAX_ARCHIVE_ENTRIES)
    .default([]),
  pins: z.array(z.object({ person: Email, at: Moment })).max(10_000).default([]),
  visits: z.array(z.object({ person: Email, at: Moment })).max(10_000).default([]),
  boards: z.array(z.object({ person: Email, type: z.enum(BOARD_TYPES), column: ItemKey.nullable() })).max(10_000).default([]),
});
export type ProjectDetails = z.output<typeof ProjectDetailsSchema>;
export const NO_DETAILS: ProjectDetails = { tasks: [], watchers: [], reactions: [], fileMessages: [], pins: [], visits: [], boards: [] };

/** active: a member; deactivated: cannot sign in; left: a former member (or deleted user) whose name stays on their work. */
export const PERSON_STATUSES = ["ACTIVE", "DEACTIVATED", "LEFT"] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

const FileStatus = ProjectFileSchema.shape.statuses.element;
const StatusName = z.string().max(24);

export const OrganisationFileSchema = z.object({
  members: z
    .array(
      z.object({
        email: Email,
        firstName: z.string().max(100),
        lastName: z.string().max(100),
        role: z.enum(ROLES),
        status: z.enum(PERSON_STATUSES),
        newestFirst: z.boolean().nullable().default(null).describe("the order they read conversations in; null: not chosen (version 3)"),
        mailOff: z.array(z.enum(MAIL_REASONS)).max(MAIL_REASONS.length).default([]).describe("the reasons of mail they turned off (version 3)"),
      }),
    )
    .max(10_000),
  teams: z
    .array(
      z.object({
        key: TeamKey,
        name: z.string().min(1).max(100),
        owner: Email.nullable().default(null),
        archived: z.boolean().default(false),
        members: z.array(z.object({ email: Email, role: z.enum(WORK_ROLES) })).max(10_000),
        statuses: z.array(FileStatus).max(100).default([]).describe("empty (version 1): its first project's, else the defaults"),
        defaultStatus: StatusName.nullable().default(null),
        assignedStatus: StatusName.nullable().default(null),
        holidays: z.array(z.object({ day: Day, name: z.string().max(100) })).max(1_000).default([]),
        folders: z.array(z.object({ key: FolderKey, name: z.string().min(1).max(100), archived: z.boolean().default(false) })).max(1_000).default([]),
      }),
    )
    .max(1_000),
  dashboards: z
    .array(
      z.object({
        name: z.string().min(1).max(100),
        description: z.string().max(500).nullable(),
        visibility: z.enum(DASHBOARD_VISIBILITIES),
        owner: Email.nullable(),
        members: z.array(z.object({ email: Email, role: z.enum(DASHBOARD_ROLES) })).max(1_000),
        widgets: z
          .array(z.object({ name: z.string().max(100), description: z.string().max(500), kind: z.enum(WIDGET_KINDS), size: z.enum(WIDGET_SIZES), settings: WidgetSettings }))
          .max(100),
      }),
    )
    .max(1_000),
  restrictions: z
    .array(
      z.object({
        access: z.enum(ACCESS_KEY_NAMES),
        level: z.enum(ACCESS_LEVELS),
        scope: z.union([TeamKey, ProjectRef]).nullable().describe("the team or project of a TEAM or PROJECT rule"),
        role: z.enum(RESTRICTABLE_ROLES).nullable(),
        person: Email.nullable(),
        value: z.enum(RESTRICTION_VALUES),
      }),
    )
    .max(10_000)
    .default([]),
  webhooks: z
    .array(
      z.object({
        url: RegisterWebhookSchema.shape.url,
        eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1),
        projects: z.array(ProjectRef).max(100).default([]).describe("empty: every project its creator sees"),
        createdBy: Email.nullable(),
      }),
    )
    .max(100)
    .default([])
    .describe("without their secrets: an import registers them disabled, with new secrets"),
});
export type OrganisationFile = z.output<typeof OrganisationFileSchema>;
export type ArchiveWidgetSettings = OrganisationFile["dashboards"][number]["widgets"][number]["settings"];

/** A checked archive: its parts, each project file whole with its details, and each file's bytes. */
export type Archive = {
  manifest: ArchiveManifest;
  organisation: OrganisationFile;
  projects: ProjectFile[];
  details: ProjectDetails[];
  files: Array<ArchiveManifest["files"][number] & { bytes: Uint8Array }>;
};

export type ArchiveCheck = { ok: true; archive: Archive } | { ok: false; message: string; errors: FileErrors };

export const projectRef = (index: number) => `p${index + 1}`;
export const projectIndexOf = (ref: string) => Number(ref.slice(1)) - 1;

// ── Writing ──────────────────────────────────────────────────────────────────

/** The archive's bytes: JSON deflated, files stored as they are (most are compressed already). */
export function writeArchive(parts: {
  manifest: ArchiveManifest;
  organisation: OrganisationFile;
  projects: readonly string[];
  details: readonly ProjectDetails[];
  files: ReadonlyArray<Uint8Array>;
}): Uint8Array {
  const entries: Zippable = {
    [MANIFEST_ENTRY]: strToU8(JSON.stringify(parts.manifest, null, 2)),
    [ORGANISATION_ENTRY]: strToU8(JSON.stringify(parts.organisation)),
  };
  parts.manifest.projects.forEach((project, index) => {
    entries[project.path] = strToU8(parts.projects[index]);
    if (project.details) entries[project.details] = strToU8(JSON.stringify(parts.details[index]));
  });
  parts.manifest.files.forEach((file, index) => (entries[file.path] = [parts.files[index], { level: 0 }]));
  return zipSync(entries, { level: 6 });
}

// ── Reading and checking ─────────────────────────────────────────────────────

const refused = (message: string, field = "archive"): ArchiveCheck => ({ ok: false, message, errors: { [field]: [message] } });

function unpack(bytes: Uint8Array): Record<string, Uint8Array> | null {
  let total = 0;
  let count = 0;
  try {
    return unzipSync(bytes, {
      filter(file) {
        total += file.originalSize;
        count += 1;
        if (total > MAX_UNPACKED_BYTES || count > MAX_ARCHIVE_ENTRIES) throw new Error("too large");
        return true;
      },
    });
  } catch {
    return null;
  }
}

function json(entries: Record<string, Uint8Array>, path: string): unknown {
  const entry = entries[path];
  if (!entry) return undefined;
  try {
    return JSON.parse(strFromU8(entry)) as unknown;
  } catch {
    return undefined;
  }
}

const issuesOf = (prefix: string, error: z.ZodError): FileErrors => {
  const errors: FileErrors = {};
  for (const issue of error.issues.slice(0, 50)) {
    const field = [prefix, ...issue.path.map(String)].join(".");
    (errors[field] ??= []).push(`${prefix} (${issue.path.join(".") || "file"}): ${issue.message}`);
  }
  return errors;
};

/** Every reference inside the organisation file and the manifest points at something the archive holds. */
function checkReferences(manifest: ArchiveManifest, organisation: OrganisationFile, projects: readonly ProjectFile[], details: readonly ProjectDetails[]): string[] {
  const problems: string[] = [];
  const teams = new Set(organisation.teams.map((team) => team.key));
  if (teams.size !== organisation.teams.length) problems.push("Two teams have the same key");
  const folders = new Map(organisation.teams.map((team) => [team.key, new Set(team.folders.map((folder) => folder.key))]));
  manifest.projects.forEach((project, index) => {
    if (!teams.has(project.team)) problems.push(`Project ${projectRef(index)} names a team the archive lacks (${project.team})`);
    else if (project.folder !== null && !folders.get(project.team)!.has(project.folder)) problems.push(`Project ${projectRef(index)} names a folder its team lacks (${project.folder})`);
    const columns = new Set(projects[index].columns.map((column) => column.key));
    const lacking = project.cardColumns.filter((key) => !columns.has(key));
    if (lacking.length) problems.push(`Project ${projectRef(index)} shows columns on its cards that it lacks (${lacking.join(", ")})`);
  });
  const hasProject = (ref: string) => projectIndexOf(ref) < projects.length;
  const hasColumn = (ref: string) => {
    const [project, key] = ref.split("/");
    return hasProject(project) && projects[projectIndexOf(project)].columns.some((column) => column.key === key);
  };
  for (const dashboard of organisation.dashboards) {
    for (const widget of dashboard.widgets) {
      const { teamIds, projectIds, measureColumnId, columnValues } = widget.settings;
      const lacking = [
        ...teamIds.filter((key) => !teams.has(key)),
        ...projectIds.filter((ref) => !hasProject(ref)),
        ...(measureColumnId && !hasColumn(measureColumnId) ? [measureColumnId] : []),
        ...columnValues.map((filter) => filter.column).filter((ref) => !hasColumn(ref)),
        ...COLUMN_GROUPINGS.map((field) => widget.settings[field]).flatMap((value) => (typeof value === "string" && value.startsWith("column:") && !hasColumn(value.slice(7)) ? [value] : [])),
      ];
      if (lacking.length) problems.push(`Dashboard “${dashboard.name}”, widget “${widget.name}” names what the archive lacks (${lacking.join(", ")})`);
    }
  }
  for (const rule of organisation.restrictions) {
    const scoped = rule.level !== "TENANT";
    const known = rule.scope === null ? !scoped : scoped && (rule.level === "TEAM" ? teams.has(rule.scope) : rule.level === "PROJECT" && ProjectRef.safeParse(rule.scope).success && hasProject(rule.scope));
    if (!known || (rule.role === null) === (rule.person === null)) problems.push(`Restriction ${rule.access} at ${rule.level} ${rule.scope ?? ""} names what the archive lacks, or both or neither of a role and a person`);
  }
  for (const webhook of organisation.webhooks) {
    const lacking = webhook.projects.filter((ref) => !hasProject(ref));
    if (lacking.length) problems.push(`Webhook ${webhook.url} names projects the archive lacks (${lacking.join(", ")})`);
  }
  for (const file of manifest.files) {
    const project = projects[projectIndexOf(file.project)];
    const item = project && [...project.groups, ...project.tasks].find((candidate) => candidate.key === file.item);
    if (!item || file.attachment >= item.attachments.length) problems.push(`${file.path} belongs to no file of ${file.project} ${file.item}`);
  }
  details.forEach((one, index) => problems.push(...checkDetails(projectRef(index), projects[index], one)));
  return problems.slice(0, 50);
}

/** Every key of a project's details names a task, item, message, file or column of its project file. */
function checkDetails(ref: string, file: ProjectFile, details: ProjectDetails): string[] {
  const tasks = new Set(file.tasks.map((task) => task.key));
  const items = new Map([...file.groups, ...file.tasks].map((item) => [item.key, item]));
  const columns = new Set(file.columns.map((column) => column.key));
  const messages = (key: string) => items.get(key)?.conversations.reduce((sum, conversation) => sum + 1 + conversation.replies.length, 0) ?? 0;
  const lacking = [
    ...details.tasks.filter((row) => !tasks.has(row.task)).map((row) => row.task),
    ...details.watchers.filter((row) => !items.has(row.item)).map((row) => row.item),
    ...[...details.reactions, ...details.fileMessages].filter((row) => row.message >= messages(row.item)).map((row) => `${row.item} message ${row.message}`),
    ...details.fileMessages.filter((row) => row.attachment >= (items.get(row.item)?.attachments.length ?? 0)).map((row) => `${row.item} file ${row.attachment}`),
    ...details.boards.flatMap((row) => (row.column !== null && !columns.has(row.column) ? [row.column] : [])),
  ];
  return lacking.length ? [`The details of ${ref} name what its project file lacks (${lacking.slice(0, 5).join(", ")})`] : [];
}

/**
 * A version 1 organisation file in version 2's shape (version 2 reads as 3 with every addition's
 * default): its members were only active or not (never a former member); everything version 2 added has a default (no folders, holidays, restrictions,
 * webhooks; a team's statuses from its first project, as version 1 imported them).
 */
function fromVersion1(raw: unknown): unknown {
  if (!raw || typeof raw !== "object" || !Array.isArray((raw as { members?: unknown }).members)) return raw;
  const members = (raw as { members: unknown[] }).members.map((member) => {
    if (!member || typeof member !== "object") return member;
    const { active, ...rest } = member as { active?: unknown };
    return { ...rest, status: active === true ? "ACTIVE" : active === false ? "DEACTIVATED" : undefined };
  });
  return { ...raw, members };
}

/**
 * An archive's bytes, checked whole before anything is written: a zip within the limits, a
 * manifest of this format and version, the organisation file, every project file as the project
 * import checks it (decision 0047), every entry present and every reference resolved.
 */
export function readArchive(bytes: Uint8Array): ArchiveCheck {
  if (bytes.byteLength > MAX_ARCHIVE_BYTES) return refused(ARCHIVE_TOO_LARGE);
  const entries = unpack(bytes);
  if (!entries) return refused(NOT_AN_ARCHIVE);
  const rawManifest = json(entries, MANIFEST_ENTRY);
  const head = z.object({ format: z.literal(ARCHIVE_FORMAT), version: z.number() }).safeParse(rawManifest);
  if (!head.success) return refused(NOT_AN_ARCHIVE);
  if (!READABLE_VERSIONS.includes(head.data.version)) return refused(archiveVersionMessage(head.data.version), "version");
  const manifest = ManifestSchema.safeParse({ ...(rawManifest as object), version: ARCHIVE_FORMAT_VERSION });
  if (!manifest.success) return { ok: false, message: "The archive's manifest is not valid", errors: issuesOf("manifest", manifest.error) };
  const rawOrganisation = json(entries, ORGANISATION_ENTRY);
  const organisation = OrganisationFileSchema.safeParse(head.data.version === 1 ? fromVersion1(rawOrganisation) : rawOrganisation);
  if (!organisation.success) return { ok: false, message: "The archive's organisation file is not valid", errors: issuesOf("organisation", organisation.error) };

  const projects: ProjectFile[] = [];
  const details: ProjectDetails[] = [];
  for (const [index, entry] of manifest.data.projects.entries()) {
    const checked = checkProjectFile(json(entries, entry.path));
    if (!checked.ok) {
      const errors = Object.fromEntries(Object.entries(checked.errors).map(([field, messages]) => [`${projectRef(index)}.${field}`, messages.map((message) => `${entry.path}: ${message}`)]));
      return { ok: false, message: `${entry.path}: ${checked.message}`, errors };
    }
    projects.push(checked.file);
    const more = entry.details === null ? { success: true as const, data: NO_DETAILS } : ProjectDetailsSchema.safeParse(json(entries, entry.details));
    if (!more.success) return { ok: false, message: `${entry.details} is not valid`, errors: issuesOf(`${projectRef(index)}.details`, more.error) };
    details.push(more.data);
  }
  const missing = manifest.data.files.find((file) => !entries[file.path]);
  if (missing) return refused(`The archive lacks ${missing.path}`);
  const problems = checkReferences(manifest.data, organisation.data, projects, details);
  if (problems.length) return { ok: false, message: problems[0], errors: { references: problems } };
  const files = manifest.data.files.map((file) => ({ ...file, bytes: entries[file.path] }));
  return { ok: true, archive: { manifest: manifest.data, organisation: organisation.data, projects, details, files } };
}
