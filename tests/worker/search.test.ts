import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { GlobalSearchResult, SearchGroup, SearchShow } from "~/schemas/search";
import { WorkspaceCore } from "~/server/workspace/core";
import { defineCommand, WorkspaceFailure, type Registry } from "~/server/workspace/operations";
import { REGISTRY } from "~/server/workspace/registry";
import { callWorker } from "./callWorker";
import { GUS, json, origin, tenantStub } from "./helpers";
import { agentFor, buildWorld, call, inAcme, type Agent, type World } from "./work/world";

/** Global search (issue 9 §2, decision record 32): the index, its upkeep, permissions and input. */
let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 60_000);

/** A word no other test uses, so each test finds only its own items. */
const unique = () => `zq${crypto.randomUUID().replaceAll("-", "").slice(0, 10)}`;

const search = (agent: Agent, searchText: string, show: SearchShow = "All") => call(agent, "POST", "tenant/getGlobalSearch", { show, searchText });

async function results(agent: Agent, searchText: string, show: SearchShow = "All") {
  const reply = await search(agent, searchText, show);
  expect(reply.body.error?.message).toBeUndefined();
  expect(reply.status).toBe(200);
  return reply.body.data as GlobalSearchResult;
}

const idsIn = (result: GlobalSearchResult, group: SearchGroup) => result[group]?.response.map((hit) => hit.source.id) ?? [];

async function post<T = { id: string }>(agent: Agent, path: string, input: Record<string, unknown>) {
  const { status, body } = await call(agent, "POST", path, input);
  expect(body.error?.message).toBeUndefined();
  expect(status).toBe(200);
  return body.data as T;
}
const addTask = (agent: Agent, input: Record<string, unknown>) => post(agent, "task/add", input);

describe("the index", () => {
  it("matches prefixes and folds diacritics", async () => {
    const { member } = world.people;
    const word = unique();
    const task = await addTask(member, { groupId: world.publicProject.groupId, name: `${word} Dependencies review` });
    await post(member, "project/update", { projectId: world.publicProject.id, name: "PUBLIC project", description: `${word} meet at the Café` });

    const byPrefix = await results(member, `${word} depend`);
    expect(idsIn(byPrefix, "tasks")).toEqual([task.id]);
    expect(byPrefix.tasks?.response[0].highlight.name).toBe(`<mark>${word}</mark> <mark>Dependencies</mark> review`);
    expect(byPrefix.tasks?.response[0].source).toMatchObject({ projectId: world.publicProject.id, teamId: world.teamId, taskId: task.id, projectType: "PUBLIC" });
    expect(byPrefix.tasks?.response[0].source.columns).toEqual([{ columnType: "STATUS", value: "To Do" }]);

    expect(idsIn(await results(member, `${word} cafe`), "projects")).toEqual([world.publicProject.id]);
    const markup = await addTask(member, { groupId: world.publicProject.groupId, name: `<img src=x onerror=alert(1)> ${word}markup` });
    expect((await results(member, `${word}markup`)).tasks?.response[0]).toMatchObject({
      source: { id: markup.id, name: `<img src=x onerror=alert(1)> ${word}markup` },
      highlight: { name: `&lt;img src=x onerror=alert(1)&gt; <mark>${word}markup</mark>` },
    });
    expect(idsIn(await results(member, `${word.slice(0, 6)} CAFÉ`), "projects")).toContain(world.publicProject.id);
  });

  it("finds descriptions, text column values and member names", async () => {
    const { member } = world.people;
    const [inDescription, inColumn] = [unique(), unique()];
    const task = await addTask(member, {
      groupId: world.publicProject.groupId,
      name: "Plain name",
      description: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: `about ${inDescription} here` }] }] },
    });
    expect(idsIn(await results(member, inDescription), "tasks")).toEqual([task.id]);

    const { column } = await post<{ column: { columnId: string } }>(world.people.admin, "project/column/create", {
      projectId: world.publicProject.id,
      name: `Notes ${inColumn}`,
      type: "TEXT",
    });
    await post(member, "task/setColumnValue", { taskId: task.id, columnId: column.columnId, value: `note ${inColumn}` });
    expect(idsIn(await results(member, inColumn), "tasks")).toEqual([task.id]);

    const people = await results(member, "Ada Lovel", "owner");
    expect(people.owner?.response[0]).toMatchObject({
      source: { id: world.people.ada.userId, name: "Ada Lovelace" },
      highlight: { name: "<mark>Ada</mark> <mark>Lovelace</mark>", firstName: "<mark>Ada</mark>", lastName: "<mark>Lovelace</mark>" },
    });
  });

  it("follows renames, changes and deletions of every kind in the same command", async () => {
    const { owner } = world.people;
    const [before, after] = [unique(), unique()];
    const { teamId } = await post<{ teamId: string }>(owner, "team/create", { name: `${before} team` });
    const { projectId } = await post<{ projectId: string }>(owner, "project/createPublicProject", { teamId, name: `${before} project` });
    const group = await post(owner, "project/taskGroups/create", { projectId, name: `${before} group` });
    const task = await addTask(owner, { groupId: group.id, name: `${before} task` });
    const subtask = await addTask(owner, { parentId: task.id, name: `${before} subtask` });

    const found = await results(owner, before);
    expect(Object.fromEntries(Object.entries(found).map(([key, value]) => [key, value?.count]))).toEqual({
      teams: 1, projects: 1, groups: 1, tasks: 1, subTasks: 1, messages: 0, owner: 0,
    });
    expect(found.subTasks?.response[0].source).toMatchObject({ id: subtask.id, taskId: task.id });

    await post(owner, "team/update", { teamId, name: `${after} team` });
    await post(owner, "project/update", { projectId, name: `${after} project`, description: "" });
    await post(owner, "project/taskGroups/update", { groupId: group.id, name: `${after} group` });
    await post(owner, "task/update", { taskId: task.id, name: `${after} task` });
    await post(owner, "task/update", { taskId: subtask.id, name: `${after} subtask` });
    expect((await results(owner, before)).teams?.count).toBe(0);
    expect(Object.values(await results(owner, before)).every((group) => group?.count === 0)).toBe(true);
    expect(Object.values(await results(owner, after)).map((group) => group?.count)).toEqual([1, 1, 1, 1, 1, 0, 0]);

    // The bin keeps an item searchable with its tag (read at query time); a permanent delete removes it.
    await post(owner, "task/delete", { taskId: subtask.id });
    expect((await results(owner, after)).subTasks?.response[0].source).toMatchObject({ id: subtask.id, isDeleted: true });
    await post(owner, "task/permanentDelete", { taskId: subtask.id });
    expect((await results(owner, after)).subTasks?.count).toBe(0);
    await post(owner, "project/taskGroups/delete", { groupId: group.id });
    await post(owner, "team/permanentDelete", { type: "taskGroup", ids: [group.id] });
    const afterGroup = await results(owner, after);
    expect([afterGroup.groups?.count, afterGroup.tasks?.count]).toEqual([0, 0]);
    const left = await inAcme((sql) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM search_dirty").one().n);
    expect(left).toBe(0);
  });

  it("rolls the index back with a failed command", async () => {
    const { member } = world.people;
    const [kept, lost] = [unique(), unique()];
    const task = await addTask(member, { groupId: world.publicProject.groupId, name: kept });
    const failing: Registry = {
      ...REGISTRY,
      commands: {
        ...REGISTRY.commands,
        "probe.renameThenFail": defineCommand({
          permission: "signed-in",
          handler: ({ sql }, { taskId, name }: { taskId: string; name: string }) => {
            sql.exec("UPDATE tasks SET name = ? WHERE id = ?", name, taskId);
            throw new WorkspaceFailure(409, "Refused after the change");
          },
          activity: () => ({ verb: "updated", itemType: "task", itemId: "never" }),
        }),
      },
    };
    const outcome = await runInDurableObject(tenantStub("acme"), (_instance, state) =>
      new WorkspaceCore(state.storage, failing).command(member.token, { name: "probe.renameThenFail", input: { taskId: task.id, name: lost } }),
    );
    expect(outcome).toMatchObject({ ok: false, status: 409 });
    expect(await inAcme((sql) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM search_dirty").one().n)).toBe(0);
    expect(idsIn(await results(member, kept), "tasks")).toEqual([task.id]);
    expect((await results(member, lost)).tasks?.count).toBe(0);
  });
});

describe("who sees what", () => {
  it("leaks nothing of a private project to people outside it, in counts or highlights", async () => {
    const secret = unique();
    const { privateProject } = world;
    await inAcme((sql) => {
      sql.exec("UPDATE projects SET name = ? WHERE id = ?", `${secret} private`, privateProject.id);
      sql.exec("UPDATE task_groups SET name = ? WHERE id = ?", `${secret} group`, privateProject.groupId);
      sql.exec("UPDATE tasks SET name = ? WHERE id IN (?, ?)", `${secret} work`, privateProject.taskId, privateProject.subtaskId);
    });
    for (const outsider of [world.people.bob, world.people.admin, world.people.outsider]) {
      const reply = await search(outsider, secret);
      expect(reply.status).toBe(200);
      expect(Object.values(reply.body.data as GlobalSearchResult).map((group) => group?.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
      expect(JSON.stringify(reply.body)).not.toContain(secret);
      expect(JSON.stringify(reply.body)).not.toContain(privateProject.id);
    }
    for (const insider of [world.people.member, world.people.owner, world.people.tenantAdmin]) {
      const seen = await results(insider, secret);
      expect(Object.values(seen).map((group) => group?.count)).toEqual([0, 1, 1, 1, 1, 0, 0]);
    }
  });

  it("shows teams only to their members and tenant admins", async () => {
    const word = unique();
    await inAcme((sql) => sql.exec("UPDATE teams SET name = ? WHERE id = ?", `${word} team`, world.teamId));
    expect(idsIn(await results(world.people.guest, word), "teams")).toEqual([world.teamId]);
    expect(idsIn(await results(world.people.tenantAdmin, word), "teams")).toEqual([world.teamId]);
    expect((await results(world.people.bob, word)).teams?.count).toBe(0);
  });

  it("keeps tenants apart", async () => {
    const word = unique();
    await addTask(world.people.member, { groupId: world.publicProject.groupId, name: word });
    const gus = await agentFor(GUS, "globex");
    const response = await callWorker(env, `${origin("globex")}/api/v2/tenant/getGlobalSearch`, {
      method: "POST",
      headers: { accesstoken: gus.token, "content-type": "application/json" },
      body: JSON.stringify({ show: "All", searchText: word }),
    });
    const body = await json(response);
    expect(response.status).toBe(200);
    expect(Object.values(body.data as GlobalSearchResult).map((group) => group?.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it("tags archived and deleted items and keeps them searchable", async () => {
    const { member } = world.people;
    const word = unique();
    const archived = await addTask(member, { groupId: world.publicProject.groupId, name: `${word} archived` });
    const deleted = await addTask(member, { groupId: world.publicProject.groupId, name: `${word} deleted` });
    await inAcme((sql) => {
      sql.exec("UPDATE tasks SET hidden_in = 'archive', hidden_with = id WHERE id = ?", archived.id);
      sql.exec("UPDATE tasks SET hidden_in = 'bin', hidden_with = id WHERE id = ?", deleted.id);
    });
    const hits = (await results(member, word, "tasks")).tasks?.response ?? [];
    const tags = Object.fromEntries(hits.map((hit) => [hit.source.id, [hit.source.isArchived, hit.source.isDeleted]]));
    expect(tags).toEqual({ [archived.id]: [true, false], [deleted.id]: [false, true] });
  });
});

describe("input", () => {
  it("answers one group for a filter", async () => {
    const result = await results(world.people.member, "Task", "tasks");
    expect(Object.keys(result)).toEqual(["tasks"]);
  });

  it("refuses too little text and never fails on query syntax", async () => {
    const { member } = world.people;
    const short = await search(member, "  a ");
    expect(short.status).toBe(400);
    expect(short.body.error?.fields?.searchText).toEqual(["Search Text should be at least 2 characters"]);
    expect((await search(member, "x".repeat(101))).status).toBe(400);
    expect((await call(member, "POST", "tenant/getGlobalSearch", { show: "everything", searchText: "task" })).status).toBe(400);
    expect((await search(member, '"')).status).toBe(400);
    for (const text of ['""', "**", "a*", 'NEAR(a b', "task OR", "name: x", "-task", "^a", "{name} : b", "'; DROP TABLE tasks; --", "x".repeat(100)]) {
      const reply = await search(member, text);
      expect([text, reply.status]).toEqual([text, 200]);
    }
  });
});
