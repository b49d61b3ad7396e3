import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { DEPENDENCY_NOT_FOUND, TASK_NOT_FOUND } from "~/server/workspace/access";
import {
  DUPLICATE_DEPENDENCY_MESSAGE,
  LOOP_MESSAGE,
  OTHER_PROJECT_MESSAGE,
  SELF_DEPENDENCY_MESSAGE,
} from "~/server/workspace/aggregates/dependencies/commands";
import { CHAIN_QUERIES } from "~/server/workspace/aggregates/dependencies/store";
import { STATUS_MESSAGE } from "~/server/workspace/aggregates/tasks/commands";
import { buildWorld, call, inAcme, type Agent, type Reply, type World } from "./work/world";

/** Dependencies, auto-scheduling, pull back, holidays and the critical path through /api/v2 (issue 8 §3). */
let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 60_000);

type Dates = { startDate: string | null; dueDate: string | null };
const expectOk = (reply: Reply) => {
  expect(reply.body.error?.message).toBeUndefined();
  expect(reply.status).toBe(200);
  return reply.body.data as Record<string, unknown>;
};
const expectFailure = (reply: Reply, status: number, message: string) =>
  expect({ status: reply.status, message: reply.body.error?.message }).toEqual({ status, message });

const post = (agent: Agent, path: string, input: Record<string, unknown>) => call(agent, "POST", path, input);
const link = (agent: Agent, predecessorId: string, successorId: string, rest: Record<string, unknown> = {}) =>
  post(agent, "project/dependency/create", { predecessorId, successorId, ...rest });

/** Tasks in a fresh group of the world's public project, each with its dates; names T1, T2… */
async function tasks(dates: Array<[string | null, string | null]>, prefix = "T") {
  const { member } = world.people;
  const group = expectOk(await post(member, "project/taskGroups/create", { projectId: world.publicProject.id, name: "Chain" }));
  const ids: string[] = [];
  for (const [index, [startDate, dueDate]] of dates.entries()) {
    const task = expectOk(await post(member, "task/add", { groupId: group.id, name: `${prefix}${index + 1}`, startDate, dueDate }));
    ids.push(task.id as string);
  }
  return ids;
}

async function chain(ids: string[]) {
  for (let index = 1; index < ids.length; index++) expectOk(await link(world.people.member, ids[index - 1], ids[index]));
}

const datesOf = (ids: string[]) =>
  inAcme((sql) =>
    ids.map((id) => {
      const row = sql.exec<{ start_date: string | null; due_date: string | null }>("SELECT start_date, due_date FROM tasks WHERE id = ?", id).one();
      return { startDate: row.start_date, dueDate: row.due_date } satisfies Dates;
    }),
  );

const rescheduledEntries = (ids: string[]) =>
  inAcme((sql) =>
    sql
      .exec<{ item_id: string; detail_json: string }>(
        "SELECT item_id, detail_json FROM activity WHERE verb = 'rescheduled' AND item_id IN (SELECT value FROM json_each(?)) ORDER BY id",
        JSON.stringify(ids),
      )
      .toArray()
      .map((row) => ({ itemId: row.item_id, ...(JSON.parse(row.detail_json) as { startDate: string; after: string }) })),
  );

// A working week: Monday 2 March 2026 to Friday 6 March; Monday 9 March starts the next.
const WEEK: Array<[string, string]> = [
  ["2026-03-02", "2026-03-03"],
  ["2026-03-04", "2026-03-05"],
  ["2026-03-06", "2026-03-09"],
  ["2026-03-10", "2026-03-10"],
];

describe("creating, changing and removing dependencies", () => {
  it("creates, lists, updates and deletes a dependency, each with its activity entry", async () => {
    const { member } = world.people;
    const [a, b] = await tasks([WEEK[0], WEEK[1]]);
    const created = expectOk(await link(member, a, b, { type: "SS", lagDays: 1 }));
    expect(created).toMatchObject({ projectId: world.publicProject.id, predecessorId: a, successorId: b, type: "SS", lagDays: 1, rescheduled: [] });
    const listed = expectOk(await call(member, "GET", "project/dependency/list", { projectId: world.publicProject.id })) as unknown as Array<{ dependencyId: string }>;
    expect(listed.map((entry) => entry.dependencyId)).toContain(created.dependencyId);
    const updated = expectOk(await post(member, "project/dependency/update", { dependencyId: created.dependencyId, type: "FS", lagDays: -1 }));
    expect(updated).toMatchObject({ type: "FS", lagDays: -1 });
    expectOk(await post(member, "project/dependency/delete", { dependencyId: created.dependencyId }));
    expectFailure(await post(member, "project/dependency/delete", { dependencyId: created.dependencyId }), 404, DEPENDENCY_NOT_FOUND);
    const verbs = await inAcme((sql) =>
      sql.exec<{ verb: string }>("SELECT verb FROM activity WHERE item_id = ? ORDER BY id", created.dependencyId as string).toArray().map((row) => row.verb),
    );
    expect(verbs).toEqual(["created", "updated", "deleted"]);
  });

  it("links a task and a subtask of the same project", async () => {
    const { publicProject } = world;
    const reply = await link(world.people.member, publicProject.taskId, publicProject.subtaskId);
    expectOk(reply);
    expectOk(await post(world.people.member, "project/dependency/delete", { dependencyId: reply.body.data.dependencyId }));
  });

  it("refuses a task depending on itself, a duplicate pair, tasks of two projects and an unknown task", async () => {
    const { member } = world.people;
    const [a, b] = await tasks([WEEK[0], WEEK[1]]);
    expectFailure(await link(member, a, a), 400, SELF_DEPENDENCY_MESSAGE);
    expectOk(await link(member, a, b));
    expectFailure(await link(member, a, b), 409, DUPLICATE_DEPENDENCY_MESSAGE);
    expectFailure(await link(member, a, world.privateProject.taskId), 400, OTHER_PROJECT_MESSAGE);
    expectFailure(await link(member, a, crypto.randomUUID()), 404, TASK_NOT_FOUND);
    expect((await link(member, a, b, { type: "XX" })).status).toBe(400);
    expect((await link(member, a, b, { lagDays: 1.5 })).status).toBe(400);
  });

  it("refuses a dependency that would close a loop, directly or through other tasks, naming the loop", async () => {
    const { member } = world.people;
    const ids = await tasks([WEEK[0], WEEK[1], WEEK[2]], "Loop");
    await chain(ids);
    const direct = await link(member, ids[1], ids[0]);
    expectFailure(direct, 409, `${LOOP_MESSAGE}: Loop2 → Loop1 → Loop2`);
    expect(direct.body.error.fields?.successorId).toHaveLength(1);
    expectFailure(await link(member, ids[2], ids[0]), 409, `${LOOP_MESSAGE}: Loop3 → Loop1 → Loop2 → Loop3`);
  });
});

describe("who may link tasks", () => {
  it("a guest gets 403; people who cannot see the project get 404 as for a missing task", async () => {
    const { guest, bob, outsider, member } = world.people;
    const [a, b] = await tasks([WEEK[0], WEEK[1]]);
    expectFailure(await link(guest, a, b), 403, PERMISSION_DENIED);
    const { taskId, subtaskId, id: privateId } = world.privateProject;
    expectFailure(await link(bob, taskId, subtaskId), 404, TASK_NOT_FOUND);
    expectFailure(await link(outsider, taskId, subtaskId), 404, TASK_NOT_FOUND);
    expectFailure(await call(bob, "GET", "project/criticalPath", { projectId: privateId }), 404, "Project not found");
    const created = expectOk(await link(member, taskId, subtaskId));
    expectFailure(await post(bob, "project/dependency/delete", { dependencyId: created.dependencyId }), 404, DEPENDENCY_NOT_FOUND);
    expectFailure(await post(guest, "project/dependency/pullBack", { taskId: a }), 403, PERMISSION_DENIED);
  });
});

describe("auto-scheduling", () => {
  it("one date move reschedules the whole chain in the same command, keeping durations, with an activity entry per task", async () => {
    const ids = await tasks(WEEK);
    await chain(ids);
    // T1 ends two working days later (Thursday 5 March): everything after it moves two working days.
    const reply = expectOk(await post(world.people.member, "task/update", { taskId: ids[0], dueDate: "2026-03-05" }));
    const expected = [
      { startDate: "2026-03-02", dueDate: "2026-03-05" },
      { startDate: "2026-03-06", dueDate: "2026-03-09" },
      { startDate: "2026-03-10", dueDate: "2026-03-11" },
      { startDate: "2026-03-12", dueDate: "2026-03-12" },
    ];
    expect(await datesOf(ids)).toEqual(expected);
    expect(reply.rescheduled).toEqual(ids.slice(1).map((taskId, index) => ({ taskId, ...expected[index + 1] })));
    expect(reply.pullBackCount).toBe(0);
    const entries = await rescheduledEntries(ids);
    expect(entries.map((entry) => [entry.itemId, entry.startDate, entry.after])).toEqual(
      ids.slice(1).map((id, index) => [id, expected[index + 1].startDate, ids[0]]),
    );
  });

  it("a move that fails changes nothing", async () => {
    const ids = await tasks(WEEK);
    await chain(ids);
    const before = await datesOf(ids);
    const reply = await post(world.people.member, "task/update", { taskId: ids[0], dueDate: "2026-03-20", statusId: crypto.randomUUID() });
    expectFailure(reply, 400, STATUS_MESSAGE);
    expect(await datesOf(ids)).toEqual(before);
    expect(await rescheduledEntries(ids)).toEqual([]);
  });

  it("a move earlier offers the pull back, and pullBack moves the chain as early as it may", async () => {
    const ids = await tasks(WEEK);
    await chain(ids);
    const { member } = world.people;
    const reply = expectOk(await post(member, "task/update", { taskId: ids[0], startDate: "2026-02-26", dueDate: "2026-02-27" }));
    expect(reply).toMatchObject({ rescheduled: [], pullBackCount: 3 });
    expect((await datesOf(ids)).slice(1)).toEqual(WEEK.slice(1).map(([startDate, dueDate]) => ({ startDate, dueDate })));
    const pulled = expectOk(await post(member, "project/dependency/pullBack", { taskId: ids[0] }));
    expect(pulled.rescheduled).toHaveLength(3);
    expect(await datesOf(ids)).toEqual([
      { startDate: "2026-02-26", dueDate: "2026-02-27" },
      { startDate: "2026-03-02", dueDate: "2026-03-03" },
      { startDate: "2026-03-04", dueDate: "2026-03-05" },
      { startDate: "2026-03-06", dueDate: "2026-03-06" },
    ]);
  });

  it("creating a dependency pushes a successor that breaks it", async () => {
    const [a, b] = await tasks([["2026-03-02", "2026-03-06"], ["2026-03-04", "2026-03-04"]]);
    const reply = expectOk(await link(world.people.member, a, b, { type: "FS", lagDays: 1 }));
    expect(reply.rescheduled).toEqual([{ taskId: b, startDate: "2026-03-10", dueDate: "2026-03-10" }]);
  });

  it("a project without auto-scheduling leaves successors where they are", async () => {
    const { member, admin } = world.people;
    const projectId = world.publicProject.id;
    const off = expectOk(await post(admin, "project/settings", { projectId, autoSchedule: false }));
    expect(off).toMatchObject({ autoSchedule: false });
    try {
      const ids = await tasks(WEEK.slice(0, 2));
      await chain(ids);
      const reply = expectOk(await post(member, "task/update", { taskId: ids[0], dueDate: "2026-03-05" }));
      expect(reply.rescheduled).toEqual([]);
      expect((await datesOf(ids))[1]).toEqual({ startDate: WEEK[1][0], dueDate: WEEK[1][1] });
    } finally {
      expectOk(await post(admin, "project/settings", { projectId, autoSchedule: true }));
    }
  });
});

describe("the cost of a move", () => {
  it("walks the chain through indexes and never scans the project's dependencies", async () => {
    for (const query of Object.values(CHAIN_QUERIES)) {
      const plan = await inAcme((sql) =>
        sql.exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${query}`, "[]", "project").toArray().map((step) => step.detail),
      );
      expect(plan.filter((step) => /^SCAN d\b|AUTOMATIC|dependencies_by_project/.test(step))).toEqual([]);
      expect(plan.filter((step) => /^SEARCH d /.test(step))).toHaveLength(2);
    }
  });
});

describe("team holidays", () => {
  it("team admins replace them, everyone in the team reads them, and scheduling skips them", async () => {
    const { member, admin, outsider } = world.people;
    const { teamId } = world;
    const holidays = [{ day: "2026-03-09", name: "Founders' day" }];
    expectFailure(await post(member, "team/holidays/update", { teamId, holidays }), 403, PERMISSION_DENIED);
    expectFailure(await call(outsider, "GET", "team/holidays", { teamId }), 404, "Team not found");
    expect((await post(admin, "team/holidays/update", { teamId, holidays: [{ day: "9 March" }] })).status).toBe(400);
    expectOk(await post(admin, "team/holidays/update", { teamId, holidays }));
    expect(expectOk(await call(member, "GET", "team/holidays", { teamId }))).toEqual({ teamId, holidays });
    try {
      const ids = await tasks([WEEK[0], WEEK[1]]);
      await chain(ids);
      // T1 now ends Friday 6 March; Monday 9 March is the holiday, so T2 (two days) runs Tuesday and Wednesday.
      const reply = expectOk(await post(member, "task/update", { taskId: ids[0], dueDate: "2026-03-06" }));
      expect(reply.rescheduled).toEqual([{ taskId: ids[1], startDate: "2026-03-10", dueDate: "2026-03-11" }]);
    } finally {
      expectOk(await post(admin, "team/holidays/update", { teamId, holidays: [] }));
    }
  });
});

describe("a change of holidays reschedules", () => {
  it("the chains of the team's auto-scheduled projects in the same command, their first tasks staying; a project that does not auto-schedule keeps its dates", async () => {
    const { member, admin } = world.people;
    const { teamId } = world;
    // H1 runs the week of 2 March; H2 (two days) follows it one working day later (Monday 9 March between), H3 right after H2.
    const ids = await tasks([["2026-03-02", "2026-03-06"], ["2026-03-10", "2026-03-11"], ["2026-03-12", "2026-03-12"]], "H");
    expectOk(await link(member, ids[0], ids[1], { lagDays: 1 }));
    expectOk(await link(member, ids[1], ids[2]));
    const manual = expectOk(await post(member, "project/createPublicProject", { teamId, name: "Scheduled by hand" }));
    expectOk(await post(admin, "project/settings", { projectId: manual.projectId, autoSchedule: false }));
    const group = expectOk(await post(member, "project/taskGroups/create", { projectId: manual.projectId, name: "Plan" }));
    const [m1, m2] = [
      expectOk(await post(member, "task/add", { groupId: group.id, name: "M1", startDate: "2026-03-02", dueDate: "2026-03-06" })).id as string,
      expectOk(await post(member, "task/add", { groupId: group.id, name: "M2", startDate: "2026-03-10", dueDate: "2026-03-10" })).id as string,
    ];
    expectOk(await link(member, m1, m2, { lagDays: 1 }));
    try {
      // Monday 9 March stops being a working day: the day of lag after H1 is Tuesday, so H2 runs Wednesday and Thursday, H3 Friday.
      const reply = expectOk(await post(admin, "team/holidays/update", { teamId, holidays: [{ day: "2026-03-09", name: "Founders' day" }] }));
      expect(reply.rescheduled).toEqual([
        { taskId: ids[1], startDate: "2026-03-11", dueDate: "2026-03-12" },
        { taskId: ids[2], startDate: "2026-03-13", dueDate: "2026-03-13" },
      ]);
      expect(await datesOf(ids)).toEqual([
        { startDate: "2026-03-02", dueDate: "2026-03-06" },
        { startDate: "2026-03-11", dueDate: "2026-03-12" },
        { startDate: "2026-03-13", dueDate: "2026-03-13" },
      ]);
      expect((await rescheduledEntries(ids)).map((entry) => [entry.itemId, entry.startDate, (entry as { because?: string }).because])).toEqual([
        [ids[1], "2026-03-11", "holidays"],
        [ids[2], "2026-03-13", "holidays"],
      ]);
      expect(await datesOf([m2])).toEqual([{ startDate: "2026-03-10", dueDate: "2026-03-10" }]);
      // Taking the holiday away moves nothing back: scheduling only pushes.
      expect(expectOk(await post(admin, "team/holidays/update", { teamId, holidays: [] })).rescheduled).toEqual([]);
      expect((await datesOf(ids))[1]).toEqual({ startDate: "2026-03-11", dueDate: "2026-03-12" });
    } finally {
      expectOk(await post(admin, "team/holidays/update", { teamId, holidays: [] }));
    }
  });
});

describe("the critical path", () => {
  it("answers each task's early and late dates and float, and the critical tasks and links", async () => {
    const { member } = world.people;
    const project = expectOk(await post(member, "project/createPublicProject", { teamId: world.teamId, name: "Critical path" }));
    const projectId = project.projectId as string;
    const group = expectOk(await post(member, "project/taskGroups/create", { projectId, name: "Plan" }));
    const add = async (name: string, startDate: string, dueDate: string) =>
      (expectOk(await post(member, "task/add", { groupId: group.id, name, startDate, dueDate })).id as string);
    const a = await add("A", "2026-03-02", "2026-03-04");
    const b = await add("B", "2026-03-05", "2026-03-10");
    const side = await add("Side", "2026-03-02", "2026-03-02");
    const ab = expectOk(await link(member, a, b)).dependencyId;
    const path = expectOk(await call(member, "GET", "project/criticalPath", { projectId }));
    expect(path.criticalTaskIds).toEqual(expect.arrayContaining([a, b]));
    expect(path.criticalTaskIds).not.toContain(side);
    expect(path.criticalDependencyIds).toEqual([ab]);
    expect(path.tasks).toContainEqual({
      taskId: side,
      earlyStart: "2026-03-02",
      earlyFinish: "2026-03-02",
      lateStart: "2026-03-10",
      lateFinish: "2026-03-10",
      totalFloat: 6,
      critical: false,
    });
    expect(typeof path.computeMs).toBe("number");
    expectFailure(await call(world.people.outsider, "GET", "project/criticalPath", { projectId }), 404, "Project not found");
  });
});
