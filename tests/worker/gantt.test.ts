import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { callWorker } from "./callWorker";
import { GUS, json, origin, signIn } from "./helpers";
import { buildWorld, call, inAcme, type Agent, type Reply, type World } from "./work/world";

/** The Gantt chart's window, /api/v2/project/gantt (issue 8 §2). */
type Row = { id: string; kind: string; name: string; parentId: string | null; startDate: string | null; dueDate: string | null; progress: number; status: { name: string } | null };
type GanttData = {
  canEdit: boolean;
  range: { start: string; end: string } | null;
  rows: Row[];
  nextCursor: string | null;
  dependencies: Array<{ predecessorId: string; successorId: string; type: string; lagDays: number }>;
  holidays: Array<{ day: string; name: string }>;
  critical: { taskIds: string[]; dependencyIds: string[] } | null;
};

let world: World;
let projectId: string;
let member: Agent;
const ids: Record<string, string> = {};

const ok = (reply: Reply) => {
  expect(reply.body.error?.message).toBeUndefined();
  return reply.body.data as unknown as { id: string };
};
const gantt = async (input: Record<string, unknown> = {}, agent = member) => {
  const reply = await call(agent, "GET", "project/gantt", { projectId, ...input });
  return { status: reply.status, message: reply.body.error?.message, data: reply.body.data as unknown as GanttData };
};
const names = (data: GanttData) => data.rows.map((row) => `${row.kind}:${row.name}`);
const row = (data: GanttData, name: string) => data.rows.find((candidate) => candidate.name === name)!;

beforeAll(async () => {
  world = await buildWorld();
  member = world.people.member;
  projectId = world.publicProject.id;
  const [todo, , done] = world.statuses;
  const add = async (name: string, fields: Record<string, unknown>) => (ids[name] = ok(await call(member, "POST", "task/add", { name, ...fields })).id);
  const plan = ok(await call(member, "POST", "project/taskGroups/create", { projectId, name: "Plan" })).id;
  const old = ok(await call(member, "POST", "project/taskGroups/create", { projectId, name: "Old" })).id;
  await add("Design", { groupId: plan, startDate: "2026-12-01", dueDate: "2026-12-04", statusId: done.id });
  await add("Launch", { groupId: plan, dueDate: "2026-12-10" });
  await add("Archived", { groupId: plan, dueDate: "2027-03-01" });
  await add("Test", { groupId: plan });
  await add("Unit", { parentId: ids.Test, statusId: done.id });
  await add("E2E", { parentId: ids.Test, statusId: todo.id, startDate: "2026-11-28" });
  await add("Binned", { parentId: ids.Test, statusId: todo.id });
  await add("In old", { groupId: old, dueDate: "2026-10-01" });
  await inAcme((sql) => {
    sql.exec("UPDATE tasks SET hidden_in = 'archive', hidden_with = id WHERE id = ?", ids.Archived);
    sql.exec("UPDATE tasks SET hidden_in = 'bin', hidden_with = id WHERE id = ?", ids.Binned);
    sql.exec("UPDATE task_groups SET hidden_in = 'archive', hidden_with = id WHERE id = ?", old);
    sql.exec("UPDATE tasks SET hidden_in = 'archive', hidden_with = ? WHERE group_id = ?", old, old);
    sql.exec(
      "INSERT INTO dependencies (id, project_id, predecessor_id, successor_id, type, lag_days, created_by, created_at) VALUES (?, ?, ?, ?, 'FS', 1, ?, 0)",
      crypto.randomUUID(), projectId, ids.Design, ids.Launch, member.userId,
    );
    sql.exec("INSERT INTO team_holidays (team_id, day, name) VALUES (?, '2026-12-25', 'Christmas')", world.teamId);
  });
}, 60_000);

describe("the Gantt window", () => {
  it("answers group headers, tasks and their subtasks in List order, live rows only", async () => {
    const { data } = await gantt();
    expect(names(data)).toEqual([
      "group:Group", "task:Task", "subtask:Subtask",
      "group:Plan", "task:Design", "task:Launch", "task:Test", "subtask:Unit", "subtask:E2E",
    ]);
    expect(row(data, "E2E").parentId).toBe(ids.Test);
    expect(data.nextCursor).toBeNull();
    expect(data.canEdit).toBe(true);
  });

  it("gives each task its dates (one date: a milestone), status and progress", async () => {
    const { data } = await gantt();
    expect(row(data, "Design")).toMatchObject({ startDate: "2026-12-01", dueDate: "2026-12-04", progress: 100, status: { name: "Done" } });
    expect(row(data, "Launch")).toMatchObject({ startDate: null, dueDate: "2026-12-10", progress: 0 });
    expect(row(data, "Test")).toMatchObject({ startDate: null, dueDate: null, progress: 50 });
    expect(row(data, "E2E")).toMatchObject({ startDate: "2026-11-28", dueDate: null, progress: 0, status: { name: "To Do" } });
  });

  it("brings the dependencies among its rows, the team's holidays and the project's due dates (live tasks only)", async () => {
    const { data } = await gantt();
    expect(data.dependencies).toEqual([expect.objectContaining({ predecessorId: ids.Design, successorId: ids.Launch, type: "FS", lagDays: 1 })]);
    expect(data.holidays).toEqual([{ day: "2026-12-25", name: "Christmas" }]);
    expect(data.range).toEqual({ start: "2026-12-04", end: "2026-12-10" });
  });

  it("brings the project's critical path when asked (critical=1), else none", async () => {
    expect((await gantt()).data.critical).toBeNull();
    const { data } = await gantt({ critical: 1 });
    expect(data.critical).toEqual({ taskIds: expect.arrayContaining([ids.Launch]), dependencyIds: expect.any(Array) });
  });

  it("pages by headers and top-level tasks, subtasks coming with their task", async () => {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const { data } = await gantt({ limit: 2, ...(cursor ? { cursor } : {}) });
      pages.push(names(data));
      cursor = data.nextCursor ?? undefined;
    } while (cursor && pages.length < 10);
    expect(pages).toEqual([
      ["group:Group", "task:Task", "subtask:Subtask"],
      ["group:Plan", "task:Design"],
      ["task:Launch", "task:Test", "subtask:Unit", "subtask:E2E"],
    ]);
    const first = await gantt({ limit: 1 });
    expect(names(first.data)).toEqual(["group:Group"]);
    expect(names((await gantt({ limit: 1, cursor: first.data.nextCursor })).data)).toEqual(["task:Task", "subtask:Subtask"]);
  });

  it("refuses a cursor that is not its own with 400", async () => {
    expect(await gantt({ cursor: "nonsense" })).toMatchObject({ status: 400, message: "Invalid cursor" });
    expect(await gantt({ limit: 0 })).toMatchObject({ status: 400 });
  });

  it("reads as many rows as Load more showed (limit, up to 1000) from the start, and refuses more with a 400", async () => {
    const all = await gantt({ limit: 1000 });
    expect(all.status).toBe(200);
    expect(all.data.nextCursor).toBeNull();
    expect(names((await gantt({ limit: 4 })).data)).toEqual(["group:Group", "task:Task", "subtask:Subtask", "group:Plan", "task:Design"]);
    expect(await gantt({ limit: 1001 })).toMatchObject({ status: 400, message: "At most 1000 tasks at a time" });
    expect(await gantt({ limit: "many" })).toMatchObject({ status: 400 });
  });
});

describe("dependencies to rows off the page (issue 23 §4)", () => {
  type OffPage = { predecessorId: string; successorId: string; taskId: string; name: string; direction: string; rows: number; cursor: string };
  const offPage = (data: GanttData) => (data as GanttData & { offPage: OffPage[] }).offPage;

  it("names the other end, which way it lies and the rows that show it; never a task of another project or a hidden one", async () => {
    const secret = ok(await call(member, "POST", "task/add", { groupId: world.privateProject.groupId, name: "Secret" })).id;
    await inAcme((sql) => {
      const link = (from: string, to: string, project = projectId) =>
        sql.exec(
          "INSERT INTO dependencies (id, project_id, predecessor_id, successor_id, type, lag_days, created_by, created_at) VALUES (?, ?, ?, ?, 'FS', 0, ?, 0)",
          crypto.randomUUID(), project, from, to, member.userId,
        );
      link(ids.Launch, secret);
      link(secret, ids.Design, world.privateProject.id);
      link(ids.Design, ids.Binned);
    });
    const first = (await gantt({ limit: 4 })).data;
    expect(offPage(first)).toEqual([
      { dependencyId: expect.any(String), predecessorId: ids.Design, successorId: ids.Launch, type: "FS", taskId: ids.Launch, name: "Launch", direction: "below", rows: 5, cursor: expect.any(String) },
    ]);
    // The page after Design: Design is above it; Launch's link to the private project's task is not answered.
    const [, second] = [await gantt({ limit: 2 }), await gantt({ limit: 2, cursor: (await gantt({ limit: 2 })).data.nextCursor })];
    const third = (await gantt({ limit: 2, cursor: second.data.nextCursor })).data;
    expect(offPage(third)).toEqual([expect.objectContaining({ taskId: ids.Design, direction: "above", rows: 4 })]);
    expect(JSON.stringify(offPage(third))).not.toContain(secret);
    expect(offPage((await gantt({ limit: 1000 })).data)).toEqual([]);
  });
});

describe("who sees the Gantt", () => {
  it("lets a team guest read it without editing", async () => {
    const { status, data } = await gantt({}, world.people.guest);
    expect(status).toBe(200);
    expect(data.canEdit).toBe(false);
  });

  it("answers 404 to bob on a private project he is not in, and to an outsider", async () => {
    expect(await gantt({ projectId: world.privateProject.id }, world.people.bob)).toMatchObject({ status: 404, message: "Project not found" });
    expect(await gantt({}, world.people.outsider)).toMatchObject({ status: 404, message: "Project not found" });
  });

  it("keeps each organisation's projects to itself", async () => {
    const { token } = await signIn("globex", GUS);
    const response = await callWorker(env, `${origin("globex")}/api/v2/project/gantt?projectId=${projectId}`, { headers: { accesstoken: token } });
    expect(response.status).toBe(404);
    expect((await json(response)).error?.message).toBe("Project not found");
  });
});
