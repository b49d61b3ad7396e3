import { env } from "cloudflare:workers";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { ARCHIVE_FORMAT_VERSION } from "~/lib/exports/organisationArchive";
import { workspaceStub } from "~/server/api/core/workspace";
import { insertMembershipStatement, insertTenantStatement } from "~/server/directory/tenants";
import { attachBrief, base64, data, downloadArchive, inOrg, withoutCaps, type Loose } from "./archiveHelpers";
import { outboxOf, postJson, signIn, origin } from "./helpers";
import { createUser } from "./profileHelpers";
import { callAs, createOrganisation } from "./subscriptionHelpers";

/**
 * The organisation archive's round trip, strictly (issue 38 §3, decision 0099): an organisation with
 * at least one of every kind of thing its archive carries is exported, imported into a new
 * organisation by the same super admin, and exported again; the two archives, with their ids and
 * moments of export left out, are equal, so whatever an import drops fails here. The people who are
 * not members of the new organisation come as former members and are invited: accepting, they get
 * their work back. A deactivated person comes back as a former member (nobody invites them).
 */
type Person = { id: string; email: string };

/** An archive with what differs from export to export left out: when, where from, and the links back to the old organisation. */
function normalised(bytes: Uint8Array) {
  const entries = unzipSync(bytes);
  const manifest = JSON.parse(strFromU8(entries["manifest.json"])) as Loose;
  const projects = (manifest.projects as Loose[]).map((project) => {
    const { exportedAt: _at, source: _source, ...file } = JSON.parse(strFromU8(entries[project.path])) as Loose;
    return { ...file, tasks: (file.tasks as Loose[]).map(({ link: _link, ...task }) => task) };
  });
  const details = (manifest.projects as Loose[]).map((project) => JSON.parse(strFromU8(entries[project.details])) as Loose);
  const files = Object.fromEntries((manifest.files as Loose[]).map((file) => [file.path, base64(entries[file.path])]));
  const { exportedAt: _at, ...rest } = manifest;
  return { manifest: rest, organisation: JSON.parse(strFromU8(entries["organisation.json"])) as Loose, projects, details, files, entries: Object.keys(entries).sort() };
}

let source: Awaited<ReturnType<typeof createOrganisation>>;
let promoted: Person;
let former: Person;
let deactivated: Person;
let first: Uint8Array;

/**
 * One of everything: folders (one archived), holidays, a custom status, public and private projects
 * (one archived, a former member in the private one), an archived team, card columns, assignees (a
 * former member too), a PEOPLE value, an archived task, a task another made and completed, a
 * dependency, a conversation with a reply and reactions, a file on an item and one on a message,
 * watching and not watching, pins, visits, board groupings, an order of conversations, mail turned
 * off, a dashboard whose widget filters by column values, restrictions, a webhook, and a former and
 * a deactivated member.
 */
async function seedEverything() {
  source = await createOrganisation();
  const subdomain = source.tenant.subdomain;
  await withoutCaps(subdomain);
  const owner = callAs(subdomain, source.admin.token);
  promoted = await createUser([{ subdomain, role: "ADMIN" }]);
  former = await createUser([{ subdomain, role: "MEMBER" }]);
  deactivated = await createUser([{ subdomain, role: "MEMBER" }]);
  const admin = callAs(subdomain, (await signIn(subdomain, promoted.email)).token);
  const leaving = await signIn(subdomain, former.email);
  const parting = callAs(subdomain, (await signIn(subdomain, deactivated.email)).token);

  const team = data(await owner.post("team/create", { name: "Launch team" }));
  data(await owner.post("team/addUsersToTeam", { teamId: team.teamId, userIds: [source.member.id, former.id, deactivated.id], role: "MEMBER" }));
  data(await owner.post("team/addUsersToTeam", { teamId: team.teamId, userIds: [promoted.id], role: "ADMIN" }));
  data(await owner.post("team/holidays/update", { teamId: team.teamId, holidays: [{ day: "2026-12-25", name: "Christmas" }] }));
  const blocked = data(await owner.post("team/customStatus/create", { teamId: team.teamId, name: "Blocked", category: "IN_PROGRESS", colour: "#b91c1c" }));
  data(await owner.post("team/customStatusConfig", { teamId: team.teamId, defaultStatusId: blocked.statusId, assignedStatusId: blocked.statusId }));
  const folder = data(await owner.post("folder/create", { teamId: team.teamId, name: "Web" }));
  const project = data(await owner.post("project/createPublicProject", { teamId: team.teamId, folderId: folder.folderId, name: "Website relaunch" }));
  const budget = data(await owner.post("project/column/create", { projectId: project.projectId, name: "Budget", type: "CURRENCY", config: { currency: "EUR" } }));
  const reviewer = data(await owner.post("project/column/create", { projectId: project.projectId, name: "Reviewer", type: "PEOPLE" }));
  const stage = data(await owner.post("project/column/create", { projectId: project.projectId, name: "Stage", type: "SINGLE_SELECT", config: { options: [{ label: "Draft" }, { label: "Final" }] } }));
  data(await owner.post("kanban/setCardColumns", { projectId: project.projectId, columnIds: [budget.column.columnId] }));
  const group = data(await owner.post("project/taskGroups/create", { projectId: project.projectId, name: "Phase 1" }));
  const plan = data(await owner.post("task/add", { groupId: group.id, name: "Plan" }));
  const build = data(await owner.post("task/add", { groupId: group.id, name: "Build" }));
  const idea = data(await owner.post("task/add", { groupId: group.id, name: "Old idea" }));
  data(await owner.post("task/add", { parentId: plan.id, name: "Plan subtask" }));
  data(await owner.post("task/update", { taskId: plan.id, assigneeIds: [source.member.id, former.id] }));
  data(await owner.post("task/setColumnValue", { taskId: build.id, columnId: reviewer.column.columnId, value: [promoted.id] }));
  data(await owner.post("task/archive", { taskId: idea.id }));
  data(await owner.post("project/dependency/create", { predecessorId: plan.id, successorId: build.id, type: "FS", lagDays: 2 }));
  const talk = data(await owner.post("task/conversation/create", { taskId: plan.id, text: "Where is the brief?" }));
  const reply = data(await callAs(subdomain, leaving.token).post("task/reply/create", { conversationId: talk.messageId, text: "Attached." }));
  await attachBrief(owner, plan.id);
  await attachBrief(owner, plan.id, talk.messageId);
  // Made by someone else than the importer, and completed: the burn-up reads when.
  const shipped = data(await owner.post("team/customStatus/create", { teamId: team.teamId, name: "Shipped", category: "DONE", colour: "#15803d" }));
  const review = data(await admin.post("task/add", { groupId: group.id, name: "Review" }));
  data(await admin.post("task/update", { taskId: review.id, statusId: shipped.statusId }));
  data(await admin.post("task/conversation/react", { messageId: talk.messageId, emoji: "👍" }));
  data(await callAs(subdomain, leaving.token).post("task/conversation/react", { messageId: reply.messageId, emoji: "🎉" }));
  data(await parting.post("task/conversation/react", { messageId: talk.messageId, emoji: "❤️" }));
  data(await admin.post("task/conversation/watch", { taskId: build.id, watching: true }));
  data(await owner.post("task/conversation/watch", { taskId: plan.id, watching: false }));
  data(await admin.post("task/conversation/order", { order: "oldest" }));
  data(await admin.post("user/updateMailPreferences", { mention: false, reply: true, conversation: false }));
  for (const someone of [owner, admin]) data(await someone.post("project/pinProject", { projectId: project.projectId }));
  for (const someone of [admin, callAs(subdomain, leaving.token), parting]) data(await someone.get(`project/fetchMetaData?projectId=${project.projectId}`));
  data(await admin.post("kanban/setKanbanViewType", { projectId: project.projectId, type: "COLUMN", columnId: stage.column.columnId }));
  data(await owner.post("kanban/setKanbanViewType", { projectId: project.projectId, type: "ASSIGNEE" }));

  const secret = data(await owner.post("project/createPrivateProject", { teamId: team.teamId, name: "Secret plans" }));
  data(await owner.post("project/addPrivateProjectUsers", { projectId: secret.projectId, userIds: [promoted.id, former.id], role: "MEMBER" }));
  const old = data(await owner.post("project/createPublicProject", { teamId: team.teamId, name: "Old site" }));
  data(await owner.post("project/archive", { projectId: old.projectId }));
  const past = data(await owner.post("folder/create", { teamId: team.teamId, name: "Past" }));
  data(await owner.post("project/createPublicProject", { teamId: team.teamId, folderId: past.folderId, name: "Last year" }));
  data(await owner.post("folder/archive", { folderId: past.folderId }));
  const closed = data(await owner.post("team/create", { name: "Closed team" }));
  data(await owner.post("project/createPublicProject", { teamId: closed.teamId, name: "Closed work" }));
  data(await owner.post("team/archive", { teamId: closed.teamId }));

  const board = data(await owner.post("dashboard/create", { name: "Launch overview", visibility: "PUBLIC" }));
  data(await owner.post("dashboard/widgets/create", { dashboardId: board.dashboardId, name: "Open work", description: "In the launch", kind: "number", teamIds: [team.teamId], projectIds: [project.projectId] }));
  const final = (stage.column.config.options as Loose[]).find((option) => option.label === "Final")!;
  data(
    await owner.post("dashboard/widgets/create", {
      dashboardId: board.dashboardId, name: "Final reviews", description: "Final, reviewed by the admin", kind: "number",
      columnValues: [`${stage.column.columnId}:${final.id}`, `${reviewer.column.columnId}:${promoted.id}`],
    }),
  );
  data(await owner.post("dashboard/widgets/create", { dashboardId: board.dashboardId, name: "By stage", description: "Tasks by their stage", kind: "bars", groupBy: `column:${stage.column.columnId}` }));
  data(
    await owner.post("settings/setRestrictions", {
      changes: [
        { accessKey: "exportData", level: "TENANT", role: "GUEST", value: "disabled" },
        { accessKey: "exportData", level: "PROJECT", scopeId: project.projectId, userId: source.member.id, value: "hidden" },
      ],
    }),
  );
  data(await owner.post("webhooks/register", { url: "https://hooks.example.test/meridian", eventTypes: ["task.created"], projectIds: [project.projectId] }));
  data(await callAs(subdomain, leaving.token).post("user/leaveOrganization"));
  data(await owner.post("settings/deactivateUser", { userId: deactivated.id }));
}

/** The archive as an import into a new organisation gives it back: a deactivated person is a former member there. */
const withDeactivatedAsFormer = (archive: ReturnType<typeof normalised>) => ({
  ...archive,
  organisation: { ...archive.organisation, members: archive.organisation.members.map((one: Loose) => (one.email === deactivated.email ? { ...one, status: "LEFT" } : one)) },
});

/** A new organisation whose first super admin is the source's: the same person moving it. */
async function newOrganisationOf(admin: Person, alsoMember: Person) {
  const tenant = { id: crypto.randomUUID(), name: source.tenant.name, subdomain: `moved${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}` };
  await insertTenantStatement(env.DIRECTORY, tenant).run();
  await workspaceStub(env, tenant.subdomain).system({ name: "tenant.provision", input: tenant });
  await env.DIRECTORY.batch([insertMembershipStatement(env.DIRECTORY, tenant.id, admin.id, "SUPER_ADMIN"), insertMembershipStatement(env.DIRECTORY, tenant.id, alsoMember.id, "MEMBER")]);
  const session = await signIn(tenant.subdomain, admin.email);
  await signIn(tenant.subdomain, alsoMember.email);
  await withoutCaps(tenant.subdomain);
  return { tenant, caller: callAs(tenant.subdomain, session.token) };
}

async function acceptInvite(subdomain: string, email: string) {
  const mail = (await outboxOf(email)).find((one) => one.text.includes(`${origin(subdomain)}/?inviteToken=`));
  const token = new URL(mail!.text.match(/https?:\/\/\S+inviteToken=\S+/)![0]).searchParams.get("inviteToken")!;
  const accepted = await postJson(`${origin(subdomain)}/api/v2/invite/acceptInvite`, { token });
  expect(accepted.status).toBe(200);
  await signIn(subdomain, email);
}

beforeAll(async () => {
  await seedEverything();
  ({ archive: first } = await downloadArchive(source, callAs(source.tenant.subdomain, source.admin.token)));
}, 180_000);

describe("the organisation archive's round trip", () => {
  it("exports, imports into a new organisation and exports again the same archive, but for ids and moments", async () => {
    const archived = normalised(first);
    expect(archived.manifest.version).toBe(ARCHIVE_FORMAT_VERSION);
    // Every kind is there to be lost.
    expect(archived.organisation.members.map((one: Loose) => [one.email, one.status])).toEqual(expect.arrayContaining([[former.email, "LEFT"], [deactivated.email, "DEACTIVATED"]]));
    expect(archived.organisation.members.find((one: Loose) => one.email === promoted.email)).toMatchObject({ newestFirst: false, mailOff: ["conversation", "mention"] });
    const launch = archived.details[0];
    expect(launch.tasks.find((one: Loose) => one.createdBy === promoted.email)?.completedAt).toEqual(expect.any(String));
    expect(launch.watchers).toHaveLength(2);
    expect(launch.reactions.map((one: Loose) => one.person).sort()).toEqual([promoted.email, former.email, deactivated.email].sort());
    expect(launch.fileMessages).toEqual([{ item: expect.any(String), message: 0, attachment: expect.any(Number) }]);
    expect([launch.pins.length, launch.visits.length, launch.boards.length]).toEqual([2, 3, 2]);
    expect(launch.boards.find((one: Loose) => one.person === promoted.email)).toMatchObject({ type: "COLUMN", column: expect.any(String) });
    expect(archived.organisation.dashboards[0].widgets[1].settings.columnValues).toEqual([{ column: "p1/c3", value: "Final" }, { column: "p1/c2", value: promoted.email }]);
    expect(archived.organisation.dashboards[0].widgets[2].settings.groupBy).toBe("column:p1/c3");
    expect(archived.manifest.projects[1].members.map((one: Loose) => one.email)).toContain(former.email);
    expect(archived.organisation.teams.map((one: Loose) => [one.name, one.archived])).toEqual([["Launch team", false], ["Closed team", true]]);
    expect(archived.organisation.teams[0].holidays).toEqual([{ day: "2026-12-25", name: "Christmas" }]);
    expect(archived.organisation.teams[0].folders.map((one: Loose) => [one.name, one.archived])).toEqual([["Web", false], ["Past", true]]);
    expect(archived.manifest.projects.map((one: Loose) => one.archived)).toContain(true);
    expect(archived.organisation.restrictions).toHaveLength(2);
    expect(archived.organisation.webhooks).toEqual([{ url: "https://hooks.example.test/meridian", eventTypes: ["task.created"], projects: ["p1"], createdBy: source.admin.email }]);
    expect(JSON.stringify(archived.organisation)).not.toContain("whsec_");

    const moved = await newOrganisationOf(source.admin, promoted);
    const report = data(await moved.caller.post("tenant/importArchive", { archive: base64(first) }));
    expect(report.matched.sort()).toEqual([source.admin.email, promoted.email].sort());
    expect(report.former.sort()).toEqual([source.member.email, former.email, deactivated.email].sort());
    expect(report.invited).toEqual([{ email: source.member.email, role: "MEMBER" }]);
    expect(report.webhooks).toBe(1);
    const webhook = await inOrg(moved.tenant.subdomain, (sql) => sql.exec<{ enabled: number; secret: string }>("SELECT enabled, secret FROM webhook_endpoints").one());
    expect(webhook.enabled).toBe(0);
    const oldSecret = await inOrg(source.tenant.subdomain, (sql) => sql.exec<{ secret: string }>("SELECT secret FROM webhook_endpoints").one().secret);
    expect(webhook.secret).not.toBe(oldSecret);
    // Widgets name the new organisation's columns and options.
    const named = await inOrg(moved.tenant.subdomain, (sql) =>
      sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM widgets w JOIN columns c ON w.config_json LIKE '%' || c.id || '%' WHERE w.name IN ('Final reviews', 'By stage')").one().n,
    );
    expect(named).toBe(3);
    // The invited member accepts and finds their work theirs.
    await acceptInvite(moved.tenant.subdomain, source.member.email);

    const { archive: second } = await downloadArchive({ tenant: moved.tenant }, moved.caller);
    expect(normalised(second)).toEqual(withDeactivatedAsFormer(archived));

    // The audit log says both: the import, then the export of the organisation it made.
    const audit = data(await moved.caller.get("auditLog/list?limit=50")) as Loose;
    const organisationEntries = (audit.items as Loose[]).filter((entry) => entry.itemType === "organisation");
    expect(organisationEntries.map((entry) => [entry.verb, entry.actor?.userId])).toEqual([
      ["exported", source.admin.id],
      ["imported", source.admin.id],
    ]);
  }, 180_000);

  /** The first archive as an older version wrote it: version 2 without details, members' settings and widgets' column filters; version 1 also without what 0099 added. */
  function older(version: 1 | 2) {
    const entries = unzipSync(first);
    const manifest = JSON.parse(strFromU8(entries["manifest.json"])) as Loose;
    const organisation = JSON.parse(strFromU8(entries["organisation.json"])) as Loose;
    const members = organisation.members.map(({ newestFirst: _order, mailOff: _off, ...one }: Loose) => one);
    const dashboards = organisation.dashboards.map((one: Loose) => ({ ...one, widgets: one.widgets.map((widget: Loose) => ({ ...widget, settings: { ...widget.settings, columnValues: undefined } })) }));
    const projects = manifest.projects.map(({ details: _details, ...one }: Loose) => (version === 1 ? { path: one.path, team: one.team } : one));
    const file =
      version === 1
        ? {
            members: members.filter((one: Loose) => one.status !== "LEFT").map(({ status, ...one }: Loose) => ({ ...one, active: status === "ACTIVE" })),
            teams: organisation.teams.map((one: Loose) => ({ key: one.key, name: one.name, members: one.members })),
            dashboards,
          }
        : { ...organisation, members, dashboards };
    return zipSync({ ...entries, "manifest.json": strToU8(JSON.stringify({ ...manifest, version, projects })), "organisation.json": strToU8(JSON.stringify(file)) });
  }

  it.each([1, 2] as const)("still imports an archive of version %i", async (version) => {
    const target = await createOrganisation();
    await withoutCaps(target.tenant.subdomain);
    const report = data(await callAs(target.tenant.subdomain, target.admin.token).post("tenant/importArchive", { archive: base64(older(version)) }));
    expect(report).toMatchObject({ teams: 2, projects: 5, dashboards: 1, files: 2, webhooks: version === 1 ? 0 : 1 });
  }, 60_000);
});
