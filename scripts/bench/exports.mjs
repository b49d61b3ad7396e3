// Issue 19 §4 "Speed": a project of 10,000 tasks with 10 custom columns exported as CSV, XLSX and
// JSON through download/projectData, and that JSON imported again (project/importProject). Each
// figure is the median wall time of the whole answer (the last byte read) over a few runs. Memory:
// the growth of the resident set (VmRSS, /proc/<pid>/status) of the app's workerd processes during
// the call over their resident set just before it, sampled every 10 ms: the Worker and the
// Durable Object run in that process, so its growth is what the call needed at its peak (the
// runtime itself, already resident, is not counted).
import { request, signIn } from "./http.mjs";
import { rssMb, workerdPids } from "./servers.mjs";
import { seed } from "./work.mjs";

const HOST = "acme.localhost";
const OWNER = "ada@acme.test";
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
/** Which exports to measure, in this order (BENCH_EXPORT_FORMATS=xlsx: that one alone, on a fresh heap); the import needs json. */
const FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? "csv,xlsx,json").split(",");
export const EXPORT_BUDGET = { csvMs: 1000, xlsxMs: 3000, jsonMs: 1000, importMs: 5000, memoryMb: 64 };

/** A call's wall time and the peak growth of workerd's resident set while it ran. */
async function measured(pgid, call) {
  const pids = workerdPids(pgid);
  const before = rssMb(pids);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pids))), 10);
  const started = performance.now();
  const answer = await call();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pids));
  if (answer.status !== 200) throw new Error(`answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return { ms, growthMb: peak - before, answer };
}

async function medianOf(pgid, call) {
  const samples = [];
  for (let run = 0; run < RUNS; run++) samples.push(await measured(pgid, call));
  const byTime = [...samples].sort((a, b) => a.ms - b.ms);
  return { ms: byTime[Math.floor(byTime.length / 2)].ms, growthMb: Math.max(...samples.map((sample) => sample.growthMb)), answer: samples[0].answer };
}

export async function measureExports(port, pgid) {
  const cookies = await signIn(port, OWNER);
  const token = /meridian-session=([^;]+)/.exec(cookies)?.[1];
  if (!token) throw new Error("no session cookie for the bench owner");
  const headers = { accesstoken: token };
  const project = await seed(port, "Bench exports", { name: "Bench export 10000", tasks: 10_000, groups: 40, columns: 10, dependencies: { chain: 100, random: 0 } });
  const exportOf = (format) => () => request(port, HOST, `/api/v2/download/projectData?projectId=${project.projectId}&format=${format}`, { headers });
  const rows = [];
  const row = (what, figure, budgetMs) => {
    rows.push({
      what: `Export: ${what}, 10,000 tasks with 10 custom columns (median of ${RUNS})`,
      measured: `${figure.ms.toFixed(0)} ms`,
      budget: `≤ ${budgetMs} ms`,
      pass: figure.ms <= budgetMs,
    });
    rows.push({
      what: `Export: ${what}, peak growth of workerd's resident set (VmRSS) during the call`,
      measured: `${figure.growthMb.toFixed(1)} MB`,
      budget: `< ${EXPORT_BUDGET.memoryMb} MB`,
      pass: figure.growthMb < EXPORT_BUDGET.memoryMb,
    });
  };
  let json;
  for (const format of FORMATS) {
    const figure = await medianOf(pgid, exportOf(format));
    row(format.toUpperCase(), figure, EXPORT_BUDGET[`${format}Ms`]);
    if (format === "json") json = figure;
  }
  if (!json) return rows;
  const file = JSON.parse(json.answer.body);
  const body = JSON.stringify({ teamId: project.teamId, file });
  const importOnce = () => request(port, HOST, "/api/v2/project/importProject", { method: "POST", headers: { ...headers, "content-type": "application/json" }, body });
  // Once: each import adds a project to the team, and the plan caps projects per team.
  rows.push(...[await measured(pgid, importOnce)].flatMap((figure) => [
    { what: `Import of that JSON (project/importProject, ${(body.length / 1024 / 1024).toFixed(1)} MB, one run)`, measured: `${figure.ms.toFixed(0)} ms`, budget: `≤ ${EXPORT_BUDGET.importMs} ms`, pass: figure.ms <= EXPORT_BUDGET.importMs },
    { what: "Import of that JSON, peak growth of workerd's resident set (VmRSS) during the call", measured: `${figure.growthMb.toFixed(1)} MB`, budget: `< ${EXPORT_BUDGET.memoryMb} MB`, pass: figure.growthMb < EXPORT_BUDGET.memoryMb },
  ]));
  return rows;
}
