import { describe, expect, it } from "vitest";
import { buildWorld, call, inAcme, newAgent, type Agent } from "./work/world";

/**
 * One rule for "done" (issue 39 §3): a task is done while its status is in a done category, and
 * `completed_at` says since when. My-space, the team summary, the project's progress and the
 * dashboards read that one rule, so they agree whatever changes a status's category.
 */
await buildWorld();

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

async function ok(reply: Promise<{ status: number; body: Loose }>) {
  const { status, body } = await reply;
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as Loose;
}

/** A fresh team with a "Shipped" status (in progress) and one public project of three tasks assigned to its owner. */
async function plant() {
  const owner = await newAgent("MEMBER");
  const { teamId } = await ok(call(owner, "POST", "team/create", { name: "Done rule" }));
  const shipped = await ok(call(owner, "POST", "team/customStatus/create", { teamId, name: "Shipped", category: "IN_PROGRESS" }));
  const statuses = (await ok(call(owner, "GET", "team/customStatus/get", { teamId }))) as unknown as Loose[];
  const todo = statuses.find((status) => status.category === "TODO")!.statusId as string;
  const [projectId, groupId] = [crypto.randomUUID(), crypto.randomUUID()];
  const tasks = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  const now = Date.now();
  await inAcme((sql) => {
    sql.exec(
      "INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES (?, ?, 'Counted', 'PUBLIC', ?, 'a0', ?, ?)",
      projectId, teamId, owner.userId, now, now,
    );
    sql.exec("INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, 'G', 'a0', ?)", groupId, projectId, now);
    tasks.forEach((taskId, index) => {
      sql.exec(
        `INSERT INTO tasks (id, project_id, group_id, name, status_id, position, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        taskId, projectId, groupId, `Task ${index}`, index < 2 ? shipped.statusId : todo, `a${index}`, owner.userId, now, now,
      );
      sql.exec("INSERT INTO task_assignees (task_id, user_id) VALUES (?, ?)", taskId, owner.userId);
    });
  });
  const { dashboardId } = await ok(call(owner, "POST", "dashboard/create", { name: "Done rule", visibility: "PRIVATE" }));
  const progressWidget = await ok(
    call(owner, "POST", "dashboard/widgets/create", { dashboardId, name: "Progress", description: "Done of all", kind: "progress", teamIds: [teamId] }),
  );
  return { owner, teamId, projectId, tasks, shippedId: shipped.statusId as string, widgetId: progressWidget.widgetId as string };
}

type Planted = Awaited<ReturnType<typeof plant>>;

/** "Done" as each reader tells it: my-space's cards, the team summary's count, the project's progress bar and a dashboard's progress widget. */
async function doneEverywhere({ owner, teamId, projectId, widgetId }: Planted, agent: Agent = owner) {
  const myspace = await ok(call(agent, "GET", "myspace/analytics", { today: today() }));
  const summary = await ok(call(agent, "GET", "teamSummary/cardCount", { teamId, today: today() }));
  const progress = await ok(call(agent, "GET", "project/fetchProjectProgressBar", { projectId }));
  const widget = (await ok(call(agent, "GET", "dashboard/widgets/chart", { widgetId, today: today() }))).data as Loose;
  const [row] = widget.rows as Loose[];
  return {
    myspace: { open: myspace.cards.open, completedThisWeek: myspace.cards.completedThisWeek },
    summary: { open: summary.open, done: summary.done },
    progress: { done: progress.done, total: progress.total },
    dashboard: { done: row.done, total: row.total },
  };
}

const agreeing = (done: number, total: number) => ({
  myspace: { open: total - done, completedThisWeek: done },
  summary: { open: total - done, done },
  progress: { done, total },
  dashboard: { done, total },
});

const recategorise = (planted: Planted, category: string) =>
  ok(call(planted.owner, "POST", "team/customStatus/update", { statusId: planted.shippedId, name: "Shipped", category }));

describe("one rule for done", () => {
  it("my-space, the team summary, the project's progress and the dashboards agree as a status's category changes", async () => {
    const planted = await plant();
    expect(await doneEverywhere(planted)).toEqual(agreeing(0, 3));
    await recategorise(planted, "DONE");
    expect(await doneEverywhere(planted)).toEqual(agreeing(2, 3));
    await recategorise(planted, "CLOSED");
    expect(await doneEverywhere(planted)).toEqual(agreeing(2, 3));
    await recategorise(planted, "TODO");
    expect(await doneEverywhere(planted)).toEqual(agreeing(0, 3));
  });

  it("counts a task finished last month and renamed today as completed before, not this week", async () => {
    const planted = await plant();
    await recategorise(planted, "DONE");
    const [finishedLastMonth] = planted.tasks;
    await inAcme((sql) => sql.exec("UPDATE tasks SET completed_at = ? WHERE id = ?", Date.now() - 30 * DAY, finishedLastMonth));
    await ok(call(planted.owner, "POST", "task/update", { taskId: finishedLastMonth, name: "Renamed today" }));
    const { myspace, progress } = await doneEverywhere(planted);
    expect(myspace).toEqual({ open: 1, completedThisWeek: 1 });
    expect(progress).toEqual({ done: 2, total: 3 });
  });
});
