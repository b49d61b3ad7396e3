// Starts the Workers the bench measures, each in its own process group, and stops them again.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";

const ROOT = new URL("../../", import.meta.url).pathname;
const QUIET = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true" };

/**
 * Each server's DevTools inspector port: its own port + BENCH_INSPECTOR_OFFSET (1000 unless set), so
 * that a bench run whose ports are confined to a range can keep its inspectors inside it too.
 */
const INSPECTOR_OFFSET = Number(process.env.BENCH_INSPECTOR_OFFSET ?? 1000);
export const inspectorPort = (port) => port + INSPECTOR_OFFSET;

/** How long a server may take to come up (its build included): BENCH_START_SECONDS, 180 unless set (a loaded machine needs more). */
const START_SECONDS = Number(process.env.BENCH_START_SECONDS ?? 180);

async function waitFor(url, child, log) {
  for (let attempt = 0; attempt < START_SECONDS * 2; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up; its log:\n${readFileSync(log, "utf8").slice(-3000)}`);
}

/**
 * Runs `command` (in `root`, a checkout: this one unless given) until `readyUrl` answers 2xx;
 * `stop()` ends its whole process group, whose id is `pid`.
 */
export async function startServer(name, command, args, readyUrl, env = {}, root = ROOT) {
  mkdirSync(`${root}.wrangler/bench-logs`, { recursive: true });
  const log = `${root}.wrangler/bench-logs/${name}.log`;
  const out = openSync(log, "w");
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ["ignore", out, out],
    env: { ...process.env, ...QUIET, ...env },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.once("exit", stop);
  try {
    await waitFor(readyUrl, child, log);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop, pid: child.pid };
}

/** The app as `npm start` runs it (fresh build, fresh state), on 127.0.0.1:port; `root`: another checkout's. */
export const startApp = (port, root = ROOT) =>
  startServer(
    "app",
    "bash",
    ["scripts/serve.sh", String(port), ".wrangler/bench-state", "--fresh"],
    `http://127.0.0.1:${port}/api/v2/tenant/verify?subdomain=acme`,
    // The bench drives one session far past a person's pace: its rate is raised, still counted (rate.mjs).
    { REBUILD: "1", INSPECTOR_PORT: String(inspectorPort(port)), SESSION_RATE_LIMIT: "100000000" },
    root,
  );

/** A Worker of scripts/bench/ (its wrangler config relative to that folder) under wrangler dev, on 127.0.0.1:port. */
const startBenchWorker = (name, config, port, root = ROOT) =>
  startServer(
    name,
    "npx",
    ["wrangler", "dev", "--config", `scripts/bench/${config}`, "--ip", "127.0.0.1", "--port", String(port),
      "--inspector-port", String(inspectorPort(port)), "--log-level", "warn"],
    `http://127.0.0.1:${port}/`,
    {},
    root,
  );

/** The one-line hello-world Worker of scripts/bench/, on the same wrangler and workerd as the app. */
export const startHelloWorld = (port, config) => startBenchWorker(`hello-world-${port}`, config, port);

/** The upload bench's Worker that only pipes a PUT's body into a local R2 bucket (scripts/bench/r2-put.mjs). */
export const startR2Put = (port) => startBenchWorker(`r2-put-${port}`, "r2put.wrangler.toml", port);

/** The bare Remix page of scripts/bench/bare-remix/, built and run like the app, on 127.0.0.1:port; `root` as startApp's. */
export function startBareRemix(port, root = ROOT) {
  execFileSync("npx", ["remix", "build"], { cwd: `${root}scripts/bench/bare-remix`, stdio: "ignore", env: { ...process.env, ...QUIET } });
  return startBenchWorker("bare-remix", "bare-remix/wrangler.toml", port, root);
}

/** The ids of the `workerd` processes in process group `pgid`. */
export function workerdPids(pgid) {
  return execFileSync("ps", ["-eo", "pid=,pgid=,comm="], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([, group, comm]) => Number(group) === pgid && comm === "workerd")
    .map(([pid]) => Number(pid));
}

/** The resident set (VmRSS, MB) of processes `pids` together, now. */
export function rssMb(pids) {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // exited meanwhile
    }
  }
  return kb / 1024;
}

/** The CPU time (ms, user + system, all threads) so far of the `workerd` processes in process group `pgid`. */
export function workerdCpuMs(pgid) {
  const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
  let ticks = 0;
  for (const pid of workerdPids(pgid)) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 14th and 15th of the line.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited meanwhile
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}
