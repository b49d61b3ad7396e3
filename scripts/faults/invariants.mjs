// What must hold after the load and the crashes, read back through the API as the organisation's
// owner (a super admin, who sees everything): every acknowledged write is there, and no command
// is half-applied (activity entries, search index, order keys, board counts, acyclic dependencies).
import { apiOf } from "./client.mjs";
import { inPool } from "./tenants.mjs";

const SEARCH_SAMPLE = 24;

/** Every page of a paged read: `next(cursor)` answers { items, cursor }. */
async function allPages(next) {
  const items = [];
  let cursor;
  for (let page = 0; page < 1000; page++) {
    const answer = await next(cursor);
    items.push(...answer.items);
    cursor = answer.cursor;
    if (!cursor) return items;
  }
  throw new Error("more than 1000 pages");
}

/** The live top-level tasks of the project, group by group in the List's order (its manual order). */
async function liveTasks(api, projectId) {
  const first = await api.okGet("project/list", { projectId, limit: 200 });
  const groups = [];
  for (const group of first.groups) {
    const tasks = group.loaded ? [...group.tasks] : [];
    let cursor = group.loaded ? group.nextCursor : undefined;
    if (!group.loaded || cursor) {
      do {
        const page = await api.okGet("project/list", { projectId, groupId: group.id, limit: 200, ...(cursor ? { cursor } : {}) });
        const same = page.groups.find((g) => g.id === group.id);
        tasks.push(...same.tasks);
        cursor = same.nextCursor;
      } while (cursor);
    }
    groups.push({ id: group.id, total: group.total, tasks });
  }
  return groups;
}

/** Cycles in a directed graph of edges { predecessorId, successorId }: answers one cycle, or null. */
export function findCycle(edges) {
  const next = new Map();
  for (const { predecessorId, successorId } of edges) next.set(predecessorId, [...(next.get(predecessorId) ?? []), successorId]);
  const state = new Map(); // 1: on the path, 2: done
  const path = [];
  const visit = (node) => {
    state.set(node, 1);
    path.push(node);
    for (const to of next.get(node) ?? []) {
      if (state.get(to) === 1) return [...path.slice(path.indexOf(to)), to];
      if (!state.has(to)) {
        const cycle = visit(to);
        if (cycle) return cycle;
      }
    }
    path.pop();
    state.set(node, 2);
    return null;
  };
  for (const node of next.keys()) {
    if (!state.has(node)) {
      const cycle = visit(node);
      if (cycle) return cycle;
    }
  }
  return null;
}

const tokenOf = (name) => /\bzq[0-9a-z]+\b/.exec(name)?.[0];

/** The checks of one tenant; answers { violations, counts }. */
async function checkTenant(port, ledger, runId) {
  const { tenant } = ledger;
  const v = [];
  const fail = (invariant, detail) => v.push(`${tenant.subdomain}: ${invariant}: ${detail}`);
  const api = apiOf(port, tenant.subdomain, tenant.people[0].accessToken);

  // What is there: the live tasks (List window), the archived ones (archive listing), nothing in the bin.
  const groups = await liveTasks(api, tenant.projectId);
  const live = new Map();
  for (const group of groups) {
    if (group.total !== group.tasks.length) fail("List window", `group ${group.id} counts ${group.total} tasks but pages through ${group.tasks.length}`);
    for (const task of group.tasks) {
      if (live.has(task.id)) fail("List window", `task ${task.id} listed twice`);
      live.set(task.id, task);
    }
  }
  const listing = (place) =>
    allPages(async (cursor) => {
      const page = await api.okGet("team/archiveDeleteListing", { in: place, type: "task", limit: 100, ...(cursor ? { cursor } : {}) });
      return { items: page.rows, cursor: page.nextCursor };
    });
  const archived = new Map((await listing("archive")).map((row) => [row.id, row]));
  const binned = await listing("bin");
  if (binned.length > 0) fail("bin", `${binned.length} tasks in the bin, none was moved there`);
  for (const id of archived.keys()) if (live.has(id)) fail("archive", `task ${id} is both live and archived`);
  const all = new Map([...live, ...[...archived].map(([id, row]) => [id, { id, name: row.name, archived: true }])]);

  // Every acknowledged write is there.
  let lost = 0;
  for (const task of ledger.tasks.values()) {
    const found = all.get(task.id);
    if (!found) {
      lost++;
      fail("LOST WRITE", `acknowledged task ${task.id} "${task.name}" (${task.acks} acknowledged writes) is neither live nor archived`);
      continue;
    }
    const hidden = archived.has(task.id) ? "archive" : null;
    if (hidden !== task.hidden && !task.maybeHidden.has(hidden)) {
      fail("LOST WRITE", `task ${task.id}: last acknowledged ${task.hidden === "archive" ? "archive" : "restore/create"} not reflected (it is ${hidden ?? "live"})`);
    }
    if (!hidden && found.statusId !== task.status && !task.maybeStatus.has(found.statusId)) {
      fail("LOST WRITE", `task ${task.id}: last acknowledged status ${task.status}, found ${found.statusId}${task.maybeStatus.size ? ` (unacknowledged: ${[...task.maybeStatus]})` : ""}`);
    }
    if (found.name !== task.name) fail("task name", `task ${task.id} is named "${found.name}", created as "${task.name}"`);
  }
  // Nothing that nobody asked for, nothing twice.
  const byToken = new Map();
  const known = new Set(ledger.tasks.keys());
  let unacknowledgedThere = 0;
  for (const task of all.values()) {
    const token = tokenOf(task.name);
    if (byToken.has(token)) fail("duplicate", `two tasks named "${task.name}": ${byToken.get(token)} and ${task.id}`);
    byToken.set(token, task.id);
    if (!known.has(task.id)) {
      if (ledger.maybeCreated.has(task.name)) unacknowledgedThere++;
      else fail("phantom task", `task ${task.id} "${task.name}" was never asked for`);
    }
  }

  // Order keys: siblings in the List's manual order have strictly increasing keys (so none shared).
  for (const group of groups) {
    for (let i = 1; i < group.tasks.length; i++) {
      const [a, b] = [group.tasks[i - 1], group.tasks[i]];
      if (!(a.position < b.position)) fail("order keys", `group ${group.id}: ${a.id} (${a.position}) then ${b.id} (${b.position})`);
    }
  }

  // Kanban: each status column's count is the number of live tasks with that status.
  const board = await api.okGet("kanban/getColumns", { projectId: tenant.projectId });
  if (board.type !== "STATUS") fail("kanban", `the owner's board is grouped by ${board.type}, expected STATUS`);
  const byStatus = new Map();
  for (const task of live.values()) byStatus.set(task.statusId, (byStatus.get(task.statusId) ?? 0) + 1);
  let boardTotal = 0;
  for (const column of board.columns) {
    const tasks = byStatus.get(column.key) ?? 0;
    boardTotal += column.count;
    if (column.count !== tasks) fail("kanban counts", `column "${column.label}" counts ${column.count}, the project has ${tasks} live tasks with that status`);
    if (column.cards.length !== Math.min(column.count, 50)) fail("kanban cards", `column "${column.label}" counts ${column.count} but shows ${column.cards.length} cards`);
    for (const card of column.cards) {
      if (live.get(card.id)?.statusId !== column.key) fail("kanban cards", `card ${card.id} in column "${column.label}" is not a live task of that status`);
    }
  }
  if (boardTotal !== live.size) fail("kanban counts", `the board counts ${boardTotal} cards, the List ${live.size} live tasks`);
  // Progress (kept by triggers): every live task counted, the done ones as the board's done columns hold them.
  const doneColumns = new Set((await api.okGet("team/customStatus/get", { teamId: board.project.teamId })).filter((status) => ["DONE", "CLOSED"].includes(status.category)).map((status) => status.statusId));
  const done = [...live.values()].filter((task) => doneColumns.has(task.statusId)).length;
  const { progress } = board.project;
  if (progress.total !== live.size || progress.done !== done) fail("progress", `the project's progress counts ${progress.done}/${progress.total}, the List holds ${done}/${live.size}`);

  // Dashboards (counts kept by triggers, decision record 65): bars by status and progress over the project equal the live tasks.
  const dashboards = await api.okGet("dashboard/list", {});
  const dashboardId =
    dashboards.find((dashboard) => dashboard.name === "Faults check")?.dashboardId ?? (await api.okPost("dashboard/create", { name: "Faults check", visibility: "PRIVATE" })).dashboardId;
  const widgets = await api.okGet("dashboard/widgets/list", { dashboardId });
  const widgetFor = async (name, spec) =>
    widgets.find((widget) => widget.name === name)?.widgetId ??
    (await api.okPost("dashboard/widgets/create", { dashboardId, name, description: "Counts kept by triggers", projectIds: [tenant.projectId], ...spec })).widgetId;
  const statusBars = (await api.okGet("dashboard/widgets/chart", { widgetId: await widgetFor("By status", { kind: "bars", groupBy: "status" }) })).data;
  if (statusBars.total !== live.size) fail("dashboard counts", `bars by status count ${statusBars.total} tasks, the List ${live.size} live tasks`);
  for (const row of statusBars.rows) {
    if (row.value !== (byStatus.get(row.key) ?? 0)) fail("dashboard counts", `the bar "${row.label}" counts ${row.value}, the project has ${byStatus.get(row.key) ?? 0} live tasks with that status`);
  }
  const [dashboardProgress] = (await api.okGet("dashboard/widgets/chart", { widgetId: await widgetFor("Progress", { kind: "progress" }) })).data.rows;
  if ((dashboardProgress?.total ?? 0) !== live.size || (dashboardProgress?.done ?? 0) !== done) {
    fail("dashboard counts", `the progress widget counts ${dashboardProgress?.done}/${dashboardProgress?.total}, the List holds ${done}/${live.size}`);
  }

  // Activity: every task has its "created" entry; every acknowledged write of a task has an entry.
  const entries = await allPages(async (cursor) => {
    const page = await api.okGet("auditLog/list", { limit: 100, ...(cursor ? { cursor } : {}) });
    return { items: page.items, cursor: page.nextCursor };
  });
  const created = new Set(entries.filter((e) => e.itemType === "task" && e.verb === "created").map((e) => e.itemId));
  const perTask = new Map();
  for (const e of entries) if (e.itemType === "task") perTask.set(e.itemId, (perTask.get(e.itemId) ?? 0) + 1);
  for (const task of all.values()) if (!created.has(task.id)) fail("activity", `task ${task.id} "${task.name}" has no "created" entry`);
  for (const task of ledger.tasks.values()) {
    if (all.has(task.id) && (perTask.get(task.id) ?? 0) < task.acks) fail("activity", `task ${task.id} has ${perTask.get(task.id) ?? 0} entries for ${task.acks} acknowledged writes`);
  }
  const dependencyEntries = new Set(entries.filter((e) => e.itemType === "dependency" && e.verb === "created").map((e) => e.itemId));
  for (const dep of ledger.dependencies) if (!dependencyEntries.has(dep.id)) fail("activity", `dependency ${dep.id} has no "created" entry`);

  // Dependencies: every acknowledged one between live tasks is listed; the graph has no cycle.
  const dependencies = await api.okGet("project/dependency/list", { projectId: tenant.projectId });
  const listed = new Map(dependencies.map((d) => [d.dependencyId, d]));
  for (const dep of ledger.dependencies) {
    if (live.has(dep.predecessorId) && live.has(dep.successorId) && !listed.has(dep.id)) {
      fail("LOST WRITE", `acknowledged dependency ${dep.id} (${dep.predecessorId} → ${dep.successorId}) is not listed`);
    }
  }
  for (const d of dependencies) {
    if (!live.has(d.predecessorId) || !live.has(d.successorId)) fail("dependencies", `dependency ${d.dependencyId} links a task that is not live`);
  }
  const cycle = findCycle(dependencies);
  if (cycle) fail("dependencies", `a cycle: ${cycle.join(" → ")}`);

  // The search index: every task once, with its archived state; nothing for a create that did not happen.
  const search = (searchText) => api.okPost("tenant/getGlobalSearch", { show: "tasks", searchText });
  const everything = await search(`zq${runId}`);
  if (everything.tasks.count !== all.size) fail("search", `"zq${runId}" finds ${everything.tasks.count} tasks, the project has ${all.size} (${live.size} live, ${archived.size} archived)`);
  const sample = [...[...archived.values()].slice(0, SEARCH_SAMPLE / 3), ...[...live.values()].sort(() => Math.random() - 0.5)].slice(0, SEARCH_SAMPLE);
  for (const task of sample) {
    const token = tokenOf(task.name);
    const hits = await search(token);
    const hit = hits.tasks.response[0];
    if (hits.tasks.count !== 1 || hit?.source.id !== task.id) fail("search", `"${token}" finds ${hits.tasks.count} tasks (${hits.tasks.response.map((h) => h.source.id)}), expected ${task.id}`);
    else if (hit.source.isArchived !== archived.has(task.id) || hit.source.isDeleted) {
      fail("search", `"${token}" finds ${task.id} as ${hit.source.isArchived ? "archived" : "live"}, it is ${archived.has(task.id) ? "archived" : "live"}`);
    }
  }
  const absent = [...ledger.maybeCreated.keys()].filter((name) => !byToken.has(tokenOf(name))).slice(0, 6);
  for (const name of absent) {
    const hits = await search(tokenOf(name));
    if (hits.tasks.count !== 0) fail("search", `"${tokenOf(name)}" (a create that did not happen) finds ${hits.tasks.count} tasks`);
  }

  return {
    violations: v,
    counts: {
      live: live.size,
      archived: archived.size,
      acknowledgedTasks: ledger.tasks.size,
      lost,
      unacknowledgedCreates: ledger.maybeCreated.size,
      unacknowledgedThere,
      dependencies: dependencies.length,
      acknowledgedDependencies: ledger.dependencies.length,
      activity: entries.length,
      searched: sample.length + absent.length + 1,
    },
  };
}

/** Every tenant's checks, a few at a time; answers all violations and the summed counts. */
export async function checkInvariants(port, ledgers, runId) {
  const results = await inPool(ledgers, 4, (ledger) => checkTenant(port, ledger, runId));
  const counts = {};
  for (const result of results) for (const [key, value] of Object.entries(result.counts)) counts[key] = (counts[key] ?? 0) + value;
  return { violations: results.flatMap((result) => result.violations), counts };
}
