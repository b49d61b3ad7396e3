import { describe, expect, it } from "vitest";
import { LEADING_SPACE_MESSAGE } from "~/schemas/fields";
import { PROJECT_NAME_REQUIRED } from "~/schemas/project";
import { agentFor, buildWorld, call, inAcme, type Agent } from "./work/world";
import { activityOf, dataOf, globexIds, secondTeam } from "./work/projectWorld";
import { GUS } from "./helpers";

type Project = { projectId: string; teamId: string; name: string; visibility: string; colour: string; ownerId: string; folderId: string | null; tags: string[]; defaultView: string };
type Listing = { projectId: string; pinned: boolean };

const world = await buildWorld();
const { people, teamId, publicProject, privateProject, statuses } = world;

const create = (agent: Agent, kind: "Private" | "Public", input: Record<string, unknown>) =>
  call(agent, "POST", `project/create${kind}Project`, { teamId, ...input });

describe("creating projects", () => {
  it("creates a private project: the creator owns it, it starts with one task group, and others of the team do not see it", async () => {
    const reply = await create(people.member, "Private", { name: "  Launch plan  ".trimStart(), description: "Q3 launch" });
    expect(reply.status).toBe(200);
    const project = dataOf<Project>(reply);
    expect(project).toMatchObject({ name: "Launch plan", visibility: "PRIVATE", colour: "#FFE7D1", ownerId: people.member.userId, scope: "PROJECT", defaultView: "LIST", folderId: null });
    const groups = await inAcme((sql) => sql.exec<{ name: string }>("SELECT name FROM task_groups WHERE project_id = ?", project.projectId).toArray());
    expect(groups.map((g) => g.name)).toEqual(["Task group 1"]);
    const listed = async (agent: Agent) => dataOf<Listing[]>(await call(agent, "GET", "project/getAllProject", { teamId })).map((p) => p.projectId);
    expect(await listed(people.member)).toContain(project.projectId);
    expect(await listed(people.ada)).toContain(project.projectId);
    expect(await listed(people.admin)).not.toContain(project.projectId);
    expect(await listed(people.owner)).not.toContain(project.projectId);
    expect((await activityOf(project.projectId))[0]).toMatchObject({ verb: "created", item_type: "project", team_id: teamId, actor_id: people.member.userId });
  });

  it("creates a public project in a folder of the team, light purple, seen by the whole team", async () => {
    const folder = dataOf<{ folderId: string }>(await call(people.member, "POST", "folder/create", { teamId, name: "Roadmaps" }));
    const reply = await create(people.admin, "Public", { name: "Roadmap", folderId: folder.folderId, scope: "TEAM" });
    expect(reply.status).toBe(200);
    expect(dataOf<Project>(reply)).toMatchObject({ visibility: "PUBLIC", colour: "#EDE4FF", folderId: folder.folderId, scope: "TEAM" });
    const listed = dataOf<Listing[]>(await call(people.guest, "GET", "project/getAllProject", { teamId }));
    expect(listed.map((p) => p.projectId)).toContain(dataOf<Project>(reply).projectId);
  });

  it.each([
    ["", PROJECT_NAME_REQUIRED],
    ["   ", PROJECT_NAME_REQUIRED],
    [" Leading", LEADING_SPACE_MESSAGE],
    ["A", "Project Name should be at least 2 characters"],
    ["x".repeat(201), "Project Name should not exceed 200 characters"],
  ])("refuses the name %j with %j", async (name, message) => {
    const reply = await create(people.member, "Public", { name });
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields?.name).toEqual([message]);
  });

  it("refuses a description over 500 characters and accepts 500", async () => {
    const long = await create(people.member, "Public", { name: "Described", description: "d".repeat(501) });
    expect(long.body.error.fields?.description).toEqual(["Description should not exceed 500 characters"]);
    expect((await create(people.member, "Public", { name: "Described", description: "d".repeat(500) })).status).toBe(200);
  });

  it("refuses a team guest (403), an outsider, an unknown team and a globex team (404)", async () => {
    expect((await create(people.guest, "Public", { name: "Nope" })).status).toBe(403);
    expect((await create(people.tenantGuest, "Private", { name: "Nope" })).status).toBe(403);
    const outsider = await create(people.outsider, "Public", { name: "Nope" });
    expect(outsider.status).toBe(404);
    expect(outsider.body.error.message).toBe("Team not found");
    expect((await call(people.member, "POST", "project/createPublicProject", { teamId: crypto.randomUUID(), name: "Nope" })).status).toBe(404);
    const globex = await globexIds();
    expect((await call(people.ada, "POST", "project/createPublicProject", { teamId: globex.teamId, name: "Nope" })).status).toBe(404);
    expect((await create(people.member, "Public", { name: "Nope", folderId: globex.folderId })).status).toBe(404);
  });
});

describe("changing a project", () => {
  it("renames it for a team admin, with the spec's messages, and refuses a plain member (403)", async () => {
    const renamed = await call(people.admin, "POST", "project/update", { projectId: publicProject.id, name: "Public renamed", description: "New" });
    expect(renamed.status).toBe(200);
    expect(dataOf<Project>(renamed)).toMatchObject({ name: "Public renamed", description: "New" });
    expect((await call(people.admin, "POST", "project/update", { projectId: publicProject.id, name: "" })).body.error.fields?.name).toEqual([PROJECT_NAME_REQUIRED]);
    const adminsOwn = dataOf<Project>(await create(people.admin, "Public", { name: "Admin's own" }));
    expect((await call(people.member, "POST", "project/update", { projectId: adminsOwn.projectId, name: "Mine now" })).status).toBe(403);
    expect((await activityOf(publicProject.id)).map((a) => a.verb)).toContain("updated");
  });

  it("sets tags (unique, at most 20) and the default view", async () => {
    const tagged = await call(people.admin, "POST", "project/updateProjectTags", { projectId: publicProject.id, tags: ["web", "q3", "web"] });
    expect(dataOf<Project>(tagged).tags).toEqual(["web", "q3"]);
    const tooMany = await call(people.admin, "POST", "project/updateProjectTags", { projectId: publicProject.id, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) });
    expect(tooMany.status).toBe(400);
    const view = await call(people.admin, "POST", "project/settings", { projectId: publicProject.id, defaultView: "GANTT" });
    expect(dataOf<Project>(view).defaultView).toBe("GANTT");
    expect((await call(people.admin, "POST", "project/settings", { projectId: publicProject.id, defaultView: "TABLE" })).status).toBe(400);
    expect((await activityOf(publicProject.id)).map((a) => a.verb)).toEqual(expect.arrayContaining(["tagged", "settings_changed"]));
  });

  it("duplicates a private project with its tasks and subtasks, members and values, or with its groups only", async () => {
    await inAcme((sql) => {
      sql.exec("INSERT INTO columns (id, project_id, name, type, position, created_at) VALUES (?, ?, 'Budget', 'NUMBER', 'a0', 0)", `${privateProject.id}-col`, privateProject.id);
      sql.exec("INSERT INTO task_values (task_id, column_id, value_json) VALUES (?, ?, '42')", privateProject.taskId, `${privateProject.id}-col`);
      sql.exec("INSERT INTO task_assignees (task_id, user_id) VALUES (?, ?)", privateProject.subtaskId, people.member.userId);
    });
    const reply = await call(people.owner, "POST", "project/duplicateProject", { projectId: privateProject.id, withTasks: true });
    expect(reply.status).toBe(200);
    const copy = dataOf<Project & { copied: Record<string, number> }>(reply);
    expect(copy).toMatchObject({ name: "PRIVATE project (copy)", visibility: "PRIVATE", ownerId: people.owner.userId, copied: { groups: 1, columns: 1, tasks: 2 } });
    const copied = await inAcme((sql) => ({
      tasks: sql.exec<{ id: string; parent_id: string | null; name: string }>("SELECT id, parent_id, name FROM tasks WHERE project_id = ? ORDER BY name", copy.projectId).toArray(),
      values: sql.exec<{ value_json: string }>("SELECT v.value_json FROM task_values v JOIN tasks t ON t.id = v.task_id WHERE t.project_id = ?", copy.projectId).toArray(),
      assignees: sql.exec<{ user_id: string }>("SELECT a.user_id FROM task_assignees a JOIN tasks t ON t.id = a.task_id WHERE t.project_id = ?", copy.projectId).toArray(),
    }));
    const [subtask, task] = copied.tasks;
    expect(subtask.parent_id).toBe(task.id);
    expect(task.id).not.toBe(privateProject.taskId);
    expect(copied.values).toEqual([{ value_json: "42" }]);
    expect(copied.assignees).toEqual([{ user_id: people.member.userId }]);
    expect((await call(people.member, "GET", "project/fetchMetaData", { projectId: copy.projectId })).status).toBe(200);
    expect((await call(people.admin, "GET", "project/fetchMetaData", { projectId: copy.projectId })).status).toBe(404);

    const bare = dataOf<{ copied: Record<string, number> }>(
      await call(people.owner, "POST", "project/duplicateProject", { projectId: privateProject.id, withTasks: false, name: "Template" }),
    );
    expect(bare.copied).toEqual({ groups: 1, columns: 1, tasks: 0 });
  });

  it("moves a project into a folder of its team and out again; refuses another team's folder", async () => {
    const folder = dataOf<{ folderId: string }>(await call(people.admin, "POST", "folder/create", { teamId, name: "Archive-ish" }));
    const moved = await call(people.admin, "POST", "folder/moveProjectToFolder", { projectId: publicProject.id, folderId: folder.folderId });
    expect(dataOf<Project>(moved).folderId).toBe(folder.folderId);
    const out = await call(people.admin, "POST", "folder/moveProjectToFolder", { projectId: publicProject.id, folderId: null });
    expect(dataOf<Project>(out).folderId).toBeNull();
    const other = await secondTeam(people.admin);
    const foreign = dataOf<{ folderId: string }>(await call(people.admin, "POST", "folder/create", { teamId: other.teamId, name: "Elsewhere" }));
    const refused = await call(people.admin, "POST", "folder/moveProjectToFolder", { projectId: publicProject.id, folderId: foreign.folderId });
    expect(refused.status).toBe(400);
    expect((await call(people.admin, "POST", "folder/moveProjectToFolder", { projectId: publicProject.id, folderId: crypto.randomUUID() })).status).toBe(404);
    const adminsOwn = dataOf<Project>(await create(people.admin, "Public", { name: "Admin's folderless" }));
    expect((await call(people.member, "POST", "folder/moveProjectToFolder", { projectId: adminsOwn.projectId, folderId: null })).status).toBe(403);
  });
});

describe("reading a project", () => {
  it("answers the header's metadata with progress (done and closed count as finished), pin and members", async () => {
    const project = dataOf<Project>(await create(people.member, "Private", { name: "Progress" }));
    await inAcme((sql) => {
      const groupId = sql.exec<{ id: string }>("SELECT id FROM task_groups WHERE project_id = ?", project.projectId).one().id;
      statuses.forEach((status, index) =>
        sql.exec(
          "INSERT INTO tasks (id, project_id, group_id, name, status_id, position, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'x', 0, 0)",
          crypto.randomUUID(), project.projectId, groupId, status.name, status.id, `a${index}`,
        ),
      );
    });
    const meta = await call(people.member, "GET", "project/fetchMetaData", { projectId: project.projectId });
    expect(meta.status).toBe(200);
    expect(meta.body.data).toMatchObject({
      name: "Progress", role: "OWNER", canManage: true, pinned: false, progress: { done: 2, total: 4, percent: 50 }, memberCount: 1,
      members: [{ userId: people.member.userId, role: "OWNER" }],
    });
    const bar = await call(people.member, "GET", "project/fetchProjectProgressBar", { projectId: project.projectId });
    expect(bar.body.data).toEqual({ projectId: project.projectId, done: 2, total: 4, percent: 50 });
    const hover = await call(people.member, "GET", "project/hover", { projectId: project.projectId });
    expect(hover.body.data).toMatchObject({ name: "Progress", visibility: "PRIVATE", memberCount: 1, progress: { percent: 50 } });
    const visits = await inAcme((sql) => sql.exec("SELECT 1 FROM project_visits WHERE user_id = ? AND project_id = ?", people.member.userId, project.projectId).toArray());
    expect(visits).toHaveLength(1);
  });

  it("lists a public project's people from its team, a window at a time", async () => {
    const first = dataOf<{ members: Array<{ userId: string }>; nextCursor: string | null }>(
      await call(people.guest, "GET", "project/getMemberList", { projectId: publicProject.id, limit: 2 }),
    );
    expect(first.members).toHaveLength(2);
    const rest = dataOf<{ members: Array<{ userId: string }>; nextCursor: string | null }>(
      await call(people.guest, "GET", "project/getMemberList", { projectId: publicProject.id, limit: 200, cursor: first.nextCursor! }),
    );
    expect([...first.members, ...rest.members].map((m) => m.userId).sort()).toEqual(
      [people.owner, people.admin, people.member, people.guest, people.tenantGuest].map((p) => p.userId).sort(),
    );
    expect((await call(people.guest, "GET", "project/getMemberList", { projectId: publicProject.id, limit: 201 })).status).toBe(400);
  });

  it("pins per member: pinned projects come first in the second panel, and removePinProject unpins", async () => {
    const pin = await call(people.guest, "POST", "project/pinProject", { projectId: publicProject.id });
    expect(pin.body.data).toMatchObject({ pinned: true });
    const pins = dataOf<Listing[]>(await call(people.guest, "GET", "tenant/getPinprojects"));
    expect(pins.map((p) => p.projectId)).toEqual([publicProject.id]);
    expect(dataOf<Listing[]>(await call(people.admin, "GET", "tenant/getPinprojects")).map((p) => p.projectId)).not.toContain(publicProject.id);
    const panel = dataOf<{ pinned: Listing[] }>(await call(people.guest, "GET", "tenant/getSecondPanelFilter"));
    expect(panel.pinned.map((p) => p.projectId)).toEqual([publicProject.id]);
    const unpin = await call(people.guest, "POST", "tenant/removePinProject", { projectId: publicProject.id });
    expect(unpin.body.data).toMatchObject({ pinned: false });
    expect(dataOf<Listing[]>(await call(people.guest, "GET", "tenant/getPinprojects"))).toEqual([]);
    expect((await activityOf(publicProject.id)).map((a) => a.verb)).toEqual(expect.arrayContaining(["pinned", "unpinned"]));
  });
});

describe("the members and owner of a private project", () => {
  it("adds a team admin to a private project, who then sees it, and removes them, who then does not", async () => {
    const project = dataOf<Project>(await create(people.member, "Private", { name: "Members" }));
    expect((await call(people.admin, "GET", "project/fetchMetaData", { projectId: project.projectId })).status).toBe(404);
    const added = await call(people.member, "POST", "project/addPrivateProjectUsers", { projectId: project.projectId, userIds: [people.admin.userId], role: "ADMIN" });
    expect(added.status).toBe(200);
    expect((await call(people.admin, "GET", "project/fetchMetaData", { projectId: project.projectId })).body.data).toMatchObject({ role: "ADMIN" });
    const members = dataOf<{ members: Array<{ userId: string }> }>(await call(people.admin, "GET", "project/getMemberList", { projectId: project.projectId }));
    expect(members.members.map((m) => m.userId).sort()).toEqual([people.member.userId, people.admin.userId].sort());
    expect((await call(people.member, "POST", "project/removePrivateProjectUser", { projectId: project.projectId, userId: people.admin.userId })).status).toBe(200);
    expect((await call(people.admin, "GET", "project/fetchMetaData", { projectId: project.projectId })).status).toBe(404);
    expect((await activityOf(project.projectId)).map((a) => a.verb)).toEqual(["created", "members_added", "member_removed"]);
  });

  it("refuses to manage members of a public project, unknown people, the owner's removal and a plain member", async () => {
    const project = dataOf<Project>(await create(people.member, "Private", { name: "Refusals" }));
    expect((await call(people.admin, "POST", "project/addPrivateProjectUsers", { projectId: publicProject.id, userIds: [people.outsider.userId] })).status).toBe(400);
    expect((await call(people.member, "POST", "project/addPrivateProjectUsers", { projectId: project.projectId, userIds: [crypto.randomUUID()] })).status).toBe(404);
    expect((await call(people.member, "POST", "project/removePrivateProjectUser", { projectId: project.projectId, userId: people.member.userId })).status).toBe(409);
    await call(people.member, "POST", "project/addPrivateProjectUsers", { projectId: project.projectId, userIds: [people.guest.userId] });
    expect((await call(people.guest, "POST", "project/addPrivateProjectUsers", { projectId: project.projectId, userIds: [people.admin.userId] })).status).toBe(403);
  });

  it("transfers ownership to a member; the old owner stays as admin; only an owner may", async () => {
    const project = dataOf<Project>(await create(people.member, "Private", { name: "Transfer" }));
    await call(people.member, "POST", "project/addPrivateProjectUsers", { projectId: project.projectId, userIds: [people.guest.userId] });
    expect((await call(people.member, "POST", "project/transferOwnership", { projectId: project.projectId, userId: people.admin.userId })).status).toBe(400);
    const moved = await call(people.member, "POST", "project/transferOwnership", { projectId: project.projectId, userId: people.guest.userId });
    expect(dataOf<Project>(moved).ownerId).toBe(people.guest.userId);
    expect((await call(people.member, "GET", "project/fetchMetaData", { projectId: project.projectId })).body.data).toMatchObject({ role: "ADMIN" });
    expect((await call(people.member, "POST", "project/transferOwnership", { projectId: project.projectId, userId: people.member.userId })).status).toBe(403);
    expect((await call(people.admin, "POST", "project/transferOwnership", { projectId: publicProject.id, userId: people.guest.userId })).status).toBe(403);
    expect((await activityOf(project.projectId)).map((a) => a.verb)).toContain("ownership_transferred");
  });

  it("moves a project with everything in it to the bin, for those who manage it", async () => {
    const project = dataOf<Project>(await create(people.member, "Public", { name: "Doomed" }));
    expect((await call(people.guest, "POST", "project/delete", { projectId: project.projectId })).status).toBe(403);
    expect((await call(people.member, "POST", "project/delete", { projectId: project.projectId })).status).toBe(200);
    expect((await call(people.member, "GET", "project/fetchMetaData", { projectId: project.projectId })).status).toBe(404);
    const groups = await inAcme((sql) => sql.exec("SELECT hidden_in, hidden_with FROM task_groups WHERE project_id = ?", project.projectId).toArray());
    expect(groups).toEqual([{ hidden_in: "bin", hidden_with: project.projectId }]);
    expect((await activityOf(project.projectId)).map((a) => a.verb)).toEqual(["created", "moved_to_bin"]);
  });
});

/** Every project call, with the private project's ids: each must answer 404 to someone outside it. */
const PRIVATE_CALLS: Array<[method: "GET" | "POST", path: string, input: Record<string, unknown>]> = [
  ["GET", "project/fetchMetaData", { projectId: privateProject.id }],
  ["GET", "project/fetchProjectProgressBar", { projectId: privateProject.id }],
  ["GET", "project/hover", { projectId: privateProject.id }],
  ["GET", "project/getMemberList", { projectId: privateProject.id }],
  ["POST", "project/update", { projectId: privateProject.id, name: "Peek" }],
  ["POST", "project/duplicateProject", { projectId: privateProject.id, withTasks: true }],
  ["POST", "project/updateProjectTags", { projectId: privateProject.id, tags: ["peek"] }],
  ["POST", "project/settings", { projectId: privateProject.id, defaultView: "KANBAN" }],
  ["POST", "project/pinProject", { projectId: privateProject.id }],
  ["POST", "tenant/removePinProject", { projectId: privateProject.id }],
  ["POST", "project/addPrivateProjectUsers", { projectId: privateProject.id, userIds: [people.admin.userId] }],
  ["POST", "project/removePrivateProjectUser", { projectId: privateProject.id, userId: people.member.userId }],
  ["POST", "project/transferOwnership", { projectId: privateProject.id, userId: people.admin.userId }],
  ["POST", "project/delete", { projectId: privateProject.id }],
  ["POST", "folder/moveProjectToFolder", { projectId: privateProject.id, folderId: null }],
];

describe("private-project isolation", () => {
  it.each(PRIVATE_CALLS)("%s %s answers 404 'Project not found' to the team admin, a team guest and an outsider", async (method, path, input) => {
    for (const agent of [people.admin, people.guest, people.outsider, people.bob]) {
      const reply = await call(agent, method, path, input);
      expect([agent.email, reply.status, reply.body.error?.message]).toEqual([agent.email, 404, "Project not found"]);
    }
  });

  it.each(PRIVATE_CALLS)("%s %s answers 404 for a globex project id", async (method, path, input) => {
    const globex = await globexIds();
    const reply = await call(people.ada, method, path, { ...input, projectId: globex.projectId });
    expect(reply.status).toBe(404);
  });

  it("leaves the private project out of every listing for someone outside it", async () => {
    const outside = [people.admin, people.guest, people.outsider, people.bob];
    for (const agent of outside) {
      const everything = JSON.stringify([
        (await call(agent, "GET", "project/getAllProject", { teamId })).body,
        (await call(agent, "GET", "folder/fetchFolderList", { teamId })).body,
        (await call(agent, "GET", "tenant/getSecondPanelFilter")).body,
        (await call(agent, "GET", "tenant/getPinprojects")).body,
      ]);
      expect(everything).not.toContain(privateProject.id);
    }
    const inside = JSON.stringify((await call(people.member, "GET", "tenant/getSecondPanelFilter")).body);
    expect(inside).toContain(privateProject.id);
  });

  it("keeps a pin of a project the member can no longer see out of their pins", async () => {
    const project = dataOf<Project>(await create(people.member, "Private", { name: "Pinned then removed" }));
    await call(people.member, "POST", "project/addPrivateProjectUsers", { projectId: project.projectId, userIds: [people.guest.userId] });
    await call(people.guest, "POST", "project/pinProject", { projectId: project.projectId });
    await call(people.member, "POST", "project/removePrivateProjectUser", { projectId: project.projectId, userId: people.guest.userId });
    expect(JSON.stringify((await call(people.guest, "GET", "tenant/getPinprojects")).body)).not.toContain(project.projectId);
  });
});

describe("another organisation", () => {
  it("cannot reach acme's projects from globex's host", async () => {
    const gus = await agentFor(GUS, "globex");
    const reply = await call(gus, "GET", "project/fetchMetaData", { projectId: publicProject.id });
    expect(reply.status).toBe(401);
  });
});

