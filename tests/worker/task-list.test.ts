import { runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { findProject } from "~/server/workspace/aggregates/projects/store";
import { peopleOfProject } from "~/server/workspace/aggregates/tasks/store";
import { groupWindow, INVALID_CURSOR, textFilterCounts } from "~/server/workspace/aggregates/tasks/window";
import { WorkspaceCore } from "~/server/workspace/core";
import { REGISTRY } from "~/server/workspace/registry";
import { tenantStub } from "./helpers";
import { recordingStorage } from "./recordingStorage";
import { buildWorld, call, type Agent, type Reply, type World } from "./work/world";

/** The List view's window, /api/v2/project/list (issue 7 §8). */
type ListTask = { id: string; name: string; priority: string | null; dueDate: string | null; subtaskCount: number; subtasks: Array<{ name: string }> };
type ListGroup = { id: string; name: string; loaded: boolean; total: number; nextCursor: string | null; tasks: ListTask[] };
type ListData = { groups: ListGroup[]; statuses: unknown[]; people: Array<{ userId: string }>; openTask: { id: string; subtasks: unknown[] } | null; canEdit: boolean };

let world: World;
let projectId: string;
let groupId: string;
let member: Agent;

const post = (path: string, input: Record<string, unknown>) => call(member, "POST", path, input);
const ok = (reply: Reply) => {
  expect(reply.body.error?.message).toBeUndefined();
  return reply.body.data as unknown as { id: string } & Record<string, unknown>;
};
const list = async (input: Record<string, unknown> = {}, agent = member) => {
  const reply = await call(agent, "GET", "project/list", { projectId, ...input });
  return { status: reply.status, message: reply.body.error?.message, data: reply.body.data as unknown as ListData };
};
const namesIn = (data: ListData, id = groupId) => data.groups.find((group) => group.id === id)!.tasks.map((task) => task.name);

beforeAll(async () => {
  world = await buildWorld();
  member = world.people.member;
  projectId = world.publicProject.id;
  groupId = ok(await post("project/taskGroups/create", { projectId, name: "Window" })).id;
  const tasks: Array<Record<string, unknown>> = [
    { name: "Delta report", priority: "LOW", dueDate: "2026-12-04", statusId: world.statuses[1].id },
    { name: "alpha plan", priority: "URGENT", dueDate: "2026-12-01", assigneeIds: [world.people.owner.userId] },
    { name: "Charlie 100%_done", priority: null, dueDate: null },
    { name: "Bravo review", priority: "HIGH", dueDate: "2026-12-02", statusId: world.statuses[2].id, assigneeIds: [world.people.owner.userId] },
    { name: "Echo ALPHA", priority: "NORMAL", dueDate: "2026-12-03" },
  ];
  for (const task of tasks) ok(await post("task/add", { groupId, ...task }));
  const bravo = (await list()).data.groups.find((g) => g.id === groupId)!.tasks.find((t) => t.name === "Bravo review")!;
  ok(await post("task/add", { parentId: bravo.id, name: "Bravo sub 1" }));
  ok(await post("task/add", { parentId: bravo.id, name: "Bravo sub 2" }));
}, 60_000); // nine sign-ins with password hashing: slower than a hook's default on a busy machine

describe("the List view window", () => {
  it("answers every group in order with its count, tasks in the members' order with subtasks, and what the page needs", async () => {
    const { data } = await list();
    expect(data.groups.map((group) => group.name)).toEqual(["Group", "Window"]);
    expect(data.groups[1]).toMatchObject({ loaded: true, total: 5, nextCursor: null });
    expect(namesIn(data)).toEqual(["Delta report", "alpha plan", "Charlie 100%_done", "Bravo review", "Echo ALPHA"]);
    const bravo = data.groups[1].tasks[3];
    expect(bravo).toMatchObject({ subtaskCount: 2 });
    expect(bravo.subtasks.map((sub) => sub.name)).toEqual(["Bravo sub 1", "Bravo sub 2"]);
    expect(data.statuses).toHaveLength(4);
    expect(data.people.map((person) => person.userId)).toEqual(expect.arrayContaining([member.userId, world.people.owner.userId]));
    expect(data.people.map((person) => person.userId)).not.toContain(world.people.outsider.userId);
    expect(data.canEdit).toBe(true);
    expect((await list({}, world.people.guest)).data.canEdit).toBe(false);
  });

  it.each([
    ["name", "asc", ["alpha plan", "Bravo review", "Charlie 100%_done", "Delta report", "Echo ALPHA"]],
    ["name", "desc", ["Echo ALPHA", "Delta report", "Charlie 100%_done", "Bravo review", "alpha plan"]],
    ["priority", "asc", ["alpha plan", "Bravo review", "Echo ALPHA", "Delta report", "Charlie 100%_done"]],
    ["due", "asc", ["alpha plan", "Bravo review", "Echo ALPHA", "Delta report", "Charlie 100%_done"]],
    ["status", "asc", ["alpha plan", "Charlie 100%_done", "Echo ALPHA", "Delta report", "Bravo review"]],
    ["created", "desc", ["Echo ALPHA", "Bravo review", "Charlie 100%_done", "alpha plan", "Delta report"]],
  ])("sorts by %s %s", async (sort, dir, expected) => {
    expect(namesIn((await list({ sort, dir })).data)).toEqual(expected);
  });

  it("reads the rows of every group together: one statement each for their subtasks, assignees, names, values and subtask counts", async () => {
    const statements = await runInDurableObject(tenantStub("acme"), async (_instance, state) => {
      const run: string[] = [];
      const core = new WorkspaceCore(recordingStorage(state.storage, (query) => run.push(query)), REGISTRY);
      const outcome = await core.query(member.token, { name: "tasks.list", input: { projectId } });
      expect(outcome.ok).toBe(true);
      if (outcome.ok) expect((outcome.data as ListData).groups.filter((group) => group.tasks.length > 0)).toHaveLength(2);
      return run;
    });
    const reading = (statement: RegExp) => statements.filter((query) => statement.test(query)).length;
    expect(reading(/FROM task_values WHERE task_id IN/)).toBe(1);
    expect(reading(/FROM task_assignees WHERE task_id IN/)).toBe(1);
    expect(reading(/FROM members m WHERE m\.user_id IN/)).toBe(1);
    expect(reading(/PARTITION BY t\.parent_id/)).toBe(1);
    expect(reading(/COUNT\(\*\) AS count FROM tasks WHERE parent_id IN/)).toBe(1);
  });

  it("filters by status, assignee, priority, due range and text (any case; a text of no word taken literally)", async () => {
    expect(namesIn((await list({ status: world.statuses[2].id })).data)).toEqual(["Bravo review"]);
    expect(namesIn((await list({ assignee: world.people.owner.userId })).data)).toEqual(["alpha plan", "Bravo review"]);
    expect(namesIn((await list({ priority: "NONE" })).data)).toEqual(["Charlie 100%_done"]);
    expect(namesIn((await list({ dueFrom: "2026-12-02", dueTo: "2026-12-03" })).data)).toEqual(["Bravo review", "Echo ALPHA"]);
    const alpha = await list({ q: "ALPHA" });
    expect(namesIn(alpha.data)).toEqual(["alpha plan", "Echo ALPHA"]);
    expect(alpha.data.groups.find((g) => g.id === groupId)!.total).toBe(2);
    expect(namesIn((await list({ q: "%_" })).data)).toEqual(["Charlie 100%_done"]);
    expect(namesIn((await list({ q: "_" })).data)).toEqual(["Charlie 100%_done"]);
  });

  it("holds the text filter's plans at a literal LIMIT: the window walks the group's order and stops, the counts read the index once", async () => {
    const plans = await runInDurableObject(tenantStub("acme"), async (_instance, state) => {
      const statements: Array<{ query: string; params: unknown[] }> = [];
      const recording = {
        exec: (query: string, ...params: unknown[]) => (statements.push({ query, params }), state.storage.sql.exec(query, ...params)),
      } as unknown as SqlStorage;
      groupWindow(recording, groupId, { q: "Task 5", limit: 50 }, {}, 0);
      textFilterCounts(recording, projectId, { q: "Task 5" });
      return statements.map(({ query, params }) =>
        state.storage.sql.exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${query}`, ...params).toArray().map((row) => row.detail),
      );
    });
    const [window, counts] = plans;
    expect(window[0]).toMatch(/^SEARCH t USING INDEX tasks_live_by_group \(group_id=\? AND parent_id=\?\)/);
    expect(window).not.toContain("USE TEMP B-TREE FOR ORDER BY");
    expect(counts[0]).toMatch(/^SCAN search_index VIRTUAL TABLE/);
    expect(counts).toContain("SEARCH t USING INDEX sqlite_autoindex_tasks_1 (id=?)");
  });

  it("pages one group with a cursor, keeping the sort", async () => {
    const first = await list({ sort: "name", limit: 2, groupId });
    const window = first.data.groups.find((g) => g.id === groupId)!;
    expect(window.tasks.map((t) => t.name)).toEqual(["alpha plan", "Bravo review"]);
    const second = await list({ sort: "name", limit: 2, groupId, cursor: window.nextCursor });
    expect(namesIn(second.data)).toEqual(["Charlie 100%_done", "Delta report"]);
    // Only the asked group's rows come; the others bring their counts.
    expect(second.data.groups.find((g) => g.id !== groupId)).toMatchObject({ loaded: false, total: 1, tasks: [] });
    const next = second.data.groups.find((g) => g.id === groupId)!.nextCursor;
    expect(namesIn((await list({ sort: "name", limit: 2, groupId, cursor: next })).data)).toEqual(["Echo ALPHA"]);
  });

  it("fills the first screen with at most `limit` rows in all, group after group", async () => {
    const { data } = await list({ limit: 3 });
    const loaded = data.groups.filter((g) => g.loaded);
    expect(loaded.flatMap((g) => g.tasks)).toHaveLength(3);
    expect(data.groups.filter((g) => !g.loaded).every((g) => g.tasks.length === 0 && g.total > 0)).toBe(true);
  });

  it("re-reads the first rows Load more showed (loaded=group:count), other groups as on the first screen", async () => {
    const { data } = await list({ limit: 1, loaded: `${groupId}:4` });
    expect(namesIn(data)).toEqual(["Delta report", "alpha plan", "Charlie 100%_done", "Bravo review"]);
    expect(data.groups.find((g) => g.id === groupId)!.nextCursor).not.toBeNull();
    expect(data.groups.find((g) => g.id !== groupId)).toMatchObject({ loaded: true, total: 1 });
    // The sort and the filters still apply; a cursor (a group's page alone) leaves loaded aside.
    expect(namesIn((await list({ sort: "name", loaded: `${groupId}:2` })).data)).toEqual(["alpha plan", "Bravo review"]);
    const paged = await list({ groupId, limit: 2, loaded: `${groupId}:4`, cursor: data.groups.find((g) => g.id === groupId)!.nextCursor });
    expect(namesIn(paged.data)).toEqual(["Echo ALPHA"]);
  });

  it("refuses a loaded that is not group:count pairs, or past 1000 rows in all, with a 400", async () => {
    const pairs = "Loaded rows should be given as group:count pairs";
    for (const loaded of ["nonsense", `${groupId}:0`, `${groupId}:-3`, `${groupId}:`, `${groupId}:12,`, "x".repeat(2001)]) {
      expect(await list({ loaded })).toMatchObject({ status: 400, message: pairs });
    }
    expect(await list({ loaded: `${groupId}:1001` })).toMatchObject({ status: 400, message: "At most 1000 tasks can stay loaded" });
    expect(await list({ loaded: `${groupId}:600,other:401` })).toMatchObject({ status: 400, message: "At most 1000 tasks can stay loaded" });
    expect((await list({ loaded: `${groupId}:1000` })).status).toBe(200);
  });

  it("starts a group's window at scrollTaskId and brings the task of taskId along", async () => {
    const { data } = await list();
    const charlie = data.groups.find((g) => g.id === groupId)!.tasks[2];
    expect(namesIn((await list({ scrollTaskId: charlie.id })).data)).toEqual(["Charlie 100%_done", "Bravo review", "Echo ALPHA"]);
    const opened = (await list({ taskId: data.groups[1].tasks[3].id })).data.openTask!;
    expect(opened.subtasks).toHaveLength(2);
    expect((await list({ taskId: world.privateProject.taskId }, world.people.owner)).data.openTask).toBeNull();
  });

  it("answers the parameters' messages", async () => {
    expect(await list({ limit: 201 })).toMatchObject({ status: 400, message: "At most 200 tasks at a time" });
    expect(await list({ q: "x".repeat(51) })).toMatchObject({ status: 400, message: "Search text should not exceed 50 characters" });
    expect(await list({ dueFrom: "tomorrow" })).toMatchObject({ status: 400, message: "Dates must be in the form yyyy-mm-dd" });
    expect(await list({ groupId, cursor: "not-a-cursor" })).toMatchObject({ status: 400, message: INVALID_CURSOR });
    expect(await list({}, world.people.outsider)).toMatchObject({ status: 404, message: "Project not found" });
  });

  it("never scans the tasks table: every statement of a window searches an index", async () => {
    const plans = await runInDurableObject(tenantStub("acme"), async (_instance, state) => {
      const statements: Array<{ query: string; params: unknown[] }> = [];
      const recording = {
        exec: (query: string, ...params: unknown[]) => {
          statements.push({ query, params });
          return state.storage.sql.exec(query, ...params);
        },
      } as unknown as SqlStorage;
      for (const sort of ["manual", "name", "status", "priority", "due", "created"] as const) {
        groupWindow(recording, groupId, { sort, q: "a", assignee: world.people.owner.userId, priority: "HIGH", dueFrom: "2026-01-01" }, {});
      }
      return statements.map(({ query, params }) =>
        state.storage.sql
          .exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${query}`, ...params)
          .toArray()
          .map((row) => row.detail)
          .join(" | "),
      );
    });
    const people = await runInDurableObject(tenantStub("acme"), async (_instance, state) => {
      const statements: Array<{ query: string; params: unknown[] }> = [];
      const recording = { exec: (query: string, ...params: unknown[]) => (statements.push({ query, params }), state.storage.sql.exec(query, ...params)) } as unknown as SqlStorage;
      peopleOfProject(recording, findProject(state.storage.sql, projectId)!);
      return state.storage.sql.exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${statements[0].query}`, ...statements[0].params).toArray().map((row) => row.detail);
    });
    expect(people.filter((step) => /^SCAN (m|members|project_members|team_members)\b/.test(step))).toEqual([]);
    for (const plan of plans) {
      expect(plan).toMatch(/SEARCH t USING (COVERING )?INDEX tasks_(live_)?by_group/);
      expect(plan).not.toMatch(/SCAN (t|tasks)\b/);
    }
  });

  it("matches the text's words as the starts of the name's words, whatever their case or accents, through the search index", async () => {
    const words = ok(await post("project/taskGroups/create", { projectId, name: "Words" })).id;
    for (const name of ["Über-Plan", "Café menu", "ÉTÉ party", "Réunion d'équipe"]) ok(await post("task/add", { groupId: words, name }));
    const found = async (q: string) => namesIn((await list({ q, groupId: words })).data, words);
    expect(await found("über")).toEqual(["Über-Plan"]);
    expect(await found("ÜBER")).toEqual(["Über-Plan"]);
    expect(await found("cafe")).toEqual(["Café menu"]);
    expect(await found("été PART")).toEqual(["ÉTÉ party"]);
    expect(await found("equipe reu")).toEqual(["Réunion d'équipe"]);
    expect(await found("plan menu")).toEqual([]);
    const renamed = (await list({ q: "menu", groupId: words })).data.groups.find((g) => g.id === words)!.tasks[0];
    ok(await post("task/update", { taskId: renamed.id, name: "Crème brûlée" }));
    expect(await found("menu")).toEqual([]);
    expect(await found("creme")).toEqual(["Crème brûlée"]);
  });

  it("counts a text filter's matches in the groups the first screen leaves out, with the other filters", async () => {
    ok(await post("task/add", { groupId: world.publicProject.groupId, name: "Alpha first" }));
    const counts = async (input: Record<string, unknown>) => (await list({ limit: 1, ...input })).data.groups.slice(0, 2).map((g) => [g.loaded, g.total]);
    expect(await counts({ q: "alpha" })).toEqual([[true, 1], [false, 2]]);
    expect(await counts({ q: "alpha", priority: "NONE" })).toEqual([[true, 1], [false, 0]]);
    expect(await counts({ q: "alp", assignee: world.people.owner.userId })).toEqual([[true, 0], [true, 1]]);
  });
});
