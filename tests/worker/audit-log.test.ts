import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { INVALID_CURSOR } from "~/server/workspace/keysetCursor";
import { callWorker } from "./callWorker";
import { GUS, json, origin } from "./helpers";
import { agentFor, buildWorld, call, type Agent, type Reply, type World } from "./work/world";

/** The audit log read model (issue 20 §4, issue 24's example of a new read model): the organisation's activity for its admins. */
let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 60_000);

type Entry = { activityId: number; verb: string; itemType: string; itemId: string; actor: { userId: string } | null; createdAt: number };
type Page = { items: Entry[]; nextCursor: string | null };
const list = (agent: Agent, query: Record<string, unknown> = {}) => call(agent, "GET", "auditLog/list", query);
const page = (reply: Reply) => {
  expect(reply.status).toBe(200);
  return reply.body.data as unknown as Page;
};

describe("the audit log", () => {
  it("shows the organisation's admins every command, newest first, and refuses everyone else", async () => {
    const { ada, tenantAdmin, member, owner } = world.people;
    const added = await call(member, "POST", "task/add", { groupId: world.publicProject.groupId, name: "Audited task" });
    const taskId = (added.body.data as { id: string }).id;
    const [newest] = page(await list(ada, { limit: 1 })).items;
    expect(newest).toMatchObject({ verb: "created", itemType: "task", itemId: taskId, actor: { userId: member.userId } });
    expect(page(await list(tenantAdmin, { limit: 1 })).items[0].itemId).toBe(taskId);
    for (const agent of [member, owner]) {
      expect({ status: (await list(agent)).status, message: (await list(agent)).body.error?.message }).toEqual({ status: 403, message: PERMISSION_DENIED });
    }
  });

  it("filters by person, kind of item, item and days, and pages without gaps or repeats", async () => {
    const { ada, member } = world.people;
    for (const name of ["One", "Two", "Three"]) await call(member, "POST", "task/add", { groupId: world.publicProject.groupId, name });
    const mine = page(await list(ada, { actorId: member.userId, itemType: "task", limit: 100 })).items;
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((entry) => entry.actor?.userId === member.userId && entry.itemType === "task")).toBe(true);
    expect(page(await list(ada, { itemType: "task", itemId: mine[0].itemId })).items.map((entry) => entry.itemId)).toEqual([mine[0].itemId]);
    expect((await list(ada, { itemId: mine[0].itemId })).status).toBe(400);

    const first = page(await list(ada, { actorId: member.userId, itemType: "task", limit: 2 }));
    const second = page(await list(ada, { actorId: member.userId, itemType: "task", limit: 2, cursor: first.nextCursor! }));
    expect([...first.items, ...second.items].map((entry) => entry.activityId)).toEqual(mine.slice(0, 4).map((entry) => entry.activityId));

    const today = new Date().toISOString().slice(0, 10);
    expect(page(await list(ada, { itemType: "task", itemId: mine[0].itemId, from: today, to: today })).items).toHaveLength(1);
    expect(page(await list(ada, { itemType: "task", itemId: mine[0].itemId, to: "2020-01-01" })).items).toEqual([]);
    expect((await list(ada, { cursor: "not-a-cursor" })).body.error?.message).toBe(INVALID_CURSOR);
    expect((await list(ada, { from: "yesterday" })).status).toBe(400);
  });

  it("answers another organisation's admin nothing of this one", async () => {
    const [entry] = page(await list(world.people.ada, { limit: 1 })).items;
    const gus = await agentFor(GUS, "globex");
    const response = await callWorker(env, `${origin("globex")}/api/v2/auditLog/list?itemType=${entry.itemType}&itemId=${entry.itemId}`, {
      headers: { accesstoken: gus.token },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ items: [], nextCursor: null });
  });

  it("names the items, statuses and people an entry names by id, with links, and leaves out what names nothing (issue 43 §5)", async () => {
    const { ada, member } = world.people;
    const { taskId, id: projectId } = world.publicProject;
    const [todo, doing] = world.statuses;
    const moved = await call(member, "POST", "kanban/moveCard", { projectId, type: "STATUS", taskId, from: todo.id, to: doing.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [move] = page(await list(ada, { itemType: "task", itemId: taskId, limit: 1 })).items as Array<Entry & { names: Record<string, unknown>; detail: Record<string, unknown> }>;
    expect(move).toMatchObject({ verb: "moved", detail: { board: "STATUS", from: todo.id, to: doing.id } });
    expect(move.names[todo.id]).toEqual({ name: "To Do", kind: "status", href: null });
    expect(move.names[doing.id]).toEqual({ name: "In Progress", kind: "status", href: null });
    expect(move.names[taskId]).toMatchObject({ name: "Task", kind: "task", href: expect.stringContaining(`taskId=${taskId}`) });

    const posted = await call(member, "POST", "task/conversation/create", { taskId, text: "Named in the log" });
    expect(posted.status).toBe(200);
    const [message] = page(await list(ada, { itemType: "message", limit: 1 })).items as Array<Entry & { names: Record<string, unknown> }>;
    // The message's own id and its null conversation name nothing; the task it is on is named.
    expect(Object.keys(message.names)).toEqual([taskId]);
    expect(message.names[taskId]).toMatchObject({ kind: "task" });
    await call(member, "POST", "kanban/moveCard", { projectId, type: "STATUS", taskId, from: doing.id, to: todo.id });
  });

});
