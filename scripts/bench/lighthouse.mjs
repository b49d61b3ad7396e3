// Issue 42 §3: Lighthouse 12 (pinned 12.2.3) on the pages a member opens on a phone and on the public
// pages, with its mobile defaults (simulated slow 4G, 4× slower CPU), in Debian's headless Chromium
// (CHROME_PATH, else /usr/bin/chromium). Signed-in pages get the session cookie through Lighthouse's
// extra headers. Scores move with the machine's load: compare pages within one run, and run it alone
// (BENCH_PAGES_ONLY=lighthouse npm run bench) on a quiet machine for figures to quote.
// BENCH_LIGHTHOUSE_RUNS (3 unless set) runs per page, as Lighthouse's guide on variability advises: the
// performance and total blocking time rows are the medians (each run's figure beside them), the others
// come from the median run by performance.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dashboardOf } from "./dashboards.mjs";
import { request } from "./http.mjs";
import { HOST, seedProjects } from "./projects.mjs";

export const LIGHTHOUSE_BUDGET = { performance: 90, totalBlockingTimeMs: 200, accessibility: 95, seo: 95 };
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const BIN = new URL("../../node_modules/.bin/lighthouse", import.meta.url).pathname;

/**
 * One Lighthouse run of `url`: its report (JSON), or an error with the end of its log. With `trace`,
 * the report carries the run's trace too (`report.trace`: Chromium's trace events, --save-assets).
 */
export function lighthouse(url, cookie, { trace = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
  const output = join(dir, "report.json");
  const args = [url, "--output=json", `--output-path=${output}`, "--quiet", "--only-categories=performance,accessibility,seo",
    ...(trace ? ["--save-assets"] : []),
    "--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync"];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ cookie })}`);
  return new Promise((resolve, reject) => {
    const child = spawn(BIN, args, { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "pipe"] });
    let log = "";
    child.stderr.on("data", (chunk) => (log = (log + chunk).slice(-2000)));
    child.on("error", reject);
    child.on("exit", (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse ${url} exited ${code}: ${log}`);
        const report = JSON.parse(readFileSync(output, "utf8"));
        if (trace) report.trace = JSON.parse(readFileSync(join(dir, "report-0.trace.json"), "utf8")).traceEvents;
        resolve(report);
      } catch (error) {
        reject(error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

const score = (report, category) => Math.round((report.categories[category]?.score ?? 0) * 100);
/** The SEO score as Lighthouse weighs it, with one audit left out (a host kept out of search engines fails "is-crawlable" by design). */
function seoWithout(report, left) {
  const refs = report.categories.seo.auditRefs.filter((ref) => ref.id !== left && ref.weight > 0 && report.audits[ref.id]?.score !== null);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return Math.round((refs.reduce((sum, ref) => sum + ref.weight * report.audits[ref.id].score, 0) / weight) * 100);
}
const millis = (report, audit) => Math.round(report.audits[audit]?.numericValue ?? NaN);
/** The middle of `values` (the higher of the two middles when even). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The pages, by name: { url, cookie?, public? }; a project of 20 tasks, a dashboard of six widgets, a task's conversations. */
export async function pagesOf(port, cookie) {
  const [{ teamId, projectId }] = await seedProjects(port, 1);
  const project = `/projects/${teamId}/${projectId}`;
  const list = await request(port, HOST, project, { headers: { cookie } });
  const taskId = /[?&](?:amp;)?taskId=([0-9a-f-]{36})/.exec(list.body)?.[1];
  if (!taskId) throw new Error(`no task link on ${project}`);
  const token = /meridian-session=([^;]+)/.exec(cookie)?.[1];
  const { dashboardId } = await dashboardOf(port, { accesstoken: token }, "Bench Lighthouse", {
    "tasks done": { kind: "number" },
    "by status": { kind: "bars", groupBy: "status" },
    "by priority": { kind: "bars", groupBy: "priority" },
    "status share": { kind: "donut" },
    "burn-up": { kind: "burnup", interval: "day" },
    "task list": { kind: "taskList" },
  });
  const tenant = (path) => ({ url: `http://${HOST}:${port}${path}`, cookie });
  return {
    "my-space": tenant("/my-space"),
    List: tenant(project),
    Kanban: tenant(`${project}/kanban`),
    Gantt: tenant(`${project}/gantt`),
    "a dashboard (six widgets)": tenant(`/dashboard/${dashboardId}`),
    "Conversations (a task's tab)": tenant(`${project}?taskId=${taskId}&tab=conversations`),
    "landing (www /)": { url: `http://www.localhost:${port}/`, public: true },
    "pricing (www /pricing)": { url: `http://www.localhost:${port}/pricing`, public: true },
    "login (auth /login)": { url: `http://auth.localhost:${port}/login`, public: true, keptOut: true },
  };
}

/** Rows for the bench's table: performance, total blocking time, LCP, accessibility, and SEO for public pages. */
export async function measureLighthouse(port, cookie) {
  const rows = [];
  const row = (what, measured, budget = "", pass = undefined) => rows.push({ what, measured, budget, pass });
  for (const [name, page] of Object.entries(await pagesOf(port, cookie))) {
    const reports = [];
    for (let run = 0; run < RUNS; run++) reports.push(await lighthouse(page.url, page.cookie));
    const report = reports.sort((a, b) => score(a, "performance") - score(b, "performance"))[Math.floor(reports.length / 2)];
    const failure = report.runtimeError?.code ?? report.audits["largest-contentful-paint"]?.errorMessage;
    if (report.categories.performance?.score === null && failure) {
      row(`Lighthouse mobile: ${name}: performance`, `not measured: ${String(failure).slice(0, 120)}`, `≥ ${LIGHTHOUSE_BUDGET.performance}`, false);
      continue;
    }
    const measured = reports.filter((run) => run.categories.performance?.score !== null);
    const performances = measured.map((run) => score(run, "performance"));
    const tbts = measured.map((run) => millis(run, "total-blocking-time"));
    const performance = median(performances);
    const tbt = median(tbts);
    const each = (figures, unit = "") => (figures.length > 1 ? ` (median of ${figures.join(unit + ", ")}${unit})` : "");
    const what = (figure) => `Lighthouse mobile: ${name}: ${figure}`;
    row(what("performance"), `${performance}${each(performances)}`, `≥ ${LIGHTHOUSE_BUDGET.performance}`, performance >= LIGHTHOUSE_BUDGET.performance);
    row(what("total blocking time"), `${tbt} ms${each(tbts, " ms")}`, `≤ ${LIGHTHOUSE_BUDGET.totalBlockingTimeMs} ms`, tbt <= LIGHTHOUSE_BUDGET.totalBlockingTimeMs);
    row(what("first / largest contentful paint"), `${(millis(report, "first-contentful-paint") / 1000).toFixed(1)} s / ${(millis(report, "largest-contentful-paint") / 1000).toFixed(1)} s`);
    const requests = report.audits["network-requests"]?.details?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === "Script");
    const kib = (items) => (items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(0);
    row(what("requests (scripts)"), `${requests.length} (${scripts.length}), ${kib(requests)} KiB (${kib(scripts)} KiB)`);
    const accessibility = score(report, "accessibility");
    row(what("accessibility"), String(accessibility), `≥ ${LIGHTHOUSE_BUDGET.accessibility}`, accessibility >= LIGHTHOUSE_BUDGET.accessibility);
    if (page.keptOut) {
      const seo = seoWithout(report, "is-crawlable");
      const keptOut = report.audits["is-crawlable"]?.score === 0;
      row(what("SEO, crawling aside (robots.txt keeps this host out)"), `${seo}; kept out: ${keptOut ? "yes" : "no"}`, `≥ ${LIGHTHOUSE_BUDGET.seo}; kept out`, seo >= LIGHTHOUSE_BUDGET.seo && keptOut);
    } else if (page.public) {
      const seo = score(report, "seo");
      row(what("SEO"), String(seo), `≥ ${LIGHTHOUSE_BUDGET.seo}`, seo >= LIGHTHOUSE_BUDGET.seo);
    }
  }
  return rows;
}
