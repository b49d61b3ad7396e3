import { beforeAll, describe, expect, it } from "vitest";
import { agentFor, call, newAgent, type Agent, type Reply } from "./work/world";
import { ADA } from "./helpers";

/**
 * A deactivated person (issue 20 §1, decision record 46) disappears from the pickers but stays named
 * on their past work, marked deactivated (workspace/people.ts); reactivation takes the mark away.
 */
type Person = { userId: string; firstName: string; lastName: string; deactivated?: boolean };
type Task = { id: string; assigneeIds: string[]; assignees: Person[] };
type ListData = { people: Person[]; groups: Array<{ tasks: Task[] }> };
type Board = { columns: Array<{ cards: Task[] }> };
type Message = { author: Person | null; mentions: Person[] };
type Entry = { actor: { userId: string; name: string; deactivated: boolean } | null };

let ada: Agent;
let bob: Agent;
let cy: Agent;
let teamId: string;
let projectId: string;
let taskId: string;
let bobName: { firstName: string; lastName: string };

const ok = (reply: Reply) => {
  expect(reply.body.error?.message).toBeUndefined();
  expect(reply.status).toBe(200);
  return reply.body.data as unknown as Record<string, unknown>;
};
const listWindow = async () => ok(await call(cy, "GET", "project/list", { projectId })) as unknown as ListData;
const taskIn = (data: ListData) => data.groups.flatMap((group) => group.tasks).find((task) => task.id === taskId)!;
const cardOf = async () => {
  const board = ok(await call(cy, "GET", "kanban/getColumns", { projectId })) as unknown as Board;
  return board.columns.flatMap((column) => column.cards).find((card) => card.id === taskId)!;
};
const firstMessage = async () => {
  const data = ok(await call(cy, "GET", "task/conversation/list", { taskId })) as unknown as { conversations: Message[] };
  return data.conversations[0];
};
const bobsLatestEntry = async () => {
  const data = ok(await call(ada, "GET", "auditLog/list", { actorId: bob.userId, limit: 1 })) as unknown as { items: Entry[] };
  return data.items[0];
};
const bobInTeamSummary = async () => {
  const data = ok(await call(cy, "GET", "teamSummary/teamMembersListing", { teamId, limit: 100 })) as unknown as { items: Person[] };
  return data.items.find((person) => person.userId === bob.userId);
};
const mentionable = async () => (ok(await call(cy, "GET", "task/conversation/mentionable", { taskId })) as unknown as Person[]).map((person) => person.userId);
const receivers = async () =>
  ((ok(await call(ada, "GET", "settings/getUsersForTransfer", { userId: cy.userId })) as unknown as { users: Person[] }).users).map((person) => person.userId);

beforeAll(async () => {
  ada = await agentFor(ADA);
  [bob, cy] = await Promise.all([newAgent("MEMBER"), newAgent("MEMBER")]);
  teamId = (ok(await call(ada, "POST", "team/create", { name: "Past work team" })) as { teamId: string }).teamId;
  ok(await call(ada, "POST", "team/addUsersToTeam", { teamId, userIds: [bob.userId, cy.userId], role: "MEMBER" }));
  projectId = (ok(await call(ada, "POST", "project/createPublicProject", { teamId, name: "Past work" })) as { projectId: string }).projectId;
  const groupId = ok(await call(ada, "POST", "project/taskGroups/create", { projectId, name: "Done by bob" })).id as string;
  taskId = ok(await call(bob, "POST", "task/add", { groupId, name: "Bob's task", assigneeIds: [bob.userId, cy.userId] })).id as string;
  ok(await call(bob, "POST", "task/conversation/create", { taskId, text: "Bob was here" }));
  const person = (await listWindow()).people.find((one) => one.userId === bob.userId)!;
  bobName = { firstName: person.firstName, lastName: person.lastName };
  ok(await call(ada, "POST", "settings/deactivateUser", { userId: bob.userId }));
}, 60_000);

describe("a deactivated person's past work", () => {
  it("still names them, marked deactivated, in the List window, the task, its Kanban card, its conversation and the audit log", async () => {
    const marked = { userId: bob.userId, ...bobName, deactivated: true };
    const window = await listWindow();
    expect(taskIn(window).assigneeIds).toContain(bob.userId);
    expect(taskIn(window).assignees).toContainEqual(marked);
    expect(taskIn(window).assignees).toContainEqual(expect.objectContaining({ userId: cy.userId, deactivated: false }));
    expect((ok(await call(cy, "GET", "task/get", { taskId })) as unknown as Task).assignees).toContainEqual(marked);
    expect((await cardOf()).assignees).toContainEqual(marked);
    expect((await firstMessage()).author).toEqual(marked);
    expect((await bobsLatestEntry()).actor).toEqual({ userId: bob.userId, name: `${bobName.firstName} ${bobName.lastName}`, deactivated: true });
    expect(await bobInTeamSummary()).toMatchObject(marked);
  });

  it("is not offered by the pickers: the List's and the board's people, mentions, transfer receivers", async () => {
    expect((await listWindow()).people.map((person) => person.userId)).not.toContain(bob.userId);
    const board = ok(await call(cy, "GET", "kanban/getColumns", { projectId })) as unknown as { people?: Person[] };
    expect((board.people ?? []).map((person) => person.userId)).not.toContain(bob.userId);
    expect(await mentionable()).not.toContain(bob.userId);
    expect(await mentionable()).toContain(cy.userId);
    expect(await receivers()).not.toContain(bob.userId);
    // Nor can anyone assign them anew.
    const refused = await call(cy, "POST", "task/update", { taskId, assigneeIds: [bob.userId] });
    expect(refused.status).toBe(400);
  });

  it("loses the mark once they are reactivated", async () => {
    ok(await call(ada, "POST", "settings/reactivateUser", { userId: bob.userId }));
    const active = { userId: bob.userId, ...bobName, deactivated: false };
    expect(taskIn(await listWindow()).assignees).toContainEqual(active);
    expect((await cardOf()).assignees).toContainEqual(active);
    expect((await firstMessage()).author).toEqual(active);
    expect((await bobsLatestEntry()).actor?.deactivated).toBe(false);
    expect(await bobInTeamSummary()).toMatchObject(active);
    expect((await listWindow()).people.map((person) => person.userId)).toContain(bob.userId);
    expect(await mentionable()).toContain(bob.userId);
  });
});
