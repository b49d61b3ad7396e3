// npm run test:faults (issue 23 §1): the app under wrangler dev on its own port and a fresh
// persistence folder; 20 organisations of 10 people made through the sign-up and invite API; every
// person working at once for FAULTS_SECONDS (60) while the workerd runtime is killed with SIGKILL
// three times at random moments and started again on the same state; then the invariants, read
// back through the API. Exits non-zero on any server error, lost write or broken invariant.
//
// Settings (environment): FAULTS_SECONDS (60; without it, shorter when the setup was so slow that
// the run would pass FAULTS_BUDGET_SECONDS, 165), FAULTS_TENANTS (20), FAULTS_MEMBERS (10),
// FAULTS_CRASHES (3), FAULTS_IN_FLIGHT (40: calls in flight at most, see load.mjs),
// FAULTS_THINK_MS (pause between one person's calls, at most; 0), FAULTS_PORT (8960, or the next
// free even port; its inspector on port + 1000), FAULTS_KEEP=1 keeps the temporary folder (state
// and wrangler's log; kept anyway when the run fails), FAULTS_LOG_LEVEL (wrangler's, warn),
// FAULTS_TRACE=file writes every answer of the load (time, ms, call, status, error, tenant) as JSON.
//
// wrangler's proxy is patched (patches/wrangler+4.86.0.patch) to log each request it loses on the way
// to the runtime, with the reason, even at the warn level; the summary lists the runtime's stalls
// (stalls.mjs), its peak memory and the longest pause of the harness's own timers, so a 503 of the
// proxy outside the crash windows says whether the runtime stalled, and whether the machine did.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rssMb } from "../bench/servers.mjs";
import { appServer, freePort, migrate, snapshotApp } from "./crash.mjs";
import { checkInvariants } from "./invariants.mjs";
import { newStats, runLoad, tenantLedger, uniqueToken } from "./load.mjs";
import { printSummary } from "./report.mjs";
import { inPool, makeTenant } from "./tenants.mjs";

const setting = (name, fallback) => (process.env[name] === undefined || process.env[name] === "" ? fallback : Number(process.env[name]));
const SECONDS = setting("FAULTS_SECONDS", 60);
const BUDGET_SECONDS = setting("FAULTS_BUDGET_SECONDS", 165);
const TENANTS = setting("FAULTS_TENANTS", 20);
const MEMBERS = setting("FAULTS_MEMBERS", 10);
const CRASHES = setting("FAULTS_CRASHES", 3);
const THINK_MS = setting("FAULTS_THINK_MS", 0);
const IN_FLIGHT = setting("FAULTS_IN_FLIGHT", 40);
/** Time the checks after the load take, at most, on a busy machine (about 3 s on an idle one). */
const CHECKS_RESERVE_SECONDS = 25;
const MIN_LOAD_SECONDS = 20;
/** After a restart, failed connections still count as the crash's for this long (sockets of the dead server). */
const GRACE_MS = 2_000;

const started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;
const say = (line) => console.log(`[${elapsed().toFixed(1).padStart(5)} s] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const runId = Date.now().toString(36).slice(-5);

const dir = mkdtempSync(join(tmpdir(), "meridian-faults-"));
const PORT = await freePort(setting("FAULTS_PORT", 8960));
const server = appServer({ port: PORT, appDir: join(dir, "app"), stateDir: join(dir, "state"), log: join(dir, "wrangler.log") });
let failed = true;
process.on("exit", () => {
  server.stop();
  if (!failed && !process.env.FAULTS_KEEP) rmSync(dir, { recursive: true, force: true });
  else console.log(`The server's state and log are kept in ${dir}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

/** When the app was down: [from, to] in epoch ms; `which` answers the crash a failure at `at` belongs to, or -1. */
const crashWindows = {
  spans: [],
  which(at) {
    return this.spans.findIndex(([from, to]) => at >= from && at <= (to ?? Infinity) + GRACE_MS);
  },
};

/** Moments for the crashes: one in each of CRASHES equal slices of the load, at a random point away from the slice's ends. */
function crashMoments(seconds, count) {
  const slice = (seconds * 1000) / count;
  return Array.from({ length: count }, (_, index) => Math.round(slice * index + slice * (0.15 + Math.random() * 0.6)));
}

const WATCH_MS = 200;

/**
 * The runtime changing without our SIGKILL (a crash of its own, or wrangler restarting it): noted
 * with the time. Also kept in `watch`: the runtime's peak memory, and the longest delay of this
 * timer (a stall of the whole machine, not only of the runtime, delays it too).
 */
function watchRuntime(loadStart, noted, watch) {
  let known = server.runtimePids().join(",");
  let tick = Date.now();
  const timer = setInterval(() => {
    watch.longestLagMs = Math.max(watch.longestLagMs, Date.now() - tick - WATCH_MS);
    tick = Date.now();
    const pids = server.runtimePids();
    const mb = rssMb(pids);
    if (mb > watch.peakRss.mb) watch.peakRss = { mb, pids, at: (Date.now() - loadStart) / 1000 };
    if (crashWindows.which(Date.now()) >= 0) {
      known = null;
      return;
    }
    const now = pids.join(",");
    if (!known) known = now;
    else if (now !== known) {
      noted.push({ at: (Date.now() - loadStart) / 1000, from: known, to: now });
      say(`the workerd runtime changed without a planned crash: ${known} → ${now || "none"}`);
      known = now;
    }
  }, WATCH_MS);
  return () => clearInterval(timer);
}

async function crashes(loadStart, moments, log) {
  for (const at of moments) {
    await sleep(Math.max(0, loadStart + at - Date.now()));
    const span = [Date.now(), null];
    crashWindows.spans.push(span);
    const { runtimePids } = await server.crash();
    await server.start();
    span[1] = Date.now();
    log.push({ at: (span[0] - loadStart) / 1000, runtimePids, downMs: span[1] - span[0] });
    say(`crash ${log.length}: SIGKILL of workerd ${runtimePids.join(", ")} at ${((span[0] - loadStart) / 1000).toFixed(1)} s of the load; answering again after ${((span[1] - span[0]) / 1000).toFixed(1)} s`);
  }
}

try {
  if (snapshotApp(join(dir, "app"))) say("built the app (build/ was missing)");
  migrate(join(dir, "app"), join(dir, "state"));
  const firstStart = await server.start();
  say(`app up on 127.0.0.1:${PORT} in ${(firstStart / 1000).toFixed(1)} s (served from a copy of the bundle in ${dir})`);

  const token = () => uniqueToken(runId);
  const tenants = await inPool([...Array(TENANTS).keys()], 4, (index) =>
    makeTenant(PORT, { runId, index, members: MEMBERS, groups: 3, tasksEach: 2, token }),
  );
  say(`${TENANTS} organisations × ${MEMBERS} people signed up and invited through the API, each with a team, a project of 3 groups and ${MEMBERS * 2} tasks`);

  let seconds = SECONDS;
  const room = Math.floor(BUDGET_SECONDS - elapsed() - CHECKS_RESERVE_SECONDS);
  let shortened = null;
  if (process.env.FAULTS_SECONDS === undefined && room < seconds) {
    seconds = Math.max(MIN_LOAD_SECONDS, room);
    shortened = `the load ran ${seconds} s instead of ${SECONDS} s: the setup took ${elapsed().toFixed(0)} s (a busy machine), and the run stays within ${BUDGET_SECONDS} s`;
    say(shortened);
  }
  const ledgers = tenants.map(tenantLedger);
  const stats = newStats();
  if (process.env.FAULTS_TRACE) stats.trace = [];
  const crashLog = [];
  const unplanned = [];
  const moments = crashMoments(seconds, CRASHES);
  const loadStart = Date.now();
  stats.loadStart = loadStart;
  say(`load: ${TENANTS * MEMBERS} people at once (at most ${IN_FLIGHT} calls in flight) for ${seconds} s; crashes planned at ${moments.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")}`);
  const runtimeWatch = { peakRss: { mb: 0, pids: [], at: 0 }, longestLagMs: 0 };
  const unwatch = watchRuntime(loadStart, unplanned, runtimeWatch);
  await Promise.all([runLoad({ port: PORT, ledgers, seconds, stats, crashWindows, runId, think: THINK_MS, inFlight: IN_FLIGHT }), crashes(loadStart, moments, crashLog)]);
  unwatch();
  const loadSeconds = (Date.now() - loadStart) / 1000;
  say(`load done: ${stats.answers} answers, ${stats.acknowledged} acknowledged writes`);

  if (process.env.FAULTS_TRACE) {
    const { writeFileSync } = await import("node:fs");
    writeFileSync(process.env.FAULTS_TRACE, JSON.stringify({ loadStart, spans: crashWindows.spans, trace: stats.trace }));
  }
  const invariants = await checkInvariants(PORT, ledgers, runId);
  say(`invariants checked: ${invariants.violations.length} violations`);
  failed = printSummary({ stats, crashLog, crashWindows, unplanned, runtimeWatch, invariants, loadSeconds, shortened, tenants: TENANTS, members: MEMBERS, crashes: CRASHES, totalSeconds: elapsed() });
} catch (error) {
  console.error(`\ntest:faults could not finish: ${error.stack ?? error}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
