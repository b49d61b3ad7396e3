// The app under wrangler dev on its own port and persistence folder, and its crash: SIGKILL of the
// workerd runtime that runs the Worker and the tenants' Durable Objects (found in the process tree
// under the wrangler we started), then of the rest of that tree, then a new wrangler dev on the
// same persistence folder, waited on until it answers.
import { execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from "node:fs";
import { call, dropSockets } from "./client.mjs";

const ROOT = new URL("../../", import.meta.url).pathname;
const WRANGLER = `${ROOT}node_modules/wrangler/bin/wrangler.js`;
const QUIET = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true", NO_COLOR: "1" };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A wrangler command that must succeed; its output only when it fails. */
function wrangler(args) {
  try {
    execFileSync(process.execPath, [WRANGLER, ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...QUIET } });
  } catch (error) {
    throw new Error(`wrangler ${args.slice(0, 3).join(" ")} failed:\n${String(error.stdout ?? "").slice(-2000)}${String(error.stderr ?? "").slice(-2000)}`);
  }
}

/** The Remix build the Worker serves (build/server/index.js): made if missing. */
function ensureBuild() {
  if (existsSync(`${ROOT}build/server/index.js`)) return false;
  execFileSync("npx", ["remix", "build"], { cwd: ROOT, stdio: "ignore", env: { ...process.env, ...QUIET } });
  return true;
}

/**
 * The app as it is now, apart from the working tree: the Worker bundled once (as `wrangler deploy`
 * bundles it), its config, static assets and directory migrations, copied into `dir`. wrangler dev
 * watches what it serves and reloads the Worker when a file changes; served from the copy, an edit
 * or a build in the working tree during the run neither reloads it (a reload answers 503 to the
 * requests in flight) nor changes the code between one restart and the next. Answers whether it built.
 */
export function snapshotApp(dir) {
  const built = ensureBuild();
  mkdirSync(dir, { recursive: true });
  wrangler(["deploy", "--dry-run", "--outdir", `${dir}/bundle`, "--config", `${ROOT}wrangler.toml`]);
  cpSync(`${ROOT}wrangler.toml`, `${dir}/wrangler.toml`);
  cpSync(`${ROOT}public`, `${dir}/public`, { recursive: true });
  cpSync(`${ROOT}app/server/directory/migrations`, `${dir}/app/server/directory/migrations`, { recursive: true });
  return built;
}

/** The directory database's migrations, applied to the persistence folder. */
export function migrate(dir, stateDir) {
  wrangler(["d1", "migrations", "apply", "DIRECTORY", "--local", "--config", `${dir}/wrangler.toml`, "--persist-to", stateDir]);
}

const listenable = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** The first port from `first` on (every other one) that is free, with its inspector port (+ 1000): another run may hold `first`. */
export async function freePort(first) {
  for (let port = first; port < first + 40; port += 2) {
    if ((await listenable(port)) && (await listenable(port + 1000))) return port;
  }
  throw new Error(`no free port between ${first} and ${first + 40} (with its inspector port + 1000)`);
}

/** Every process's parent, from /proc. */
function parents() {
  const map = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid …: the command may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      map.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  return map;
}

/** The processes under `root` (not itself), each with its command line. */
export function descendants(root) {
  const byParent = new Map();
  for (const [pid, ppid] of parents()) byParent.set(ppid, [...(byParent.get(ppid) ?? []), pid]);
  const found = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of byParent.get(queue.shift()) ?? []) {
      let cmdline = "";
      try {
        cmdline = readFileSync(`/proc/${child}/cmdline`, "utf8").replaceAll("\0", " ");
      } catch {
        // gone meanwhile
      }
      found.push({ pid: child, cmdline });
      queue.push(child);
    }
  }
  return found;
}

/**
 * The app's server: `start()` runs wrangler dev and waits until it answers; `crash()` kills its
 * runtime with SIGKILL (then the rest of its tree, so nothing restarts it behind our back);
 * `stop()` ends it. Each start appends to `log`.
 */
export function appServer({ port, appDir, stateDir, log }) {
  let child = null;
  let exited = null;
  const readyUrl = "/api/v2/tenant/verify?subdomain=www";

  async function start() {
    const out = openSync(log, "a");
    child = spawn(
      process.execPath,
      [WRANGLER, "dev", `${appDir}/bundle/worker.js`, "--no-bundle", "--config", `${appDir}/wrangler.toml`, "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(port + 1000),
        "--persist-to", stateDir, "--var", `BASE_DOMAIN:localhost:${port}`, "--log-level", process.env.FAULTS_LOG_LEVEL || "warn"],
      { cwd: ROOT, detached: true, stdio: ["ignore", out, out], env: { ...process.env, ...QUIET } },
    );
    closeSync(out);
    exited = new Promise((resolve) => child.once("exit", resolve));
    const started = performance.now();
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`wrangler dev exited (${child.exitCode ?? child.signalCode}); its log:\n${readFileSync(log, "utf8").slice(-3000)}`);
      }
      const answer = await call(port, "www.localhost", readyUrl, { timeoutMs: 5_000 });
      if (answer.status === 200) return performance.now() - started;
      if (performance.now() - started > 90_000) throw new Error(`the app did not answer within 90 s; its log:\n${readFileSync(log, "utf8").slice(-3000)}`);
      await sleep(100);
    }
  }

  /** SIGKILL of the runtime, then of its tree; answers the runtime's pid and what else was killed. */
  async function crash() {
    const tree = descendants(child.pid);
    const runtime = runtimePids();
    if (runtime.length === 0) throw new Error(`no workerd runtime under wrangler (pid ${child.pid}): ${JSON.stringify(tree)}`);
    for (const pid of runtime) process.kill(pid, "SIGKILL");
    // The rest of the tree at once: its own process group (wrangler would otherwise start a new runtime).
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    await exited;
    for (const p of tree) {
      for (let wait = 0; wait < 50 && existsSync(`/proc/${p.pid}`) && !isZombie(p.pid); wait++) await sleep(20);
    }
    dropSockets();
    return { runtimePids: runtime, killed: tree.length + 1 };
  }

  /** Ends the whole tree at once (its state is thrown away or kept as it is). */
  function stop() {
    if (!child) return;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    dropSockets();
  }

  /** The workerd runtime's pids now: the workerd that runs the Worker, not the one of the proxy wrangler puts on our port. */
  function runtimePids() {
    if (!child) return [];
    return descendants(child.pid)
      .filter((p) => /\/workerd\b/.test(p.cmdline) && / serve /.test(p.cmdline) && !p.cmdline.includes(`entry=127.0.0.1:${port} `))
      .map((p) => p.pid);
  }

  return { start, crash, stop, runtimePids };
}

function isZombie(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return true;
  }
}
