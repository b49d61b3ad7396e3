// Issue 19 §2 "Speed": the PDF of a 1,000-task List (download/exportToPdf) in at most 3 s, and the
// Worker's memory while it is written. Seeds through POST /api/v2/dev/seedWork; the time is the
// median round trip of the call on the local server (the whole file received). Memory: workerd's
// resident set (VmRSS) before the first PDF and its high-water mark (VmHWM) after the last, from
// /proc, for every workerd of the app's process group. That is the whole local runtime (the Worker,
// the tenant's Durable Object and SQLite, workerd itself), so it bounds the Worker's share from above.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "./http.mjs";
import { memberHeaders, seed } from "./work.mjs";

export const PDF_BUDGET = { ms: 3_000, workerMb: 64 };
const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 5);

function workerdMemoryKb(pgid, field) {
  let kb = 0;
  for (const line of execFileSync("ps", ["-eo", "pid=,pgid=,comm="], { encoding: "utf8" }).split("\n")) {
    const [pid, group, comm] = line.trim().split(/\s+/);
    if (Number(group) !== pgid || comm !== "workerd") continue;
    try {
      kb += Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // exited meanwhile
    }
  }
  return kb;
}

const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

export async function measurePdf(port, pgid) {
  const headers = await memberHeaders(port);
  const project = await seed(port, "Bench PDF", { name: "Bench PDF", tasks: 1_000, groups: 10, assignees: [{ email: "bob@acme.test", count: 200 }], dependencies: { chain: 100, random: 0 } });
  const what = "PDF of a 1,000-task List (download/exportToPdf)";
  const path = `/api/v2/download/exportToPdf?kind=list&projectId=${project.projectId}`;
  const before = workerdMemoryKb(pgid, "VmRSS");
  const samples = [];
  let answer;
  for (let run = -1; run < RUNS; run++) {
    const started = performance.now();
    answer = await request(port, "acme.localhost", path, { headers });
    if (answer.status === 404 && /"Not found"/.test(answer.body)) return [{ what, measured: "not built (the call answers 404)" }];
    if (answer.status !== 200 || !answer.body.startsWith("%PDF-")) throw new Error(`${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    if (run >= 0) samples.push(performance.now() - started);
  }
  const peak = workerdMemoryKb(pgid, "VmHWM");
  const ms = median(samples);
  const grewMb = (peak - before) / 1024;
  const pages = (answer.body.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  return [
    {
      what,
      measured: `${ms.toFixed(0)} ms (median of ${RUNS}; ${(Buffer.byteLength(answer.body, "latin1") / 1024).toFixed(0)} KiB${pages ? `, ${pages} pages` : ""})`,
      budget: `≤ ${PDF_BUDGET.ms / 1000} s`,
      pass: ms <= PDF_BUDGET.ms,
    },
    {
      what: "  workerd memory while writing it (RSS before → peak RSS, all of the local runtime)",
      measured: `${(before / 1024).toFixed(0)} MB → ${(peak / 1024).toFixed(0)} MB (+${grewMb.toFixed(0)} MB)`,
      budget: `+ < ${PDF_BUDGET.workerMb} MB`,
      pass: grewMb < PDF_BUDGET.workerMb,
    },
  ];
}
