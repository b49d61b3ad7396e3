// Issue 7 "Speed": server time of the work screens on a project of 100 tasks and on one of 10,000
// (with a member who has 2,000 tasks assigned), as ratios. Seeds through the development-only
// POST /api/v2/dev/seedWork; each figure is the median latency of an API call on the local server.
import { request, signIn } from "./http.mjs";

const HOST = "acme.localhost";
const MEMBER = "bob@acme.test";
const RUNS = Number(process.env.BENCH_WORK_RUNS ?? 30);
export const WORK_BUDGET = { ratio: 2, listFirstScreenMs: 50 };

/**
 * How each measurement calls the API, given a seeded project ({ projectId, groupIds, taskIds:
 * [first, middle, last] }). The List view's window is project/list (decision 0025): a call that
 * answers 404 makes its row say "not built".
 */
export const WORK_CALLS = {
  "List view: first screen": (p) => ({ path: `/api/v2/project/list?projectId=${p.projectId}&limit=50` }),
  "List view: scroll to the middle": (p) => ({ path: `/api/v2/project/list?projectId=${p.projectId}&limit=50&scrollTaskId=${p.taskIds[1]}` }),
  "List view: a filter": (p) => ({ path: `/api/v2/project/list?projectId=${p.projectId}&limit=50&q=${encodeURIComponent("Task 5")}` }),
  "List view: an inline edit": (p, run) => ({
    method: "POST",
    path: "/api/v2/task/update",
    body: { taskId: p.taskIds[1], name: `Task renamed ${run}` },
  }),
  "my-space (API: myspace/overview)": () => ({ path: "/api/v2/myspace/overview" }),
};

const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

async function timeCall(port, headers, make) {
  const samples = [];
  for (let run = -3; run < RUNS; run++) {
    const { method = "GET", path, body } = make(run);
    const started = performance.now();
    const answer = await request(port, HOST, path, {
      method,
      headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const elapsed = performance.now() - started;
    if (answer.status === 404 && /"Not found"/.test(answer.body)) return { missing: true };
    if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    if (run >= 0) samples.push(elapsed);
  }
  return { ms: median(samples) };
}

async function seed(port, teamName, project) {
  const answer = await request(port, HOST, "/api/v2/dev/seedWork", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ teamName, ownerEmail: "ada@acme.test", members: [{ email: MEMBER, role: "MEMBER" }], projects: [project] }),
  });
  if (answer.status !== 200) throw new Error(`seeding ${teamName} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body).data.projects[0];
}

async function measureAll(port, headers, project) {
  const figures = {};
  for (const [name, make] of Object.entries(WORK_CALLS)) figures[name] = await timeCall(port, headers, (run) => make(project, run));
  return figures;
}

/**
 * Seeds the small project and measures, then the large one and measures again: the member's
 * my-space grows from 100 assigned tasks to 2,100. Answers rows for the bench's table.
 */
export async function measureWork(port) {
  const cookies = await signIn(port, MEMBER);
  const token = /meridian-session=([^;]+)/.exec(cookies)?.[1];
  if (!token) throw new Error("no session cookie for the bench member");
  const headers = { accesstoken: token };

  const small = await seed(port, "Bench 100", { name: "Bench 100", tasks: 100, groups: 4, assignees: [{ email: MEMBER, count: 100 }] });
  const atSmall = await measureAll(port, headers, small);
  const large = await seed(port, "Bench 10000", { name: "Bench 10000", tasks: 10_000, groups: 40, assignees: [{ email: MEMBER, count: 2_000 }] });
  const atLarge = await measureAll(port, headers, large);

  const rows = Object.keys(WORK_CALLS).map((name) => {
    const [a, b] = [atSmall[name], atLarge[name]];
    if (a.missing || b.missing) return { what: `${name}, 100 / 10,000 tasks`, measured: "not built (the call answers 404)" };
    const ratio = b.ms / a.ms;
    const firstScreen = name === "List view: first screen";
    const pass = ratio <= WORK_BUDGET.ratio && (!firstScreen || b.ms < WORK_BUDGET.listFirstScreenMs);
    return {
      what: `${name}, 100 / 10,000 tasks`,
      measured: `${a.ms.toFixed(1)} ms / ${b.ms.toFixed(1)} ms = ${ratio.toFixed(2)}×`,
      budget: `≤ ${WORK_BUDGET.ratio}×${firstScreen ? `, < ${WORK_BUDGET.listFirstScreenMs} ms at 10,000` : ""}`,
      pass,
    };
  });
  return [...rows, await measurePermanentDelete(port, large)];
}

/** Issue 9 "Speed": deleting a project of 10,000 tasks from the bin, one call, within the Durable Object's limits. */
const PERMANENT_DELETE_BUDGET_MS = 5_000;

async function measurePermanentDelete(port, project) {
  const cookies = await signIn(port, "ada@acme.test");
  const token = /meridian-session=([^;]+)/.exec(cookies)?.[1];
  const post = (path, body) =>
    request(port, HOST, path, { method: "POST", headers: { accesstoken: token, "content-type": "application/json" }, body: JSON.stringify(body) });
  const what = "Permanent delete of a project with 10,000 tasks (bin → gone)";
  const binned = await post("/api/v2/project/delete", { projectId: project.projectId });
  if (binned.status !== 200) return { what, measured: `not built (project/delete answered ${binned.status})` };
  const started = performance.now();
  const answer = await post("/api/v2/team/permanentDelete", { type: "project", ids: [project.projectId] });
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`team/permanentDelete answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return { what, measured: `${ms.toFixed(0)} ms`, budget: `< ${PERMANENT_DELETE_BUDGET_MS} ms (one call, no batching)`, pass: ms < PERMANENT_DELETE_BUDGET_MS };
}
