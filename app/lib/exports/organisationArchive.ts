import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import * as z from "zod";
import { ROLES, WORK_ROLES } from "~/lib/permissions";
import { DASHBOARD_ROLES, DASHBOARD_VISIBILITIES, WIDGET_KINDS, WIDGET_SIZES } from "~/schemas/dashboard";
import { EMAIL_PATTERN } from "~/schemas/fields";
import { checkProjectFile, type FileErrors, type ProjectFile } from "./projectJson";

/**
 * The Meridian organisation archive, version 1 (issue 38 §3, decision 0092): a whole organisation
 * as one zip that imports into a new organisation. Its entries:
 * - `manifest.json`: the format and version, when and from which organisation, and the entries;
 * - `organisation.json`: members (by e-mail, with their role), teams (with their members' roles)
 *   and dashboards (with their widgets, which name teams, projects, columns and people by the
 *   archive's own references);
 * - `projects/<n>.json`: each project as a Meridian project file (decision 0047), archived items
 *   included, with its conversations and files' metadata;
 * - `files/<n>`: the bytes of each project's files, named in the manifest by project, item key and
 *   the file's place among the item's attachments.
 * Nothing refers to the source workspace's ids: teams have keys ("team1"), projects their place in
 * `manifest.projects` ("p1" is the first), columns "p1/c2", people their e-mail.
 */
export const ARCHIVE_FORMAT = "meridian-organisation";
export const ARCHIVE_FORMAT_VERSION = 1;
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
  `This archive is version ${version} of the format; this Meridian reads version ${ARCHIVE_FORMAT_VERSION}`;

const Email = z.string().max(254).regex(EMAIL_PATTERN, "Please enter valid email id");
const Moment = z.iso.datetime({ offset: true });
const TeamKey = z.string().regex(/^team\d{1,5}$/, "A team is named team1, team2, …");
export const ProjectRef = z.string().regex(/^p\d{1,5}$/, "A project is named p1, p2, …");
/** A column of a project: "p1/c2". */
export const ColumnRef = z.string().regex(/^p\d{1,5}\/[A-Za-z0-9_-]{1,64}$/, "A column is named p1/c2");
const EntryPath = (folder: string) => z.string().regex(new RegExp(`^${folder}/[A-Za-z0-9._-]{1,64}$`), `An entry of ${folder}/`);

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_FORMAT_VERSION),
  exportedAt: Moment,
  organisation: z.object({ name: z.string().max(200) }),
  projects: z.array(z.object({ path: EntryPath("projects"), team: TeamKey })).max(5_000).describe("p1 is the first"),
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
  })
  .catchall(z.unknown());

export const OrganisationFileSchema = z.object({
  members: z
    .array(z.object({ email: Email, firstName: z.string().max(100), lastName: z.string().max(100), role: z.enum(ROLES), active: z.boolean() }))
    .max(10_000),
  teams: z
    .array(z.object({ key: TeamKey, name: z.string().min(1).max(100), members: z.array(z.object({ email: Email, role: z.enum(WORK_ROLES) })).max(10_000) }))
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
});
export type OrganisationFile = z.output<typeof OrganisationFileSchema>;
export type ArchiveWidgetSettings = OrganisationFile["dashboards"][number]["widgets"][number]["settings"];

/** A checked archive: its parts, each project file whole, and each file's bytes. */
export type Archive = {
  manifest: ArchiveManifest;
  organisation: OrganisationFile;
  projects: ProjectFile[];
  files: Array<ArchiveManifest["files"][number] & { bytes: Uint8Array }>;
};

export type ArchiveCheck = { ok: true; archive: Archive } | { ok: false; message: string; errors: FileErrors };

export const projectRef = (index: number) => `p${index + 1}`;
export const projectIndexOf = (ref: string) => Number(ref.slice(1)) - 1;

// ── Writing ──────────────────────────────────────────────────────────────────

/** The archive's bytes: JSON deflated, files stored as they are (most are compressed already). */
export function writeArchive(parts: { manifest: ArchiveManifest; organisation: OrganisationFile; projects: readonly string[]; files: ReadonlyArray<Uint8Array> }): Uint8Array {
  const entries: Zippable = {
    [MANIFEST_ENTRY]: strToU8(JSON.stringify(parts.manifest, null, 2)),
    [ORGANISATION_ENTRY]: strToU8(JSON.stringify(parts.organisation)),
  };
  parts.manifest.projects.forEach((project, index) => (entries[project.path] = strToU8(parts.projects[index])));
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
function checkReferences(manifest: ArchiveManifest, organisation: OrganisationFile, projects: readonly ProjectFile[]): string[] {
  const problems: string[] = [];
  const teams = new Set(organisation.teams.map((team) => team.key));
  if (teams.size !== organisation.teams.length) problems.push("Two teams have the same key");
  manifest.projects.forEach((project, index) => {
    if (!teams.has(project.team)) problems.push(`Project ${projectRef(index)} names a team the archive lacks (${project.team})`);
  });
  const hasProject = (ref: string) => projectIndexOf(ref) < projects.length;
  const hasColumn = (ref: string) => {
    const [project, key] = ref.split("/");
    return hasProject(project) && projects[projectIndexOf(project)].columns.some((column) => column.key === key);
  };
  for (const dashboard of organisation.dashboards) {
    for (const widget of dashboard.widgets) {
      const { teamIds, projectIds, measureColumnId } = widget.settings;
      const lacking = [...teamIds.filter((key) => !teams.has(key)), ...projectIds.filter((ref) => !hasProject(ref)), ...(measureColumnId && !hasColumn(measureColumnId) ? [measureColumnId] : [])];
      if (lacking.length) problems.push(`Dashboard “${dashboard.name}”, widget “${widget.name}” names what the archive lacks (${lacking.join(", ")})`);
    }
  }
  for (const file of manifest.files) {
    const project = projects[projectIndexOf(file.project)];
    const item = project && [...project.groups, ...project.tasks].find((candidate) => candidate.key === file.item);
    if (!item || file.attachment >= item.attachments.length) problems.push(`${file.path} belongs to no file of ${file.project} ${file.item}`);
  }
  return problems.slice(0, 50);
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
  if (head.data.version !== ARCHIVE_FORMAT_VERSION) return refused(archiveVersionMessage(head.data.version), "version");
  const manifest = ManifestSchema.safeParse(rawManifest);
  if (!manifest.success) return { ok: false, message: "The archive's manifest is not valid", errors: issuesOf("manifest", manifest.error) };
  const organisation = OrganisationFileSchema.safeParse(json(entries, ORGANISATION_ENTRY));
  if (!organisation.success) return { ok: false, message: "The archive's organisation file is not valid", errors: issuesOf("organisation", organisation.error) };

  const projects: ProjectFile[] = [];
  for (const [index, entry] of manifest.data.projects.entries()) {
    const checked = checkProjectFile(json(entries, entry.path));
    if (!checked.ok) {
      const errors = Object.fromEntries(Object.entries(checked.errors).map(([field, messages]) => [`${projectRef(index)}.${field}`, messages.map((message) => `${entry.path}: ${message}`)]));
      return { ok: false, message: `${entry.path}: ${checked.message}`, errors };
    }
    projects.push(checked.file);
  }
  const missing = manifest.data.files.find((file) => !entries[file.path]);
  if (missing) return refused(`The archive lacks ${missing.path}`);
  const problems = checkReferences(manifest.data, organisation.data, projects);
  if (problems.length) return { ok: false, message: problems[0], errors: { references: problems } };
  const files = manifest.data.files.map((file) => ({ ...file, bytes: entries[file.path] }));
  return { ok: true, archive: { manifest: manifest.data, organisation: organisation.data, projects, files } };
}
