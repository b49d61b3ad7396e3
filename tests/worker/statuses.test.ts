import { describe, expect, it } from "vitest";
import { CATEGORY_COLOURS } from "~/lib/statuses";
import { ARCHIVED } from "~/server/workspace/access";
import { GUS, json, origin, postJson } from "./helpers";
import { agentFor, buildWorld, call, inAcme, newAgent } from "./work/world";

const world = await buildWorld();
const { people } = world;

type Status = { statusId: string; name: string; category: string; colour: string };

/** A fresh team owned by a fresh member, with its default statuses. */
async function freshTeam() {
  const owner = await newAgent("MEMBER");
  const { data } = (await call(owner, "POST", "team/create", { name: "Statuses" })).body;
  const teamId = data.teamId as string;
  return { owner, teamId, statuses: await statusesOf(owner, teamId) };
}

async function statusesOf(agent: Parameters<typeof call>[0], teamId: string) {
  const reply = await call(agent, "GET", "team/customStatus/get", { teamId });
  expect(reply.status).toBe(200);
  return reply.body.data as unknown as Status[];
}

const lastActivity = (itemId: string) =>
  inAcme((sql) => sql.exec("SELECT verb, item_type, team_id, detail_json FROM activity WHERE item_id = ? ORDER BY id DESC LIMIT 1", itemId).toArray()[0]);

/** A task with this status in a new project of the team. */
async function taskWithStatus(teamId: string, ownerId: string, statusId: string) {
  const [projectId, groupId, taskId] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  await inAcme((sql) => {
    sql.exec(
      "INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES (?, ?, 'P', 'PUBLIC', ?, 'a0', 0, 0)",
      projectId, teamId, ownerId,
    );
    sql.exec("INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, 'G', 'a0', 0)", groupId, projectId);
    sql.exec(
      `INSERT INTO tasks (id, project_id, group_id, name, status_id, position, created_by, created_at, updated_at)
       VALUES (?, ?, ?, 'T', ?, 'a0', ?, 0, 0)`,
      taskId, projectId, groupId, statusId, ownerId,
    );
  });
  return taskId;
}

const statusOfTask = (taskId: string) => inAcme((sql) => sql.exec("SELECT status_id FROM tasks WHERE id = ?", taskId).one().status_id);

describe("team/customStatus/get", () => {
  it("lists a team's statuses in order for every team role, 404 for outsiders, unknown and foreign teams", async () => {
    expect((await statusesOf(people.guest, world.teamId)).map((s) => s.name)).toEqual(["To Do", "In Progress", "Done", "Closed"]);
    expect((await call(people.outsider, "GET", "team/customStatus/get", { teamId: world.teamId })).status).toBe(404);
    expect((await call(people.ada, "GET", "team/customStatus/get", { teamId: crypto.randomUUID() })).status).toBe(404);
  });
});

describe("team/customStatus/create", () => {
  it("adds a status at the end in its category's colour, or the colour given", async () => {
    const { owner, teamId } = await freshTeam();
    const review = await call(owner, "POST", "team/customStatus/create", { teamId, name: "Review", category: "IN_PROGRESS" });
    expect(review.body.data).toMatchObject({ name: "Review", category: "IN_PROGRESS", colour: CATEGORY_COLOURS.IN_PROGRESS, teamId });
    const blocked = await call(owner, "POST", "team/customStatus/create", { teamId, name: "Blocked", category: "TODO", colour: "#dc2626" });
    expect(blocked.body.data).toMatchObject({ colour: "#dc2626" });
    expect((await statusesOf(owner, teamId)).map((s) => s.name)).toEqual(["To Do", "In Progress", "Done", "Closed", "Review", "Blocked"]);
    const id = (review.body.data as Status).statusId;
    expect(await lastActivity(id)).toMatchObject({ verb: "created", item_type: "status", team_id: teamId });
  });

  it.each([
    [{ name: "" }, { name: ["Please fill in Status Name"] }],
    [{ name: " Lead" }, { name: ["Leading Spaces not allowed"] }],
    [{ name: "A" }, { name: ["Status Name should be at least 2 characters"] }],
    [{ name: "x".repeat(25) }, { name: ["Status Name should not exceed 24 characters"] }],
    [{ category: undefined }, { category: ["Please select a Category"] }],
    [{ category: "LATER" }, { category: ["Please select a Category"] }],
    [{ colour: "red" }, { colour: ["Please choose a colour such as #2563eb"] }],
  ])("refuses %j with the spec's message", async (change, fields) => {
    const input = { teamId: world.teamId, name: "Valid", category: "TODO", ...change };
    const reply = await call(people.owner, "POST", "team/customStatus/create", input);
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields).toEqual(fields);
  });

  it("refuses a duplicate name, team members (403) and other tenants' teams (404)", async () => {
    const { owner, teamId } = await freshTeam();
    expect((await call(owner, "POST", "team/customStatus/create", { teamId, name: "to do", category: "TODO" })).body.error.message).toBe(
      "This team already has a status with this name",
    );
    expect((await call(people.member, "POST", "team/customStatus/create", { teamId: world.teamId, name: "Nope", category: "TODO" })).status).toBe(403);
    const gus = await agentFor(GUS, "globex");
    const globex = await json(await postJson(`${origin("globex")}/api/v2/team/create`, { name: "Globex" }, { accesstoken: gus.token }));
    const foreign = await call(people.ada, "POST", "team/customStatus/create", { teamId: globex.data.teamId, name: "Mine", category: "TODO" });
    expect(foreign).toMatchObject({ status: 404, body: { error: { message: "Team not found" } } });
  });
});

describe("team/customStatus/update", () => {
  it("renames, recolours and recategorises a status", async () => {
    const { owner, teamId, statuses } = await freshTeam();
    const [todo] = statuses;
    await call(owner, "POST", "team/customStatus/create", { teamId, name: "Later", category: "TODO" });
    const reply = await call(owner, "POST", "team/customStatus/update", { statusId: todo.statusId, name: "Backlog", category: "TODO", colour: "#000000" });
    expect(reply.body.data).toMatchObject({ statusId: todo.statusId, name: "Backlog", category: "TODO", colour: "#000000" });
    expect(await lastActivity(todo.statusId)).toMatchObject({ verb: "updated" });
    const moved = await call(owner, "POST", "team/customStatus/update", { statusId: todo.statusId, name: "Backlog", category: "IN_PROGRESS" });
    expect(moved.body.data).toMatchObject({ category: "IN_PROGRESS", colour: "#000000" });
  });

  it("keeps one status in each category, and refuses members, unknown and invisible statuses", async () => {
    const { owner, statuses } = await freshTeam();
    const done = statuses[2];
    const reply = await call(owner, "POST", "team/customStatus/update", { statusId: done.statusId, name: "Done", category: "TODO" });
    expect(reply).toMatchObject({
      status: 409,
      body: { error: { message: "A team keeps at least one status in each category; this is the last one in Done" } },
    });
    const input = { statusId: world.statuses[0].id, name: "Renamed", category: "TODO" };
    expect((await call(people.member, "POST", "team/customStatus/update", input)).status).toBe(403);
    expect(await call(people.outsider, "POST", "team/customStatus/update", input)).toMatchObject({
      status: 404,
      body: { error: { message: "Status not found" } },
    });
    expect((await call(owner, "POST", "team/customStatus/update", { ...input, statusId: crypto.randomUUID() })).status).toBe(404);
    expect((await call(owner, "POST", "team/customStatus/update", { ...input, name: "X" })).body.error.fields).toEqual({
      name: ["Status Name should be at least 2 characters"],
    });
  });
});

describe("team/customStatus/delete", () => {
  it("deletes an unused status; a used one only with the status its tasks move to", async () => {
    const { owner, teamId, statuses } = await freshTeam();
    const review = (await call(owner, "POST", "team/customStatus/create", { teamId, name: "Review", category: "IN_PROGRESS" })).body.data as Status;
    const taskId = await taskWithStatus(teamId, owner.userId, review.statusId);
    await taskWithStatus(teamId, owner.userId, review.statusId);

    const refused = await call(owner, "POST", "team/customStatus/delete", { statusId: review.statusId });
    expect(refused).toMatchObject({ status: 409, body: { error: { message: "2 tasks use this status. Choose the status to move them to." } } });
    const elsewhere = await call(owner, "POST", "team/customStatus/delete", { statusId: review.statusId, moveTasksTo: world.statuses[1].id });
    expect(elsewhere.body.error).toMatchObject({ message: "Choose another status of this team" });

    const deleted = await call(owner, "POST", "team/customStatus/delete", { statusId: review.statusId, moveTasksTo: statuses[1].statusId });
    expect(deleted.body.data).toMatchObject({ statusId: review.statusId, movedTasks: 2, movedTo: statuses[1].statusId });
    expect(await statusOfTask(taskId)).toBe(statuses[1].statusId);
    expect(await lastActivity(review.statusId)).toMatchObject({ verb: "deleted", item_type: "status" });
    expect((await statusesOf(owner, teamId)).map((s) => s.name)).toEqual(["To Do", "In Progress", "Done", "Closed"]);
  });

  it("hands the default status on to the status that takes its tasks", async () => {
    const { owner, teamId, statuses } = await freshTeam();
    const later = (await call(owner, "POST", "team/customStatus/create", { teamId, name: "Later", category: "TODO" })).body.data as Status;
    await call(owner, "POST", "team/customStatus/delete", { statusId: statuses[0].statusId, moveTasksTo: later.statusId });
    expect((await call(owner, "GET", "team/metaData", { teamId })).body.data.defaultStatusId).toBe(later.statusId);
  });

  it("refuses the last status of a category and team members", async () => {
    const { owner, statuses } = await freshTeam();
    expect((await call(owner, "POST", "team/customStatus/delete", { statusId: statuses[3].statusId })).body.error.message).toBe(
      "A team keeps at least one status in each category; this is the last one in Closed",
    );
    expect((await call(people.member, "POST", "team/customStatus/delete", { statusId: world.statuses[3].id })).status).toBe(403);
    expect((await call(people.outsider, "POST", "team/customStatus/delete", { statusId: world.statuses[3].id })).status).toBe(404);
  });
});

describe("team/customStatus/reorder, customStatusConfig and colourCategory", () => {
  it("reorders a team's statuses", async () => {
    const { owner, statuses } = await freshTeam();
    const [todo, doing, done, closed] = statuses;
    const reply = await call(owner, "POST", "team/customStatus/reorder", { statusId: closed.statusId, afterStatusId: null });
    expect((reply.body.data as unknown as Status[]).map((s) => s.name)).toEqual(["Closed", "To Do", "In Progress", "Done"]);
    const again = await call(owner, "POST", "team/customStatus/reorder", { statusId: todo.statusId, afterStatusId: done.statusId });
    expect((again.body.data as unknown as Status[]).map((s) => s.name)).toEqual(["Closed", "In Progress", "Done", "To Do"]);
    expect(await lastActivity(todo.statusId)).toMatchObject({ verb: "reordered" });
    expect((await call(owner, "POST", "team/customStatus/reorder", { statusId: doing.statusId, afterStatusId: world.statuses[0].id })).status).toBe(400);
  });

  it("sets the default and assigned status to statuses of the team", async () => {
    const { owner, teamId, statuses } = await freshTeam();
    const input = { teamId, defaultStatusId: statuses[1].statusId, assignedStatusId: statuses[1].statusId };
    expect((await call(owner, "POST", "team/customStatusConfig", input)).body.data).toEqual(input);
    expect((await call(owner, "GET", "team/metaData", { teamId })).body.data).toMatchObject({ defaultStatusId: statuses[1].statusId, assignedStatusId: statuses[1].statusId });
    expect(await lastActivity(teamId)).toMatchObject({ verb: "status_config_changed" });
    const foreign = await call(owner, "POST", "team/customStatusConfig", { ...input, assignedStatusId: world.statuses[0].id });
    expect(foreign.body.error).toMatchObject({ message: "Choose a status of this team", fields: { assignedStatusId: ["Choose a status of this team"] } });
    expect((await call(people.member, "POST", "team/customStatusConfig", { ...input, teamId: world.teamId })).status).toBe(403);
  });

  it("answers the colour of each category to signed-in members", async () => {
    const reply = await call(people.tenantGuest, "GET", "team/colourCategory");
    expect(reply.body.data).toEqual({
      categories: [
        { category: "TODO", colour: CATEGORY_COLOURS.TODO },
        { category: "IN_PROGRESS", colour: CATEGORY_COLOURS.IN_PROGRESS },
        { category: "DONE", colour: CATEGORY_COLOURS.DONE },
        { category: "CLOSED", colour: CATEGORY_COLOURS.CLOSED },
      ],
    });
  });
});

describe("a team's statuses follow its team into the archive and the bin (issue 23 §4)", () => {
  /** Every change to the statuses of a team, with the message it answers when the team is hidden. */
  async function changes(owner: Parameters<typeof call>[0], teamId: string) {
    const [todo, doing, done] = await statusesOf(owner, teamId);
    return [
      ["create", { teamId, name: "Review", category: "IN_PROGRESS" }, "Team not found"],
      ["update", { statusId: todo.statusId, name: "Backlog", category: "TODO" }, "Status not found"],
      ["delete", { statusId: doing.statusId, moveTasksTo: done.statusId }, "Status not found"],
      ["reorder", { statusId: done.statusId, afterStatusId: null }, "Status not found"],
    ] as const;
  }
  const namesOf = async (teamId: string) =>
    inAcme((sql) => sql.exec<{ name: string }>("SELECT name FROM statuses WHERE team_id = ? ORDER BY position", teamId).toArray().map((row) => row.name));

  it("answers 409 to every change while the team is archived, and still reads them", async () => {
    const { owner, teamId } = await freshTeam();
    const before = await namesOf(teamId);
    const steps = await changes(owner, teamId);
    expect((await call(owner, "POST", "team/archive", { teamId })).status).toBe(200);
    for (const [command, input] of steps) {
      expect(await call(owner, "POST", `team/customStatus/${command}`, input), command).toMatchObject({ status: 409, body: { error: { message: ARCHIVED } } });
    }
    expect(await namesOf(teamId)).toEqual(before);
    expect((await statusesOf(owner, teamId)).map((s) => s.name)).toEqual(before);

    expect((await call(owner, "POST", "team/restore", { type: "team", ids: [teamId] })).status).toBe(200);
    const update = steps[1][1];
    expect((await call(owner, "POST", "team/customStatus/update", update)).status).toBe(200);
  });

  it("answers 404 to every change and read while the team is in the bin", async () => {
    const { owner, teamId } = await freshTeam();
    const steps = await changes(owner, teamId);
    expect((await call(owner, "POST", "team/delete", { teamId })).status).toBe(200);
    for (const [command, input, message] of steps) {
      expect(await call(owner, "POST", `team/customStatus/${command}`, input), command).toMatchObject({ status: 404, body: { error: { message } } });
    }
    expect((await call(owner, "GET", "team/customStatus/get", { teamId })).status).toBe(404);
  });
});
