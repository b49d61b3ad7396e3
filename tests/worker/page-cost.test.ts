import { beforeAll, describe, expect, it } from "vitest";
import { ADA, get, origin, seed, signIn } from "./helpers";
import { storageCostOf } from "./storageCost";
import { agentFor, buildWorld, call, inAcme } from "./work/world";

beforeAll(seed);

/** The storage round trips of one signed-in page view of acme. */
async function costOf(path: string, cookie: string) {
  const { response, durableObject, d1 } = await storageCostOf(() => get(`${origin("acme")}${path}`, { cookie }));
  expect(response.status).toBe(200);
  return { durableObject, d1 };
}

/**
 * ARCHITECTURE.md invariant 2: each loader of a signed-in page on a tenant host
 * costs at most one Durable Object round trip (the session check rides on its
 * data) and no page view queries D1. The shell's loader (`_app`, who is here)
 * needs only the session check, so it rides on the page's own data query
 * (decision 0034): a page with one data loader costs one round trip.
 */
describe("what a signed-in page costs (demo super admin on acme)", () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signIn());
  });

  it("my-space: two loaders, one Durable Object call (the page's overview carries the shell's session check), no D1", async () => {
    expect(await costOf("/my-space", cookie)).toEqual({ durableObject: ["query myspace.overview"], d1: [] });
  });

  it("settings, profile details: two loaders, two Durable Object calls (the profile needs the user id the session check answers first), no D1", async () => {
    expect(await costOf("/settings/profile/details", cookie)).toEqual({
      durableObject: ["query members.profile", "query sessions.viewer"],
      d1: [],
    });
  });

  it("settings, invites: two loaders, one Durable Object call (the pending invites carry the session check; the shell and the roles reuse it), no D1", async () => {
    expect(await costOf("/settings/invites", cookie)).toEqual({ durableObject: ["query invites.pending"], d1: [] });
  });

  it("notifications: two loaders, one Durable Object call (the list carries the session check), no D1", async () => {
    expect(await costOf("/notifications", cookie)).toEqual({ durableObject: ["query notifications.list"], d1: [] });
  });

  it("team settings: one Durable Object call per data loader (second panel, settings; the shell's check rides on them), no D1", async () => {
    const { body } = await call(await agentFor(ADA), "POST", "team/create", { name: "Cost" });
    expect(await costOf(`/projects/${body.data.teamId as string}/settings`, cookie)).toEqual({
      durableObject: ["query projects.secondPanel", "query teams.settings"],
      d1: [],
    });
  });

  it("my-space with the pricing open: one Durable Object call, and the plan catalogue from D1 (decision 0018)", async () => {
    expect(await costOf("/my-space?subscription=0", cookie)).toEqual({
      durableObject: ["query myspace.overview"],
      d1: ["SELECT * FROM plans"],
    });
  });

  it("my-space with an upgrade request: still one Durable Object call (the request shares the session check)", async () => {
    expect(await costOf("/my-space?subscription=upgrade&planId=business", cookie)).toEqual({
      durableObject: ["query myspace.overview"],
      d1: ["SELECT * FROM plans", "batch of 2"],
    });
  });

  it("a project's Kanban board: one Durable Object call of its own (the board), beside the project layout's; none for the shell, no D1", async () => {
    const ada = await agentFor(ADA);
    const { body } = await call(ada, "POST", "team/create", { name: "Board cost" });
    const teamId = body.data.teamId as string;
    const project = await call(ada, "POST", "project/createPublicProject", { teamId, name: "Board" });
    const { durableObject, d1 } = await costOf(`/projects/${teamId}/${project.body.data.projectId as string}/kanban`, cookie);
    expect(durableObject.filter((name) => name.startsWith("query kanban."))).toEqual(["query kanban.getColumns"]);
    expect(durableObject).not.toContain("query sessions.viewer");
    expect(d1).toEqual([]);
  });

  it.each(["/archive?tab=project", "/bin?tab=task&rowId=none"])("%s: one Durable Object call (the listing carries its counts and the session check), no D1", async (path) => {
    expect(await costOf(path, cookie)).toEqual({ durableObject: ["query archive.listing"], d1: [] });
  });

  it("new team: the shell's one Durable Object call (no data query to ride on), no D1", async () => {
    expect(await costOf("/teams/new", cookie)).toEqual({ durableObject: ["query sessions.viewer"], d1: [] });
  });
});

describe("what the Gantt page costs", () => {
  it("one Durable Object call per data loader (second panel, project header, chart; the shell's check rides on them), no D1; the chart is in the server's HTML", async () => {
    const { teamId, privateProject, people } = await buildWorld();
    await inAcme((sql) => sql.exec("UPDATE tasks SET start_date = '2026-12-01', due_date = '2026-12-04' WHERE id = ?", privateProject.taskId));
    const path = `/projects/${teamId}/${privateProject.id}/gantt?zoom=day&critical=1`;
    const { response, durableObject, d1 } = await storageCostOf(() => get(`${origin("acme")}${path}`, { cookie: `meridian-session=${people.ada.token}` }));
    expect(response.status).toBe(200);
    expect(durableObject.sort()).toEqual(["query gantt.window", "query projects.metaData", "query projects.secondPanel"]);
    expect(d1).toEqual([]);
    const html = await response.text();
    expect(html).toContain('aria-label="Timeline of PRIVATE project"');
    expect(html).toContain('aria-label="Task: 1 December 2026 to 4 December 2026"');
  }, 60_000);
});
