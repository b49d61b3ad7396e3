// npm run bench: the performance numbers we track (README "Performance and size", decision 0014);
// exits non-zero when one misses its budget.
// 1. Argon2id password hashing with the production parameters, in the same WASM build the Worker
//    uses (CPU time per login / sign-up).
// 2. Starts the app as `npm start` does (fresh build and demo data) on BENCH_PORT (8815), the
//    hello-world Workers of scripts/bench/ on BENCH_HELLO_PORT (8825, 8826) and the bare Remix page
//    (8827), then measures the latency of login and of a signed-in page, the JavaScript each page
//    downloads, and throughput in interleaved rounds (BENCH_ROUNDS, BENCH_SECONDS): the signed-in
//    pages against the bare Remix page, the API's refusals against hello-world, and the signed-in
//    pages of copies of the app without each dependency patch (ports from BENCH_HELLO_PORT + 30)
//    against the app as shipped (issue 23 §2). BENCH_PAGES_ONLY=1 stops there; BENCH_PAGES_ONLY=yardstick
//    measures only the yardstick (issue 40 §1: the documents, the client navigations, the List's data, the
//    column-rich List) against the bare Remix page (and the JavaScript they load; BENCH_PATCHES=1 adds the patches' earnings), with
//    no hello-world Workers and no patch copies: two servers, on BENCH_PORT and BENCH_BARE_REMIX_PORT
//    (BENCH_HELLO_PORT + 2 unless set); the copies' ports start at BENCH_VARIANT_PORT (BENCH_HELLO_PORT
//    + 30 unless set); inspectors at each port + BENCH_INSPECTOR_OFFSET (scripts/bench/servers.mjs).
//    BENCH_PAGES_ONLY=lighthouse runs only the app (on BENCH_PORT) and Lighthouse's rows (issue 42 §3,
//    scripts/bench/lighthouse.mjs: mobile performance, total blocking time, LCP, accessibility, SEO of the
//    public pages), which the other runs measure too, after the JavaScript each page downloads.
//    The request rate's cost per call against a signed-in API call (scripts/bench/rate.mjs).
// 3. Issue 7's work screens at 100 and 10,000 tasks (scripts/bench/work.mjs), as ratios; alone:
//    npm run bench:work.
// 4. Issue 21's live updates with 100 open sockets (scripts/bench/live.mjs); alone:
//    BENCH_WORK_ONLY=live npm run bench:work; the export rows: BENCH_WORK_ONLY=exports npm run bench:work.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { login, request, signIn } from "./bench/http.mjs";
import { pageWeights } from "./bench/pageWeight.mjs";
import { printTable } from "./bench/table.mjs";
import { startApp, startBareRemix, startHelloWorld } from "./bench/servers.mjs";
import { interleavedThroughput } from "./bench/throughput.mjs";
import { measureExports } from "./bench/exports.mjs";
import { measureLighthouse } from "./bench/lighthouse.mjs";
import { measureLive } from "./bench/live.mjs";
import { measureWebhooks } from "./bench/webhooks.mjs";
import { measurePdf } from "./bench/pdf.mjs";
import { measureRateCost } from "./bench/rate.mjs";
import { measureUploadMemory } from "./bench/uploadMemory.mjs";
import { measureWork } from "./bench/work.mjs";
import { pageTarget, patchEarnings, signedInPages, yardstickRequests } from "./bench/signedInPages.mjs";

const BUDGET = {
  argon2P95Ms: 250,
  publicPageKiB: 60,
  signedInPageKiB: 150,
  pageRps: 0.3,
  pageP99: 2,
  navigationRps: 1,
  listDataRps: 0.75,
  columnRichListTime: 1.5,
  invalidApiRps: 0.8,
  cachedPublicPageRps: 0.9,
  cachedPublicPageP99: 2,
};
const APP_PORT = Number(process.env.BENCH_PORT ?? 8815);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 8825);
const BARE_HELLO_PORT = HELLO_PORT + 1;
const BARE_REMIX_PORT = Number(process.env.BENCH_BARE_REMIX_PORT ?? HELLO_PORT + 2);
const VARIANT_PORT = Number(process.env.BENCH_VARIANT_PORT ?? HELLO_PORT + 30);
const YARDSTICK_ONLY = process.env.BENCH_PAGES_ONLY === "yardstick";
const LIGHTHOUSE_ONLY = process.env.BENCH_PAGES_ONLY === "lighthouse";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

const require = createRequire(import.meta.url);
const argon2 = await import("argon2-wasm-edge");
const wasm = (name) => readFile(require.resolve(`argon2-wasm-edge/wasm/${name}.wasm`)).then((b) => WebAssembly.compile(b));
argon2.setWASMModules({ argon2WASM: await wasm("argon2"), blake2bWASM: await wasm("blake2b") });

const PARAMS = { parallelism: 1, iterations: 2, memorySize: 19456, hashLength: 32, outputType: "encoded" };

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: pick(0.5).toFixed(1), p95: pick(0.95).toFixed(1) };
}

async function time(fn, runs) {
  await fn();
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

const rows = [];
/** One line of the result table; `pass` undefined means "for information, no budget". */
const row = (what, measured, budget = "", pass = undefined) => rows.push({ what, measured, budget, pass });

if (!LIGHTHOUSE_ONLY) {
  const hash = await time(
    () => argon2.argon2id({ ...PARAMS, password: "Demo#2026", salt: crypto.getRandomValues(new Uint8Array(16)) }),
    20,
  );
  row("argon2id m=19MiB t=2 p=1 hash", `median ${hash.median} ms, p95 ${hash.p95} ms`, `p95 ≤ ${BUDGET.argon2P95Ms} ms`,
    Number(hash.p95) <= BUDGET.argon2P95Ms);
}

console.log(LIGHTHOUSE_ONLY
  ? `Starting the app on ${APP_PORT} …`
  : YARDSTICK_ONLY
  ? `Starting the app on ${APP_PORT} and the bare Remix page on ${BARE_REMIX_PORT} …`
  : `Starting the app on ${APP_PORT}, the hello-world Workers on ${HELLO_PORT} and ${BARE_HELLO_PORT}, the bare Remix page on ${BARE_REMIX_PORT} …`);
// One after the other: the app's build rewrites public/, which the yardstick's static-assets layer
// serves too, and two wrangler instances starting at once in one folder now and then fail to start.
const servers = [await startApp(APP_PORT)];
if (!YARDSTICK_ONLY && !LIGHTHOUSE_ONLY) {
  servers.push(await startHelloWorld(HELLO_PORT, "wrangler.toml"));
  servers.push(await startHelloWorld(BARE_HELLO_PORT, "bare.wrangler.toml"));
}
if (!LIGHTHOUSE_ONLY) servers.push(await startBareRemix(BARE_REMIX_PORT));
try {
  const seeded = await fetch(`http://127.0.0.1:${APP_PORT}/api/v2/dev/seed`, { method: "POST" });
  if (!seeded.ok) throw new Error(`seeding the demo data answered ${seeded.status}`);

  if (LIGHTHOUSE_ONLY) {
    for (const { what, measured, budget, pass } of await measureLighthouse(APP_PORT, await signIn(APP_PORT))) row(what, measured, budget, pass);
    process.exit(printTable(rows) ? 1 : 0);
  }

  const loginTime = await time(() => login(APP_PORT), 10);
  row("POST /api/v2/user/login", `median ${loginTime.median} ms, p95 ${loginTime.p95} ms`);
  const cookie = await signIn(APP_PORT);
  const page = await time(() => request(APP_PORT, "acme.localhost", "/my-space", { headers: { cookie } }), 30);
  row("GET /my-space signed in", `median ${page.median} ms, p95 ${page.p95} ms`);
  // Issue 44 §1: the request rate's cost per call (scripts/bench/rate.mjs).
  for (const { what, measured, budget, pass } of await measureRateCost(APP_PORT, cookie)) row(what, measured, budget, pass);

  const pages = await pageWeights(APP_PORT, [
    { name: "landing (www /)", host: "www.localhost", path: "/", routeId: "routes/_index", budget: BUDGET.publicPageKiB },
    { name: "login (auth /login)", host: "auth.localhost", path: "/login", routeId: "routes/login", budget: BUDGET.publicPageKiB },
    { name: "pricing (www /pricing)", host: "www.localhost", path: "/pricing", routeId: "routes/pricing", budget: BUDGET.publicPageKiB },
    { name: "sign-up modal (www /?signUp=true)", host: "www.localhost", path: "/?signUp=true&from=website", routeId: "routes/_index" },
    { name: "first signed-in load (/my-space)", host: "acme.localhost", path: "/my-space", routeId: "routes/_app.my-space", cookie, budget: BUDGET.signedInPageKiB },
  ]);
  for (const { name, kib, files, budget } of pages) {
    const measured = `${kib.toFixed(1)} KiB in ${files} files`;
    row(`JS gzip: ${name}`, measured, budget ? `≤ ${budget} KiB` : "", budget ? kib <= budget : undefined);
  }

  // Issue 42 §3: Lighthouse's mobile figures (the yardstick run leaves them out).
  if (!YARDSTICK_ONLY) for (const { what, measured, budget, pass } of await measureLighthouse(APP_PORT, cookie)) row(what, measured, budget, pass);

  // Issue 40 §1: the yardstick, what a person waits for, against the bare Remix page measured in the
  // same run: the documents (first load, reload, every page without JavaScript), the two client
  // navigations and the List's data with every loader, and the column-rich List against the List.
  const signedIn = await signedInPages(APP_PORT, cookie);
  const others = await yardstickRequests(APP_PORT, cookie, signedIn);
  const bareRemixTarget = { name: "bare Remix page", url: `http://127.0.0.1:${BARE_REMIX_PORT}/`, status: "2xx" };
  const { yardstick: bareRemix, targets: measured } = await interleavedThroughput(
    bareRemixTarget,
    Object.entries({ ...signedIn, ...others }).map(([name, path]) => pageTarget(name, APP_PORT, cookie, path)),
    { rounds: ROUNDS, seconds: SECONDS },
  );
  const byName = Object.fromEntries(measured.map((target) => [target.name, target]));
  row("bare Remix page (scripts/bench/bare-remix: one route, 50 rows, no data, no session): the yardstick", `${bareRemix.rps.toFixed(0)} req/s, p99 ${bareRemix.p99} ms`);
  const throughputRow = (what, target, budget, p99Budget) => {
    row(`${what}: throughput vs the bare Remix page`, `${target.rps.toFixed(0)} req/s = ${target.rpsRatio.toFixed(2)}×`,
      `≥ ${budget}×`, target.rpsRatio >= budget);
    row(`${what}: p99 vs the bare Remix page`, `${target.p99} ms = ${target.p99Ratio.toFixed(2)}×`,
      p99Budget ? `≤ ${p99Budget}×` : "", p99Budget ? target.p99Ratio <= p99Budget : undefined);
  };
  for (const name of Object.keys(signedIn)) throughputRow(`GET ${name} signed in (document)`, byName[name], BUDGET.pageRps, BUDGET.pageP99);
  for (const name of ["List → Kanban navigation", "Kanban → List navigation"]) throughputRow(`${name} (.data?_routes=${decodeURIComponent(others[name].split("_routes=")[1])})`, byName[name], BUDGET.navigationRps);
  throughputRow("GET the List's .data (every loader)", byName["List data, every loader"], BUDGET.listDataRps);
  const [rich, plain] = [byName["List of 20 tasks with nine custom columns"], byName["List view"]];
  const richTime = plain.rps / rich.rps;
  row("List of 20 tasks with nine custom columns (document): time vs the same List without them",
    `${rich.rps.toFixed(0)} / ${plain.rps.toFixed(0)} req/s = ${richTime.toFixed(2)}× the time; p99 ${rich.p99} / ${plain.p99} ms = ${(rich.p99 / plain.p99).toFixed(2)}×`,
    `≤ ${BUDGET.columnRichListTime}×`, richTime <= BUDGET.columnRichListTime);

  // Issue 40 §1: each dependency patch stays while it earns ≥ 5 % on these requests; the yardstick
  // run measures that too with BENCH_PATCHES=1.
  const patchRows = async () => {
    const options = { pages: { ...signedIn, ...others }, cookie, appPort: APP_PORT, bareRemix: bareRemixTarget, firstPort: VARIANT_PORT, rounds: ROUNDS, seconds: SECONDS };
    for (const figure of await patchEarnings(options)) row(figure.what, figure.measured, figure.budget, figure.pass);
  };
  // (process.exit runs the exit handlers of servers.mjs, which stop the servers.)
  if (YARDSTICK_ONLY) {
    // The yardstick's rows first: the copies without a patch take minutes to build on a busy machine.
    if (process.env.BENCH_PATCHES) {
      printTable(rows);
      await patchRows();
    }
    process.exit(printTable(rows) ? 1 : 0);
  }

  // Issue 40 §6: the landing page from the edge cache (publicPageCache.ts), put there by a first request.
  const landing = { host: `www.localhost:${APP_PORT}` };
  await request(APP_PORT, "www.localhost", "/");
  const { yardstick: hello, targets: [invalidApi, bare, bareRemixVsHello, cachedLanding] } = await interleavedThroughput(
    { name: "hello-world", url: `http://127.0.0.1:${HELLO_PORT}/`, status: "2xx" },
    [
      {
        name: "invalid API call",
        url: `http://127.0.0.1:${APP_PORT}/api/v2/user/login`,
        method: "POST",
        headers: { host: `auth.localhost:${APP_PORT}`, "content-type": "application/json" },
        body: "{}",
        status: "4xx",
      },
      { name: "bare hello-world", url: `http://127.0.0.1:${BARE_HELLO_PORT}/`, status: "2xx" },
      bareRemixTarget,
      { name: "cached landing page", url: `http://127.0.0.1:${APP_PORT}/`, headers: landing, status: "2xx" },
    ],
    { rounds: ROUNDS, seconds: SECONDS },
  );
  const rps = (result) => `${result.rps.toFixed(0)} req/s = ${result.rpsRatio.toFixed(2)}×`;
  row(`hello-world behind static assets`, `${hello.rps.toFixed(0)} req/s, p99 ${hello.p99} ms`);
  row("POST /api/v2/user/login {} (400): throughput vs hello-world", rps(invalidApi), `≥ ${BUDGET.invalidApiRps}×`,
    invalidApi.rpsRatio >= BUDGET.invalidApiRps);
  row("bare hello-world (no static assets layer) vs hello-world", rps(bare));
  row("bare Remix page vs hello-world: what the stack costs", `${rps(bareRemixVsHello)}, p99 ${bareRemixVsHello.p99Ratio.toFixed(2)}×`);
  row("GET www / from the edge cache: throughput vs hello-world", rps(cachedLanding), `≥ ${BUDGET.cachedPublicPageRps}×`,
    cachedLanding.rpsRatio >= BUDGET.cachedPublicPageRps);
  row("GET www / from the edge cache: p99 vs hello-world", `${cachedLanding.p99} ms = ${cachedLanding.p99Ratio.toFixed(2)}×`,
    `≤ ${BUDGET.cachedPublicPageP99}×`, cachedLanding.p99Ratio <= BUDGET.cachedPublicPageP99);

  // Issue 23 §2: what each dependency patch earns, against the same bare Remix page.
  await patchRows();

  if (!process.env.BENCH_PAGES_ONLY) {
    // Issue 7: the work screens at 100 and 10,000 tasks (scripts/bench/work.mjs).
    for (const { what, measured, budget, pass } of await measureWork(APP_PORT)) row(what, measured, budget, pass);
    // Issue 21: live updates to 100 open sockets (scripts/bench/live.mjs).
    for (const { what, measured, budget, pass } of await measureLive(APP_PORT, servers[0].pid)) row(what, measured, budget, pass);
    // Issue 44 §3: webhooks from the commit to a receiver, and the command's own time (scripts/bench/webhooks.mjs).
    for (const { what, measured, budget, pass } of await measureWebhooks(APP_PORT)) row(what, measured, budget, pass);
    // Issue 17: the Worker's memory while a 20 MB file uploads (scripts/bench/uploadMemory.mjs).
    for (const { what, measured, budget, pass } of await measureUploadMemory(APP_PORT, servers[0].pid)) row(what, measured, budget, pass);
    // Issue 19 §2: the PDF of a 1,000-task List (scripts/bench/pdf.mjs).
    for (const { what, measured, budget, pass } of await measurePdf(APP_PORT, servers[0].pid)) row(what, measured, budget, pass);
    // Issue 19 §4: exports and import of 10,000 tasks with 10 custom columns (scripts/bench/exports.mjs).
    for (const { what, measured, budget, pass } of await measureExports(APP_PORT, servers[0].pid)) row(what, measured, budget, pass);
  }
} finally {
  for (const server of servers) server.stop();
}

process.exit(printTable(rows) ? 1 : 0);
