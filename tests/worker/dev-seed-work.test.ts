import { describe, expect, it } from "vitest";
import { callWorker } from "./callWorker";
import { json, origin, postJson, productionEnv, seed, BOB } from "./helpers";
import { agentFor, call } from "./work/world";

await seed();

const SEED = {
  teamName: "Generated team",
  ownerEmail: "ada@acme.test",
  members: [{ email: BOB, role: "MEMBER" }],
  today: "2026-06-15",
  projects: [{ name: "Generated", tasks: 30, groups: 3, taskName: "Seeded", assignees: [{ email: BOB, count: 12 }] }],
};

describe("dev/seedWork (development only)", () => {
  it("generates a team, a project of tasks in groups and assignments", async () => {
    const response = await postJson(`${origin("acme")}/api/v2/dev/seedWork`, SEED);
    expect(response.status).toBe(200);
    const { data } = await json(response);
    const [project] = data.projects as Array<{ projectId: string; groupIds: string[]; taskIds: string[] }>;
    expect(project.groupIds).toHaveLength(3);
    const bob = await agentFor(BOB);
    const buckets = (await call(bob, "GET", "myspace/myAllTasks", { today: "2026-06-15", limit: 100 })).body.data.buckets as Array<{
      items: Array<{ name: string; projectId: string }>;
    }>;
    const mine = buckets.flatMap((b) => b.items).filter((task) => task.projectId === project.projectId);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((task) => task.name.startsWith("Seeded "))).toBe(true);
  });

  it("links a chain of dated tasks and random later tasks, without a loop", async () => {
    const projects = [{ name: "Linked", tasks: 40, groups: 2, dependencies: { chain: 10, random: 30 } }];
    const response = await postJson(`${origin("acme")}/api/v2/dev/seedWork`, { ...SEED, teamName: "Linked team", projects });
    expect(response.status).toBe(200);
    const [project] = (await json(response)).data.projects as Array<{ projectId: string; taskIds: string[]; chainHeadId: string }>;
    expect(project.chainHeadId).toBe(project.taskIds[0]);
    const ada = await agentFor("ada@acme.test");
    const links = (await call(ada, "GET", "project/dependency/list", { projectId: project.projectId })).body.data as unknown as Array<{
      predecessorId: string;
    }>;
    expect(links.length).toBeGreaterThan(30);
    const path = (await call(ada, "GET", "project/criticalPath", { projectId: project.projectId })).body.data;
    // The chain's one-day tasks follow each other from the seed's today, Monday 15 June.
    expect((path.tasks as Array<{ taskId: string; earlyStart: string }>).find((task) => task.taskId === project.chainHeadId)?.earlyStart).toBe("2026-06-15");
  });

  it("refuses an unknown person", async () => {
    const response = await postJson(`${origin("acme")}/api/v2/dev/seedWork`, { ...SEED, ownerEmail: "nobody@acme.test" });
    expect(response.status).toBe(404);
  });

  it("answers 404 in production", async () => {
    const response = await callWorker(productionEnv(), `${origin("acme")}/api/v2/dev/seedWork`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(SEED),
    });
    expect(response.status).toBe(404);
  });
});
