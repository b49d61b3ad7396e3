import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ARCHIVE_STEPS, screenPath } from "~/lib/archiveBin";
import { crossingLinksMessage } from "~/schemas/dependency";
import { DEPENDENCY_NOT_FOUND } from "~/server/workspace/access";
import { KEEP_LINKS_WITHIN_PROJECTS } from "~/server/workspace/migrations";
import { ADA, origin, signIn } from "./helpers";
import { buildWorld, call, inAcme, newAgent, plantTeam, type Agent, type Reply, type World } from "./work/world";

/**
 * Dependencies never cross projects (issue 22 §1, decision record 38): a move, a restore elsewhere or
 * a duplicate asks before it removes the links that would cross, and a member of the public project
 * reaches nothing of a task that went into a private one, even through links an older database kept.
 */
let world: World;
/** A member of the team and its public project, not of the private one. */
let bystander: Agent;
beforeAll(async () => {
  world = await buildWorld();
  bystander = await newAgent("MEMBER");
  await inAcme((sql) =>
    sql.exec("INSERT INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, 'MEMBER', ?)", world.teamId, bystander.userId, Date.now()),
  );
}, 60_000);

type Data = Record<string, unknown> & { id: string };
const ok = (reply: Reply) => {
  expect(reply.body.error?.message).toBeUndefined();
  expect(reply.status).toBe(200);
  return reply.body.data as Data;
};
const post = (agent: Agent, path: string, input: Record<string, unknown>) => call(agent, "POST", path, input);
const addGroup = async (agent: Agent, projectId: string, name = "Chain") => ok(await post(agent, "project/taskGroups/create", { projectId, name })).id;
const addTask = async (agent: Agent, groupId: string, name: string, startDate: string, dueDate: string) =>
  ok(await post(agent, "task/add", { groupId, name, startDate, dueDate })).id;
const link = async (agent: Agent, predecessorId: string, successorId: string) =>
  ok(await post(agent, "project/dependency/create", { predecessorId, successorId })).dependencyId as string;

const linksOf = (taskId: string) =>
  inAcme((sql) => sql.exec<{ id: string }>("SELECT id FROM dependencies WHERE ? IN (predecessor_id, successor_id)", taskId).toArray().map((row) => row.id));
const projectOf = (taskId: string) => inAcme((sql) => sql.exec<{ project_id: string }>("SELECT project_id FROM tasks WHERE id = ?", taskId).one().project_id);
const datesOf = (taskId: string) =>
  inAcme((sql) => sql.exec<{ start_date: string; due_date: string }>("SELECT start_date, due_date FROM tasks WHERE id = ?", taskId).one());
const activityNaming = (taskId: string, since: number) =>
  inAcme((sql) => sql.exec("SELECT id FROM activity WHERE item_id = ? AND actor_id IS NOT NULL AND id > ?", taskId, since).toArray().length);
const lastActivityId = () => inAcme((sql) => sql.exec<{ id: number }>("SELECT COALESCE(MAX(id), 0) AS id FROM activity").one().id);

const SECRET = "Secret merger plan";

/** A → Secret → C in a group of the public project (A and C in one group, Secret in its own): a chain through the task that will go. */
async function chainThroughSecret() {
  const { owner } = world.people;
  const chainGroup = await addGroup(owner, world.publicProject.id);
  const secretGroup = await addGroup(owner, world.publicProject.id, "Secret's own");
  const a = await addTask(owner, chainGroup, "Announce", "2026-03-02", "2026-03-03");
  const secret = await addTask(owner, secretGroup, SECRET, "2026-03-04", "2026-03-05");
  const c = await addTask(owner, chainGroup, "Celebrate", "2026-03-06", "2026-03-09");
  const links = [await link(owner, a, secret), await link(owner, secret, c)];
  return { a, secret, c, links, secretGroup };
}

/** What a member of the public project can do with a task after it went private: none of it reaches the task. */
async function expectNothingReaches(secret: string, { a, c, links }: { a: string; c: string; links: string[] }) {
  const since = await lastActivityId();
  const before = await datesOf(secret);
  const updated = ok(await post(bystander, "task/update", { taskId: a, dueDate: "2026-03-20" }));
  expect(JSON.stringify(updated)).not.toContain(secret);
  expect(await datesOf(secret)).toEqual(before);
  expect(await activityNaming(secret, since)).toBe(0);

  const loop = await post(bystander, "project/dependency/create", { predecessorId: c, successorId: a });
  expect(JSON.stringify(loop.body)).not.toContain(SECRET);
  expect(loop.status).toBe(200);

  const listed = ok(await call(bystander, "GET", "project/dependency/list", { projectId: world.publicProject.id }));
  expect(JSON.stringify(listed)).not.toContain(secret);
  for (const id of links) {
    expect((await post(bystander, "project/dependency/update", { dependencyId: id, lagDays: 1 })).body.error?.message).toBe(DEPENDENCY_NOT_FOUND);
    expect((await post(bystander, "project/dependency/delete", { dependencyId: id })).body.error?.message).toBe(DEPENDENCY_NOT_FOUND);
  }
  const summary = ok(await call(bystander, "GET", "teamSummary/overview", { teamId: world.teamId })) as unknown as {
    activity: { items: Array<{ verb: string; detail: { name?: string } }> };
  };
  expect(summary.activity.items.filter((item) => item.verb === "rescheduled" && item.detail.name === SECRET)).toEqual([]);
}

describe("a move into another project", () => {
  it("asks how many dependencies it removes, changes nothing without confirm, and removes them with it", async () => {
    const { owner } = world.people;
    const chain = await chainThroughSecret();
    const refused = await post(owner, "task/move", { taskId: chain.secret, groupId: world.privateProject.groupId });
    expect({ status: refused.status, message: refused.body.error?.message, count: refused.body.error?.count }).toEqual({
      status: 409,
      message: crossingLinksMessage(2),
      count: 2,
    });
    expect(await projectOf(chain.secret)).toBe(world.publicProject.id);
    expect(await linksOf(chain.secret)).toHaveLength(2);

    const since = await lastActivityId();
    ok(await post(owner, "task/move", { taskId: chain.secret, groupId: world.privateProject.groupId, confirm: true }));
    expect(await projectOf(chain.secret)).toBe(world.privateProject.id);
    expect(await linksOf(chain.secret)).toEqual([]);
    const entry = await inAcme((sql) =>
      sql.exec<{ detail_json: string }>("SELECT detail_json FROM activity WHERE item_id = ? AND verb = 'moved' AND id > ?", chain.secret, since).one(),
    );
    expect(JSON.parse(entry.detail_json)).toMatchObject({ unlinkedDependencies: 2 });

    await expectNothingReaches(chain.secret, chain);
  });

  it("keeps the links of a task moved within its project, and those of a group restored whole elsewhere follow it", async () => {
    const { owner } = world.people;
    const chain = await chainThroughSecret();
    const otherGroup = await addGroup(owner, world.publicProject.id, "Elsewhere");
    ok(await post(owner, "task/move", { taskId: chain.secret, groupId: otherGroup }));
    expect(await linksOf(chain.secret)).toHaveLength(2);

    const inner = await addTask(owner, otherGroup, "Inner", "2026-03-10", "2026-03-10");
    const innerLink = await link(owner, chain.secret, inner);
    ok(await post(owner, "project/taskGroups/archive", { groupId: otherGroup }));
    ok(await post(owner, "project/archive", { projectId: world.publicProject.id }));
    try {
      const refused = await post(owner, "team/restore", { type: "taskGroup", ids: [otherGroup], parentId: world.privateProject.id });
      expect({ status: refused.status, count: refused.body.error?.count }).toEqual({ status: 409, count: 2 });
      ok(await post(owner, "team/restore", { type: "taskGroup", ids: [otherGroup], parentId: world.privateProject.id, confirm: true }));
    } finally {
      ok(await post(owner, "team/restore", { type: "project", ids: [world.publicProject.id] }));
    }
    const moved = await inAcme((sql) => sql.exec<{ project_id: string }>("SELECT project_id FROM dependencies WHERE id = ?", innerLink).one());
    expect(moved.project_id).toBe(world.privateProject.id);
    expect(await linksOf(chain.secret)).toEqual([innerLink]);
  });
});

describe("a database that already holds links across projects", () => {
  it("reaches nothing through them, and the migration's repair removes them", async () => {
    const { owner } = world.people;
    const chain = await chainThroughSecret();
    // As an earlier release left them: the task moved, its links kept the public project's id.
    await inAcme((sql) => {
      sql.exec("UPDATE tasks SET group_id = ?, project_id = ? WHERE id = ?", world.privateProject.groupId, world.privateProject.id, chain.secret);
      sql.exec("DELETE FROM moved_tasks");
    });
    expect(await linksOf(chain.secret)).toHaveLength(2);
    const privateList = ok(await call(owner, "GET", "project/dependency/list", { projectId: world.privateProject.id }));
    expect(JSON.stringify(privateList)).not.toContain(chain.secret);

    await expectNothingReaches(chain.secret, chain);

    await inAcme((sql) => sql.exec(KEEP_LINKS_WITHIN_PROJECTS));
    expect(await linksOf(chain.secret)).toEqual([]);
    const crossing = await inAcme((sql) =>
      sql.exec(
        `SELECT d.id FROM dependencies d JOIN tasks p ON p.id = d.predecessor_id JOIN tasks s ON s.id = d.successor_id
         WHERE p.project_id IS NOT s.project_id OR d.project_id IS NOT p.project_id`,
      ).toArray(),
    );
    expect(crossing).toEqual([]);
  });
});

/** A small seeded generator (mulberry32): the same sequence on every run, so a failure replays. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("the rule holds whatever happens", () => {
  it("no sequence of links, moves, restores elsewhere and duplicates leaves a link between two projects", async () => {
    const { owner } = world.people;
    const team = await plantTeam(world.people);
    await inAcme((sql) =>
      sql.exec("INSERT INTO project_members (project_id, user_id, role, added_at) VALUES (?, ?, 'ADMIN', ?)", team.privateProject.id, owner.userId, Date.now()),
    );
    const projects = [team.publicProject.id, team.privateProject.id];
    const next = random(22);
    const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const liveTopTasks = () =>
      inAcme((sql) =>
        sql
          .exec<{ id: string; group_id: string }>(
            "SELECT id, group_id FROM tasks WHERE project_id IN (?, ?) AND parent_id IS NULL AND hidden_in IS NULL ORDER BY rowid",
            ...projects,
          )
          .toArray(),
      );
    const liveGroups = () =>
      inAcme((sql) =>
        sql.exec<{ id: string; project_id: string }>("SELECT id, project_id FROM task_groups WHERE project_id IN (?, ?) AND hidden_in IS NULL ORDER BY rowid", ...projects).toArray(),
      );
    const crossingLinks = () =>
      inAcme((sql) =>
        sql
          .exec(
            `SELECT d.id FROM dependencies d JOIN tasks p ON p.id = d.predecessor_id JOIN tasks s ON s.id = d.successor_id
             WHERE (p.project_id IN (?1, ?2) OR s.project_id IN (?1, ?2)) AND (p.project_id IS NOT s.project_id OR d.project_id IS NOT p.project_id)`,
            ...projects,
          )
          .toArray().length,
      );
    for (const projectId of projects) {
      const groupId = await addGroup(owner, projectId, "Second");
      for (let index = 0; index < 3; index++) await addTask(owner, groupId, `T${index}`, "2026-04-01", "2026-04-02");
    }
    /** Changes refused because they would have left links across projects: the sequence does reach the rule. */
    let asked = 0;
    const countAsked = (reply: Reply) => {
      if (reply.status !== 409) return;
      expect(reply.body.error?.count).toBeGreaterThan(0);
      asked += 1;
    };
    const steps = {
      async link() {
        const tasks = await liveTopTasks();
        await post(owner, "project/dependency/create", { predecessorId: pick(tasks).id, successorId: pick(tasks).id });
      },
      async move() {
        countAsked(await post(owner, "task/move", { taskId: pick(await liveTopTasks()).id, groupId: pick(await liveGroups()).id, confirm: next() < 0.5 }));
      },
      async duplicate() {
        ok(await post(owner, "task/duplicate", { taskId: pick(await liveTopTasks()).id }));
      },
      async restoreTaskElsewhere() {
        const task = pick(await liveTopTasks());
        ok(await post(owner, "task/archive", { taskId: task.id }));
        ok(await post(owner, "project/taskGroups/archive", { groupId: task.group_id }));
        const groupId = pick(await liveGroups()).id;
        const reply = await post(owner, "task/restore", { taskId: task.id, parentId: groupId });
        countAsked(reply);
        if (reply.status !== 200) ok(await post(owner, "task/restore", { taskId: task.id, parentId: groupId, confirm: true }));
        ok(await post(owner, "team/restore", { type: "taskGroup", ids: [task.group_id] }));
      },
    };
    const names = Object.keys(steps) as Array<keyof typeof steps>;
    for (let step = 0; step < 60; step++) {
      const name = step < 12 ? "link" : pick(names);
      await steps[name]();
      expect({ step, name, crossing: await crossingLinks() }).toEqual({ step, name, crossing: 0 });
    }
    const linksLeft = await inAcme((sql) =>
      sql.exec("SELECT id FROM dependencies WHERE project_id IN (?, ?)", ...projects).toArray().length,
    );
    expect(asked).toBeGreaterThan(0);
    expect(linksLeft).toBeGreaterThan(0);
  }, 120_000);
});

describe("through the pages", () => {
  it("a restore into another project asks on the archive screen, and the public project's pages show nothing of the task", async () => {
    const ada = await signIn("acme", ADA);
    const chain = await chainThroughSecret();
    const { owner } = world.people;
    ok(await post(owner, "task/archive", { taskId: chain.secret }));
    ok(await post(owner, "project/taskGroups/archive", { groupId: chain.secretGroup }));
    const restore = (fields: Record<string, string>) =>
      SELF.fetch(`${origin("acme")}/archive`, {
        method: "POST",
        headers: { cookie: ada.cookie, "content-type": "application/x-www-form-urlencoded", origin: origin("acme") },
        body: new URLSearchParams({ csrf: ada.csrf, intent: "restore", tab: "task", ids: chain.secret, parentId: world.privateProject.groupId, ...fields }),
        redirect: "manual",
      });

    const asked = await restore({});
    expect(asked.status).toBe(302);
    const step = screenPath("archive", { tab: "task", step: ARCHIVE_STEPS.place, ids: [chain.secret], parentId: world.privateProject.groupId, unlink: 2 });
    expect(asked.headers.get("location")).toBe(step);
    expect(await linksOf(chain.secret)).toHaveLength(2);
    const page = await (await SELF.fetch(`${origin("acme")}${step}`, { headers: { cookie: ada.cookie } })).text();
    expect(page).toContain(crossingLinksMessage(2));
    expect(page).toContain(`name="confirmFor" value="${world.privateProject.groupId}"`);

    const otherPlace = await restore({ confirmFor: world.publicProject.groupId });
    expect(otherPlace.headers.get("location")).toBe(step);
    expect(await linksOf(chain.secret)).toHaveLength(2);

    const confirmed = await restore({ confirmFor: world.privateProject.groupId });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(screenPath("archive", { tab: "task" }));
    expect(await projectOf(chain.secret)).toBe(world.privateProject.id);
    expect(await linksOf(chain.secret)).toEqual([]);

    const bob = await signIn("acme", bystander.email);
    const listPage = `${origin("acme")}/projects/${world.teamId}/${world.publicProject.id}?index`;
    const updated = await SELF.fetch(listPage, {
      method: "POST",
      headers: { cookie: bob.cookie, "content-type": "application/x-www-form-urlencoded", origin: origin("acme") },
      body: new URLSearchParams({ csrf: bob.csrf, intent: "updateTask", taskId: chain.a, dueDate: "2026-03-25" }),
      redirect: "manual",
    });
    expect(updated.status).toBe(302);
    expect((await datesOf(chain.a)).due_date).toBe("2026-03-25");
    /** The page's text as read: React's markers between adjacent texts taken out. */
    const html = async (path: string) =>
      (await (await SELF.fetch(`${origin("acme")}${path}`, { headers: { cookie: bob.cookie } })).text()).replaceAll("<!-- -->", "");
    const summary = await html(`/projects/${world.teamId}`);
    expect(summary).toContain("updated task “Announce”");
    expect(summary).not.toContain(`rescheduled task “${SECRET}”`);
    for (const view of ["", "/gantt"]) {
      const page = await html(`/projects/${world.teamId}/${world.publicProject.id}${view}`);
      expect(page).toContain("Announce");
      expect(page).not.toContain(chain.secret);
    }
  });
});
