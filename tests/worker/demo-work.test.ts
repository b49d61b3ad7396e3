import { describe, expect, it } from "vitest";
import { DEMO_DASHBOARD, seedDemoWork } from "../../scripts/demo/workspace.mjs";
import { ADA, BOB } from "./helpers";
import { agentFor, call, type Agent } from "./work/world";

/**
 * The demo workspace `npm start` makes (scripts/demo/workspace.mjs, issue 23 §1): a first start
 * interrupted half-way (Ctrl+C, a Worker restarted mid-request) is finished by the next one, with
 * nothing twice; a complete workspace is left as it is.
 */
const people = {
  ada: await agentFor(ADA),
  bob: await agentFor(BOB),
  cy: await agentFor("cy@acme.test"),
  gia: await agentFor("gia@acme.test"),
};

/** The API as the script calls it, counting its writes; after `limit` calls it stops, as an interrupted run does. */
function transport(limit = Infinity) {
  const counts = { calls: 0, writes: 0 };
  const api = async (person: Agent, method: "GET" | "POST", path: string, input?: Record<string, unknown>) => {
    if (++counts.calls > limit) throw new Error("interrupted");
    if (method === "POST") counts.writes += 1;
    const { status, body } = await call(person, method, path, input);
    if (status !== 200) throw new Error(`${method} ${path} answered ${status}: ${JSON.stringify(body)}`);
    return body.data;
  };
  return { counts, call: api };
}

type Row = { name: string; id: string };
const get = async <T>(path: string, input: Record<string, unknown> = {}) => (await call(people.ada, "GET", path, input)).body.data as unknown as T;
const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);

describe("the demo workspace (scripts/demo/workspace.mjs)", () => {
  it("is finished by the next run after interruptions, with nothing twice, and then left as it is", { timeout: 180_000 }, async () => {
    // Interrupted twice: after the first team's first steps, then among the first project's tasks.
    await expect(seedDemoWork({ people, call: transport(12).call })).rejects.toThrow("interrupted");
    await expect(seedDemoWork({ people, call: transport(90).call })).rejects.toThrow("interrupted");
    const finishing = await seedDemoWork({ people, call: transport().call });
    expect(finishing).toMatchObject({ tasks: 42 });

    const again = transport();
    expect(await seedDemoWork({ people, call: again.call })).toEqual({ complete: true });
    expect(again.counts.writes).toBe(0);

    const teams = await get<Array<{ teamId: string; name: string }>>("team/getAllTeams");
    expect(names(teams).filter((name) => name === "Product" || name === "Operations").sort()).toEqual(["Operations", "Product"]);
    const product = teams.find((team) => team.name === "Product")!;
    const statuses = await get<Array<{ name: string }>>("team/customStatus/get", { teamId: product.teamId });
    expect(names(statuses).filter((name) => name === "In Review")).toHaveLength(1);
    const members = await get<Array<{ email: string; role: string }>>("team/getAllUsersOfTeam", { teamId: product.teamId });
    expect(members.map((member) => `${member.email} ${member.role}`).sort()).toEqual([
      "ada@acme.test OWNER",
      "bob@acme.test MEMBER",
      "cy@acme.test ADMIN",
      "gia@acme.test GUEST",
    ]);

    const projects = async (teamId: string) => get<Array<{ projectId: string; name: string; folderId: string | null }>>("project/getAllProject", { teamId });
    const productProjects = await projects(product.teamId);
    expect(names(productProjects)).toEqual(["Website relaunch", "Mobile app", "Board planning"]);
    const operations = teams.find((team) => team.name === "Operations")!;
    const allProjects = [...productProjects, ...(await projects(operations.teamId))];

    // Every project's groups and tasks once, in the demo's order, with their subtasks.
    const shape: Record<string, Array<[string, number]>> = {};
    let subtasks = 0;
    for (const project of allProjects) {
      const list = await get<{ groups: Array<Row & { total: number; tasks: Array<Row & { subtasks: Row[] }> }> }>("project/list", {
        projectId: project.projectId,
        limit: 200,
      });
      shape[project.name] = list.groups.map((group) => [group.name, group.total]);
      for (const group of list.groups) {
        expect(new Set(names(group.tasks)).size).toBe(group.tasks.length);
        for (const task of group.tasks) {
          expect(new Set(names(task.subtasks)).size).toBe(task.subtasks.length);
          subtasks += task.subtasks.length;
        }
      }
    }
    expect(shape).toEqual({
      "Website relaunch": [["Discovery", 4], ["Design", 5], ["Build", 6], ["Launch", 3]],
      "Mobile app": [["Backlog", 5], ["Sprint 1", 5]],
      "Board planning": [["Board pack", 5]],
      "Office move": [["Planning", 5], ["Moving day", 4]],
    });
    expect(subtasks).toBe(16);

    const website = productProjects[0];
    const columns = (await get<{ columns: Row[] }>("project/column/get", { projectId: website.projectId })).columns;
    expect(names(columns)).toEqual(["Estimate (days)", "Budget", "Channel", "Labels", "Reviewer", "Approved", "Brief", "Progress", "Quality"]);
    expect(await get<unknown[]>("project/dependency/list", { projectId: website.projectId })).toHaveLength(3);
    const board = productProjects[2];
    const folders = await get<Array<{ folderId: string; name: string }>>("folder/fetchFolderList", { teamId: product.teamId });
    expect(names(folders)).toEqual(["Leadership"]);
    expect(board.folderId).toBe(folders[0].folderId);
    const boardMembers = (await get<{ members: Array<{ username: string }> }>("project/getMemberList", { projectId: board.projectId })).members;
    expect(boardMembers.map((member) => member.username).sort()).toEqual(["ada@acme.test", "cy@acme.test"]);

    // One public dashboard of six widgets that bob sees too, each widget's chart answering (issue 42 §3).
    const dashboards = (await call(people.bob, "GET", "dashboard/list")).body.data as unknown as Array<{ dashboardId: string; name: string }>;
    const overview = dashboards.filter((dashboard) => dashboard.name === DEMO_DASHBOARD.name);
    expect(overview).toHaveLength(1);
    const widgets = await get<Array<{ widgetId: string; name: string }>>("dashboard/widgets/list", { dashboardId: overview[0].dashboardId });
    expect(names(widgets)).toEqual(DEMO_DASHBOARD.widgets.map((widget) => widget.name));
    for (const widget of widgets) expect((await call(people.bob, "GET", "dashboard/widgets/chart", { widgetId: widget.widgetId })).status).toBe(200);
  });
});
