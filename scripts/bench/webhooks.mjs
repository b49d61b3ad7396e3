// Issue 44 §3's webhooks, measured from outside: with an endpoint listening at a receiver in this
// process (development allows plain http to this machine), how long a command's change takes to reach
// it (from the command's request, through the commit, the effect queue and the alarm), and how much the
// command's own server time grows against the same command with no endpoint listening.
import { createServer } from "node:http";
import { request } from "./http.mjs";
import { memberHeaders, seed } from "./work.mjs";

const HOST = "acme.localhost";
const RUNS = Number(process.env.BENCH_WEBHOOK_RUNS ?? 40);
export const WEBHOOK_BUDGET = { deliveryP95Ms: 1000, commandGrowth: 1.1 };

const pick = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const median = (values) => pick(values, 0.5);

/** A receiver on 127.0.0.1 that answers 204 and tells who waits for a body containing a text. */
async function startReceiver() {
  const waiting = new Map();
  const server = createServer((incoming, response) => {
    let body = "";
    incoming.on("data", (chunk) => (body += chunk));
    incoming.on("end", () => {
      response.writeHead(204).end();
      for (const [text, resolve] of waiting) {
        if (!body.includes(text)) continue;
        waiting.delete(text);
        resolve(performance.now());
      }
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: server.address().port, arrival: (text) => new Promise((resolve) => waiting.set(text, resolve)), close: () => server.close() };
}

async function call(port, headers, path, input) {
  const answer = await request(port, HOST, `/api/v2/${path}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(input) });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return answer;
}

/** Renames the task RUNS times (after 3 to warm up); answers each one's server time and, with a receiver, its delay to the delivery. */
async function renames(port, headers, taskId, receiver) {
  const serverTimes = [];
  const deliveries = [];
  for (let run = -3; run < RUNS; run++) {
    const name = `Webhook bench ${run} ${Date.now()}`;
    const started = performance.now();
    const arrived = receiver?.arrival(name);
    const answer = await call(port, headers, "task/update", { taskId, name });
    const at = await arrived;
    if (run < 0) continue;
    serverTimes.push(Number(/workspace;dur=([\d.]+)/.exec(answer.headers["server-timing"] ?? "")?.[1]));
    if (at !== undefined) deliveries.push(at - started);
  }
  return { serverTimes, deliveries };
}

export async function measureWebhooks(port) {
  const admin = await memberHeaders(port, "ada@acme.test");
  const project = await seed(port, "Bench webhooks", { name: "Bench webhooks", tasks: 20, groups: 1, assignees: [] });
  const taskId = project.taskIds[0];
  const alone = await renames(port, admin, taskId, null);
  const receiver = await startReceiver();
  const registered = await call(port, admin, "webhooks/register", { url: `http://127.0.0.1:${receiver.port}/bench`, eventTypes: ["task.updated"], projectIds: [project.projectId] });
  const { endpointId } = JSON.parse(registered.body).data;
  try {
    const hooked = await renames(port, admin, taskId, receiver);
    const p95 = pick(hooked.deliveries, 0.95);
    const growth = median(hooked.serverTimes) / median(alone.serverTimes);
    return [
      {
        what: `Webhooks: a command's change reaching the endpoint's receiver (from its request, through the commit and the alarm; ${RUNS} renames)`,
        measured: `p95 ${p95.toFixed(1)} ms, median ${median(hooked.deliveries).toFixed(1)} ms`,
        budget: `p95 ≤ ${WEBHOOK_BUDGET.deliveryP95Ms} ms`,
        pass: p95 <= WEBHOOK_BUDGET.deliveryP95Ms,
      },
      {
        what: "Webhooks: the command's server time (in the Durable Object) with an endpoint listening / none (medians)",
        measured: `${median(hooked.serverTimes).toFixed(2)} ms / ${median(alone.serverTimes).toFixed(2)} ms = ${growth.toFixed(2)}×`,
        budget: `≤ ${WEBHOOK_BUDGET.commandGrowth}×`,
        pass: growth <= WEBHOOK_BUDGET.commandGrowth,
      },
    ];
  } finally {
    await call(port, admin, "webhooks/delete", { endpointId });
    receiver.close();
  }
}
