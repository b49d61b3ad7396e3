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
