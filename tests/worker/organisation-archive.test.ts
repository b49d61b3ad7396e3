import { env } from "cloudflare:workers";
import { strToU8, unzipSync, zipSync, strFromU8 } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, NOT_AN_ARCHIVE } from "~/lib/exports/organisationArchive";
import type { ProjectFile } from "~/lib/exports/projectJson";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { EXPORT_LINK_GONE } from "~/schemas/exportJobs";
import { ARCHIVE_NOT_NEW } from "~/schemas/organisationArchive";
import { ATTACHMENT, attachBrief, base64, data, downloadArchive, fetchAs, inOrg, withoutCaps, type Caller, type Loose } from "./archiveHelpers";
import { origin, signIn } from "./helpers";
import { createUser } from "./profileHelpers";
import { callAs, createOrganisation } from "./subscriptionHelpers";

/**
 * Issue 38 §3 (decision 0092): a super admin exports the whole organisation as one archive, in the
 * background, and imports it into a new organisation; the round trip keeps projects (custom
 * columns, dependencies), conversations with their files' bytes, dashboards, teams, members' roles.
 */

let source: Awaited<ReturnType<typeof createOrganisation>>;
let owner: Caller;
let both: { id: string; email: string };

async function seedSource() {
  source = await createOrganisation();
  await withoutCaps(source.tenant.subdomain);
  owner = callAs(source.tenant.subdomain, source.admin.token);
  both = await createUser([{ subdomain: source.tenant.subdomain, role: "ADMIN" }]);
  // The workspace knows a member from their first sign-in.
  await signIn(source.tenant.subdomain, both.email);
  const team = data(await owner.post("team/create", { name: "Launch team" }));
  const project = data(await owner.post("project/createPublicProject", { teamId: team.teamId, name: "Website relaunch" }));
  data(await owner.post("project/column/create", { projectId: project.projectId, name: "Budget", type: "CURRENCY", config: { currency: "EUR" } }));
  const group = data(await owner.post("project/taskGroups/create", { projectId: project.projectId, name: "Phase 1" }));
  const plan = data(await owner.post("task/add", { groupId: group.id, name: "Plan" }));
  const build = data(await owner.post("task/add", { groupId: group.id, name: "Build" }));
  data(await owner.post("task/add", { parentId: plan.id, name: "Plan subtask" }));
  data(await owner.post("project/dependency/create", { predecessorId: plan.id, successorId: build.id, type: "FS", lagDays: 2 }));
  const talk = data(await owner.post("task/conversation/create", { taskId: plan.id, text: "Where is the brief?" }));
  data(await owner.post("task/reply/create", { conversationId: talk.messageId, text: "Attached." }));
  await attachBrief(owner, plan.id);
  const board = data(await owner.post("dashboard/create", { name: "Launch overview", visibility: "PUBLIC" }));
  data(await owner.post("dashboard/widgets/create", { dashboardId: board.dashboardId, name: "Open work", description: "In the launch", kind: "number", teamIds: [team.teamId], projectIds: [project.projectId] }));
  return { team, project };
}

let archive: Uint8Array;
let downloadUrl: string;
let jobId: string;

beforeAll(async () => {
  await seedSource();
  ({ jobId, downloadUrl, archive } = await downloadArchive(source, owner));
}, 120_000);

describe("an organisation's archive", () => {
  it("holds a manifest with its format and version, each project file, and the files' bytes", () => {
    const entries = unzipSync(archive);
    const manifest = JSON.parse(strFromU8(entries["manifest.json"]));
    expect(manifest).toMatchObject({ format: ARCHIVE_FORMAT, version: ARCHIVE_FORMAT_VERSION, organisation: { name: source.tenant.name } });
    expect(manifest.projects).toHaveLength(1);
    const project = JSON.parse(strFromU8(entries[manifest.projects[0].path])) as ProjectFile;
    expect(project.tasks.map((task) => task.name)).toEqual(["Plan", "Plan subtask", "Build"]);
    expect(manifest.files).toHaveLength(1);
    expect(entries[manifest.files[0].path]).toEqual(ATTACHMENT);
  });

  it("imports into a new organisation: projects, columns, dependencies, conversations, files, dashboards, teams, roles; and says so in the audit log", async () => {
    const target = await createOrganisation();
    await withoutCaps(target.tenant.subdomain);
    // Someone already in the new organisation (as a member) gets back their role of the archive (admin).
    const { findTenantBySubdomain, insertMembershipStatement } = await import("~/server/directory/tenants");
    const tenant = (await findTenantBySubdomain(env.DIRECTORY, target.tenant.subdomain))!;
    await insertMembershipStatement(env.DIRECTORY, tenant.id, both.id, "MEMBER").run();
    await signIn(target.tenant.subdomain, both.email);
    const importer = callAs(target.tenant.subdomain, target.admin.token);
    const report = data(await importer.post("tenant/importArchive", { archive: base64(archive) }));
    expect(report).toMatchObject({ teams: 1, projects: 1, tasks: 3, dashboards: 1, widgets: 1, conversations: 1, messages: 2, files: 1 });
    expect(report.matched).toEqual([both.email]);
    expect(report.invited.map((one: Loose) => one.email).sort()).toEqual([source.admin.email, source.member.email].sort());

    const teams = data(await importer.get("team/getAllTeams")) as Loose;
    expect(JSON.stringify(teams)).toContain("Launch team");
    const projectId = await inOrg(target.tenant.subdomain, (sql) => sql.exec<{ id: string }>("SELECT id FROM projects WHERE name = 'Website relaunch'").one().id);
    const file = (await (await fetchAs(target.tenant.subdomain, target.admin.token, `/api/v2/download/projectData?projectId=${projectId}&format=json`)).json()) as ProjectFile;
    expect(file.columns).toEqual([{ key: "c1", name: "Budget", type: "CURRENCY", currency: "EUR" }]);
    expect(file.dependencies).toEqual([{ predecessor: "t1", successor: "t3", type: "FS", lagDays: 2 }]);
    const plan = file.tasks.find((task) => task.name === "Plan")!;
    expect(plan.conversations.map((talk) => [talk.replies.length])).toEqual([[1]]);
    expect(plan.attachments.map((one) => one.name)).toEqual(["brief.pdf"]);
    const stored = await inOrg(target.tenant.subdomain, (sql) => sql.exec<{ r2_key: string }>("SELECT r2_key FROM attachments").one().r2_key);
    expect(stored).toContain(`attachments/${target.tenant.id}/`);
    expect(new Uint8Array(await (await env.FILES.get(stored))!.arrayBuffer())).toEqual(ATTACHMENT);
    const widget = await inOrg(target.tenant.subdomain, (sql) => sql.exec<{ config_json: string }>("SELECT config_json FROM widgets").one());
    expect(JSON.parse(widget.config_json).projectIds).toEqual([projectId]);
    const role = await inOrg(target.tenant.subdomain, (sql) => sql.exec<{ role: string }>("SELECT role FROM members WHERE user_id = ?", both.id).one().role);
    expect(role).toBe("ADMIN");
    const verbs = await inOrg(target.tenant.subdomain, (sql) => sql.exec<{ verb: string }>("SELECT verb FROM activity WHERE item_type = 'organisation'").toArray());
    expect(verbs.map((row) => row.verb)).toEqual(["imported"]);
    const exported = await inOrg(source.tenant.subdomain, (sql) => sql.exec<{ verb: string }>("SELECT verb FROM activity WHERE item_type = 'organisation'").toArray());
    expect(exported.map((row) => row.verb)).toEqual(["exported"]);

    // A second import finds projects there already: refused, nothing more written.
    const again = await importer.post("tenant/importArchive", { archive: base64(archive) });
    expect(again.status).toBe(409);
    expect((again.error as Loose).message).toBe(ARCHIVE_NOT_NEW);
    expect(await inOrg(target.tenant.subdomain, (sql) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM projects").one().n)).toBe(1);
  }, 60_000);
});

describe("who may export and import", () => {
  it("refuses a member who is not a super admin, as the access layer does", async () => {
    const member = callAs(source.tenant.subdomain, source.member.token);
    const refused = await member.post("tenant/exportArchive");
    expect(refused.status).toBe(403);
    expect((refused.error as Loose).message).toBe(PERMISSION_DENIED);
    expect((await member.post("tenant/importArchive", { archive: base64(archive) })).status).toBe(403);
  });

  it("answers 404 for another tenant's job or download link, and another member's", async () => {
    const other = await createOrganisation();
    const link = new URL(downloadUrl, origin(source.tenant.subdomain));
    const elsewhere = await fetchAs(other.tenant.subdomain, other.admin.token, `${link.pathname}${link.search}`);
    expect(elsewhere.status).toBe(404);
    expect(((await elsewhere.json()) as Loose).error.message).toBe(EXPORT_LINK_GONE);
    const otherMember = await fetchAs(source.tenant.subdomain, source.member.token, downloadUrl);
    expect(otherMember.status).toBe(404);
    const jobs = data(await callAs(other.tenant.subdomain, other.admin.token).get("download/exportJobs")).jobs as Loose[];
    expect(jobs.some((job) => job.jobId === jobId)).toBe(false);
  });
});

describe("a malformed archive", () => {
  const counts = (subdomain: string) =>
    inOrg(subdomain, (sql) => ({
      teams: sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM teams").one().n,
      projects: sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM projects").one().n,
      activity: sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM activity").one().n,
    }));

  it("is refused with a clear 400 and nothing is written", async () => {
    const target = await createOrganisation();
    const importer = callAs(target.tenant.subdomain, target.admin.token);
    const before = await counts(target.tenant.subdomain);
    const files = (await env.FILES.list({ prefix: `attachments/${target.tenant.id}/` })).objects.length;

    const notZip = await importer.post("tenant/importArchive", { archive: base64(strToU8("not a zip at all")) });
    expect(notZip.status).toBe(400);
    expect((notZip.error as Loose).message).toBe(NOT_AN_ARCHIVE);

    const entries = unzipSync(archive);
    const manifest = JSON.parse(strFromU8(entries["manifest.json"]));
    const broken = zipSync({ ...entries, [manifest.projects[0].path]: strToU8(JSON.stringify({ format: "meridian-project", version: 1, tasks: "no" })) });
    const badProject = await importer.post("tenant/importArchive", { archive: base64(broken) });
    expect(badProject.status).toBe(400);
    expect(Object.keys((badProject.error as Loose).fields ?? {}).length).toBeGreaterThan(0);

    // Details (version 3) that name a task the project file lacks, or are not details at all.
    const lacking = { tasks: [{ task: "t999", createdAt: "2026-01-01T00:00:00.000Z", createdBy: null, completedAt: null }] };
    for (const [details, message] of [[lacking, "The details of p1 name what its project file lacks (t999)"], [{ reactions: "no" }, `${manifest.projects[0].details} is not valid`]] as const) {
      const wrong = await importer.post("tenant/importArchive", { archive: base64(zipSync({ ...entries, [manifest.projects[0].details]: strToU8(JSON.stringify(details)) })) });
      expect(wrong.status).toBe(400);
      expect((wrong.error as Loose).message).toBe(message);
    }

    const newer = zipSync({ ...entries, "manifest.json": strToU8(JSON.stringify({ ...manifest, version: ARCHIVE_FORMAT_VERSION + 1 })) });
    const badVersion = await importer.post("tenant/importArchive", { archive: base64(newer) });
    expect(badVersion.status).toBe(400);

    expect((await importer.post("tenant/importArchive", { archive: "%%%" })).status).toBe(400);
    expect(await counts(target.tenant.subdomain)).toEqual(before);
    expect((await env.FILES.list({ prefix: `attachments/${target.tenant.id}/` })).objects.length).toBe(files);
  });
});
