// The summary table of test:faults and its verdict.
import { describeStall, STALL_MS, stallsOutside } from "./stalls.mjs";

const percentile = (samples, p) => {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => (Number.isNaN(value) ? "–" : `${value.toFixed(0)} ms`);

/** 4xx answers the load expects: a dependency that would close a loop, exists already or links a task just archived. */
const EXPECTED_4XX = /^dependency 4\d\d /;

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join("  ");
  console.log(line(rows[0]));
  console.log(widths.map((width) => "─".repeat(width)).join("  "));
  for (const row of rows.slice(1)) console.log(line(row));
}

/** Prints the tables and every failure; answers true when the run failed. */
export function printSummary({ stats, crashLog, crashWindows, unplanned, runtimeWatch, invariants, loadSeconds, shortened, tenants, members, crashes, totalSeconds }) {
  const failures = [];
  const appErrors = stats.serverErrors;
  for (const error of appErrors.slice(0, 10)) {
    // wrangler's proxy answers this 503 itself when its request to the runtime failed: a reload, a restart, or a stall (stalls.mjs).
    const proxy = /restarted mid-request/.test(error.body ?? "") ? ` [from wrangler's proxy: its request to the runtime failed (see wrangler.log)${error.stall ? `, at the end of a stall of the runtime: ${describeStall(error.stall, stats.loadStart)}` : ""}]` : "";
    failures.push(`SERVER ERROR ${error.status} on ${error.op} at ${((error.at - stats.loadStart) / 1000).toFixed(1)} s of the load after ${error.ms.toFixed(0)} ms${error.inWindow ? " (during a crash window)" : ""}: request ${JSON.stringify(error.request ?? {})}, answer ${error.body}${proxy}`);
  }
  if (appErrors.length > 10) failures.push(`… and ${appErrors.length - 10} more server errors`);
  const outside = stats.transport.filter((failure) => !failure.inWindow);
  for (const failure of outside.slice(0, 10)) failures.push(`a ${failure.op} call failed with ${failure.error} outside every crash window`);
  if (outside.length > 10) failures.push(`… and ${outside.length - 10} more calls without an answer outside the crash windows`);
  const unexpected = Object.entries(stats.clientErrors).filter(([key]) => !EXPECTED_4XX.test(key));
  for (const [key, count] of unexpected) failures.push(`unexpected client error (${count}×): ${key}`);
  for (const change of unplanned) failures.push(`the workerd runtime restarted without a planned crash at ${change.at.toFixed(1)} s of the load (pid ${change.from} → ${change.to || "none"})`);
  if (crashLog.length !== crashes) failures.push(`${crashLog.length} of ${crashes} crashes happened`);
  failures.push(...stats.violations.slice(0, 10));
  failures.push(...invariants.violations.slice(0, 40));
  if (invariants.violations.length > 40) failures.push(`… and ${invariants.violations.length - 40} more violations`);

  console.log(`\nLoad: ${tenants} organisations × ${members} people for ${loadSeconds.toFixed(0)} s, ${crashLog.length} crashes`);
  table([
    ["call", "answers", "2xx", "4xx", "5xx", "no answer", "p50", "p99"],
    ...Object.entries(stats.byOp).map(([op, row]) => [op, row.answers, row.ok, row.c4xx, row.c5xx, row.transport, ms(percentile(row.latencies, 50)), ms(percentile(row.latencies, 99))]),
    ["all", stats.answers, Object.values(stats.byOp).reduce((sum, row) => sum + row.ok, 0), Object.values(stats.byOp).reduce((sum, row) => sum + row.c4xx, 0),
      appErrors.length, stats.transport.length, ms(percentile(stats.latencies, 50)), ms(percentile(stats.latencies, 99))],
  ]);
  if (Object.keys(stats.clientErrors).length > 0) {
    console.log("\n4xx answers:");
    for (const [key, count] of Object.entries(stats.clientErrors).sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(5)}  ${key}`);
  }
  console.log("\nCrashes (SIGKILL of the workerd runtime, restart on the same state):");
  table([
    ["#", "at (s of load)", "workerd pid", "down for", "calls cut off", "calls refused while down"],
    ...crashLog.map((crash, index) => {
      const failures = stats.transport.filter((failure) => failure.window === index);
      const refused = failures.filter((failure) => failure.error === "ECONNREFUSED").length;
      return [index + 1, crash.at.toFixed(1), crash.runtimePids.join(","), `${(crash.downMs / 1000).toFixed(1)} s`, failures.length - refused, refused];
    }),
  ]);
  const stalls = stallsOutside(stats.pace.stalls, (at) => crashWindows.which(at));
  const c = invariants.counts;
  console.log("\nAfterwards:");
  table([
    ["what", "measured", "must be"],
    ["answers", stats.answers, "—"],
    ["server errors (5xx)", appErrors.length, "0"],
    ["p99 latency, all answers", ms(percentile(stats.latencies, 99)), "reported"],
    ["p99 latency, outside the crash windows", ms(percentile(stats.steadyLatencies, 99)), "reported"],
    ["longest stall outside the crash windows", stalls.length > 0 ? ms(stalls[0].to - stalls[0].from) : "–", "reported"],
    ["runtime memory, peak RSS", `${runtimeWatch.peakRss.mb.toFixed(0)} MB (pid ${runtimeWatch.peakRss.pids.join(", ")} at ${runtimeWatch.peakRss.at.toFixed(1)} s)`, "reported"],
    ["longest pause of the harness's own timers", ms(runtimeWatch.longestLagMs), "reported"],
    ["acknowledged writes", stats.acknowledged, "—"],
    ["writes without an answer (crash windows)", stats.unacknowledged, "may or may not be there"],
    ["acknowledged tasks missing", c.lost, "0"],
    ["tasks live / archived", `${c.live} / ${c.archived}`, "—"],
    ["unanswered creates that are there", `${c.unacknowledgedThere} of ${c.unacknowledgedCreates}`, "either"],
    ["dependencies listed / acknowledged", `${c.dependencies} / ${c.acknowledgedDependencies}`, "acyclic"],
    ["activity entries read", c.activity, "one per command"],
    ["searches", c.searched, "exact"],
    ["violations", invariants.violations.length, "0"],
    ["wall time", `${totalSeconds.toFixed(0)} s`, "< 180 s"],
  ]);
  if (stalls.length > 0) {
    console.log(`\nStalls of the runtime outside the crash windows (calls in flight, none answered, ${STALL_MS / 1000} s or more):`);
    for (const stall of stalls.slice(0, 5)) console.log(`  ${describeStall(stall, stats.loadStart)}`);
  }
  if (shortened) console.log(`\nNote: ${shortened}.`);
  if (failures.length > 0) {
    console.log(`\ntest:faults FAILED (${failures.length}):`);
    for (const failure of failures) console.log(`  ✗ ${failure}`);
    return true;
  }
  console.log("\ntest:faults passed: no server error, no lost acknowledged write, every invariant holds.");
  return false;
}
