import { runInDurableObject, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { PLACE_CARD_MESSAGE } from "~/server/workspace/aggregates/kanban/commands";
import { laneCount, lanePage, lanes } from "~/server/workspace/aggregates/kanban/store";
import { PROJECT_NOT_FOUND } from "~/server/workspace/access";
import { WorkspaceCore } from "~/server/workspace/core";
import { REGISTRY } from "~/server/workspace/registry";
import { get, origin, signIn, tenantStub } from "./helpers";
import { recordingStorage } from "./recordingStorage";
import { globexIds } from "./work/projectWorld";
import { buildWorld, call, inAcme, plantTeam, type Agent, type World } from "./work/world";

/** Issue 8 §1: the Kanban board (decision record 30). */
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

type Card = { id: string; name: string; assigneeIds: string[]; priority: string | null; subtasks: { done: number; total: number }; values: Record<string, unknown> };
type Column = { key: string; label: string; count: number; cards: Card[]; nextCursor: string | null };

/** A fresh team of the world's people, so each test changes only its own cards. */
const freshTeam = () => plantTeam(world.people);

/** Top-level tasks of the project's group with a status, in the given order, written straight into the workspace. */
async function plantCards(projectId: string, groupId: string, statusId: string, count: number, name = "Card") {
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  await inAcme((sql) => {
    const now = Date.now();
    ids.forEach((id, index) =>
      sql.exec(
        `INSERT INTO tasks (id, project_id, group_id, name, status_id, position, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        id, projectId, groupId, `${name} ${index + 1}`, statusId, `c${String(index).padStart(3, "0")}`, world.people.owner.userId, now, now,
      ),
    );
  });
  return ids;
}

async function columnsOf(as: Agent, projectId: string, search: Record<string, string> = {}) {
  const reply = await call(as, "GET", "kanban/getColumns", { projectId, ...search });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as { type: string; columns: Column[]; canEdit: boolean; choices: Array<{ type: string; columnId: string | null }> };
}

const column = (columns: Column[], key: string) => columns.find((each) => each.key === key)!;
const names = (cards: Card[]) => cards.map((card) => card.name);

async function move(as: Agent, input: Record<string, unknown>) {
  const reply = await call(as, "POST", "kanban/moveCard", { type: "STATUS", ...input });
  return { ...reply, card: (reply.body.data as { card: Card } | undefined)?.card as Card };
}

async function createSelect(projectId: string, labels: string[]) {
  const reply = await call(world.people.owner, "POST", "project/column/create", {
    projectId,
    name: `Stage ${crypto.randomUUID().slice(0, 4)}`,
    type: "SINGLE_SELECT",
    config: { options: labels.map((label) => ({ label })) },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.column as { columnId: string; config: { options: Array<{ id: string; label: string }> } };
}

describe("the board type", () => {
  it("is by status at first, offers each single-select column, and is remembered per member and project", async () => {
    const team = await freshTeam();
    const projectId = team.publicProject.id;
    const stage = await createSelect(projectId, ["Idea", "Built"]);
    const first = await call(world.people.member, "GET", "kanban/getKanbanViewType", { projectId });
    const choices = first.body.data.choices as Array<{ type: string; label: string }>;
    expect(first.body.data).toMatchObject({ type: "STATUS", columnId: null });
    expect(choices.map((choice) => choice.type)).toEqual(["STATUS", "ASSIGNEE", "PRIORITY", "COLUMN"]);

    expect((await call(world.people.member, "POST", "kanban/setKanbanViewType", { projectId, type: "COLUMN", columnId: stage.columnId })).status).toBe(200);
    expect((await call(world.people.member, "GET", "kanban/getKanbanViewType", { projectId })).body.data).toMatchObject({ type: "COLUMN", columnId: stage.columnId });
    expect((await call(world.people.owner, "GET", "kanban/getKanbanViewType", { projectId })).body.data.type).toBe("STATUS");
    const board = await columnsOf(world.people.member, projectId);
    expect(board.columns.map((each) => each.label)).toEqual(["Idea", "Built", `No ${choices[3].label}`]);
    // A guest may choose how they look at the board too.
    expect((await call(world.people.guest, "POST", "kanban/setKanbanViewType", { projectId, type: "PRIORITY" })).status).toBe(200);
  });

  it("refuses a column that is not a single-select column of the project", async () => {
    const reply = await call(world.people.member, "POST", "kanban/setKanbanViewType", { projectId: world.publicProject.id, type: "COLUMN", columnId: crypto.randomUUID() });
    expect(reply.status).toBe(400);
    expect(reply.body.error?.fields?.columnId).toBeDefined();
  });
});

describe("the columns", () => {
  it("are the team's statuses in order with their counts; subtasks and hidden tasks are not cards", async () => {
    const team = await freshTeam();
    const { id: projectId, groupId } = team.publicProject;
    const [hidden] = await plantCards(projectId, groupId, team.statuses[1].id, 3);
    await inAcme((sql) => sql.exec("UPDATE tasks SET hidden_in = 'archive', hidden_with = id WHERE id = ?", hidden));
    const board = await columnsOf(world.people.member, projectId);
    expect(board.columns.map((each) => each.label)).toEqual(["To Do", "In Progress", "Done", "Closed"]);
    expect(board.columns.map((each) => each.count)).toEqual([1, 2, 0, 0]);
    expect(names(column(board.columns, team.statuses[1].id).cards)).toEqual(["Card 2", "Card 3"]);
    expect(column(board.columns, team.statuses[0].id).cards[0]).toMatchObject({ name: "Task", subtasks: { done: 0, total: 1 } });
  });

  it("page independently, 50 at a time, by cursor", async () => {
    const team = await freshTeam();
    const { id: projectId, groupId } = team.publicProject;
    const statusId = team.statuses[2].id;
    await plantCards(projectId, groupId, statusId, 120);
    const first = column((await columnsOf(world.people.member, projectId)).columns, statusId);
    expect(first.count).toBe(120);
    expect(first.cards).toHaveLength(50);
    const page = async (cursor: string) =>
      (await call(world.people.member, "GET", "kanban/getTasks", { projectId, column: statusId, cursor })).body.data as { cards: Card[]; nextCursor: string | null };
    const second = await page(first.nextCursor!);
    expect(second.cards).toHaveLength(50);
    expect(second.cards[0].name).toBe("Card 51");
    const third = await page(second.nextCursor!);
    expect(names(third.cards)).toEqual(Array.from({ length: 20 }, (_, i) => `Card ${i + 101}`));
    expect(third.nextCursor).toBeNull();
    // Without JavaScript, the board starts that column at the cursor.
    const linked = column((await columnsOf(world.people.member, projectId, { column: statusId, cursor: first.nextCursor! })).columns, statusId);
    expect(linked.cards[0].name).toBe("Card 51");
    expect((await call(world.people.member, "GET", "kanban/getTasks", { projectId, column: statusId, cursor: "nonsense" })).status).toBe(400);
  });

  it("re-read the cards Load more showed (loaded=column:count), at most 1000 in all (issue 23 §4)", async () => {
    const team = await freshTeam();
    const { id: projectId, groupId } = team.publicProject;
    const [todo, doing] = [team.statuses[2].id, team.statuses[3].id];
    await plantCards(projectId, groupId, todo, 120);
    const board = await columnsOf(world.people.member, projectId, { loaded: `${todo}:100` });
    expect(names(column(board.columns, todo).cards)).toEqual(Array.from({ length: 100 }, (_, i) => `Card ${i + 1}`));
    expect(column(board.columns, todo).nextCursor).not.toBeNull();
    expect(column(board.columns, doing).cards).toHaveLength(0);
    // A card moved out of the column: the re-read still shows 100, the next one comes up.
    await move(world.people.member, { taskId: column(board.columns, todo).cards[0].id, from: todo, to: doing });
    const after = await columnsOf(world.people.member, projectId, { loaded: `${todo}:100` });
    expect(column(after.columns, todo).cards.map((card) => card.name).slice(-1)).toEqual(["Card 101"]);
    expect(column(after.columns, todo).count).toBe(119);
    for (const loaded of ["nonsense", `${todo}:0`, `${todo}:600,${doing}:401`]) {
      const refused = await call(world.people.member, "GET", "kanban/getColumns", { projectId, loaded });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe(loaded === "nonsense" || loaded.endsWith(":0") ? "Loaded cards should be given as column:count pairs" : "At most 1000 tasks can stay loaded");
    }
  });
});

describe("moving a card", () => {
  it("orders it within its column, before or after another or at the top", async () => {
    const team = await freshTeam();
    const { id: projectId, groupId } = team.publicProject;
    const statusId = team.statuses[1].id;
    const [one, two, three] = await plantCards(projectId, groupId, statusId, 3);
    expect((await move(world.people.member, { taskId: three, to: statusId, afterId: one })).status).toBe(200);
    expect((await move(world.people.member, { taskId: two, to: statusId })).status).toBe(200);
    expect(names(column((await columnsOf(world.people.member, projectId)).columns, statusId).cards)).toEqual(["Card 2", "Card 1", "Card 3"]);
    expect((await move(world.people.member, { taskId: two, to: statusId, beforeId: three })).status).toBe(200);
    expect(names(column((await columnsOf(world.people.member, projectId)).columns, statusId).cards)).toEqual(["Card 1", "Card 2", "Card 3"]);
    const self = await move(world.people.member, { taskId: two, to: statusId, afterId: two });
    expect(self.status).toBe(400);
    expect(self.body.error?.message).toBe(PLACE_CARD_MESSAGE);
  });

  it("between cards that share their List keys (from different groups)", async () => {
    const team = await freshTeam();
    const { id: projectId, groupId } = team.publicProject;
    const otherGroup = crypto.randomUUID();
    await inAcme((sql) => sql.exec("INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, 'Two', 'a1', 0)", otherGroup, projectId));
    const statusId = team.statuses[3].id;
    const [a1] = await plantCards(projectId, groupId, statusId, 2, "A");
    const [b1] = await plantCards(projectId, otherGroup, statusId, 2, "B");
    const before = names(column((await columnsOf(world.people.member, projectId)).columns, statusId).cards);
    const [first, second] = before;
    const firstId = first.startsWith("A") ? a1 : b1;
    const [c] = await plantCards(projectId, groupId, team.statuses[0].id, 1, "C");
    expect((await move(world.people.member, { taskId: c, to: statusId, afterId: firstId })).status).toBe(200);
    expect(names(column((await columnsOf(world.people.member, projectId)).columns, statusId).cards).slice(0, 3)).toEqual([first, "C 1", second]);
  });

  it("to another status changes the task's status, with its activity entry", async () => {
    const team = await freshTeam();
    const { id: projectId, taskId } = team.publicProject;
    const reply = await move(world.people.member, { taskId, to: team.statuses[2].id, from: team.statuses[0].id });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const task = await call(world.people.member, "GET", "task/get", { taskId });
    expect(task.body.data.statusId).toBe(team.statuses[2].id);
    const board = await columnsOf(world.people.member, projectId);
    expect(board.columns.map((each) => each.count)).toEqual([0, 0, 1, 0]);
    const entries = await inAcme((sql) =>
      sql.exec<{ verb: string; detail_json: string }>("SELECT verb, detail_json, parent_id, project_id FROM activity WHERE item_id = ? ORDER BY id", taskId).toArray(),
    );
    expect(entries.at(-1)).toMatchObject({ verb: "moved", parent_id: team.publicProject.groupId, project_id: projectId });
    // The answer is the card and where it went, nothing of the task's row.
    expect(Object.keys(reply.body.data as object).sort()).toEqual(["card", "from", "teamId", "to", "type"]);
    expect(JSON.parse(entries.at(-1)!.detail_json)).toMatchObject({ board: "STATUS", to: team.statuses[2].id });
    const bad = await move(world.people.member, { taskId, to: world.statuses[0].id });
    expect(bad.status).toBe(400);
  });

  it("by priority sets or clears the priority", async () => {
    const team = await freshTeam();
    const { id: projectId, taskId } = team.publicProject;
    expect((await move(world.people.member, { type: "PRIORITY", taskId, to: "HIGH" })).card.priority).toBe("HIGH");
    await call(world.people.member, "POST", "kanban/setKanbanViewType", { projectId, type: "PRIORITY" });
    const board = await columnsOf(world.people.member, projectId);
    expect(board.columns.map((each) => [each.key, each.count])).toEqual([["URGENT", 0], ["HIGH", 1], ["NORMAL", 0], ["LOW", 0], ["NONE", 0]]);
    expect((await move(world.people.member, { type: "PRIORITY", taskId, to: "NONE" })).card.priority).toBeNull();
  });

  it("by assignee swaps the person the card came from for the target's, and into Unassigned clears them", async () => {
    const team = await freshTeam();
    const { id: projectId, taskId } = team.publicProject;
    const { member, admin, outsider } = world.people;
    const assign = (to: string, from?: string) => move(member, { type: "ASSIGNEE", taskId, to, from });
    expect((await assign(member.userId, "NONE")).card.assigneeIds).toEqual([member.userId]);
    await call(member, "POST", "task/update", { taskId, assigneeIds: [member.userId, world.people.owner.userId] });
    expect((await assign(admin.userId, member.userId)).card.assigneeIds.sort()).toEqual([world.people.owner.userId, admin.userId].sort());
    await call(member, "POST", "kanban/setKanbanViewType", { projectId, type: "ASSIGNEE" });
    const board = await columnsOf(member, projectId);
    expect(board.columns[0]).toMatchObject({ key: "NONE", label: "Unassigned", count: 0 });
    expect(column(board.columns, admin.userId).count).toBe(1);
    expect(column(board.columns, member.userId).count).toBe(0);
    // my-space's copy of the assignment follows.
    expect((await call(admin, "GET", "myspace/overview", {})).status).toBe(200);
    expect((await assign("NONE")).card.assigneeIds).toEqual([]);
    expect(column((await columnsOf(member, projectId)).columns, "NONE").count).toBe(1);
    expect((await assign(outsider.userId)).status).toBe(400);
  });

  it("by a single-select column sets the option, and the order key follows into the option's column", async () => {
    const team = await freshTeam();
    const { id: projectId, groupId, taskId } = team.publicProject;
    const stage = await createSelect(projectId, ["Idea", "Built"]);
    const [idea, built] = stage.config.options.map((option) => option.id);
    const [other] = await plantCards(projectId, groupId, team.statuses[0].id, 1);
    const board = { type: "COLUMN", columnId: stage.columnId };
    expect((await move(world.people.member, { ...board, taskId: other, to: idea })).status).toBe(200);
    expect((await move(world.people.member, { ...board, taskId, to: idea, afterId: other })).status).toBe(200);
    await call(world.people.member, "POST", "kanban/setKanbanViewType", { projectId, ...board });
    let columns = (await columnsOf(world.people.member, projectId)).columns;
    expect(names(column(columns, idea).cards)).toEqual(["Card 1", "Task"]);
    expect((await move(world.people.member, { ...board, taskId, to: idea })).status).toBe(200);
    columns = (await columnsOf(world.people.member, projectId)).columns;
    expect(names(column(columns, idea).cards)).toEqual(["Task", "Card 1"]);
    expect((await move(world.people.member, { ...board, taskId, to: built })).status).toBe(200);
    expect((await move(world.people.member, { ...board, taskId: other, to: "NONE" })).status).toBe(200);
    columns = (await columnsOf(world.people.member, projectId)).columns;
    expect(columns.map((each) => each.count)).toEqual([0, 1, 1]);
  });
});

describe("adding a card", () => {
  it("puts a task with the column's value at the top of the column", async () => {
    const team = await freshTeam();
    const { id: projectId, groupId } = team.publicProject;
    const statusId = team.statuses[1].id;
    await plantCards(projectId, groupId, statusId, 2);
    const reply = await call(world.people.member, "POST", "kanban/addCard", { projectId, type: "STATUS", to: statusId, name: "Fresh" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(names(column((await columnsOf(world.people.member, projectId)).columns, statusId).cards)).toEqual(["Fresh", "Card 1", "Card 2"]);
    const { card } = reply.body.data as { card: Card };
    const [created] = await inAcme((sql) => sql.exec("SELECT verb, parent_id, project_id, detail_json FROM activity WHERE item_id = ? ORDER BY id DESC LIMIT 1", card.id).toArray());
    expect(created).toMatchObject({ verb: "created", parent_id: groupId, project_id: projectId });
    expect(JSON.parse(created.detail_json as string)).toMatchObject({ name: "Fresh", board: "STATUS", to: statusId });
    const byPriority = await call(world.people.member, "POST", "kanban/addCard", { projectId, type: "PRIORITY", to: "LOW", name: "Low one" });
    expect((byPriority.body.data as { card: Card }).card.priority).toBe("LOW");
  });
});

describe("who may see and move cards", () => {
  it("someone outside a private project gets 404 for its board; a guest may look but not move (403)", async () => {
    const { privateProject, publicProject } = world;
    const bob = await call(world.people.bob, "GET", "kanban/getColumns", { projectId: privateProject.id });
    expect(bob.status).toBe(404);
    expect((await call(world.people.outsider, "GET", "kanban/getTasks", { projectId: privateProject.id, column: world.statuses[0].id })).status).toBe(404);
    expect((await columnsOf(world.people.guest, publicProject.id)).canEdit).toBe(false);
    const guestMove = await move(world.people.guest, { taskId: publicProject.taskId, to: world.statuses[1].id });
    expect(guestMove.status).toBe(403);
    expect(guestMove.body.error?.message).toBe(PERMISSION_DENIED);
    expect((await move(world.people.bob, { taskId: privateProject.taskId, to: world.statuses[1].id })).status).toBe(404);
  });

  it("refuses a subtask and a hidden task as a card", async () => {
    const team = await freshTeam();
    const { subtaskId, taskId } = team.publicProject;
    expect((await move(world.people.member, { taskId: subtaskId, to: team.statuses[1].id })).status).toBe(400);
    await inAcme((sql) => sql.exec("UPDATE tasks SET hidden_in = 'bin', hidden_with = id WHERE id = ?", taskId));
    expect((await move(world.people.member, { taskId, to: team.statuses[1].id })).status).toBe(404);
  });
});

describe("the board's reads", () => {
  it("read each kind of column as one index range, in order, with no sort of their own", async () => {
    const ids = { project: world.publicProject.id, user: world.people.member.userId, column: crypto.randomUUID(), option: "o1", status: world.statuses[0].id };
    const plans = await inAcme((sql) => {
      const statements: Array<{ query: string; bindings: unknown[] }> = [];
      const recording = { exec: (query: string, ...bindings: unknown[]) => (statements.push({ query, bindings }), sql.exec(query, ...bindings)) } as unknown as SqlStorage;
      const all = [
        lanes.status(ids.project, ids.status),
        lanes.priority(ids.project, "HIGH"),
        lanes.priority(ids.project, null),
        lanes.assignee(ids.project, ids.user),
        lanes.unassigned(ids.project),
        lanes.option(ids.column, ids.option),
        lanes.noOption(ids.project, ids.column),
      ];
      for (const lane of all) {
        lanePage(recording, lane, ["a0", "x"], 50);
        laneCount(recording, lane);
      }
      return statements.map(({ query, bindings }) =>
        sql.exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${query}`, ...bindings).toArray().map((step) => step.detail).join("; "),
      );
    });
    for (const plan of plans) {
      expect(plan).not.toMatch(/SCAN (t|c|tasks|task_assignees|task_values)\b(?! USING)/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe("the board's cards", () => {
  it("are built together for every column: one statement each for the assignees, their names and the subtasks' progress, however many columns have cards", async () => {
    const team = await freshTeam();
    const { id: projectId, groupId } = team.publicProject;
    const { member } = world.people;
    for (const status of team.statuses.slice(1, 3)) {
      const [taskId] = await plantCards(projectId, groupId, status.id, 2);
      expect((await call(member, "POST", "task/update", { taskId, assigneeIds: [member.userId] })).status).toBe(200);
    }
    const statements = await runInDurableObject(tenantStub("acme"), async (_instance, state) => {
      const run: string[] = [];
      const core = new WorkspaceCore(recordingStorage(state.storage, (query) => run.push(query)), REGISTRY);
      const outcome = await core.query(member.token, { name: "kanban.getColumns", input: { projectId } });
      expect(outcome.ok).toBe(true);
      if (outcome.ok) expect((outcome.data as { columns: Column[] }).columns.map((each) => each.cards.length)).toEqual([1, 2, 2, 0]);
      return run;
    });
    const reading = (statement: RegExp) => statements.filter((query) => statement.test(query)).length;
    expect(reading(/FROM task_assignees WHERE task_id IN/)).toBe(1);
    expect(reading(/FROM members m WHERE m\.user_id IN/)).toBe(1);
    expect(reading(/WHERE t\.parent_id IN/)).toBe(1);
  });
});

describe("the board page", () => {
  it("renders without JavaScript with its forms, takes a plain move post, and pages a column through its cards route", async () => {
    const { cookie, csrf } = await signIn();
    const team = await freshTeam();
    const { id: projectId, groupId } = team.publicProject;
    const statusId = team.statuses[1].id;
    await plantCards(projectId, groupId, statusId, 60);
    const pageUrl = `${origin("acme")}/projects/${team.teamId}/${projectId}/kanban`;
    const html = await (await get(pageUrl, { cookie })).text();
    expect(html).toContain("Group by");
    // Each card's move forms are rendered once opened (decisions 0070, 0071): its Move… link opens them without JavaScript.
    expect(html).not.toMatch(/Column for (<!-- -->)?Card 1/);
    const moveCard = /\?open=(move-[0-9a-f-]+)"[^>]*aria-label="Move… Card 1"/.exec(html)?.[1];
    expect(moveCard).toBeTruthy();
    expect(await (await get(`${pageUrl}?open=${moveCard}`, { cookie })).text()).toMatch(/Column for (<!-- -->)?Card 1/);
    expect(html).toContain("Load more (50 of 60)");

    const posted = await SELF.fetch(pageUrl, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: origin("acme") },
      body: new URLSearchParams({ csrf, intent: "moveCard", board: "STATUS", taskId: team.publicProject.taskId, from: team.statuses[0].id, to: statusId }),
      redirect: "manual",
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`/projects/${team.teamId}/${projectId}/kanban`);
    const first = column((await columnsOf(world.people.ada, projectId)).columns, statusId);
    expect(first.cards[0].name).toBe("Task");

    const more = await get(`${pageUrl}/cards?column=${statusId}&cursor=${first.nextCursor}&board=STATUS`, { cookie });
    expect(more.status).toBe(200);
    expect(((await more.json()) as { page: { cards: Card[] } }).page.cards).toHaveLength(11);
  });

  it("answers its cards route 404 for a project one cannot see: unknown, another tenant's, private", async () => {
    const { teamId, privateProject, statuses } = world;
    const globex = await globexIds();
    const cardsOf = (as: Agent, projectId: string, team = teamId) =>
      get(`${origin("acme")}/projects/${team}/${projectId}/kanban/cards?column=${statuses[0].id}&board=STATUS`, { cookie: `meridian-session=${as.token}` });
    for (const [as, projectId, team] of [
      [world.people.member, crypto.randomUUID(), teamId],
      [world.people.ada, globex.projectId, globex.teamId],
      [world.people.outsider, privateProject.id, teamId],
    ] as const) {
      const refused = await cardsOf(as, projectId, team);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ page: null, message: PROJECT_NOT_FOUND });
    }
    expect((await cardsOf(world.people.member, privateProject.id)).status).toBe(200);
  });
});

describe("the status columns' kept counts", () => {
  it("equal the live top-level tasks counted, after everything the tests above did", async () => {
    const { kept, counted } = await inAcme((sql) => ({
      kept: sql.exec("SELECT project_id, status_id, count FROM board_status_counts WHERE count != 0 ORDER BY project_id, status_id").toArray(),
      counted: sql
        .exec(
          `SELECT project_id, status_id, COUNT(*) AS count FROM tasks WHERE parent_id IS NULL AND hidden_in IS NULL AND status_id IS NOT NULL
           GROUP BY project_id, status_id ORDER BY project_id, status_id`,
        )
        .toArray(),
    }));
    expect(counted.length).toBeGreaterThan(0);
    expect(kept).toEqual(counted);
  });

  it("and each project's kept progress equals its live tasks and done ones counted", async () => {
    const { kept, counted } = await inAcme((sql) => ({
      kept: sql.exec("SELECT project_id, total, done FROM project_progress WHERE total != 0 ORDER BY project_id").toArray(),
      counted: sql
        .exec(
          `SELECT t.project_id, COUNT(*) AS total, COALESCE(SUM(s.category IN ('DONE', 'CLOSED')), 0) AS done
           FROM tasks t LEFT JOIN statuses s ON s.id = t.status_id WHERE t.hidden_in IS NULL GROUP BY t.project_id ORDER BY t.project_id`,
        )
        .toArray(),
    }));
    expect(counted.some((row) => (row.done as number) > 0)).toBe(true);
    expect(kept).toEqual(counted);
  });
});
