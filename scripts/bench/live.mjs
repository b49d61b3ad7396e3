// Issue 21's live updates, measured from outside: with LIVE_SOCKETS (100) sockets of one tenant open
// (half on the project's page, half elsewhere), how long a command's change takes to reach every
// socket (from the command's request), how much the command's own server time grows against the same
// command with no socket open, and the runtime's CPU while the sockets sit idle for a minute (against
// the same minute with no socket open: the runtime has timers of its own).
import WebSocket from "ws";
import { workerdCpuMs } from "./servers.mjs";
import { request } from "./http.mjs";
import { memberHeaders, seed } from "./work.mjs";

const HOST = "acme.localhost";
const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 100);
const RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 40);
const IDLE_SECONDS = Number(process.env.BENCH_LIVE_IDLE_SECONDS ?? 60);
export const LIVE_BUDGET = { deliveryP95Ms: 200, commandGrowth: 1.2, idleCpuMs: 50 };

const pick = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const median = (values) => pick(values, 0.5);

/** One socket as a page opens it; resolves once its hello arrived. */
function openSocket(port, headers, projectId) {
  const url = `ws://127.0.0.1:${port}/api/v2/live${projectId ? `?project=${projectId}` : ""}`;
  const socket = new WebSocket(url, { headers: { host: `${HOST}:${port}`, ...headers } });
  const listeners = new Set();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    for (const listener of listeners) listener(message, performance.now());
  });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("unexpected-response", (_request, response) => reject(new Error(`live socket answered ${response.statusCode}`)));
    listeners.add(function hello(message) {
      if (message.type !== "hello") return;
      listeners.delete(hello);
      resolve({ socket, listeners });
    });
  });
}

/** Renames the task RUNS times; answers each round trip, and each socket's delay to the change (from the request). */
async function renames(port, headers, taskId, sockets) {
  const roundTrips = [];
  const serverTimes = [];
  const deliveries = [];
  for (let run = -3; run < RUNS; run++) {
    const name = `Live bench ${run} ${Date.now()}`;
    const started = performance.now();
    const arrived = sockets.map(
      ({ listeners }) =>
        new Promise((resolve) => {
          listeners.add(function change(message, at) {
            if (message.type !== "change" || message.itemId !== taskId) return;
            listeners.delete(change);
            resolve(at - started);
          });
        }),
    );
    const answer = await request(port, HOST, "/api/v2/task/update", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ taskId, name }),
    });
    if (answer.status !== 200) throw new Error(`task/update answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    const took = performance.now() - started;
    const delays = await Promise.all(arrived);
    if (run >= 0) {
      roundTrips.push(took);
      serverTimes.push(Number(/workspace;dur=([\d.]+)/.exec(answer.headers["server-timing"] ?? "")?.[1]));
      deliveries.push(...delays);
    }
  }
  return { roundTrips, serverTimes, deliveries };
}

async function idleCpuMs(pgid) {
  const before = workerdCpuMs(pgid);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  return workerdCpuMs(pgid) - before;
}

export async function measureLive(port, pgid) {
  const headers = await memberHeaders(port);
  const project = await seed(port, "Bench live", { name: "Bench live", tasks: 20, groups: 1, assignees: [] });
  const taskId = project.taskIds[0];
  const alone = await renames(port, headers, taskId, []);
  const idleAlone = await idleCpuMs(pgid);
  const sockets = [];
  for (let index = 0; index < SOCKETS; index++) sockets.push(await openSocket(port, headers, index % 2 === 0 ? project.projectId : null));
  try {
    const shared = await renames(port, headers, taskId, sockets);
    const growth = median(shared.serverTimes) / median(alone.serverTimes);
    const p95 = pick(shared.deliveries, 0.95);
    const idleShared = await idleCpuMs(pgid);
    const idleCost = idleShared - idleAlone;
    return [
      {
        what: `Live: a command's change reaching ${SOCKETS} open sockets (from its request; ${RUNS} renames)`,
        measured: `p95 ${p95.toFixed(1)} ms, median ${median(shared.deliveries).toFixed(1)} ms`,
        budget: `p95 ≤ ${LIVE_BUDGET.deliveryP95Ms} ms`,
        pass: p95 <= LIVE_BUDGET.deliveryP95Ms,
      },
      {
        what: `Live: the command's server time (in the Durable Object) with ${SOCKETS} sockets / none (medians)`,
        measured: `${median(shared.serverTimes).toFixed(2)} ms / ${median(alone.serverTimes).toFixed(2)} ms = ${growth.toFixed(2)}× (round trips ${median(shared.roundTrips).toFixed(1)} / ${median(alone.roundTrips).toFixed(1)} ms)`,
        budget: `≤ ${LIVE_BUDGET.commandGrowth}×`,
        pass: growth <= LIVE_BUDGET.commandGrowth,
      },
      {
        what: `Live: the runtime's CPU over ${IDLE_SECONDS} s idle with ${SOCKETS} sockets open / none`,
        measured: `${idleShared.toFixed(0)} ms / ${idleAlone.toFixed(0)} ms: the sockets cost ${idleCost.toFixed(0)} ms`,
        budget: `≤ ${LIVE_BUDGET.idleCpuMs} ms for the sockets`,
        pass: idleCost <= LIVE_BUDGET.idleCpuMs,
      },
    ];
  } finally {
    for (const { socket } of sockets) socket.close();
  }
}
