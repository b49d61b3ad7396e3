import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { readArchive, type Archive } from "~/lib/exports/organisationArchive";
import { ROLE_DETAILS, ROLES, type Role } from "~/lib/permissions";
import { ARCHIVE_EXPORT_STARTED, ImportArchiveSchema } from "~/schemas/organisationArchive";
import { ApiError, ok } from "../../core/envelope";
import { requirePermission } from "../../core/permissions";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, type SignedInViewer } from "../../core/session";
import type { ApiEnv } from "../../core/types";
import { userIdsByEmail } from "~/server/directory/users";
import { ExportJobsSchema, listedExportJobs } from "../download/exportJobs";
import { inviteToOrganisation } from "../invite";

/**
 * tenant/exportArchive and tenant/importArchive (issue 38 §3, decision 0092): a super admin takes
 * the whole organisation out as one archive, built in the background like a large project's export
 * (decision 0057, followed on download/exportJobs, fetched through download/exportFile's signed
 * link), and brings one into a new organisation. The import checks the whole archive first (400
 * with what is wrong, nothing written), puts its files' bytes in R2, writes everything else in one
 * command (its files' objects deleted again if that fails), then invites the archive's people who
 * are not members here with their role.
 */
const tags: [string] = ["tenant"];

const exportArchive = apiRoute({
  method: "post",
  path: "/exportArchive",
  summary: "Start the organisation's archive (every project, conversations, files, dashboards, teams, members and roles) as a background export; super admins only",
  data: z.object({ jobId: z.string(), state: z.literal("running"), message: z.string(), statusUrl: z.string().describe("where the job's state and, once ready, its download link are") }),
  tags,
});

const archives = apiRoute({
  method: "get",
  path: "/archives",
  summary: "The organisation archives this super admin started, newest first, with their state and, once ready, their download link; super admins only",
  data: ExportJobsSchema,
  tags,
});

const ImportedSchema = z.object({
  teams: z.number(),
  projects: z.number(),
  tasks: z.number().describe("tasks and subtasks"),
  dashboards: z.number(),
  widgets: z.number(),
  conversations: z.number(),
  messages: z.number().describe("conversations' first messages and replies"),
  files: z.number(),
  webhooks: z.number().describe("registered again, turned off, with new secrets"),
  matched: z.array(z.string()).describe("e-mails of the archive's members who are members here: their role is the archive's"),
  invited: z.array(z.object({ email: z.string(), role: z.enum(ROLES) })).describe("the archive's other members, invited (a super admin as an admin: invites never make one)"),
  notInvited: z.array(z.object({ email: z.string(), message: z.string() })).describe("invites that could not be sent, and why"),
  former: z.array(z.string()).describe("e-mails of the archive's people who are not members here: their work keeps their name as former members' until they join"),
  unassigned: z.array(z.string()).describe("people the projects named whom the archive does not list: left unassigned"),
});

const importArchive = apiRoute({
  method: "post",
  path: "/importArchive",
  summary: "Import an organisation archive into this organisation while it has no projects; the whole archive is checked first; super admins only",
  input: ImportArchiveSchema,
  data: ImportedSchema,
  tags,
});

const decode = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** The archive's files in R2 under new keys of this tenant, before the command that names them. */
async function storeFiles(c: Context<ApiEnv>, tenantId: string, archive: Archive) {
  const files = archive.files.map((file) => ({ project: Number(file.project.slice(1)) - 1, item: file.item, attachment: file.attachment, key: `attachments/${tenantId}/${crypto.randomUUID()}`, size: file.bytes.byteLength, bytes: file.bytes }));
  await Promise.all(files.map((file) => c.env.FILES.put(file.key, file.bytes)));
  return files.map(({ bytes: _bytes, ...file }) => file);
}

/** Invites never make a super admin (rolesGrantableBy): one comes as an admin, and a super admin here raises them. */
const invitedRole = (role: Role): Role => (role === "SUPER_ADMIN" ? "ADMIN" : role);

async function invitePeople(c: Context<ApiEnv>, viewer: SignedInViewer, people: ReadonlyArray<{ email: string; role: Role }>) {
  const invited: Array<{ email: string; role: Role }> = [];
  const notInvited: Array<{ email: string; message: string }> = [];
  for (const person of people) {
    const role = invitedRole(person.role);
    try {
      await inviteToOrganisation(c, viewer, person.email, ROLE_DETAILS.find((detail) => detail.name === role)!.id);
      invited.push({ email: person.email, role });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      notInvited.push({ email: person.email, message: error.message });
    }
  }
  return { invited, notInvited };
}

export const archiveApi = createRouter()
  .openapi(archives, async (c) => {
    await requirePermission(c, "organisation:archive");
    return ok(c, { jobs: await listedExportJobs(c, (job) => job.format === "zip") });
  })
  .openapi(exportArchive, async (c) => {
    const { data } = await runCommand(c, { name: "organisationArchive.export", input: { origin: new URL(c.req.url).origin } });
    return ok(c, { jobId: data.jobId, state: data.state, message: ARCHIVE_EXPORT_STARTED, statusUrl: "/api/v2/download/exportJobs" });
  })
  .openapi(importArchive, async (c) => {
    // Refused before the archive is read, so nothing of it reaches R2 for someone who may not import.
    const viewer = await requirePermission(c, "organisation:archive");
    const checked = readArchive(decode(c.req.valid("json").archive));
    if (!checked.ok) throw new ApiError(400, checked.message, { fields: checked.errors });
    const { archive } = checked;
    const files = await storeFiles(c, viewer.tenant.id, archive);
    const accounts = await userIdsByEmail(c.env.DIRECTORY, archive.organisation.members.map((member) => member.email));
    const input = {
      organisation: archive.organisation,
      projects: archive.projects.map((file, index) => ({ place: archive.manifest.projects[index], file, details: archive.details[index] })),
      files,
      accounts,
      origin: new URL(c.req.url).origin,
    };
    let report;
    try {
      ({ data: report } = await runCommand(c, { name: "organisationArchive.import", input }));
    } catch (error) {
      await Promise.all(files.map((file) => c.env.FILES.delete(file.key)));
      throw error;
    }
    const { invite, ...counts } = report;
    return ok(c, { ...counts, ...(await invitePeople(c, viewer, invite)) });
  });
