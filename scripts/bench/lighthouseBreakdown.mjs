// node scripts/bench/lighthouseBreakdown.mjs [PAGE …]: where Lighthouse mobile's total blocking time
// goes on a running app (BENCH_PORT, 8805 unless set; start it with scripts/serve.sh and seed it),
// for comparing a change before and after on the same machine state. PAGE is a name of
// lighthouse.mjs's pages (a prefix: List, Kanban, Gantt, my-space, a dashboard, Conversations); all
// signed-in pages unless given. BENCH_LIGHTHOUSE_RUNS (3 unless set) runs per page: prints each run's
// performance and TBT, the medians, and, for the median run, the main thread's time by script
// (bootup-time) and its long tasks. Lighthouse's blocking time is the observed tasks' wall time ×4, so
// a loaded machine inflates it (its other processes preempt the page): each run's main thread is also
// summed by thread time (CPU the page's own tasks took), which the load hardly moves (decision 0100).
import { signIn } from "./http.mjs";
import { lighthouse, median, pagesOf } from "./lighthouse.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8805);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const wanted = process.argv.slice(2);

/**
 * The page's main thread in a run's trace by thread time (`tdur`): its CPU, the blocking time its tasks
 * would make at Lighthouse's 4× (Σ max(0, 4·t − 50 ms), every task from navigation on) and its longest task.
 */
function threadTime(trace) {
  const parse = trace.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith("http"));
  if (!parse) return null;
  const start = trace.find((event) => event.name === "navigationStart" && event.pid === parse.pid)?.ts ?? parse.ts;
  const tasks = trace.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.name === "RunTask" && event.ph === "X" && event.ts >= start && event.tdur !== undefined).map((event) => event.tdur / 1000);
  return {
    cpu: Math.round(tasks.reduce((sum, ms) => sum + ms, 0)),
    blocking: Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0)),
    longest: Math.round(Math.max(0, ...tasks)),
  };
}

const short = (url) => String(url).replace(/^https?:\/\/[^/]+/, "").replace(/\?.*$/, "").slice(0, 70);

const pages = await pagesOf(PORT, await signIn(PORT));
for (const [name, page] of Object.entries(pages)) {
  if (page.public || (wanted.length && !wanted.some((prefix) => name.startsWith(prefix)))) continue;
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const report = await lighthouse(page.url, page.cookie, { trace: true });
    runs.push({
      performance: Math.round((report.categories.performance?.score ?? 0) * 100),
      tbt: Math.round(report.audits["total-blocking-time"]?.numericValue ?? NaN),
      lcp: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? NaN),
      threads: threadTime(report.trace),
      report,
    });
    delete report.trace;
  }
  const tbt = median(runs.map((run) => run.tbt));
  const middle = runs.find((run) => run.tbt === tbt);
  console.log(`\n## ${name}: performance ${runs.map((r) => r.performance).join(", ")} (median ${median(runs.map((r) => r.performance))}); ` +
    `TBT ${runs.map((r) => r.tbt).join(", ")} ms (median ${tbt}); LCP median ${median(runs.map((r) => r.lcp))} ms`);
  const threads = runs.map((run) => run.threads).filter(Boolean);
  if (threads.length) {
    const of = (key) => `${threads.map((figures) => figures[key]).join(", ")} (median ${median(threads.map((figures) => figures[key]))})`;
    console.log(`  main thread by thread time: CPU ${of("cpu")} ms; blocking at 4× ${of("blocking")} ms; longest task ${of("longest")} ms`);
  }
  const boot = middle.report.audits["bootup-time"]?.details?.items ?? [];
  for (const item of boot.slice(0, 8)) console.log(`  script ${short(item.url).padEnd(70)} total ${Math.round(item.total)} ms, scripting ${Math.round(item.scripting)} ms`);
  const work = middle.report.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  console.log(`  main thread: ${work.map((item) => `${item.groupLabel} ${Math.round(item.duration)}`).join(", ")}`);
  const tasks = middle.report.audits["long-tasks"]?.details?.items ?? [];
  for (const task of tasks.slice(0, 8)) console.log(`  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms ${short(task.url)}`);
}
