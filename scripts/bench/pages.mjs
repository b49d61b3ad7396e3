// node scripts/bench/pages.mjs: signed-in pages on realistic, varied URLs against the bare Remix page
// (issue 24 §5: the patches of decisions 0033 and 0034 are judged here). Seeds PROJECTS projects,
// then measures in interleaved rounds against the hello-world yardstick (BENCH_ROUNDS, BENCH_SECONDS):
// my-space (one URL, as `npm run bench`), the project pages spread over List, Kanban and Gantt of
// every project (3 × PROJECTS distinct pathnames, more than a per-pathname cache of 1,000 holds;
// each visited once before measuring),
// and the bare Remix page. Ports: BENCH_PORT (8815) and the three after BENCH_HELLO_PORT (8825).
import { signIn } from "./http.mjs";
import { projectPaths, seedProjects, visitAll, HOST } from "./projects.mjs";
import { startApp, startBareRemix, startHelloWorld } from "./servers.mjs";
import { printTable } from "./table.mjs";
import { interleavedThroughput } from "./throughput.mjs";

const APP_PORT = Number(process.env.BENCH_PORT ?? 8815);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 8825);
const BARE_REMIX_PORT = HELLO_PORT + 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 350);
const servers = [await startApp(APP_PORT)];
servers.push(await startHelloWorld(HELLO_PORT, "wrangler.toml"));
servers.push(await startBareRemix(BARE_REMIX_PORT));
try {
  const seeded = await fetch(`http://127.0.0.1:${APP_PORT}/api/v2/dev/seed`, { method: "POST" });
  if (!seeded.ok) throw new Error(`seeding the demo data answered ${seeded.status}`);
  const projects = await seedProjects(APP_PORT, PROJECTS);
  const cookie = await signIn(APP_PORT);
  const paths = projectPaths(projects);
  await visitAll(APP_PORT, paths, cookie);
  const app = `http://127.0.0.1:${APP_PORT}`;
  const headers = { host: `${HOST}:${APP_PORT}`, cookie };
  const { yardstick, targets } = await interleavedThroughput(
    { name: "hello-world", url: `http://127.0.0.1:${HELLO_PORT}/`, status: "2xx" },
    [
      { name: "bare Remix page", url: `http://127.0.0.1:${BARE_REMIX_PORT}/`, status: "2xx" },
      { name: "my-space (one URL)", url: `${app}/my-space`, headers, status: "2xx" },
      { name: `project pages (${paths.length} URLs)`, url: `${app}/`, paths, headers, status: "2xx" },
    ],
    { rounds: ROUNDS, seconds: SECONDS },
  );
  const bare = targets[0];
  const rows = [{ what: "hello-world (yardstick)", measured: `${yardstick.rps.toFixed(0)} req/s, p99 ${yardstick.p99} ms` }];
  for (const target of targets) {
    rows.push({
      what: target.name,
      measured: `${target.rps.toFixed(0)} req/s = ${target.rpsRatio.toFixed(3)}× hello-world = ${(target.rpsRatio / bare.rpsRatio).toFixed(3)}× bare Remix; ` +
        `p99 ${target.p99} ms = ${(target.p99Ratio / bare.p99Ratio).toFixed(2)}× bare Remix's`,
    });
  }
  printTable(rows);
  if (process.env.BENCH_JSON) console.log(JSON.stringify({ yardstick, targets }));
} finally {
  for (const server of servers) server.stop();
}
