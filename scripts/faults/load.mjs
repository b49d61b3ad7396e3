// Mixed load from every member of every tenant at once: reads of the List window and the board,
// task creation, Kanban moves, dependencies, archive and restore. Each member works on its own
// tasks (so "the later acknowledged write" of a task is well defined) and links any tasks of its
// project. The ledger keeps every acknowledged write; a write whose answer was lost (the crash
// window) is kept as "may have happened".
import { apiOf } from "./client.mjs";
import { stallBefore, stallTracker } from "./stalls.mjs";

/** The mix, as weights. */
export const MIX = { readList: 30, readBoard: 8, create: 22, move: 18, dependency: 8, archive: 7, restore: 7 };

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The ledger of one tenant: what the clients were told, and what may have happened without them being told. */
export function tenantLedger(tenant) {
  const tasks = new Map();
  for (const seeded of tenant.seeded) {
    tasks.set(seeded.id, { id: seeded.id, name: seeded.name, owner: seeded.owner, groupId: seeded.groupId, status: seeded.statusId, hidden: null, maybeStatus: new Set(), maybeHidden: new Set(), acks: 1 });
  }
  return {
    tenant,
    tasks,
    /** Creates whose answer was lost: name → { owner }. */
    maybeCreated: new Map(),
    /** Acknowledged dependencies. */
    dependencies: [],
    /** Top-level task ids the last List read showed (for links between anyone's tasks). */
    seen: [...tasks.keys()],
  };
}

/** Answers and failures, by kind of call. */
export function newStats() {
  return { answers: 0, byStatus: {}, latencies: [], steadyLatencies: [], byOp: {}, transport: [], serverErrors: [], clientErrors: {}, acknowledged: 0, unacknowledged: 0, violations: [], pace: stallTracker() };
}

/** wrangler dev's proxy answers this itself when the Worker behind it went away with the request. */
const PROXY_LOST_REQUEST = /^Your worker restarted mid-request/;

export function record(stats, op, answer, crashWindows) {
  if (answer.status > 0) stats.pace.answered(Date.now());
  // The proxy's own 503 for a request that was in flight when the runtime was killed is the crash's, like a reset.
  if (answer.status === 503 && PROXY_LOST_REQUEST.test(answer.body ?? "") && crashWindows.which(Date.now() - answer.ms) >= 0) {
    answer = { ...answer, status: 0, error: "PROXY_503" };
  }
  if (stats.trace) stats.trace.push([Date.now(), Math.round(answer.ms), op, answer.status, answer.error ?? "", answer.request?.tenant ?? ""]);
  const row = (stats.byOp[op] ??= { answers: 0, ok: 0, c4xx: 0, c5xx: 0, transport: 0, latencies: [] });
  if (answer.status === 0) {
    row.transport++;
    const window = crashWindows.which(Date.now());
    stats.transport.push({ op, error: answer.error, window, inWindow: window >= 0 });
    return;
  }
  stats.answers++;
  row.answers++;
  stats.byStatus[answer.status] = (stats.byStatus[answer.status] ?? 0) + 1;
  stats.latencies.push(answer.ms);
  // A call that began or ended while the app was down waited for the restart: kept apart.
  if (crashWindows.which(Date.now()) < 0 && crashWindows.which(Date.now() - answer.ms) < 0) stats.steadyLatencies.push(answer.ms);
  row.latencies.push(answer.ms);
  if (answer.status >= 500) {
    row.c5xx++;
    const at = Date.now();
    stats.serverErrors.push({ op, status: answer.status, body: answer.body?.slice(0, 500), at, ms: answer.ms, inWindow: crashWindows.which(at) >= 0, stall: stallBefore(stats.pace.stalls, at), request: answer.request });
  } else if (answer.status >= 400) {
    row.c4xx++;
    const message = String(answer.json?.message ?? answer.json?.error?.message ?? answer.body?.slice(0, 120) ?? "");
    // One line per kind of refusal: a loop's message names its tasks.
    const key = `${op} ${answer.status} ${message.replace(/: .*/, "")}`.slice(0, 200);
    stats.clientErrors[key] = (stats.clientErrors[key] ?? 0) + 1;
  } else {
    row.ok++;
  }
}

/**
 * At most `max` calls in flight at once, the others wait their turn (first come, first served).
 * The local runtime is one workerd process on a 2-core machine: with every person calling at once
 * it queues requests for seconds, and wrangler dev's proxy then drops requests in flight in bursts
 * (it answers its own 503 "Your worker restarted mid-request" for them; a plain Worker of one
 * Durable Object shows the same; see stalls.mjs). Kept below that, the run measures the app, not the queue.
 */
export function inFlightLimit(max) {
  let active = 0;
  const waiting = [];
  const acquire = () => (active < max ? (active++, Promise.resolve()) : new Promise((resolve) => waiting.push(resolve)));
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return async (work) => {
    await acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };
}

let serial = 0;
/** A word no other task name starts with: the search check finds each task by it. */
export const uniqueToken = (runId) => `zq${runId}${(serial++).toString(36).padStart(5, "0")}`;

/**
 * One member's loop until `deadline`: picks a call by the mix, sends it, and books the answer.
 * `think` is the pause between calls; after a transport failure it waits a little longer.
 */
async function member({ port, ledger, memberIndex, deadline, stats, crashWindows, runId, think, limit }) {
  const { tenant } = ledger;
  const person = tenant.people[memberIndex];
  const api = apiOf(port, tenant.subdomain, person.accessToken);
  const ops = Object.entries(MIX).flatMap(([op, weight]) => Array(weight).fill(op));
  const mine = (filter) => [...ledger.tasks.values()].filter((task) => task.owner === memberIndex && task.maybeStatus.size === 0 && task.maybeHidden.size === 0 && filter(task));

  while (Date.now() < deadline) {
    let op = pick(ops);
    let answer;
    let onAck = () => {};
    let onLost = () => {};
    let request;
    if (op === "archive" || op === "restore" || op === "move") {
      const candidates = mine((task) => (op === "restore" ? task.hidden === "archive" : task.hidden === null));
      if (candidates.length === 0) op = "create";
      else {
        const task = pick(candidates);
        if (op === "move") {
          const to = pick(tenant.statusIds.filter((id) => id !== task.status));
          const anchors = mine((other) => other.id !== task.id && other.hidden === null && other.status === to);
          const anchor = anchors.length > 0 && Math.random() < 0.5 ? pick(anchors) : null;
          request = { path: "kanban/moveCard", body: { taskId: task.id, type: "STATUS", to, ...(anchor ? { afterId: anchor.id } : {}) } };
          onAck = (data) => {
            if (data.card.statusId !== to) throw new Error(`moveCard acknowledged ${task.id} into ${to} but answered status ${data.card.statusId}`);
            task.status = to;
            task.acks++;
          };
          onLost = () => task.maybeStatus.add(to);
        } else if (op === "archive") {
          request = { path: "task/archive", body: { taskId: task.id } };
          onAck = () => {
            task.hidden = "archive";
            task.acks++;
          };
          onLost = () => task.maybeHidden.add("archive");
        } else {
          request = { path: "task/restore", body: { taskId: task.id } };
          onAck = () => {
            task.hidden = null;
            task.acks++;
          };
          onLost = () => task.maybeHidden.add(null);
        }
      }
    }
    if (op === "dependency") {
      const live = ledger.seen;
      if (live.length < 2) op = "create";
      else {
        const predecessorId = pick(live);
        const successorId = pick(live);
        if (predecessorId === successorId) op = "readList";
        else {
          request = { path: "project/dependency/create", body: { predecessorId, successorId, type: "FS", lagDays: 0 } };
          onAck = (data) => ledger.dependencies.push({ id: data.id ?? data.dependencyId, predecessorId, successorId });
        }
      }
    }
    if (op === "create") {
      const name = `Load task ${uniqueToken(runId)}`;
      const groupId = pick(tenant.groupIds);
      const statusId = pick(tenant.statusIds);
      const dated = Math.random() < 0.5;
      const start = new Date(Date.now() + Math.floor(Math.random() * 30) * 86_400_000).toISOString().slice(0, 10);
      request = { path: "task/add", body: { groupId, name, statusId, assigneeIds: [person.userId], ...(dated ? { startDate: start, dueDate: start } : {}) } };
      onAck = (data) => {
        if (ledger.tasks.has(data.id)) throw new Error(`task/add acknowledged an id twice: ${data.id}`);
        ledger.tasks.set(data.id, { id: data.id, name, owner: memberIndex, groupId, status: data.statusId, hidden: null, maybeStatus: new Set(), maybeHidden: new Set(), acks: 1 });
        if (data.statusId !== statusId) throw new Error(`task/add acknowledged ${data.id} with status ${data.statusId}, asked ${statusId}`);
      };
      onLost = () => ledger.maybeCreated.set(name, { owner: memberIndex });
    }

    if (op === "readList") {
      answer = await limit(() => api.get("project/list", { projectId: tenant.projectId, limit: 50 }));
      if (answer.status === 200) ledger.seen = answer.json.data.groups.flatMap((group) => group.tasks.map((task) => task.id));
    } else if (op === "readBoard") {
      answer = await limit(() => api.get("kanban/getColumns", { projectId: tenant.projectId }));
    } else {
      answer = await limit(() => api.post(request.path, request.body));
      answer.request = { path: request.path, body: request.body, tenant: tenant.subdomain };
      if (answer.status === 200) {
        stats.acknowledged++;
        try {
          onAck(answer.json.data);
        } catch (error) {
          stats.violations.push(error.message);
        }
      } else if (answer.status >= 500 || (answer.status === 0 && answer.error !== "ECONNREFUSED")) {
        // Not acknowledged: it may or may not have happened (a refused connection never reached the server).
        stats.unacknowledged++;
        onLost();
      }
    }
    record(stats, op, answer, crashWindows);
    if (answer.status === 0) await sleep(200 + Math.random() * 200);
    else if (think > 0) await sleep(Math.random() * think);
  }
}

/** Every member of every tenant at once until `seconds` have passed. */
export async function runLoad({ port, ledgers, seconds, stats, crashWindows, runId, think = 0, inFlight }) {
  const deadline = Date.now() + seconds * 1000;
  const limit = inFlightLimit(inFlight);
  await Promise.all(
    ledgers.flatMap((ledger) =>
      ledger.tenant.people.map((_, memberIndex) => member({ port, ledger, memberIndex, deadline, stats, crashWindows, runId, think, limit })),
    ),
  );
}
