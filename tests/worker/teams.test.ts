import { describe, expect, it } from "vitest";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { GUS, json, origin, postJson } from "./helpers";
import { agentFor, buildWorld, call, inAcme, newAgent, type Agent } from "./work/world";

const world = await buildWorld();
const { people } = world;

/** The newest activity entry about an item. */
const activityOf = (itemId: string) =>
  inAcme((sql) => sql.exec("SELECT * FROM activity WHERE item_id = ? ORDER BY id DESC LIMIT 1", itemId).toArray()[0]);

async function createTeam(agent: Agent, name = "Design") {
  const reply = await call(agent, "POST", "team/create", { name });
  expect(reply.status).toBe(200);
  return reply.body.data as { teamId: string; name: string; ownerId: string; defaultStatusId: string; role: string };
}

describe("team/create", () => {
  it("makes the creator the owner of a team with four default statuses, the first its default", async () => {
    const team = await createTeam(people.member, "Platform");
    expect(team).toMatchObject({ name: "Platform", ownerId: people.member.userId, role: "OWNER" });
    const meta = await call(people.member, "GET", "team/metaData", { teamId: team.teamId });
    const statuses = meta.body.data.statuses as Array<{ statusId: string; name: string; category: string }>;
    expect(statuses.map(({ name, category }) => [name, category])).toEqual([
      ["To Do", "TODO"],
      ["In Progress", "IN_PROGRESS"],
      ["Done", "DONE"],
      ["Closed", "CLOSED"],
    ]);
    expect(team.defaultStatusId).toBe(statuses[0].statusId);
    expect(meta.body.data).toMatchObject({ memberCount: 1, projectCount: 0, role: "OWNER" });
    expect(await activityOf(team.teamId)).toMatchObject({ verb: "created", item_type: "team", actor_id: people.member.userId });
  });

  it.each([
    ["", "Please fill in Team Name"],
    [" Leading", "Leading Spaces not allowed"],
    ["A", "Team Name should be at least 2 characters"],
    ["x".repeat(201), "Team Name should not exceed 200 characters"],
  ])("refuses the name %j with the spec's message", async (name, message) => {
    const reply = await call(people.member, "POST", "team/create", { name });
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields).toEqual({ name: [message] });
  });

  it("refuses a tenant guest: guests never create structure", async () => {
    const reply = await call(people.tenantGuest, "POST", "team/create", { name: "Guests" });
    expect(reply).toMatchObject({ status: 403, body: { error: { message: PERMISSION_DENIED } } });
  });
});

describe("team/getAllTeams", () => {
  it("lists the teams a member belongs to, and every team for tenant admins", async () => {
    const ids = async (agent: Agent) =>
      ((await call(agent, "GET", "team/getAllTeams")).body.data as unknown as Array<{ teamId: string; role: string }>);
    expect((await ids(people.guest)).find((t) => t.teamId === world.teamId)?.role).toBe("GUEST");
    expect((await ids(people.tenantAdmin)).find((t) => t.teamId === world.teamId)?.role).toBe("OWNER");
    expect((await ids(people.outsider)).some((t) => t.teamId === world.teamId)).toBe(false);
  });
});

describe("team/verifyTeamId and metaData", () => {
  it("answers the team to those who see it, 404 to others, unknown ids and another tenant", async () => {
    expect((await call(people.guest, "GET", "team/verifyTeamId", { teamId: world.teamId })).body.data).toMatchObject({ role: "GUEST" });
    for (const [agent, teamId] of [[people.outsider, world.teamId], [people.owner, crypto.randomUUID()]] as const) {
      expect(await call(agent, "GET", "team/verifyTeamId", { teamId })).toMatchObject({ status: 404, body: { error: { message: "Team not found" } } });
    }
    const gus = await agentFor(GUS, "globex");
    const globex = await createTeamIn(gus);
    expect((await call(people.ada, "GET", "team/metaData", { teamId: globex })).status).toBe(404);
  });
});

/** A team created in globex by gus, through globex's API. */
async function createTeamIn(gus: Agent) {
  const response = await postJson(`${origin("globex")}/api/v2/team/create`, { name: "Globex team" }, { accesstoken: gus.token });
  expect(response.status).toBe(200);
  return (await json(response)).data.teamId as string;
}

describe("team/update, copy and move", () => {
  it("renames a team for its admins and refuses its members", async () => {
    const team = await createTeam(people.owner, "Old name");
    await call(people.owner, "POST", "team/addUsersToTeam", { teamId: team.teamId, userIds: [people.member.userId] });
    expect((await call(people.member, "POST", "team/update", { teamId: team.teamId, name: "Nope" })).status).toBe(403);
    const renamed = await call(people.owner, "POST", "team/update", { teamId: team.teamId, name: "New name" });
    expect(renamed.body.data).toMatchObject({ name: "New name" });
    expect(await activityOf(team.teamId)).toMatchObject({ verb: "renamed", detail_json: JSON.stringify({ name: "New name" }) });
    expect((await call(people.owner, "POST", "team/update", { teamId: team.teamId, name: "A" })).body.error.fields).toEqual({
      name: ["Team Name should be at least 2 characters"],
    });
  });

  it("copies a team with its statuses, default status and, when asked, its members", async () => {
    const team = await createTeam(people.owner, "Source");
    await call(people.owner, "POST", "team/addUsersToTeam", { teamId: team.teamId, userIds: [people.member.userId], role: "ADMIN" });
    await call(people.owner, "POST", "team/customStatus/create", { teamId: team.teamId, name: "Review", category: "IN_PROGRESS" });
    const copy = await call(people.member, "POST", "team/copy", { teamId: team.teamId, name: "Copy", withMembers: true });
    expect(copy.body.data).toMatchObject({ name: "Copy", ownerId: people.member.userId, role: "OWNER" });
    const copyId = (copy.body.data as { teamId: string }).teamId;
    const meta = (await call(people.member, "GET", "team/metaData", { teamId: copyId })).body.data;
    const statuses = meta.statuses as Array<{ statusId: string; name: string }>;
    expect(statuses.map((s) => s.name)).toEqual(["To Do", "In Progress", "Done", "Closed", "Review"]);
    expect(meta.defaultStatusId).toBe(statuses[0].statusId);
    const members = (await call(people.member, "GET", "team/getAllUsersOfTeam", { teamId: copyId })).body.data as unknown as Array<{ userId: string; role: string }>;
    expect(members.map((m) => [m.userId, m.role]).sort()).toEqual(
      [[people.member.userId, "OWNER"], [people.owner.userId, "ADMIN"]].sort(),
    );
    expect(await activityOf(copyId)).toMatchObject({ verb: "copied" });
  });

  it("moves a team in the order of teams, for its owner only", async () => {
    const agent = await newAgent("MEMBER");
    const [a, b, c] = [await createTeam(agent, "Team A"), await createTeam(agent, "Team B"), await createTeam(agent, "Team C")];
    const order = async () => ((await call(agent, "GET", "team/getAllTeams")).body.data as unknown as Array<{ name: string }>).map((t) => t.name);
    expect(await order()).toEqual(["Team A", "Team B", "Team C"]);
    expect((await call(agent, "POST", "team/move", { teamId: c.teamId, afterTeamId: null })).status).toBe(200);
    expect(await order()).toEqual(["Team C", "Team A", "Team B"]);
    await call(agent, "POST", "team/move", { teamId: c.teamId, afterTeamId: a.teamId });
    expect(await order()).toEqual(["Team A", "Team C", "Team B"]);
    expect(await activityOf(c.teamId)).toMatchObject({ verb: "moved" });
    await call(agent, "POST", "team/addUsersToTeam", { teamId: b.teamId, userIds: [people.member.userId], role: "ADMIN" });
    expect((await call(people.member, "POST", "team/move", { teamId: b.teamId, afterTeamId: null })).status).toBe(403);
    expect((await call(agent, "POST", "team/move", { teamId: b.teamId, afterTeamId: world.teamId })).status).toBe(404);
  });
});

describe("team members", () => {
  async function teamWithMember() {
    const owner = await newAgent("MEMBER");
    const other = await newAgent("MEMBER");
    const team = await createTeam(owner, "People");
    const added = await call(owner, "POST", "team/addUsersToTeam", { teamId: team.teamId, userIds: [other.userId, people.tenantGuest.userId] });
    expect(added.body.data).toEqual({ teamId: team.teamId, added: [other.userId, people.tenantGuest.userId] });
    return { owner, other, teamId: team.teamId };
  }

  it("adds organisation members (a tenant guest as GUEST) and lists them, owner first", async () => {
    const { owner, other, teamId } = await teamWithMember();
    const members = (await call(other, "GET", "team/getAllUsersOfTeam", { teamId })).body.data as unknown as Array<{ userId: string; role: string }>;
    expect(members[0]).toMatchObject({ userId: owner.userId, role: "OWNER" });
    expect(members.find((m) => m.userId === people.tenantGuest.userId)?.role).toBe("GUEST");
    expect(members.find((m) => m.userId === other.userId)?.role).toBe("MEMBER");
    expect(await activityOf(teamId)).toMatchObject({ verb: "members_added" });
    const unknown = await call(owner, "POST", "team/addUsersToTeam", { teamId, userIds: [crypto.randomUUID()] });
    expect(unknown).toMatchObject({ status: 404, body: { error: { message: "Member not found" } } });
    expect((await call(other, "POST", "team/addUsersToTeam", { teamId, userIds: [people.bob.userId] })).status).toBe(403);
  });

  it("changes roles, but never the owner's", async () => {
    const { owner, other, teamId } = await teamWithMember();
    const changed = await call(owner, "POST", "team/changeRoleInTeam", { teamId, userId: other.userId, role: "ADMIN" });
    expect(changed.body.data).toEqual({ teamId, userId: other.userId, role: "ADMIN" });
    expect(await activityOf(other.userId)).toMatchObject({ verb: "role_changed", team_id: teamId });
    expect((await call(other, "POST", "team/changeRoleInTeam", { teamId, userId: owner.userId, role: "GUEST" })).body.error.message).toBe(
      "The owner's role changes only by transferring the ownership",
    );
    expect((await call(owner, "POST", "team/changeRoleInTeam", { teamId, userId: people.bob.userId, role: "GUEST" })).status).toBe(404);
    expect((await call(owner, "POST", "team/changeRoleInTeam", { teamId, userId: other.userId, role: "OWNER" })).body.error.fields).toEqual({
      role: ["Please select a Role"],
    });
  });

  it("removes a member, not the owner; projects they owned pass to the team's owner", async () => {
    const { owner, other, teamId } = await teamWithMember();
    const projectId = crypto.randomUUID();
    await inAcme((sql) =>
      sql.exec(
        "INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES (?, ?, 'Theirs', 'PRIVATE', ?, 'a0', 0, 0)",
        projectId, teamId, other.userId,
      ),
    );
    expect((await call(owner, "POST", "team/removeUserFromTeam", { teamId, userId: owner.userId })).body.error.message).toBe(
      "The team's owner cannot be removed; transfer the ownership first",
    );
    const removed = await call(owner, "POST", "team/removeUserFromTeam", { teamId, userId: other.userId });
    expect(removed.body.data).toEqual({ teamId, userId: other.userId, projectsTransferred: 1 });
    expect(await inAcme((sql) => sql.exec("SELECT owner_id FROM projects WHERE id = ?", projectId).one().owner_id)).toBe(owner.userId);
    expect((await call(other, "GET", "team/verifyTeamId", { teamId })).status).toBe(404);
    expect(await activityOf(other.userId)).toMatchObject({ verb: "member_removed" });
  });

  it("transfers the team, its projects or both to a member who is not a tenant guest", async () => {
    const { owner, other, teamId } = await teamWithMember();
    const projectId = crypto.randomUUID();
    await inAcme((sql) =>
      sql.exec(
        "INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES (?, ?, 'Mine', 'PRIVATE', ?, 'a0', 0, 0)",
        projectId, teamId, owner.userId,
      ),
    );
    const projectOwner = () => inAcme((sql) => sql.exec("SELECT owner_id FROM projects WHERE id = ?", projectId).one().owner_id);
    expect((await call(other, "POST", "team/transfer", { teamId, toUserId: other.userId, scope: "TEAM" })).status).toBe(403);
    expect((await call(owner, "POST", "team/transfer", { teamId, toUserId: people.tenantGuest.userId, scope: "TEAM" })).body.error.message).toBe(
      "A guest cannot own a team or its projects",
    );
    expect((await call(owner, "POST", "team/transfer", { teamId, toUserId: people.bob.userId, scope: "TEAM" })).status).toBe(404);
    expect((await call(owner, "POST", "team/transfer", { teamId, toUserId: other.userId, scope: "SOME" })).body.error.fields).toEqual({
      scope: ["Please choose what to transfer"],
    });

    const projects = await call(owner, "POST", "team/transfer", { teamId, toUserId: other.userId, scope: "PROJECTS" });
    expect(projects.body.data).toEqual({ teamId, ownerId: owner.userId, projectsTransferred: 1 });
    expect(await projectOwner()).toBe(other.userId);

    const team = await call(owner, "POST", "team/transfer", { teamId, toUserId: other.userId, scope: "TEAM" });
    expect(team.body.data).toEqual({ teamId, ownerId: other.userId, projectsTransferred: 0 });
    const roles = (await call(other, "GET", "team/getAllUsersOfTeam", { teamId })).body.data as unknown as Array<{ userId: string; role: string }>;
    expect(roles.find((m) => m.userId === owner.userId)?.role).toBe("ADMIN");
    expect(roles[0]).toMatchObject({ userId: other.userId, role: "OWNER" });
    expect(await activityOf(teamId)).toMatchObject({ verb: "ownership_transferred" });

    const both = await call(people.ada, "POST", "team/transfer", { teamId, toUserId: owner.userId, scope: "BOTH" });
    expect(both.body.data).toEqual({ teamId, ownerId: owner.userId, projectsTransferred: 1 });
    expect(await projectOwner()).toBe(owner.userId);
  });
});
