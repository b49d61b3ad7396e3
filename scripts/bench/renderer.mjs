// node scripts/bench/renderer.mjs PUBLISHED_ROOT: the Worker's CPU per request with react-dom as
// patched (this checkout) against another checkout (PUBLISHED_ROOT, e.g. a copy of this one with
// `patch -R -p1 < patches/react-dom+18.3.1.patch` applied to its node_modules), in one run
// (decision 0034, issue 24 §5). Both apps and both bare Remix pages run side by side; in each of
// BENCH_ROUNDS rounds every target answers a fixed number of requests (about BENCH_SECONDS worth,
// from its warm-up rate) and is charged the CPU time (user + system, all threads) that its
// `workerd` process spent meanwhile (/proc/<pid>/stat). The Durable Object runs in that same
// process, so the app's figures include the workspace's work. Targets: the bare Remix page,
// my-space (one URL) and the project pages (List, Kanban, Gantt of BENCH_PROJECTS projects, each
// visited once before measuring). Ports: BENCH_PORT (8915) and the three after it.
import { resolve } from "node:path";
import autocannon from "autocannon";
import { signIn } from "./http.mjs";
import { HOST, projectPaths, seedProjects, visitAll } from "./projects.mjs";
import { startApp, startBareRemix, workerdCpuMs } from "./servers.mjs";
import { printTable } from "./table.mjs";

const other = process.argv[2];
if (!other) throw new Error("usage: node scripts/bench/renderer.mjs PUBLISHED_ROOT (a checkout with react-dom as published)");
const PORT = Number(process.env.BENCH_PORT ?? 8915);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 350);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
// BENCH_LABELS: the two builds' names in the table (this checkout's first), for other comparisons of two checkouts.
const [THIS, OTHER] = (process.env.BENCH_LABELS ?? "patched,published").split(",");
const builds = [
  { build: THIS, root: undefined, port: PORT },
  { build: OTHER, root: `${resolve(other)}/`, port: PORT + 1 },
];

/** `amount` requests (or `seconds` of them), all answered before it returns: { requests, ms, cpuMs }. */
async function load(target, { amount, seconds }) {
  let next = 0;
  const requests = target.paths && [{ setupRequest: (req) => ({ ...req, path: target.paths[next++ % target.paths.length] }) }];
  const cpuBefore = workerdCpuMs(target.pgid);
  const started = performance.now();
  const result = await autocannon({ url: target.url, headers: target.headers, requests, connections: CONNECTIONS, ...(amount ? { amount } : { duration: seconds }) });
  const ms = performance.now() - started;
  const cpuMs = workerdCpuMs(target.pgid) - cpuBefore;
  const answered = result["2xx"];
  if (result.errors || result.timeouts || answered !== result.requests.total || (amount && answered !== amount)) {
    throw new Error(`${target.name}: ${answered} 2xx of ${result.requests.total} (${amount ?? "timed"}), ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { requests: answered, ms, cpuMs };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const servers = [];
try {
  const targets = [];
  for (const { build, root, port } of builds) {
    console.error(`${build}: starting the app and the bare Remix page`);
    const app = await startApp(port, root);
    servers.push(app);
    const bare = await startBareRemix(port + 2, root);
    servers.push(bare);
    const seeded = await fetch(`http://127.0.0.1:${port}/api/v2/dev/seed`, { method: "POST" });
    if (!seeded.ok) throw new Error(`seeding the demo data (${build}) answered ${seeded.status}`);
    console.error(`${build}: seeding ${PROJECTS} projects, then visiting their pages once`);
    const projects = await seedProjects(port, PROJECTS);
    const cookie = await signIn(port);
    const paths = projectPaths(projects);
    await visitAll(port, paths, cookie);
    const headers = { host: `${HOST}:${port}`, cookie };
    targets.push(
      { kind: "bare Remix page", build, pgid: bare.pid, url: `http://127.0.0.1:${port + 2}/` },
      { kind: "my-space (one URL)", build, pgid: app.pid, url: `http://127.0.0.1:${port}/my-space`, headers },
      { kind: `project pages (${paths.length} URLs)`, build, pgid: app.pid, url: `http://127.0.0.1:${port}/`, headers, paths },
    );
  }
  // Interleaved: each kind, patched then published, round after round.
  targets.sort((a, b) => a.kind.localeCompare(b.kind) || (a.build === THIS ? -1 : 1));
  for (const target of targets) {
    target.name = `${target.kind}, ${target.build}`;
    const warm = await load(target, { seconds: 2 });
    target.amount = Math.max(100, Math.round((warm.requests / warm.ms) * 1000 * SECONDS));
    target.samples = [];
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) target.samples.push(await load(target, { amount: target.amount }));
    console.error(`round ${round + 1} of ${ROUNDS} done`);
  }
  const rows = [];
  const results = {};
  for (const target of targets) {
    const perRequest = target.samples.map((s) => s.cpuMs / s.requests);
    const rps = median(target.samples.map((s) => (s.requests / s.ms) * 1000));
    const cpu = median(perRequest);
    results[target.name] = { cpuMsPerRequest: cpu, rps, samples: perRequest };
    const published = results[`${target.kind}, ${OTHER}`];
    const patched = results[`${target.kind}, ${THIS}`];
    const saving = published && patched ? `; ${THIS} saves ${(published.cpuMsPerRequest - patched.cpuMsPerRequest).toFixed(2)} ms = ${((1 - patched.cpuMsPerRequest / published.cpuMsPerRequest) * 100).toFixed(1)} %` : "";
    rows.push({
      what: target.name,
      measured: `${cpu.toFixed(2)} ms CPU/request (samples ${perRequest.map((v) => v.toFixed(2)).join(", ")}), ${rps.toFixed(0)} req/s${saving}`,
    });
  }
  printTable(rows);
  if (process.env.BENCH_JSON) console.log(JSON.stringify(results));
} finally {
  for (const server of servers) server.stop();
}
