// node scripts/faults/proxy-stall.mjs [port]: shows what wrangler's dev proxy does when the runtime's
// thread stalls (see stalls.mjs). A Worker of a few lines runs under wrangler dev as test:faults runs
// the app; one call keeps its thread busy for a short stall, then for a long one, while POSTs and
// GETs are sent. Prints what they were answered, whether the runtime's pid changed, and wrangler's
// log. Exits 0 when the long stall (5 s or more) cost POSTs the proxy's 503 with no restart, the
// short one none, and the log names the lost requests. (The GETs sent during the long stall wait for
// the next request to come through: the proxy sends them again only then, so here they time out.)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { call } from "./client.mjs";
import { appServer, freePort } from "./crash.mjs";

const WORKER = `export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === "/stall") {
      // The clock stands still while a Worker computes, so the stall is a number of turns.
      let x = 0;
      for (let i = 0, n = Number(url.searchParams.get("turns")); i < n; i++) x = (x + i * 7) % 1000003;
      return new Response(String(x));
    }
    return new Response(request.method === "POST" ? String((await request.text()).length) : "ok");
  },
};
`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const dir = mkdtempSync(join(tmpdir(), "meridian-proxy-stall-"));
mkdirSync(join(dir, "app", "bundle"), { recursive: true });
writeFileSync(join(dir, "app", "bundle", "worker.js"), WORKER);
writeFileSync(join(dir, "app", "wrangler.toml"), `name = "proxy-stall"\ncompatibility_date = "2026-05-01"\n`);
const port = await freePort(Number(process.argv[2] ?? 8960));
const log = join(dir, "wrangler.log");
const server = appServer({ port, appDir: join(dir, "app"), stateDir: join(dir, "state"), log });
process.on("exit", () => server.stop());

const send = (method, path) => call(port, "localhost", path, method === "POST" ? { method, body: "x".repeat(200) } : {});

/** The turns for a stall of `ms`, from a short one timed. */
async function turnsFor(ms) {
  const probe = 2e7;
  const answer = await send("GET", `/stall?turns=${probe}`);
  return Math.round((probe * ms) / answer.ms);
}

/** A stall of about `ms` with POSTs and GETs sent during it on warm connections: what they were answered. */
async function stallWith(ms) {
  await Promise.all(Array.from({ length: 40 }, () => send("POST", "/warm")));
  const stall = send("GET", `/stall?turns=${await turnsFor(ms)}`);
  await sleep(300);
  const during = [];
  for (let index = 0; index < 30; index++) {
    during.push(send(index % 3 === 0 ? "GET" : "POST", "/during"));
    await sleep(50);
  }
  const answers = await Promise.all(during);
  const counts = {};
  for (const answer of answers) {
    const key = `${answer.status === 0 ? answer.error : answer.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  const stalled = await stall;
  return { stalledMs: stalled.ms, counts, lost: answers.filter((answer) => answer.status === 503), sample: answers.find((answer) => answer.status === 503)?.body };
}

try {
  await server.start();
  const before = server.runtimePids().join(",");
  const short = await stallWith(3_000);
  console.log(`stall of ${(short.stalledMs / 1000).toFixed(1)} s: ${JSON.stringify(short.counts)}`);
  const long = await stallWith(8_000);
  console.log(`stall of ${(long.stalledMs / 1000).toFixed(1)} s: ${JSON.stringify(long.counts)}${long.sample ? `; a 503 reads: ${long.sample}` : ""}`);
  const after = server.runtimePids().join(",");
  console.log(`runtime pid ${before} before, ${after} after`);
  const logged = readFileSync(log, "utf8").split("\n").filter((line) => line.includes("[ProxyWorker]"));
  console.log(`wrangler's log: ${logged.length} lines of the proxy, e.g. ${logged[0]?.trim() ?? "none"}`);
  const shown = short.lost.length === 0 && (long.stalledMs < 5_000 || long.lost.length > 0) && before === after && logged.length >= long.lost.length;
  if (long.stalledMs < 5_000) console.log("the long stall came out under 5 s (a busy machine): run again");
  rmSync(dir, { recursive: true, force: true });
  process.exit(shown ? 0 : 1);
} catch (error) {
  console.error(`proxy-stall could not finish: ${error.stack ?? error}; its folder: ${dir}`);
  process.exit(1);
}
