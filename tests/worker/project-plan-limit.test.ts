import { afterAll, describe, expect, it } from "vitest";
import { PLAN_LIMIT_MESSAGES } from "~/lib/plans";
import { buildWorld, call, inAcme, onPlanWithoutCaps, plantTeam, setPlanLimits } from "./work/world";

const world = await buildWorld();
afterAll(onPlanWithoutCaps);

describe("the plan's projects per team (decision 0018)", () => {
  it("refuses the project one past the cap with 402 and the limit's message, and creates nothing", async () => {
    const { teamId, publicProject } = await plantTeam(world.people);
    await setPlanLimits({ projectsPerTeam: 3 });
    const create = (name: string) => call(world.people.owner, "POST", "project/createPublicProject", { teamId, name });
    expect((await create("Third")).status).toBe(200); // the planted team has two
    const refused = await create("Fourth");
    expect(refused).toMatchObject({ status: 402, body: { error: { message: PLAN_LIMIT_MESSAGES.projectsPerTeam } } });
    const duplicate = await call(world.people.owner, "POST", "project/duplicateProject", { projectId: publicProject.id });
    expect(duplicate.status).toBe(402);
    const count = await inAcme((sql) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM projects WHERE team_id = ?", teamId).one().n);
    expect(count).toBe(3);
  });
});

describe("archived and binned projects take no slot (issue 23 §4)", () => {
  const { owner } = world.people;
  const post = (path: string, input: Record<string, unknown>) => call(owner, "POST", path, input);
  const refusal = { status: 402, body: { error: { message: PLAN_LIMIT_MESSAGES.projectsPerTeam } } };
  const hiddenIn = (projectId: string) =>
    inAcme((sql) => sql.exec<{ hidden_in: string | null }>("SELECT hidden_in FROM projects WHERE id = ?", projectId).one().hidden_in);
  const created = async (teamId: string, name: string) => {
    const reply = await post("project/createPublicProject", { teamId, name });
    expect(reply.status).toBe(200);
    return (reply.body.data as { projectId: string }).projectId;
  };

  it("counts only the working projects, and refuses to restore one into a full team with the same 402", async () => {
    const { teamId, publicProject, privateProject } = await plantTeam(world.people);
    await setPlanLimits({ projectsPerTeam: 2 });
    expect((await post("project/archive", { projectId: publicProject.id })).status).toBe(200);
    expect((await post("project/delete", { projectId: privateProject.id })).status).toBe(200);
    await created(teamId, "New one");
    await created(teamId, "New two");
    expect(await post("project/createPublicProject", { teamId, name: "Over" })).toMatchObject(refusal);

    expect(await post("team/restore", { type: "project", ids: [publicProject.id] })).toMatchObject(refusal);
    expect(await post("team/restore", { type: "project", ids: [privateProject.id] })).toMatchObject(refusal);
    expect([await hiddenIn(publicProject.id), await hiddenIn(privateProject.id)]).toEqual(["archive", "bin"]);
  });

  it("restores while there is room, and a selection only as far as all of it fits", async () => {
    const { teamId, publicProject, privateProject } = await plantTeam(world.people);
    await setPlanLimits({ projectsPerTeam: 2 });
    expect((await post("project/archive", { projectId: publicProject.id })).status).toBe(200);
    expect((await post("project/archive", { projectId: privateProject.id })).status).toBe(200);
    await created(teamId, "Taking a slot");
    expect(await post("team/restore", { type: "project", ids: [publicProject.id, privateProject.id] })).toMatchObject(refusal);
    expect([await hiddenIn(publicProject.id), await hiddenIn(privateProject.id)]).toEqual(["archive", "archive"]);
    expect((await post("team/restore", { type: "project", ids: [publicProject.id] })).status).toBe(200);
    expect(await hiddenIn(publicProject.id)).toBeNull();
  });

  it("refuses a folder or a team whose projects would not fit when they come back", async () => {
    const { teamId, publicProject } = await plantTeam(world.people);
    await setPlanLimits({ projectsPerTeam: 2 });
    const folder = await post("folder/create", { teamId, name: "Shelf" });
    const folderId = (folder.body.data as { folderId: string }).folderId;
    expect((await post("folder/moveProjectToFolder", { projectId: publicProject.id, folderId })).status).toBe(200);
    expect((await post("folder/archive", { folderId })).status).toBe(200);
    await created(teamId, "In its place");
    expect(await post("team/restore", { type: "folder", ids: [folderId] })).toMatchObject(refusal);
    expect(await hiddenIn(publicProject.id)).toBe("archive");

    // A team archived with two projects, the plan lowered to one meanwhile: it cannot come back with both.
    const team = await plantTeam(world.people);
    expect((await post("team/archive", { teamId: team.teamId })).status).toBe(200);
    await setPlanLimits({ projectsPerTeam: 1 });
    expect(await post("team/restore", { type: "team", ids: [team.teamId] })).toMatchObject(refusal);
    await setPlanLimits({ projectsPerTeam: 2 });
    expect((await post("team/restore", { type: "team", ids: [team.teamId] })).status).toBe(200);
  });
});
