import { describe, expect, it } from "vitest";
import { get, json, origin, signIn, GUS } from "./helpers";
import { addTasks, visit } from "./work/summaryWorld";
import { buildWorld, call, inAcme, type Agent } from "./work/world";

const world = await buildWorld();
const { people, publicProject, privateProject, teamId } = world;
const TODAY = "2026-06-15";

// people.member is in the team and the private project; people.admin (team admin) is not in the private project.
const [overdueTask, todaySubtask, weekTask, laterTask, undated, doneTask] = await addTasks(world, publicProject, [
  { name: "Overdue report", due: "2026-06-10", assignees: [people.member, people.admin] },
  { name: "Due today", due: "2026-06-15", parentId: publicProject.taskId, status: 1, assignees: [people.member] },
  { name: "This week", due: "2026-06-21", assignees: [people.member] },
  { name: "Later on", due: "2026-06-22T09:00", assignees: [people.member] },
  { name: "Someday", assignees: [people.member] },
  { name: "Shipped", due: "2026-06-01", status: 2, assignees: [people.member, people.admin] },
]);
const [privateOverdue, privateUndated] = await addTasks(world, privateProject, [
  { name: "Secret overdue", due: "2026-06-01", assignees: [people.member, people.admin] },
  { name: "Secret someday", parentId: privateProject.taskId, assignees: [people.member, people.admin] },
]);

type Bucket = { bucket: string; total: number; items: Array<Record<string, unknown>>; nextCursor: string | null };

async function myTasks(agent: Agent, input: Record<string, unknown> = {}) {
  const reply = await call(agent, "GET", "myspace/myAllTasks", { today: TODAY, ...input });
  expect(reply.status).toBe(200);
  return Object.fromEntries((reply.body.data.buckets as Bucket[]).map((b) => [b.bucket, b])) as Record<string, Bucket>;
}

const ids = (bucket: Bucket) => bucket.items.map((item) => item.taskId);

describe("myspace/myAllTasks", () => {
  it("buckets the viewer's open tasks and subtasks by due date, across the projects they can see", async () => {
    const buckets = await myTasks(people.member);
    expect(ids(buckets.overdue)).toEqual([privateOverdue, overdueTask]);
    expect(ids(buckets.today)).toEqual([todaySubtask]);
    expect(ids(buckets.thisWeek)).toEqual([weekTask]);
    expect(ids(buckets.later)).toEqual([laterTask]);
    expect(new Set(ids(buckets.noDate))).toEqual(new Set([undated, privateUndated]));
    expect(Object.values(buckets).flatMap(ids)).not.toContain(doneTask);
    expect(buckets.overdue.total).toBe(2);
    expect(buckets.today.items[0]).toEqual({
      taskId: todaySubtask,
      name: "Due today",
      parentId: publicProject.taskId,
      groupId: publicProject.groupId,
      projectId: publicProject.id,
      projectName: "PUBLIC project",
      teamId,
      teamName: expect.stringMatching(/^World /),
      status: { id: world.statuses[1].id, name: "In Progress", category: "IN_PROGRESS", colour: "#64748b" },
      priority: null,
      dueDate: "2026-06-15",
    });
  });

  it("never shows a private project's tasks to someone outside it, even when assigned", async () => {
    const buckets = await myTasks(people.admin);
    expect(Object.values(buckets).flatMap(ids)).toEqual([overdueTask]);
    expect(buckets.overdue.total).toBe(1);
    expect(buckets.noDate.total).toBe(0);
  });

  it("pages one bucket with a cursor, without gaps or repeats", async () => {
    const first = await myTasks(people.member, { bucket: "overdue", limit: 1 });
    expect(Object.keys(first)).toEqual(["overdue"]);
    expect(ids(first.overdue)).toEqual([privateOverdue]);
    const second = await myTasks(people.member, { bucket: "overdue", limit: 1, cursor: first.overdue.nextCursor });
    expect(ids(second.overdue)).toEqual([overdueTask]);
    expect(second.overdue.nextCursor).toBeNull();
  });

  it("counts today from the viewer's day", async () => {
    const buckets = await myTasks(people.member, { today: "2026-06-21" });
    expect(ids(buckets.today)).toEqual([weekTask]);
    expect(ids(buckets.thisWeek)).toEqual([laterTask]);
  });

  it.each([
    [{ limit: 101 }, "limit"],
    [{ limit: 0 }, "limit"],
    [{ today: "2026-02-30" }, "today"],
    [{ bucket: "soon" }, "bucket"],
  ])("refuses %o with 400 naming %s", async (input, field) => {
    const reply = await call(people.member, "GET", "myspace/myAllTasks", input);
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error.fields ?? {})).toContain(field);
  });

  it("refuses a forged cursor", async () => {
    const reply = await call(people.member, "GET", "myspace/myAllTasks", { bucket: "overdue", cursor: "bm9wZQ" });
    expect(reply).toMatchObject({ status: 400, body: { error: { message: "Invalid cursor" } } });
  });

  it("refuses a caller who is not signed in", async () => {
    const response = await get(`${origin("acme")}/api/v2/myspace/myAllTasks`);
    expect(response.status).toBe(401);
  });
});

describe("myspace analytics", () => {
  it("counts open, overdue, due this week and completed this week, and tasks by status", async () => {
    const reply = await call(people.member, "GET", "myspace/analytics", { today: TODAY });
    expect(reply.status).toBe(200);
    expect(reply.body.data.cards).toEqual({ open: 7, overdue: 2, dueThisWeek: 2, completedThisWeek: 1 });
    expect(reply.body.data.statuses).toEqual([
      { name: "To Do", category: "TODO", colour: "#64748b", count: 6 },
      { name: "Done", category: "DONE", colour: "#64748b", count: 1 },
      { name: "In Progress", category: "IN_PROGRESS", colour: "#64748b", count: 1 },
    ]);
  });

  it("leaves the private project out of a non-member's counts", async () => {
    const reply = await call(people.admin, "GET", "myspace/analytics", { today: TODAY });
    expect(reply.body.data.cards).toEqual({ open: 1, overdue: 1, dueThisWeek: 0, completedThisWeek: 1 });
  });

  it("answers one card's count and its tasks", async () => {
    const count = await call(people.member, "GET", "myspace/analyticsCardCount", { card: "overdue", today: TODAY });
    expect(count.body.data).toEqual({ card: "overdue", count: 2 });
    const details = await call(people.member, "GET", "myspace/analyticsCardDetails", { card: "completedThisWeek", today: TODAY });
    expect(details.body.data).toMatchObject({ card: "completedThisWeek", nextCursor: null, items: [{ taskId: doneTask }] });
  });

  it("refuses an unknown card", async () => {
    const reply = await call(people.member, "GET", "myspace/analyticsCardCount", { card: "everything" });
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields).toHaveProperty("card");
  });
});

describe("myspace/recentProjects", () => {
  it("lists the projects the viewer opened, newest first, among those they can still see", async () => {
    await visit(people.admin, publicProject.id, 1000);
    await visit(people.admin, privateProject.id, 2000);
    await visit(people.member, publicProject.id, 1000);
    await visit(people.member, privateProject.id, 2000);
    const admin = await call(people.admin, "GET", "myspace/recentProjects");
    expect(admin.body.data).toEqual([
      { projectId: publicProject.id, name: "PUBLIC project", visibility: "PUBLIC", teamId, teamName: expect.any(String), visitedAt: 1000 },
    ]);
    const member = await call(people.member, "GET", "myspace/recentProjects", { limit: 1 });
    expect((member.body.data as unknown as Array<{ projectId: string }>).map((p) => p.projectId)).toEqual([privateProject.id]);
  });
});

describe("myspace/overview", () => {
  it("answers the whole page in one call", async () => {
    const reply = await call(people.member, "GET", "myspace/overview", { today: TODAY });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.data)).toEqual(["analytics", "tasks", "recentProjects", "firstSteps"]);
  });

  it("pages the bucket named with the cursor while every other bucket shows its first page", async () => {
    const first = await myTasks(people.member, { bucket: "overdue", limit: 1 });
    const reply = await call(people.member, "GET", "myspace/overview", { today: TODAY, bucket: "overdue", cursor: first.overdue.nextCursor });
    const buckets = Object.fromEntries((reply.body.data.tasks as { buckets: Bucket[] }).buckets.map((bucket) => [bucket.bucket, bucket]));
    expect(ids(buckets.overdue)).toEqual([overdueTask]);
    expect(buckets.overdue.total).toBe(2);
    expect(ids(buckets.thisWeek)).toEqual([weekTask]);
    expect(ids(buckets.later)).toEqual([laterTask]);
    expect(ids(buckets.noDate)).toEqual(expect.arrayContaining([undated, privateUndated]));
  });

  it("shows another tenant none of acme's work", async () => {
    const { token } = await signIn("globex", GUS);
    const body = await json(await get(`${origin("globex")}/api/v2/myspace/overview?today=${TODAY}`, { accesstoken: token }));
    expect(body.statusCode).toBe(200);
    const { analytics, tasks } = body.data as { analytics: { cards: Record<string, number> }; tasks: { buckets: Bucket[] } };
    expect(Object.values(analytics.cards)).toEqual([0, 0, 0, 0]);
    expect(tasks.buckets.flatMap(ids)).toEqual([]);
  });
});

describe("my-space follows its tasks, whoever changes them (triggers)", () => {
  it("moves a task between buckets when its due date, status, status category or project changes", async () => {
    const [moving] = await addTasks(world, publicProject, [{ name: "Moving", due: "2026-06-30", assignees: [people.guest] }]);
    const bucketOf = async () => {
      const buckets = await myTasks(people.guest);
      return Object.values(buckets).find((bucket) => ids(bucket).includes(moving))?.bucket ?? null;
    };
    expect(await bucketOf()).toBe("later");
    await inAcme((sql) => sql.exec("UPDATE tasks SET due_date = '2026-06-15' WHERE id = ?", moving));
    expect(await bucketOf()).toBe("today");
    await inAcme((sql) => sql.exec("UPDATE tasks SET due_date = NULL WHERE id = ?", moving));
    expect(await bucketOf()).toBe("noDate");
    await inAcme((sql) => sql.exec("UPDATE tasks SET status_id = ? WHERE id = ?", world.statuses[3].id, moving));
    expect(await bucketOf()).toBeNull();
    await inAcme((sql) => sql.exec("UPDATE statuses SET category = 'IN_PROGRESS' WHERE id = ?", world.statuses[3].id));
    expect(await bucketOf()).toBe("noDate");
    await inAcme((sql) => sql.exec("UPDATE tasks SET project_id = ?, group_id = ? WHERE id = ?", privateProject.id, privateProject.groupId, moving));
    expect(await bucketOf()).toBeNull(); // the team guest is not a member of the private project
    await inAcme((sql) => sql.exec("UPDATE statuses SET category = 'CLOSED' WHERE id = ?", world.statuses[3].id));
  });
});
