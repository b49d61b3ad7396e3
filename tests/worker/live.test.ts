import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_ENDED, type LiveChange, type LiveHello, type LiveMessage, type LivePresence } from "~/lib/live/protocol";
import { callWorker } from "./callWorker";
import { origin, signIn } from "./helpers";
import { ok, post } from "./work/answers";
import { buildWorld, inAcme, newAgent, type Agent, type World } from "./work/world";

/** Live sockets (issue 21 §1): who may open one, what each receives, and when it closes. */
let world: World;
beforeAll(async () => {
  world = await buildWorld();
  await inAcme((sql) => sql.exec("UPDATE members SET first_name = 'Adam', last_name = 'Admin' WHERE user_id = ?", world.people.admin.userId));
}, 60_000);

const LIVE = `${origin("acme")}/api/v2/live`;

type Socket = { ws: WebSocket; messages: LiveMessage[]; closed: Promise<number> };

async function open(headers: Record<string, string>, query: Record<string, string> = {}) {
  return callWorker(env, `${LIVE}?${new URLSearchParams(query)}`, { headers: { upgrade: "websocket", ...headers } });
}

/** A socket as the agent's page would open it, listening until the test ends. */
async function listen(agent: Agent, query: Record<string, string> = {}): Promise<Socket> {
  const response = await open({ accesstoken: agent.token }, query);
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  const messages: LiveMessage[] = [];
  const closed = new Promise<number>((resolve) => ws.addEventListener("close", (event) => resolve(event.code)));
  ws.addEventListener("message", (event) => messages.push(JSON.parse(event.data as string) as LiveMessage));
  ws.accept();
  await until(() => messages.some((message) => message.type === "hello"));
  return { ws, messages, closed };
}

async function until(condition: () => boolean, timeoutMs = 3000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting for a live message");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const changes = (socket: Socket) => socket.messages.filter((message): message is LiveChange => message.type === "change");
const hello = (socket: Socket) => socket.messages.find((message): message is LiveHello => message.type === "hello")!;
const lastPresence = (socket: Socket) => socket.messages.filter((message): message is LivePresence => message.type === "presence").at(-1);
const rename = (agent: Agent, taskId: string, name: string) => post(agent, "task/update", { taskId, name });

describe("opening a live socket", () => {
  it("needs a session, an upgrade, and a page of the tenant's own host", async () => {
    expect((await open({})).status).toBe(401);
    const notUpgrade = await callWorker(env, LIVE, { headers: { accesstoken: world.people.member.token } });
    expect(notUpgrade.status).toBe(400);
    const { cookie } = await signIn();
    expect((await open({ cookie, origin: origin("globex") })).status).toBe(403);
    expect((await open({ cookie })).status).toBe(403);
    const fromItsPage = await open({ cookie, origin: origin("acme") });
    expect(fromItsPage.status).toBe(101);
    fromItsPage.webSocket!.accept();
    fromItsPage.webSocket!.close();
  });

  it("answers 404 for a private project the member does not see, and for another tenant's", async () => {
    const refused = await open({ accesstoken: world.people.guest.token }, { project: world.privateProject.id });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("Project not found");
    const gus = await newAgent("MEMBER");
    expect((await open({ accesstoken: gus.token }, { project: crypto.randomUUID() })).status).toBe(404);
    expect((await open({ accesstoken: world.people.member.token }, { project: "x".repeat(65) })).status).toBe(400);
  });
});

describe("what a socket receives", () => {
  it("a change only when its member sees the project: the team's guest hears nothing of the private project, not even an id", async () => {
    const guest = await listen(world.people.guest);
    const member = await listen(world.people.member);
    ok(await rename(world.people.owner, world.privateProject.taskId, "Board planning, private"));
    ok(await rename(world.people.owner, world.publicProject.taskId, "Public work"));
    await until(() => changes(guest).some((change) => change.itemId === world.publicProject.taskId));
    await until(() => changes(member).some((change) => change.itemId === world.publicProject.taskId));
    const heard = JSON.stringify(guest.messages);
    for (const secret of [world.privateProject.id, world.privateProject.taskId, world.privateProject.groupId]) expect(heard).not.toContain(secret);
    const privateChange = changes(member).find((change) => change.itemId === world.privateProject.taskId)!;
    expect(privateChange).toMatchObject({ verb: "updated", itemType: "task", projectId: world.privateProject.id, fields: ["name"], actorId: world.people.owner.userId });
    expect(privateChange.seq).toBeGreaterThan(hello(member).seq);
    expect(JSON.stringify(privateChange)).not.toContain("Board planning");
    guest.ws.close();
    member.ws.close();
  });

  it("names whose edit of a field was overwritten, and only when it was someone else's", async () => {
    const member = await listen(world.people.member);
    const { subtaskId } = world.publicProject;
    ok(await rename(world.people.member, subtaskId, "Mine"));
    ok(await rename(world.people.admin, subtaskId, "Theirs"));
    ok(await post(world.people.admin, "task/update", { taskId: subtaskId, priority: "HIGH" }));
    ok(await rename(world.people.member, subtaskId, "Mine again"));
    await until(() => changes(member).length >= 4);
    const [first, overwriting, otherField, back] = changes(member).slice(-4);
    expect(first).toMatchObject({ itemType: "subtask", fields: ["name"], overwrote: null });
    expect(overwriting).toMatchObject({ fields: ["name"], overwrote: world.people.member.userId, actorId: world.people.admin.userId });
    expect(otherField).toMatchObject({ fields: ["priority"], overwrote: null });
    expect(back).toMatchObject({ fields: ["name"], overwrote: world.people.admin.userId });
    member.ws.close();
  });

  it("a task moved to another project: the viewers of both hear it, whoever sees only the one it left hears nothing of where it went", async () => {
    const task = ok(await post(world.people.owner, "task/add", { groupId: world.publicProject.groupId, name: "Leaving" })) as { id: string };
    const guest = await listen(world.people.guest, { project: world.publicProject.id });
    const member = await listen(world.people.member);
    ok(await post(world.people.owner, "task/move", { taskId: task.id, groupId: world.privateProject.groupId }));
    const movedOf = (socket: Socket) => changes(socket).find((change) => change.verb === "moved" && change.itemId === task.id);
    await until(() => Boolean(movedOf(guest) && movedOf(member)));
    expect(movedOf(member)).toMatchObject({ projectId: world.privateProject.id, parentId: world.privateProject.groupId, fromProjectId: world.publicProject.id });
    expect(movedOf(guest)).toMatchObject({ projectId: null, parentId: null, fromProjectId: world.publicProject.id });
    const heard = JSON.stringify(guest.messages);
    for (const secret of [world.privateProject.id, world.privateProject.groupId]) expect(heard).not.toContain(secret);
    const since = String(hello(guest).seq);
    guest.ws.close();
    member.ws.close();
    const again = await listen(world.people.guest, { project: world.publicProject.id, since });
    expect(hello(again).missed).toBe(true);
    again.ws.close();
  });

  it("a bell update to the member a command notified, and to no one else", async () => {
    const member = await listen(world.people.member);
    const admin = await listen(world.people.admin);
    ok(await post(world.people.member, "task/conversation/create", { taskId: world.publicProject.taskId, text: "Ping @Adam Admin" }));
    await until(() => admin.messages.some((message) => message.type === "notifications"));
    await until(() => changes(member).some((change) => change.itemType === "message"));
    expect(member.messages.some((message) => message.type === "notifications")).toBe(false);
    member.ws.close();
    admin.ws.close();
  });
});

describe("presence on a project", () => {
  it("lists who looks at the project and the task each has open, and drops whoever leaves", async () => {
    const project = world.publicProject.id;
    const member = await listen(world.people.member, { project });
    const admin = await listen(world.people.admin, { project });
    await until(() => lastPresence(member)?.viewers.length === 2);
    admin.ws.send(JSON.stringify({ type: "editing", taskId: world.publicProject.taskId }));
    await until(() => lastPresence(member)?.viewers.some((viewer) => viewer.editingTaskId === world.publicProject.taskId) ?? false);
    admin.ws.send(JSON.stringify({ type: "editing", taskId: world.privateProject.taskId }));
    await until(() => lastPresence(member)?.viewers.every((viewer) => viewer.editingTaskId === null) ?? false);
    admin.ws.close();
    await until(() => lastPresence(member)?.viewers.map((viewer) => viewer.userId).join() === world.people.member.userId);
    member.ws.close();
  });
});

describe("catching up", () => {
  it("a page that reconnects learns whether it missed a change it may see", async () => {
    const first = await listen(world.people.guest, { project: world.publicProject.id });
    const since = String(hello(first).seq);
    first.ws.close();
    ok(await rename(world.people.owner, world.privateProject.taskId, "Unseen by the guest"));
    const guestAgain = await listen(world.people.guest, { project: world.publicProject.id, since });
    expect(hello(guestAgain).missed).toBe(false);
    const guestEverywhere = await listen(world.people.guest, { since });
    expect(hello(guestEverywhere).missed).toBe(false);
    const member = await listen(world.people.member, { since });
    expect(hello(member).missed).toBe(true);
    ok(await rename(world.people.owner, world.publicProject.taskId, "Seen by the guest"));
    const guestLater = await listen(world.people.guest, { project: world.publicProject.id, since });
    expect(hello(guestLater).missed).toBe(true);
    for (const socket of [guestAgain, guestEverywhere, member, guestLater]) socket.ws.close();
  });
});

describe("closing when the session ends", () => {
  it("logout closes the session's sockets", async () => {
    const person = await newAgent("MEMBER");
    const socket = await listen(person);
    ok(await post(person, "user/logout", { logout: true }));
    expect(await socket.closed).toBe(SESSION_ENDED);
  });

  it("deactivation closes the person's sockets", async () => {
    const person = await newAgent("MEMBER");
    const socket = await listen(person);
    ok(await post(world.people.ada, "settings/deactivateUser", { userId: person.userId }));
    expect(await socket.closed).toBe(SESSION_ENDED);
  });
});
