import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { PLAN_LIMIT_MESSAGES } from "~/lib/plans";
import { LEADING_SPACE_MESSAGE } from "~/schemas/fields";
import { DASHBOARD_NOT_FOUND, DUE_RANGE_MESSAGE, MEASURE_COLUMN_MESSAGE, WIDGET_AT_EDGE, WIDGET_NOT_FOUND } from "~/lib/dashboards";
import { callWorker } from "./callWorker";
import { GUS, json, origin } from "./helpers";
import { failure, get, ok, post, type Loose } from "./work/answers";
import { addTasks, assign } from "./work/summaryWorld";
import { agentFor, buildWorld, inAcme, setPlanLimits, type Agent, type World } from "./work/world";

/** Dashboards and widgets through /api/v2 (issue 18): every call's happy path and refusals, numbers that follow the viewer, the plan's cap. */
let world: World;
/** A team of ada's with bob in it, a public project and the private "Board planning" (ada's only). */
let product: { teamId: string; website: string; board: string; boardTasks: string[] };

const widget = (dashboardId: string, fields: Record<string, unknown> = {}) => ({
  dashboardId,
  name: "Open work",
  description: "Tasks in the team",
  kind: "number",
  ...fields,
});

const newDashboard = async (agent: Agent, fields: Record<string, unknown> = {}): Promise<Loose> =>
  ok(await post(agent, "dashboard/create", { name: "Team overview", visibility: "PUBLIC", ...fields }));

const chart = async (agent: Agent, widgetId: string) => ok(await get(agent, "dashboard/widgets/chart", { widgetId, today: "2026-06-15" })).data;

async function plantProduct(ada: Agent, bob: Agent) {
  const now = Date.now();
  const teamId = crypto.randomUUID();
  const statusIds = [crypto.randomUUID(), crypto.randomUUID()];
  const website = crypto.randomUUID();
  const board = crypto.randomUUID();
  const boardTasks = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  await inAcme((sql) => {
    sql.exec(
      "INSERT INTO teams (id, name, owner_id, default_status_id, created_by, created_at, updated_at) VALUES (?, 'Product', ?, ?, ?, ?, ?)",
      teamId, ada.userId, statusIds[0], ada.userId, now, now,
    );
    sql.exec("INSERT INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, 'OWNER', ?), (?, ?, 'MEMBER', ?)", teamId, ada.userId, now, teamId, bob.userId, now);
    sql.exec(
      "INSERT INTO statuses (id, team_id, name, category, colour, position, created_at) VALUES (?, ?, 'To Do', 'TODO', '#64748b', 'a0', ?), (?, ?, 'Done', 'DONE', '#16a34a', 'a1', ?)",
      statusIds[0], teamId, now, statusIds[1], teamId, now,
    );
    for (const [id, name, visibility, position] of [[website, "Website", "PUBLIC", "a0"], [board, "Board planning", "PRIVATE", "a1"]]) {
      sql.exec(
        "INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        id, teamId, name, visibility, ada.userId, position, now, now,
      );
      sql.exec("INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, 'Group', 'a0', ?)", `${id}-g`, id, now);
    }
    const task = (id: string, project: string, name: string, status: number, due: string | null) =>
      sql.exec(
        `INSERT INTO tasks (id, project_id, group_id, name, status_id, due_date, position, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        id, project, `${project}-g`, name, statusIds[status], due, `a${id.slice(0, 4)}`, ada.userId, now, now,
      );
    task(crypto.randomUUID(), website, "Home page", 0, "2026-06-01");
    task(crypto.randomUUID(), website, "Launch", 1, null);
    boardTasks.forEach((id, index) => task(id, board, `Board pack ${index}`, index === 0 ? 1 : 0, "2026-06-01"));
  });
  await assign(boardTasks[1], bob);
  return { teamId, website, board, boardTasks };
}

beforeAll(async () => {
  world = await buildWorld();
  product = await plantProduct(world.people.ada, world.people.bob);
}, 60_000);

describe("dashboards: create, list, update, duplicate, delete", () => {
  it("creates a public dashboard every member lists, a private one only its owner and invited people list", async () => {
    const { member, admin, guest, tenantGuest } = world.people;
    const open = await newDashboard(member, { name: "Everyone's" });
    const closed = await newDashboard(member, { name: "Mine only", visibility: "PRIVATE" });
    expect(open).toMatchObject({ name: "Everyone's", visibility: "PUBLIC", ownerId: member.userId, myRole: "OWNER", canManage: true });
    const names = async (agent: Agent) => (ok(await get(agent, "dashboard/list", {})) as Loose[]).map((row) => row.name);
    expect(await names(member)).toEqual(expect.arrayContaining(["Everyone's", "Mine only"]));
    expect(await names(admin)).toContain("Everyone's");
    expect(await names(admin)).not.toContain("Mine only");
    // A tenant guest sees nothing until invited, not even public dashboards.
    expect(await names(tenantGuest)).toEqual([]);
    expect(failure(await get(tenantGuest, "dashboard/metadata", { dashboardId: open.dashboardId }))).toEqual({ status: 404, message: DASHBOARD_NOT_FOUND });
    // A private dashboard is not found for a member who was not invited.
    expect(failure(await get(guest, "dashboard/metadata", { dashboardId: closed.dashboardId }))).toEqual({ status: 404, message: DASHBOARD_NOT_FOUND });
    expect(failure(await get(admin, "dashboard/widgets/list", { dashboardId: closed.dashboardId }))).toEqual({ status: 404, message: DASHBOARD_NOT_FOUND });
  });

  it("checks the dashboard's name; only its owner or a tenant admin renames or deletes it", async () => {
    const { member, admin, tenantAdmin } = world.people;
    expect(failure(await post(member, "dashboard/create", { name: " Padded" }))).toEqual({ status: 400, message: LEADING_SPACE_MESSAGE });
    expect(failure(await post(member, "dashboard/create", { name: "" }))).toEqual({ status: 400, message: "Please fill in Dashboard Name" });
    const board = await newDashboard(member, { name: "Rename me" });
    expect(failure(await post(admin, "dashboard/update", { dashboardId: board.dashboardId, name: "Taken" }))).toEqual({ status: 403, message: PERMISSION_DENIED });
    expect(ok(await post(member, "dashboard/update", { dashboardId: board.dashboardId, name: "Renamed", description: "What we watch" }))).toMatchObject({
      name: "Renamed",
      description: "What we watch",
    });
    expect(failure(await post(admin, "dashboard/delete", { dashboardId: board.dashboardId }))).toEqual({ status: 403, message: PERMISSION_DENIED });
    expect(ok(await post(tenantAdmin, "dashboard/delete", { dashboardId: board.dashboardId }))).toEqual({ dashboardId: board.dashboardId, name: "Renamed" });
    expect(failure(await get(member, "dashboard/metadata", { dashboardId: board.dashboardId }))).toEqual({ status: 404, message: DASHBOARD_NOT_FOUND });
    expect(failure(await post(member, "dashboard/delete", { dashboardId: "no-such-dashboard" }))).toEqual({ status: 404, message: DASHBOARD_NOT_FOUND });
  });

  it("duplicates a dashboard one may read into a private copy of one's own, widgets included; guests may not", async () => {
    const { member, admin, tenantGuest } = world.people;
    const source = await newDashboard(member, { name: "Source" });
    ok(await post(member, "dashboard/widgets/create", widget(source.dashboardId)));
    const copy = ok(await post(admin, "dashboard/duplicate", { dashboardId: source.dashboardId }));
    expect(copy).toMatchObject({ name: "Source (copy)", visibility: "PRIVATE", ownerId: admin.userId });
    expect((ok(await get(admin, "dashboard/widgets/list", { dashboardId: copy.dashboardId })) as Loose[]).map((row) => row.name)).toEqual(["Open work"]);
    expect(failure(await get(member, "dashboard/metadata", { dashboardId: copy.dashboardId }))).toEqual({ status: 404, message: DASHBOARD_NOT_FOUND });
    expect(failure(await post(tenantGuest, "dashboard/duplicate", { dashboardId: source.dashboardId }))).toEqual({ status: 403, message: PERMISSION_DENIED });
  });

  it("answers 404 for another organisation's dashboard", async () => {
    const gus = await agentFor(GUS, "globex");
    const response = await callWorker(env, `${origin("globex")}/api/v2/dashboard/create`, {
      method: "POST",
      headers: { accesstoken: gus.token, "content-type": "application/json" },
      body: JSON.stringify({ name: "Globex board" }),
    });
    const theirs = (await json(response)).data as { dashboardId: string };
    expect(response.status).toBe(200);
    expect(failure(await get(world.people.ada, "dashboard/metadata", { dashboardId: theirs.dashboardId }))).toEqual({ status: 404, message: DASHBOARD_NOT_FOUND });
    expect(failure(await post(world.people.ada, "dashboard/widgets/create", widget(theirs.dashboardId)))).toEqual({ status: 404, message: DASHBOARD_NOT_FOUND });
  });
});

describe("widgets", () => {
  it("refuses a widget name and description against spec §5, with its messages", async () => {
    const { dashboardId } = await newDashboard(world.people.member);
    const refused = async (fields: Record<string, unknown>) => failure(await post(world.people.member, "dashboard/widgets/create", widget(dashboardId, fields)));
    expect(await refused({ name: "" })).toEqual({ status: 400, message: "Please fill in Widget Name" });
    expect(await refused({ name: " Lead" })).toEqual({ status: 400, message: LEADING_SPACE_MESSAGE });
    expect(await refused({ name: "A" })).toEqual({ status: 400, message: "Widget Name should be at least 2 characters" });
    expect(await refused({ name: "x".repeat(25) })).toEqual({ status: 400, message: "Widget Name should not exceed 24 characters" });
    expect(await refused({ description: "" })).toEqual({ status: 400, message: "Please fill in Widget Description" });
    expect(await refused({ description: " Lead" })).toEqual({ status: 400, message: LEADING_SPACE_MESSAGE });
    expect(await refused({ description: "x" })).toEqual({ status: 400, message: "Widget Description should be at least 2 characters" });
    expect(await refused({ description: "x".repeat(201) })).toEqual({ status: 400, message: "Widget Description should not exceed 200 characters" });
    const made = ok(await post(world.people.member, "dashboard/widgets/create", widget(dashboardId, { name: "x".repeat(24), description: "y".repeat(200) })));
    expect(made.name).toBe("x".repeat(24));
  });

  it("creates, edits, duplicates, moves, resizes and deletes widgets; viewers read, editors arrange", async () => {
    const { member, admin, guest } = world.people;
    const { dashboardId } = await newDashboard(member, { visibility: "PRIVATE" });
    const first = ok(await post(member, "dashboard/widgets/create", widget(dashboardId, { name: "First" })));
    const second = ok(await post(member, "dashboard/widgets/create", widget(dashboardId, { name: "Second", kind: "bars", groupBy: "priority", size: "wide" })));
    expect(second).toMatchObject({ kind: "bars", groupBy: "priority", size: "wide", teamIds: [], statusCategories: [] });
    const order = async () => (ok(await get(member, "dashboard/widgets/list", { dashboardId })) as Loose[]).map((row) => row.name);
    expect(await order()).toEqual(["First", "Second"]);

    expect(ok(await post(member, "dashboard/widgets/move", { widgetId: second.widgetId, direction: "up" })).order).toEqual([second.widgetId, first.widgetId]);
    expect(failure(await post(member, "dashboard/widgets/move", { widgetId: second.widgetId, direction: "up" }))).toEqual({ status: 409, message: WIDGET_AT_EDGE });
    const copy = ok(await post(member, "dashboard/widgets/duplicate", { widgetId: second.widgetId }));
    expect(await order()).toEqual(["Second", "Second", "First"]);
    ok(await post(member, "dashboard/widgets/update", { widgetId: copy.widgetId, name: "Copy", description: "A copy", kind: "donut" }));
    expect(ok(await post(member, "dashboard/widgets/resize", { widgetId: first.widgetId, size: "wide" })).size).toBe("wide");
    expect(await order()).toEqual(["Second", "Copy", "First"]);
    ok(await post(member, "dashboard/widgets/delete", { widgetId: copy.widgetId }));
    expect(await order()).toEqual(["Second", "First"]);
    expect(failure(await post(member, "dashboard/widgets/delete", { widgetId: copy.widgetId }))).toEqual({ status: 404, message: WIDGET_NOT_FOUND });

    // Invited as a viewer: reads the widgets and their numbers, changes nothing; as an editor: arranges.
    ok(await post(member, "invite/privateDashboardInvite", { dashboardId, users: [guest.email], role: "VIEWER" }));
    expect(ok(await get(guest, "dashboard/widgets/chart", { widgetId: first.widgetId })).data.kind).toBe("number");
    expect(failure(await post(guest, "dashboard/widgets/move", { widgetId: first.widgetId, direction: "up" }))).toEqual({ status: 403, message: PERMISSION_DENIED });
    expect(failure(await post(admin, "dashboard/widgets/move", { widgetId: first.widgetId, direction: "up" }))).toEqual({ status: 404, message: WIDGET_NOT_FOUND });
    ok(await post(member, "dashboard/users/update", { dashboardId, userId: guest.userId, role: "EDITOR" }));
    ok(await post(guest, "dashboard/widgets/move", { widgetId: first.widgetId, direction: "up" }));
    expect(await order()).toEqual(["First", "Second"]);
    expect(failure(await post(guest, "invite/privateDashboardInvite", { dashboardId, users: [admin.email] }))).toEqual({ status: 403, message: PERMISSION_DENIED });
  });
});

describe("numbers follow the viewer", () => {
  it("bob never counts, names or lists Board planning's tasks on ada's dashboard; ada does", async () => {
    const { ada, bob } = world.people;
    const { dashboardId } = await newDashboard(ada, { name: "Product numbers" });
    const scope = { teamIds: [product.teamId] };
    const count = ok(await post(ada, "dashboard/widgets/create", widget(dashboardId, { name: "Count", ...scope })));
    const byProject = ok(await post(ada, "dashboard/widgets/create", widget(dashboardId, { name: "By project", kind: "bars", groupBy: "project", ...scope })));
    const byStatus = ok(await post(ada, "dashboard/widgets/create", widget(dashboardId, { name: "By status", kind: "bars", groupBy: "status", ...scope })));
    const list = ok(await post(ada, "dashboard/widgets/create", widget(dashboardId, { name: "List", kind: "taskList", ...scope })));
    const overdue = ok(await post(ada, "dashboard/widgets/create", widget(dashboardId, { name: "Overdue", kind: "overdue", ...scope })));
    const workload = ok(await post(ada, "dashboard/widgets/create", widget(dashboardId, { name: "Workload", kind: "workload", ...scope })));
    const progress = ok(await post(ada, "dashboard/widgets/create", widget(dashboardId, { name: "Progress", kind: "progress", ...scope })));

    expect((await chart(ada, count.widgetId)).value).toBe(5);
    expect((await chart(bob, count.widgetId)).value).toBe(2);
    expect((await chart(ada, byProject.widgetId)).rows.map((row: Loose) => [row.label, row.value])).toEqual([["Board planning", 3], ["Website", 2]]);
    expect((await chart(bob, byProject.widgetId)).rows.map((row: Loose) => [row.label, row.value])).toEqual([["Website", 2]]);
    expect((await chart(bob, byStatus.widgetId)).rows.map((row: Loose) => [row.label, row.value])).toEqual([["Done", 1], ["To Do", 1]]);
    expect((await chart(ada, byStatus.widgetId)).rows.map((row: Loose) => [row.label, row.value])).toEqual([["To Do", 3], ["Done", 2]]);
    const bobsList = await chart(bob, list.widgetId);
    expect(bobsList.total).toBe(2);
    expect(bobsList.tasks.map((task: Loose) => task.projectName)).toEqual(["Website", "Website"]);
    expect((await chart(ada, list.widgetId)).tasks.map((task: Loose) => task.taskId)).toEqual(expect.arrayContaining(product.boardTasks));
    expect((await chart(bob, overdue.widgetId)).rows).toEqual([
      { key: product.website, label: "Website", value: 1, link: { teamId: product.teamId, projectId: product.website, params: { dueTo: "2026-06-14" }, exact: false } },
    ]);
    expect((await chart(ada, overdue.widgetId)).total).toBe(3);
    // bob is assigned a Board planning task: his own workload does not show it to him either.
    expect((await chart(bob, workload.widgetId)).rows).toEqual([]);
    expect((await chart(ada, workload.widgetId)).rows).toEqual([{ key: bob.userId, label: expect.any(String), value: 1 }]);
    expect((await chart(bob, progress.widgetId)).rows.map((row: Loose) => [row.label, row.done, row.total])).toEqual([["Website", 1, 2]]);

    // The whole page in one call: the same numbers for bob.
    const page = ok(await get(bob, "dashboard/board", { dashboardId, today: "2026-06-15" }));
    expect(page.widgets.map((row: Loose) => row.data.kind)).toEqual(["number", "bars", "bars", "taskList", "overdue", "workload", "progress"]);
    expect(page.widgets[0].data.value).toBe(2);
    expect(JSON.stringify(page)).not.toContain("Board planning");
    expect(page.options).toBeNull();
  });

  it("filters by status category, priority and assignee, and draws a burn-up of created against completed", async () => {
    const { member } = world.people;
    const [done] = await addTasks(world, world.publicProject, [{ name: "Finished", status: 2 }, { name: "Urgent one" }]);
    await inAcme((sql) => sql.exec("UPDATE tasks SET priority = 'URGENT' WHERE name = 'Urgent one' AND project_id = ?", world.publicProject.id));
    await assign(done, member);
    const { dashboardId } = await newDashboard(member);
    const scope = { projectIds: [world.publicProject.id] };
    const doneOnly = ok(await post(member, "dashboard/widgets/create", widget(dashboardId, { ...scope, statusCategories: ["DONE", "CLOSED"] })));
    const urgent = ok(await post(member, "dashboard/widgets/create", widget(dashboardId, { ...scope, priorities: ["URGENT"] })));
    const mine = ok(await post(member, "dashboard/widgets/create", widget(dashboardId, { ...scope, assigneeIds: [member.userId] })));
    const donut = ok(await post(member, "dashboard/widgets/create", widget(dashboardId, { ...scope, kind: "donut" })));
    const burnup = ok(await post(member, "dashboard/widgets/create", widget(dashboardId, { ...scope, kind: "burnup", interval: "day" })));
    expect((await chart(member, doneOnly.widgetId)).value).toBe(1);
    expect((await chart(member, urgent.widgetId)).value).toBe(1);
    expect((await chart(member, mine.widgetId)).value).toBe(1);
    expect((await chart(member, donut.widgetId)).rows.map((row: Loose) => [row.label, row.value])).toEqual([["To do", 2], ["Done", 1]]);
    const today = new Date().toISOString().slice(0, 10);
    const points = ok(await get(member, "dashboard/widgets/chart", { widgetId: burnup.widgetId, today })).data.points;
    expect(points).toHaveLength(14);
    expect(points.at(-1)).toEqual({ date: today, created: 3, completed: 1 });
    // Archived tasks leave every number.
    await inAcme((sql) => sql.exec("UPDATE tasks SET hidden_in = 'archive' WHERE id = ?", done));
    expect((await chart(member, doneOnly.widgetId)).value).toBe(0);
  });
});

/** Custom columns on the Product team's projects: Website's "Type" (single select), "Budget" (EUR) and "Owner" (people); Board planning's "Cost" (number). */
async function plantColumns() {
  const { ada, bob } = world.people;
  const ids = { type: crypto.randomUUID(), budget: crypto.randomUUID(), owner: crypto.randomUUID(), cost: crypto.randomUUID(), feature: crypto.randomUUID(), bug: crypto.randomUUID() };
  await inAcme((sql) => {
    const column = (id: string, projectId: string, name: string, type: string, config: unknown, position: string) =>
      sql.exec("INSERT INTO columns (id, project_id, name, type, config_json, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)", id, projectId, name, type, JSON.stringify(config), position, Date.now());
    column(ids.type, product.website, "Type", "SINGLE_SELECT", { options: [{ id: ids.feature, label: "Feature", colour: "#3b82f6" }, { id: ids.bug, label: "Bug", colour: "#ef4444" }] }, "a0");
    column(ids.budget, product.website, "Budget", "CURRENCY", { currency: "EUR" }, "a1");
    column(ids.owner, product.website, "Owner", "PEOPLE", {}, "a2");
    column(ids.cost, product.board, "Cost", "NUMBER", {}, "a0");
    const value = (taskName: string, projectId: string, columnId: string, value: unknown) =>
      sql.exec(
        "INSERT INTO task_values (task_id, column_id, value_json) SELECT id, ?, ? FROM tasks WHERE project_id = ? AND name = ?",
        columnId, JSON.stringify(value), projectId, taskName,
      );
    value("Home page", product.website, ids.type, ids.feature);
    value("Launch", product.website, ids.type, ids.bug);
    value("Home page", product.website, ids.budget, 100.5);
    value("Launch", product.website, ids.budget, 200);
    value("Home page", product.website, ids.owner, [bob.userId, ada.userId]);
    for (const index of [0, 1, 2]) value(`Board pack ${index}`, product.board, ids.cost, 10 * (index + 1));
  });
  return ids;
}

describe("widget kinds over custom columns, stacking, burn-down and the new filters", () => {
  let columns: Awaited<ReturnType<typeof plantColumns>>;
  let dashboardId: string;
  const make = async (fields: Record<string, unknown>) => ok(await post(world.people.ada, "dashboard/widgets/create", widget(dashboardId, { teamIds: [product.teamId], ...fields })));
  const pairs = (rows: Loose[]) => rows.map((row) => [row.label, row.value]);

  beforeAll(async () => {
    columns = await plantColumns();
    dashboardId = (await newDashboard(world.people.ada, { name: "Columns" })).dashboardId;
  });

  it("a number card sums or averages a number or currency column, in the column's currency; bob never adds up Board planning", async () => {
    const { ada, bob } = world.people;
    const sum = await make({ name: "Budget", measure: "sum", measureColumnId: columns.budget });
    const average = await make({ name: "Average budget", measure: "average", measureColumnId: columns.budget });
    const cost = await make({ name: "Cost", measure: "sum", measureColumnId: columns.cost });
    expect(await chart(ada, sum.widgetId)).toEqual({ kind: "number", value: 300.5, measure: "sum", column: { name: "Budget", type: "CURRENCY", currency: "EUR" }, counted: 2 });
    expect((await chart(bob, average.widgetId)).value).toBe(150.25);
    expect((await chart(ada, cost.widgetId)).value).toBe(60);
    expect(await chart(bob, cost.widgetId)).toMatchObject({ value: 0, counted: 0 });
    expect(failure(await post(ada, "dashboard/widgets/create", widget(dashboardId, { measure: "sum" })))).toEqual({ status: 400, message: MEASURE_COLUMN_MESSAGE });
  });

  it("bars group by a single-select column and stack by a second grouping; a bar of one project links to its List, filtered", async () => {
    const { ada, bob } = world.people;
    const byType = await make({ name: "By type", kind: "bars", groupBy: `column:${columns.type}`, stackBy: "status" });
    const data = await chart(bob, byType.widgetId);
    expect(data.series.map((one: Loose) => one.label)).toEqual(["Done", "To Do"]);
    expect(data.rows.map((row: Loose) => [row.label, row.value, row.parts])).toEqual([
      ["Bug", 1, { [data.series[0].key]: 1 }],
      ["Feature", 1, { [data.series[1].key]: 1 }],
    ]);
    const feature = data.rows.find((row: Loose) => row.label === "Feature");
    expect(feature.link).toEqual({ teamId: product.teamId, projectId: product.website, params: {}, exact: false });
    expect(feature.partLinks[data.series[1].key]).toEqual({ teamId: product.teamId, projectId: product.website, params: { status: data.series[1].key }, exact: false });

    // By project stacked by status: ada sees Board planning's bar, bob never does; a status bar across two projects is a segment.
    const byProject = await make({ name: "Projects", kind: "bars", groupBy: "project", stackBy: "status" });
    expect(pairs((await chart(ada, byProject.widgetId)).rows)).toEqual([["Board planning", 3], ["Website", 2]]);
    expect(pairs((await chart(bob, byProject.widgetId)).rows)).toEqual([["Website", 2]]);
    expect(JSON.stringify(await chart(bob, byProject.widgetId))).not.toContain("Board planning");
    const byStatus = await make({ name: "Statuses", kind: "bars", groupBy: "status", priorities: ["HIGH"] });
    await inAcme((sql) => sql.exec("UPDATE tasks SET priority = 'HIGH' WHERE project_id IN (?, ?)", product.website, product.board));
    const adaStatus = (await chart(ada, byStatus.widgetId)).rows.find((row: Loose) => row.label === "To Do");
    expect(adaStatus.link).toEqual({ segment: adaStatus.key });
    const bobStatus = (await chart(bob, byStatus.widgetId)).rows.find((row: Loose) => row.label === "To Do");
    expect(bobStatus.link).toEqual({ teamId: product.teamId, projectId: product.website, params: { status: bobStatus.key, priority: "HIGH" }, exact: true });

    // The drill-down of a segment lists its tasks for the person looking: ada's three Board pack tasks and Home page; bob only Home page.
    const drill = async (agent: Agent) =>
      ok(await get(agent, "dashboard/board", { dashboardId, today: "2026-06-15", focus: byStatus.widgetId, segment: adaStatus.key })).drill;
    expect((await drill(ada)).tasks.map((task: Loose) => task.name).sort()).toEqual(["Board pack 1", "Board pack 2", "Home page"]);
    expect((await drill(bob)).tasks.map((task: Loose) => task.name)).toEqual(["Home page"]);
    await inAcme((sql) => sql.exec("UPDATE tasks SET priority = NULL WHERE project_id IN (?, ?)", product.website, product.board));
  });

  it("a donut shares by a single-select column; filters by due range and by single-select and people columns", async () => {
    const { ada, bob } = world.people;
    const donut = await make({ name: "Type share", kind: "donut", shareBy: `column:${columns.type}` });
    expect(pairs((await chart(bob, donut.widgetId)).rows).sort()).toEqual([["Bug", 1], ["Feature", 1]]);
    const due = await make({ name: "Due in June", dueFrom: "2026-06-01", dueTo: "2026-06-30" });
    expect((await chart(ada, due.widgetId)).value).toBe(4);
    expect((await chart(bob, due.widgetId)).value).toBe(1);
    const features = await make({ name: "Features", columnValues: [`${columns.type}:${columns.feature}`] });
    expect((await chart(bob, features.widgetId)).value).toBe(1);
    const bobs = await make({ name: "Owned by bob", columnValues: [`${columns.owner}:${bob.userId}`] });
    expect((await chart(ada, bobs.widgetId)).value).toBe(1);
    const either = await make({ name: "Either type", columnValues: [`${columns.type}:${columns.feature}`, `${columns.type}:${columns.bug}`] });
    expect((await chart(ada, either.widgetId)).value).toBe(2);
    expect(failure(await post(ada, "dashboard/widgets/create", widget(dashboardId, { dueFrom: "2026-07-01", dueTo: "2026-06-01" })))).toEqual({ status: 400, message: DUE_RANGE_MESSAGE });
  });

  it("a burn-down counts the open tasks remaining at the end of each day, for the person looking", async () => {
    const { ada, bob } = world.people;
    const burndown = await make({ name: "Burn-down", kind: "burndown", interval: "day" });
    const today = new Date().toISOString().slice(0, 10);
    const points = async (agent: Agent) => ok(await get(agent, "dashboard/widgets/chart", { widgetId: burndown.widgetId, today })).data.points;
    expect((await points(ada)).at(-1)).toEqual({ date: today, open: 3 });
    expect((await points(bob)).at(-1)).toEqual({ date: today, open: 1 });
    expect(await points(bob)).toHaveLength(14);
  });
});

describe("a widget's scope follows the reader too (issue 41 §5)", () => {
  it("names to bob only the places he sees, says it covers others, and keeps them when he edits or copies it", async () => {
    const { ada, bob } = world.people;
    const { dashboardId } = await newDashboard(ada, { name: "Scoped numbers" });
    const both = ok(await post(ada, "dashboard/widgets/create", widget(dashboardId, { name: "Both", teamIds: [product.teamId], projectIds: [product.website, product.board] })));
    const boardOnly = ok(await post(ada, "dashboard/widgets/create", widget(dashboardId, { name: "Board only", projectIds: [product.board] })));
    const answersTo = async (agent: Agent) => [
      ok(await get(agent, "dashboard/widgets/list", { dashboardId })),
      ok(await get(agent, "dashboard/board", { dashboardId, today: "2026-06-15" })),
      ok(await get(agent, "dashboard/widgets/chart", { widgetId: both.widgetId, today: "2026-06-15" })),
    ];
    const scopeOf = async (agent: Agent) =>
      (ok(await get(agent, "dashboard/widgets/list", { dashboardId })) as Loose[]).map((row) => [row.name, row.teamIds, row.projectIds, row.coversUnseenPlaces]);

    for (const answer of await answersTo(bob)) expect(JSON.stringify(answer)).not.toContain(product.board);
    for (const answer of await answersTo(ada)) expect(JSON.stringify(answer)).toContain(product.board);
    expect(await scopeOf(bob)).toEqual([
      ["Both", [product.teamId], [product.website], true],
      ["Board only", [], [], true],
    ]);
    expect(await scopeOf(ada)).toEqual([
      ["Both", [product.teamId], [product.website, product.board], false],
      ["Board only", [], [product.board], false],
    ]);
    // The numbers were already bob's: his view of "Board only" counts nothing, not the whole organisation.
    expect((await chart(bob, boardOnly.widgetId)).value).toBe(0);

    // bob, an editor, saves both widgets as his form shows them: what he could not see stays in their scope.
    ok(await post(ada, "invite/privateDashboardInvite", { dashboardId, users: [bob.email], role: "EDITOR" }));
    const saved = ok(await post(bob, "dashboard/widgets/update", { widgetId: both.widgetId, name: "Both, renamed", description: "Tasks in the team", kind: "number", teamIds: [product.teamId], projectIds: [product.website] }));
    ok(await post(bob, "dashboard/widgets/update", { widgetId: boardOnly.widgetId, name: "Board only", description: "Tasks in the team", kind: "number" }));
    const copy = ok(await post(bob, "dashboard/widgets/duplicate", { widgetId: both.widgetId }));
    for (const answer of [saved, copy]) expect(JSON.stringify(answer)).not.toContain(product.board);
    expect(await scopeOf(ada)).toEqual([
      ["Both, renamed", [product.teamId], [product.website, product.board], false],
      ["Both, renamed", [product.teamId], [product.website, product.board], false],
      ["Board only", [], [product.board], false],
    ]);
    expect((await chart(ada, boardOnly.widgetId)).value).toBe(3);
  });
});

describe("privateDashboardInvite and the dashboard's people", () => {
  it("adds members by e-mail or name, refuses unknown people, and lets the owner change roles and remove them", async () => {
    const { member, admin, outsider, tenantGuest } = world.people;
    const { dashboardId } = await newDashboard(member, { visibility: "PRIVATE" });
    // By name: "First Last", one active member of that name.
    await inAcme((sql) => sql.exec("UPDATE members SET first_name = 'Adam', last_name = 'Admin' WHERE user_id = ?", admin.userId));
    const adminName = "adam  admin";
    const invited = ok(await post(member, "invite/privateDashboardInvite", { dashboardId, users: [adminName, tenantGuest.email], role: "EDITOR" }));
    expect(invited.people.map((person: Loose) => [person.userId, person.role]).sort()).toEqual(
      [[admin.userId, "EDITOR"], [tenantGuest.userId, "VIEWER"]].sort(),
    );
    const refused = failure(await post(member, "invite/privateDashboardInvite", { dashboardId, users: ["Nobody Nowhere"] }));
    expect(refused).toEqual({ status: 404, message: "This person is not a member of the organisation: Nobody Nowhere" });
    // An e-mail from outside needs the organisation's invite, an admin's act (decision 0055, tests/worker/dashboard-arrange.test.ts).
    expect(failure(await post(member, "invite/privateDashboardInvite", { dashboardId, users: ["nobody@nowhere.test"] }))).toMatchObject({ status: 403 });
    expect(ok(await get(admin, "dashboard/metadata", { dashboardId })).myRole).toBe("EDITOR");
    expect(ok(await get(tenantGuest, "dashboard/metadata", { dashboardId })).myRole).toBe("VIEWER");
    ok(await post(member, "dashboard/users/update", { dashboardId, userId: admin.userId, role: "VIEWER" }));
    expect(ok(await get(admin, "dashboard/metadata", { dashboardId })).canEdit).toBe(false);
    ok(await post(member, "dashboard/users/remove", { dashboardId, userId: admin.userId }));
    expect(failure(await get(admin, "dashboard/metadata", { dashboardId }))).toEqual({ status: 404, message: DASHBOARD_NOT_FOUND });
    expect(failure(await post(member, "dashboard/users/remove", { dashboardId, userId: outsider.userId }))).toMatchObject({ status: 404 });
    expect(failure(await post(outsider, "invite/privateDashboardInvite", { dashboardId, users: [outsider.email] }))).toEqual({ status: 404, message: DASHBOARD_NOT_FOUND });
  });
});

describe("the plan's cap of dashboards", () => {
  it("answers 402 with the limit's message past the cap, for a new dashboard and for a copy", async () => {
    const { member } = world.people;
    const used = await inAcme((sql) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM dashboards").one().n);
    await setPlanLimits({ dashboardsPerTenant: used + 1 });
    try {
      const last = await newDashboard(member, { name: "The last one" });
      const refusal = { status: 402, message: PLAN_LIMIT_MESSAGES.dashboardsPerTenant };
      expect(failure(await post(member, "dashboard/create", { name: "One more" }))).toEqual(refusal);
      expect(failure(await post(member, "dashboard/duplicate", { dashboardId: last.dashboardId }))).toEqual(refusal);
      ok(await post(member, "dashboard/delete", { dashboardId: last.dashboardId }));
      ok(await post(member, "dashboard/create", { name: "Fits again" }));
    } finally {
      await setPlanLimits({});
    }
  });
});

describe("workload by week with an estimate, and a task list its reader sorts", () => {
  /** Website tasks of bob's with an estimate, one in Board planning; planted once for both tests. */
  let planted: { estimate: string } | null = null;
  async function plantWeeks() {
    if (planted) return planted;
    const { ada, bob } = world.people;
    const estimate = crypto.randomUUID();
    const now = Date.now();
    await inAcme((sql) => {
      sql.exec("INSERT INTO columns (id, project_id, name, type, config_json, position, created_at) VALUES (?, ?, 'Effort', 'NUMBER', '{}', 'z9', ?)", estimate, product.website, now);
      const status = sql.exec<{ id: string }>("SELECT default_status_id AS id FROM teams WHERE id = ?", product.teamId).one().id;
      const task = (name: string, project: string, due: string | null, value: string | null) => {
        const id = crypto.randomUUID();
        sql.exec(
          `INSERT INTO tasks (id, project_id, group_id, name, status_id, due_date, position, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          id, project, `${project}-g`, name, status, due, `b${id.slice(0, 4)}`, ada.userId, now, now,
        );
        sql.exec("INSERT INTO task_assignees (task_id, user_id) VALUES (?, ?)", id, bob.userId);
        if (value !== null) sql.exec("INSERT INTO task_values (task_id, column_id, value_json) VALUES (?, ?, ?)", id, estimate, value);
      };
      task("Sprint task", product.website, "2026-06-23", "2.5");
      task("Someday", product.website, null, "1");
      task("Overdue fix", product.website, "2026-06-10", "3");
      task("Board week", product.board, "2026-06-16", null);
    });
    planted = { estimate };
    return planted;
  }

  it("counts each person's open tasks and their estimate by week for the viewer: bob never sees Board planning's", async () => {
    const { ada, bob } = world.people;
    const { estimate } = await plantWeeks();
    const { dashboardId } = await newDashboard(ada, { name: "Workload weeks" });
    const scope = { teamIds: [product.teamId] };
    const weeks = ok(await post(ada, "dashboard/widgets/create", widget(dashboardId, { name: "Weeks", kind: "workload", measureColumnId: estimate, weeks: 2, ...scope })));
    // The same widget filtered by a status category reads the tasks themselves: the same numbers.
    const filtered = ok(await post(ada, "dashboard/widgets/create", widget(dashboardId, { name: "Weeks to do", kind: "workload", measureColumnId: estimate, weeks: 2, statusCategories: ["TODO"], ...scope })));
    for (const widgetId of [weeks.widgetId, filtered.widgetId]) {
      const forAda = await chart(ada, widgetId);
      expect(forAda.buckets.map((bucket: Loose) => bucket.key)).toEqual(["-1", "0", "1", "2", "-2"]);
      expect(forAda.estimate).toMatchObject({ name: "Effort", type: "NUMBER" });
      // Overdue: Board pack 1 (Board planning) and Overdue fix (3); this week Board week; next week Sprint task (2.5); no date Someday (1).
      expect(forAda.people).toEqual([
        {
          key: bob.userId,
          label: expect.any(String),
          tasks: 5,
          estimate: 6.5,
          cells: { "-1": { tasks: 2, estimate: 3 }, "0": { tasks: 1, estimate: 0 }, "1": { tasks: 1, estimate: 2.5 }, "-2": { tasks: 1, estimate: 1 } },
        },
      ]);
      const forBob = await chart(bob, widgetId);
      expect(forBob.people).toEqual([
        { key: bob.userId, label: expect.any(String), tasks: 3, estimate: 6.5, cells: { "-1": { tasks: 1, estimate: 3 }, "1": { tasks: 1, estimate: 2.5 }, "-2": { tasks: 1, estimate: 1 } } },
      ]);
      expect(forBob.rows).toEqual([{ key: bob.userId, label: expect.any(String), value: 3 }]);
    }
    expect(failure(await post(ada, "dashboard/widgets/create", widget(dashboardId, { kind: "workload", weeks: 13 })))).toEqual({ status: 400, message: "Please choose between 1 and 12 weeks" });
  });

  it("sorts a task list by name, priority or due date either way, on the page (sorts) and alone (sort)", async () => {
    const { ada } = world.people;
    await plantWeeks();
    await inAcme((sql) => {
      sql.exec("UPDATE tasks SET priority = 'URGENT' WHERE name = 'Someday' AND project_id = ?", product.website);
      sql.exec("UPDATE tasks SET priority = 'LOW' WHERE name = 'Sprint task' AND project_id = ?", product.website);
    });
    const { dashboardId } = await newDashboard(ada, { name: "Sorted lists" });
    const list = ok(await post(ada, "dashboard/widgets/create", widget(dashboardId, { name: "Website list", kind: "taskList", projectIds: [product.website] })));
    const names = async (sort?: string) => (await ok(await get(ada, "dashboard/widgets/chart", { widgetId: list.widgetId, today: "2026-06-15", ...(sort ? { sort } : {}) })).data).tasks.map((task: Loose) => task.name);
    expect(await names("name-asc")).toEqual(["Home page", "Launch", "Overdue fix", "Someday", "Sprint task"]);
    expect(await names("name-desc")).toEqual(["Sprint task", "Someday", "Overdue fix", "Launch", "Home page"]);
    // Due dates: earliest first by default; the undated last either way.
    expect((await names()).slice(0, 3)).toEqual(["Home page", "Overdue fix", "Sprint task"]);
    expect((await names("due-desc")).slice(0, 3)).toEqual(["Sprint task", "Overdue fix", "Home page"]);
    // Priorities: urgent first ascending, low first descending, the tasks without one last.
    expect((await names("priority-asc")).slice(0, 2)).toEqual(["Someday", "Sprint task"]);
    expect((await names("priority-desc")).slice(0, 2)).toEqual(["Sprint task", "Someday"]);
    const page = ok(await get(ada, "dashboard/board", { dashboardId, today: "2026-06-15", sorts: `${list.widgetId}:name-desc` }));
    expect(page.widgets[0].data.sort).toBe("name-desc");
    expect(page.widgets[0].data.tasks[0].name).toBe("Sprint task");
    expect(failure(await get(ada, "dashboard/widgets/chart", { widgetId: list.widgetId, sort: "size-asc" })).status).toBe(400);
  });
});

describe("a task list sorted by status", () => {
  /** Two teams of ada's, each with a project whose tasks hold each of its statuses once, and one task without a status. */
  async function plantWorkflows() {
    const { ada } = world.people;
    const now = Date.now();
    const workflows = {
      North: [["Triage", "TODO"], ["Building", "IN_PROGRESS"], ["Accepted", "DONE"]],
      South: [["Backlog", "TODO"], ["Building", "IN_PROGRESS"], ["Shipped", "DONE"]],
    };
    const projectIds: string[] = [];
    let day = 0;
    await inAcme((sql) => {
      for (const [teamName, statuses] of Object.entries(workflows)) {
        const teamId = crypto.randomUUID();
        const projectId = crypto.randomUUID();
        const statusIds = statuses.map(() => crypto.randomUUID());
        projectIds.push(projectId);
        sql.exec(
          "INSERT INTO teams (id, name, owner_id, default_status_id, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
          teamId, teamName, ada.userId, statusIds[0], ada.userId, now, now,
        );
        sql.exec("INSERT INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, 'OWNER', ?)", teamId, ada.userId, now);
        statuses.forEach(([name, category], index) =>
          sql.exec(
            "INSERT INTO statuses (id, team_id, name, category, colour, position, created_at) VALUES (?, ?, ?, ?, '#64748b', ?, ?)",
            statusIds[index], teamId, name, category, `a${index}`, now,
          ),
        );
        sql.exec(
          "INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES (?, ?, ?, 'PUBLIC', ?, 'a0', ?, ?)",
          projectId, teamId, `${teamName} work`, ada.userId, now, now,
        );
        sql.exec("INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, 'Group', 'a0', ?)", `${projectId}-g`, projectId, now);
        const tasks: Array<[string, string | null]> = statuses.map(([name], index) => [`${teamName} ${name}`, statusIds[index]]);
        if (teamName === "North") tasks.push(["North unset", null]);
        for (const [name, statusId] of tasks) {
          sql.exec(
            `INSERT INTO tasks (id, project_id, group_id, name, status_id, due_date, position, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'a0', ?, ?, ?)`,
            crypto.randomUUID(), projectId, `${projectId}-g`, name, statusId, `2026-07-${String(10 + day++)}`, ada.userId, now, now,
          );
        }
      }
    });
    return projectIds;
  }

  it("follows each team's workflow, statuses at the same place by name, either way; the tasks without a status last", async () => {
    const { ada } = world.people;
    const projectIds = await plantWorkflows();
    const { dashboardId } = await newDashboard(ada, { name: "Workflows" });
    const list = ok(await post(ada, "dashboard/widgets/create", widget(dashboardId, { name: "Both teams", kind: "taskList", projectIds })));
    const names = async (sort: string) => (await ok(await get(ada, "dashboard/widgets/chart", { widgetId: list.widgetId, today: "2026-06-15", sort })).data).tasks.map((task: Loose) => task.name);
    // The two Building statuses share a name and a place: their tasks by due date, either way.
    expect(await names("status-asc")).toEqual(["South Backlog", "North Triage", "North Building", "South Building", "North Accepted", "South Shipped", "North unset"]);
    expect(await names("status-desc")).toEqual(["South Shipped", "North Accepted", "North Building", "South Building", "North Triage", "South Backlog", "North unset"]);
  });
});
