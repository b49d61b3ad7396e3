import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { BIN_MS } from "~/schemas/archive";
import { ARCHIVED } from "~/server/workspace/access";
import { NOT_HIDDEN, ONLY_FROM_BIN, WENT_WITH } from "~/server/workspace/aggregates/archive/commands";
import { CHOOSE_PLACE } from "~/server/workspace/aggregates/archive/relocate";
import type { TenantWorkspace } from "~/server/workspace/TenantWorkspace";
import { tenantStub } from "./helpers";
import { globexIds } from "./work/projectWorld";
import { buildWorld, call, inAcme, plantTeam, type Agent, type Reply } from "./work/world";

/** Archive and bin (issue 9 §1, decision record 28) through /api/v2. */
const world = await buildWorld();
const { people } = world;
const { member, guest, owner, outsider } = people;

type Data = Record<string, unknown> & { id: string };
const ok = (reply: Reply) => {
  expect(reply.body.error?.message).toBeUndefined();
  expect(reply.status).toBe(200);
  return reply.body.data as Data;
};
const failure = (reply: Reply) => ({ status: reply.status, message: reply.body.error?.message });
const post = (agent: Agent, path: string, input: Record<string, unknown>) => call(agent, "POST", path, input);
const read = (agent: Agent, path: string, input: Record<string, unknown>) => call(agent, "GET", path, input);

/** A fresh team of the world's people with its two projects (each a group, a task and a subtask). */
const freshTeam = () => plantTeam(people);
const addTask = async (agent: Agent, input: Record<string, unknown>) => ok(await post(agent, "task/add", input)).id;

/** The ids of the List view's top-level rows and their subtasks. */
async function listIds(agent: Agent, projectId: string) {
  const data = ok(await read(agent, "project/list", { projectId })) as unknown as {
    groups: Array<{ id: string; total: number; tasks: Array<{ id: string; subtaskCount: number; subtasks: Array<{ id: string }> }> }>;
  };
  return {
    groups: data.groups.map((group) => group.id),
    tasks: data.groups.flatMap((group) => group.tasks.map((task) => task.id)),
    subtasks: data.groups.flatMap((group) => group.tasks.flatMap((task) => task.subtasks.map((sub) => sub.id))),
    subtaskCounts: data.groups.flatMap((group) => group.tasks.map((task) => task.subtaskCount)),
  };
}

const hiddenState = (table: string, id: string) =>
  inAcme((sql) => sql.exec<{ hidden_in: string | null; hidden_with: string | null }>(`SELECT hidden_in, hidden_with FROM ${table} WHERE id = ?`, id).toArray()[0]);

const lastActivity = (itemId: string) =>
  inAcme((sql) => sql.exec<{ verb: string; actor_id: string | null; item_type: string }>("SELECT verb, actor_id, item_type FROM activity WHERE item_id = ? ORDER BY id DESC LIMIT 1", itemId).toArray()[0]);

describe("tasks and subtasks", () => {
  it("archives a task with its subtasks: gone from the List view and my-space, readable, not editable, and restored", async () => {
    const team = await freshTeam();
    const p = team.publicProject;
    const taskId = await addTask(member, { groupId: p.groupId, name: "Archive me", assigneeIds: [member.userId], dueDate: "2026-01-10" });
    const subId = await addTask(member, { parentId: taskId, name: "Goes along" });
    const myOpen = async () => {
      const reply = ok(await read(member, "myspace/myAllTasks", { today: "2026-01-01" })) as unknown as { buckets: Array<{ items: Array<{ taskId: string }> }> };
      return reply.buckets.flatMap((bucket) => bucket.items.map((item) => item.taskId));
    };
    expect(await myOpen()).toContain(taskId);

    expect(ok(await post(member, "task/archive", { taskId }))).toMatchObject({ type: "task", items: [{ id: taskId, name: "Archive me" }] });
    expect(await hiddenState("tasks", subId)).toEqual({ hidden_in: "archive", hidden_with: taskId });
    expect((await listIds(member, p.id)).tasks).not.toContain(taskId);
    expect(await myOpen()).not.toContain(taskId);
    expect(ok(await read(member, "task/get", { taskId }))).toMatchObject({ name: "Archive me" });
    expect(failure(await post(member, "task/update", { taskId, name: "Changed" }))).toEqual({ status: 409, message: ARCHIVED });
    expect(failure(await post(member, "task/add", { parentId: taskId, name: "No" }))).toEqual({ status: 409, message: ARCHIVED });
    expect(await lastActivity(taskId)).toMatchObject({ verb: "archived", actor_id: member.userId, item_type: "task" });

    ok(await post(member, "task/restore", { taskId }));
    expect((await listIds(member, p.id)).tasks).toContain(taskId);
    expect((await listIds(member, p.id)).subtasks).toContain(subId);
    expect(await myOpen()).toContain(taskId);
    expect(await lastActivity(taskId)).toMatchObject({ verb: "restored" });
  });

  it("moves a subtask to the bin: 404 like a missing one, out of its task's count, back on restore", async () => {
    const team = await freshTeam();
    const p = team.publicProject;
    expect((await listIds(member, p.id)).subtaskCounts).toEqual([1]);
    ok(await post(member, "task/delete", { taskId: p.subtaskId }));
    expect((await listIds(member, p.id)).subtaskCounts).toEqual([0]);
    for (const reply of [await read(member, "task/get", { taskId: p.subtaskId }), await post(member, "task/update", { taskId: p.subtaskId, name: "x" })]) {
      expect(failure(reply)).toEqual({ status: 404, message: "Task not found" });
    }
    ok(await post(member, "team/restore", { type: "subtask", ids: [p.subtaskId] }));
    expect((await listIds(member, p.id)).subtasks).toEqual([p.subtaskId]);
  });

  it("asks where a task goes when its group is hidden, and restores it into the group given", async () => {
    const team = await freshTeam();
    const p = team.publicProject;
    ok(await post(member, "task/delete", { taskId: p.taskId }));
    ok(await post(member, "project/taskGroups/delete", { groupId: p.groupId }));
    expect(await hiddenState("tasks", p.taskId)).toEqual({ hidden_in: "bin", hidden_with: p.taskId });
    expect(failure(await post(member, "task/restore", { taskId: p.taskId }))).toEqual({ status: 409, message: CHOOSE_PLACE });
    const other = ok(await post(member, "project/taskGroups/create", { projectId: team.privateProject.id, name: "New home" })).id;
    ok(await post(member, "task/restore", { taskId: p.taskId, parentId: other }));
    expect((await listIds(member, team.privateProject.id)).tasks).toContain(p.taskId);
    expect((await listIds(member, team.privateProject.id)).subtasks).toContain(p.subtaskId);
    expect(failure(await post(member, "task/restore", { taskId: p.subtaskId }))).toEqual({ status: 409, message: NOT_HIDDEN });
  });

  it("deletes permanently only from the bin, with subtasks, assignees and values", async () => {
    const team = await freshTeam();
    const p = team.publicProject;
    await inAcme((sql) => sql.exec("INSERT INTO task_assignees (task_id, user_id) VALUES (?, ?)", p.subtaskId, member.userId));
    expect(failure(await post(member, "task/permanentDelete", { taskId: p.taskId }))).toEqual({ status: 409, message: ONLY_FROM_BIN });
    ok(await post(member, "task/delete", { taskId: p.taskId }));
    expect(failure(await post(guest, "task/permanentDelete", { taskId: p.taskId }))).toEqual({ status: 403, message: PERMISSION_DENIED });
    ok(await post(member, "task/permanentDelete", { taskId: p.taskId }));
    const left = await inAcme((sql) => ({
      tasks: sql.exec("SELECT id FROM tasks WHERE id IN (?, ?)", p.taskId, p.subtaskId).toArray().length,
      assignees: sql.exec("SELECT 1 FROM task_assignees WHERE task_id = ?", p.subtaskId).toArray().length,
    }));
    expect(left).toEqual({ tasks: 0, assignees: 0 });
    expect(await lastActivity(p.taskId)).toMatchObject({ verb: "deleted_permanently" });
  });
});

describe("groups, projects, folders and teams", () => {
  it("moves a task group to the bin with its tasks and brings them back", async () => {
    const team = await freshTeam();
    const p = team.publicProject;
    ok(await post(member, "project/taskGroups/delete", { groupId: p.groupId }));
    expect(await listIds(member, p.id)).toMatchObject({ groups: [], tasks: [] });
    expect(failure(await read(member, "task/get", { taskId: p.taskId }))).toEqual({ status: 404, message: "Task not found" });
    expect(failure(await post(member, "task/restore", { taskId: p.taskId }))).toEqual({ status: 409, message: WENT_WITH });
    ok(await post(member, "team/restore", { type: "taskGroup", ids: [p.groupId] }));
    expect(await listIds(member, p.id)).toMatchObject({ groups: [p.groupId], tasks: [p.taskId] });
  });

  it("archives and deletes a project: gone from the team's lists, pins and summary; archived reads, binned 404; restore", async () => {
    const team = await freshTeam();
    const p = team.publicProject;
    ok(await post(member, "project/pinProject", { projectId: p.id }));
    const listed = async () => {
      const all = ok(await read(member, "project/getAllProject", { teamId: team.teamId })) as unknown as Array<{ projectId: string }>;
      const panel = ok(await read(member, "tenant/getSecondPanelFilter", {})) as unknown as { pinned: Array<{ projectId: string }> };
      return { all: all.map((x) => x.projectId).includes(p.id), pinned: panel.pinned.map((x) => x.projectId).includes(p.id) };
    };
    expect(await listed()).toEqual({ all: true, pinned: true });

    ok(await post(owner, "project/archive", { projectId: p.id }));
    expect(await listed()).toEqual({ all: false, pinned: false });
    expect((await read(member, "project/fetchMetaData", { projectId: p.id })).status).toBe(200);
    expect(failure(await post(member, "project/update", { projectId: p.id, name: "No" }))).toMatchObject({ status: 409 });
    expect(failure(await post(member, "task/update", { taskId: p.taskId, name: "No" }))).toEqual({ status: 409, message: ARCHIVED });

    ok(await post(owner, "project/delete", { projectId: p.id }));
    expect(await hiddenState("tasks", p.subtaskId)).toEqual({ hidden_in: "bin", hidden_with: p.id });
    expect(failure(await read(member, "project/fetchMetaData", { projectId: p.id }))).toEqual({ status: 404, message: "Project not found" });

    ok(await post(owner, "team/restore", { type: "project", ids: [p.id] }));
    expect(await listed()).toEqual({ all: true, pinned: true });
    expect(await hiddenState("tasks", p.subtaskId)).toEqual({ hidden_in: null, hidden_with: null });
  });

  it("tells the project page that a project is archived, and which archive row brings it back to those who may restore it", async () => {
    const team = await freshTeam();
    const p = team.publicProject;
    const meta = async (agent: Agent) => {
      const data = ok(await read(agent, "project/fetchMetaData", { projectId: p.id }));
      return { archived: data.archived, restore: data.restore };
    };
    expect(await meta(owner)).toEqual({ archived: false, restore: null });

    ok(await post(owner, "project/archive", { projectId: p.id }));
    expect(await meta(owner)).toEqual({ archived: true, restore: { type: "project", id: p.id } });
    expect(await meta(guest)).toEqual({ archived: true, restore: null });
    ok(await post(owner, "team/restore", { type: "project", ids: [p.id] }));

    // Gone with its folder or its team: the row to restore is theirs, for whoever may restore that.
    const folderId = ok(await post(owner, "folder/create", { teamId: team.teamId, name: "Shelf" })).folderId as string;
    ok(await post(owner, "folder/moveProjectToFolder", { projectId: p.id, folderId }));
    ok(await post(owner, "folder/archive", { folderId }));
    expect(await meta(people.admin)).toEqual({ archived: true, restore: { type: "folder", id: folderId } });
    expect(await meta(member)).toEqual({ archived: true, restore: null });
    ok(await post(owner, "team/restore", { type: "folder", ids: [folderId] }));

    ok(await post(owner, "team/archive", { teamId: team.teamId }));
    expect(await meta(owner)).toEqual({ archived: true, restore: { type: "team", id: team.teamId } });
    expect(await meta(people.admin)).toEqual({ archived: true, restore: null });
  });

  it("moves a folder with its projects to the bin and back", async () => {
    const team = await freshTeam();
    const folder = ok(await post(owner, "folder/create", { teamId: team.teamId, name: "Shelf" }));
    const folderId = folder.folderId as string;
    ok(await post(owner, "folder/moveProjectToFolder", { projectId: team.publicProject.id, folderId }));
    ok(await post(owner, "folder/moveToBin", { folderId }));
    const folders = ok(await read(owner, "folder/fetchFolderList", { teamId: team.teamId })) as unknown as unknown[];
    expect(folders).toEqual([]);
    const all = ok(await read(owner, "project/getAllProject", { teamId: team.teamId })) as unknown as Array<{ projectId: string }>;
    expect(all.map((x) => x.projectId)).toEqual([team.privateProject.id]);
    ok(await post(owner, "team/restore", { type: "folder", ids: [folderId] }));
    expect((ok(await read(owner, "folder/fetchFolderList", { teamId: team.teamId })) as unknown as unknown[]).length).toBe(1);
  });

  it("archives a team: off the teams list, readable, not editable; only its owner; restored", async () => {
    const team = await freshTeam();
    const teams = async () => (ok(await read(member, "team/getAllTeams", {})) as unknown as Array<{ teamId: string }>).map((t) => t.teamId);
    expect(failure(await post(member, "team/archive", { teamId: team.teamId }))).toEqual({ status: 403, message: PERMISSION_DENIED });
    ok(await post(owner, "team/archive", { teamId: team.teamId }));
    expect(await teams()).not.toContain(team.teamId);
    expect((await read(member, "team/metaData", { teamId: team.teamId })).status).toBe(200);
    expect(failure(await post(owner, "team/update", { teamId: team.teamId, name: "No" }))).toEqual({ status: 409, message: ARCHIVED });
    expect(await hiddenState("tasks", team.privateProject.taskId)).toEqual({ hidden_in: "archive", hidden_with: team.teamId });
    ok(await post(owner, "team/restore", { type: "team", ids: [team.teamId] }));
    expect(await teams()).toContain(team.teamId);
  });

  it("deletes a team permanently with everything in it", async () => {
    const team = await freshTeam();
    ok(await post(owner, "team/delete", { teamId: team.teamId }));
    ok(await post(owner, "team/permanentDelete", { type: "team", ids: [team.teamId] }));
    const left = await inAcme((sql) => ({
      teams: sql.exec("SELECT 1 FROM teams WHERE id = ?", team.teamId).toArray().length,
      projects: sql.exec("SELECT 1 FROM projects WHERE team_id = ?", team.teamId).toArray().length,
      tasks: sql.exec("SELECT 1 FROM tasks WHERE project_id IN (?, ?)", team.publicProject.id, team.privateProject.id).toArray().length,
      statuses: sql.exec("SELECT 1 FROM statuses WHERE team_id = ?", team.teamId).toArray().length,
    }));
    expect(left).toEqual({ teams: 0, projects: 0, tasks: 0, statuses: 0 });
  });
});

describe("the other working views", () => {
  it("team summary, project duplicate and a status's in-use count leave hidden tasks out, and count them again after restore", async () => {
    const team = await freshTeam();
    const p = team.publicProject;
    const cardCount = async () => (ok(await read(member, "teamSummary/cardCount", { teamId: team.teamId, today: "2026-01-01" })) as unknown as { total: number; projects: number });
    expect(await cardCount()).toMatchObject({ projects: 2, total: 4 });
    ok(await post(member, "task/archive", { taskId: p.taskId }));
    expect(await cardCount()).toMatchObject({ projects: 2, total: 2 });
    const copy = ok(await post(owner, "project/duplicateProject", { projectId: p.id, withTasks: true }));
    expect(copy.copied).toMatchObject({ tasks: 0 });
    ok(await post(owner, "project/delete", { projectId: team.privateProject.id }));
    expect(await cardCount()).toMatchObject({ projects: 2, total: 0 });
    ok(await post(owner, "team/restore", { type: "project", ids: [team.privateProject.id] }));
    ok(await post(member, "task/restore", { taskId: p.taskId }));
    expect(await cardCount()).toMatchObject({ projects: 3, total: 4 });
  });
});

describe("the screen's listing and counts", () => {
  it("lists the viewer's bin items with where they lived, who deleted them, days left and what goes with them", async () => {
    const team = await freshTeam();
    const p = team.privateProject;
    ok(await post(owner, "project/delete", { projectId: p.id }));
    const listing = ok(await read(owner, "team/archiveDeleteListing", { in: "bin", type: "project" })) as unknown as {
      counts: Record<string, number>;
      rows: Array<Record<string, unknown>>;
    };
    expect(listing.counts.project).toBeGreaterThanOrEqual(1);
    expect(listing.rows[0]).toMatchObject({
      id: p.id,
      type: "project",
      name: "PRIVATE project",
      location: expect.stringMatching(/^World /),
      hiddenBy: { userId: owner.userId },
      daysLeft: 30,
      parentHidden: false,
      contents: { taskGroups: 1, tasks: 1, subtasks: 1 },
    });
    // The private project's item is nobody else's business: outside it, neither row nor count.
    const theirs = ok(await read(people.admin, "team/archiveDeleteListing", { in: "bin", type: "project" })) as unknown as { rows: Array<{ id: string }> };
    expect(theirs.rows.map((row) => row.id)).not.toContain(p.id);
    const counts = ok(await read(outsider, "team/archiveDeleteCounts", { in: "bin" }));
    expect(counts).toMatchObject({ team: expect.any(Number), project: expect.any(Number) });
  });

  it("pages newest first and starts a page at a row (rowId)", async () => {
    const team = await freshTeam();
    const p = team.publicProject;
    const ids: string[] = [];
    for (const name of ["One", "Two", "Three"]) {
      const id = await addTask(member, { groupId: p.groupId, name });
      ok(await post(member, "task/archive", { taskId: id }));
      ids.push(id);
    }
    await inAcme((sql) => ids.forEach((id, index) => sql.exec("UPDATE tasks SET hidden_at = ? WHERE id = ?", 1_000 + index, id)));
    type Page = { rows: Array<{ id: string }>; nextCursor: string | null };
    const page = async (input: Record<string, unknown>) =>
      ok(await read(member, "team/archiveDeleteListing", { in: "archive", type: "task", ...input })) as unknown as Page;
    const from = await page({ fromId: ids[2], limit: 2 });
    expect(from.rows.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    const next = await page({ cursor: from.nextCursor, limit: 2 });
    expect(next.rows.map((row) => row.id)).toEqual([ids[0]]);
  });
});

describe("isolation and the purge", () => {
  it("answers 404 to another tenant's ids", async () => {
    const globex = await globexIds();
    await runInDurableObject(tenantStub("globex"), (_instance, state) => {
      state.storage.sql.exec("UPDATE projects SET hidden_in = 'bin', hidden_with = id, hidden_at = ? WHERE id = ?", Date.now(), globex.projectId);
    });
    expect(failure(await post(people.ada, "project/archive", { projectId: globex.projectId }))).toEqual({ status: 404, message: "Project not found" });
    expect(failure(await post(people.ada, "team/restore", { type: "project", ids: [globex.projectId] }))).toEqual({ status: 404, message: "Project not found" });
    expect(failure(await post(people.ada, "team/permanentDelete", { type: "project", ids: [globex.projectId] }))).toEqual({ status: 404, message: "Project not found" });
  });

  it("schedules the alarm when something enters the bin, and the alarm purges what has been there 30 days", async () => {
    const team = await freshTeam();
    const p = team.publicProject;
    ok(await post(member, "project/taskGroups/delete", { groupId: p.groupId }));
    ok(await post(member, "task/delete", { taskId: team.privateProject.taskId }));
    await inAcme((sql) => sql.exec("UPDATE task_groups SET hidden_at = ? WHERE id = ?", Date.now() - BIN_MS - 1_000, p.groupId));
    const next = await runInDurableObject(tenantStub("acme"), async (object, state) => {
      const instance = object as unknown as TenantWorkspace;
      expect(await state.storage.getAlarm()).not.toBeNull();
      await instance.alarm();
      return state.storage.getAlarm();
    });
    expect(next).not.toBeNull();
    const left = await inAcme((sql) => ({
      group: sql.exec("SELECT 1 FROM task_groups WHERE id = ?", p.groupId).toArray().length,
      tasks: sql.exec("SELECT 1 FROM tasks WHERE group_id = ?", p.groupId).toArray().length,
      other: sql.exec("SELECT 1 FROM tasks WHERE id = ?", team.privateProject.taskId).toArray().length,
      activity: sql.exec("SELECT 1 FROM activity WHERE item_id = ? AND verb = 'deleted_permanently' AND actor_id IS NULL", p.groupId).toArray().length,
    }));
    expect(left).toEqual({ group: 0, tasks: 0, other: 1, activity: 1 });
    const later = await runInDurableObject(tenantStub("acme"), (object) =>
      (object as unknown as TenantWorkspace).system({ name: "archive.purgeDue", input: { now: Date.now() + BIN_MS + 1_000 } }),
    );
    expect(later.purged.map((item) => item.id)).toContain(team.privateProject.taskId);
  });
});
