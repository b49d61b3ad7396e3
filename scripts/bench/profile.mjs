// node scripts/bench/profile.mjs [PAGE]: a CPU profile of the app's Worker (and its Durable Objects,
// same process) while it serves one signed-in page under load. PAGE is my-space, list, kanban, gantt
// (the yardstick's pages: a project of 20 tasks), list-data, to-kanban, to-list (the List's .data with every
// loader, the two client navigations' .data), login-refusal (POST /api/v2/user/login {}) or list-1 (the List of a project of one task: what a
// project page costs before its rows); list unless given. Starts the app on BENCH_PORT (8960) with
// its inspector on BENCH_PORT + 1000, loads the page with autocannon for BENCH_SECONDS (8) while V8's
// sampling profiler runs, prints the functions by self and by inclusive time (PROFILE_TOP rows) and
// writes /tmp/profile-PAGE.cpuprofile for DevTools. For readable names, set `minify = false` and
// `keep_names = true` in wrangler.toml for the run (the app is then a little slower than shipped).
import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import WebSocket from "ws";
import { request, signIn } from "./http.mjs";
import { HOST } from "./projects.mjs";
import { inspectorPort, startApp } from "./servers.mjs";
import { signedInPages } from "./signedInPages.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8960);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const KIND = process.argv[2] ?? "list";
const TOP = Number(process.env.PROFILE_TOP ?? 40);

const app = await startApp(PORT);
try {
  await fetch(`http://127.0.0.1:${PORT}/api/v2/dev/seed`, { method: "POST" });
  const cookie = await signIn(PORT);
  const pages = await signedInPages(PORT, cookie);
  const list = pages["List view"];
  const target = KIND === "login-refusal"
    ? { path: "/api/v2/user/login", method: "POST", body: "{}", headers: { host: `auth.localhost:${PORT}`, "content-type": "application/json" } }
    : {
      path: KIND === "list-1"
        ? await oneTaskProject(cookie)
        : {
          "my-space": pages["/my-space"], list, kanban: pages["Kanban view"], gantt: pages["Gantt view"],
          "list-data": `${list}.data`,
          "to-kanban": `${list}/kanban.data?_routes=${encodeURIComponent("routes/_app.projects.$teamId.$projectId.kanban")}`,
          "to-list": `${list}.data?_routes=${encodeURIComponent("routes/_app.projects.$teamId.$projectId._index")}`,
        }[KIND],
      headers: { host: `${HOST}:${PORT}`, cookie },
    };
  const { path } = target;
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort(PORT)}/json`)).json();
  const inspector = new Inspector(targets.find((t) => !/\$/.test(t.title ?? "")) ?? targets[0]);
  await inspector.ready;
  console.log("inspector targets:", targets.map((t) => t.title).join(", "));
  await inspector.call("Profiler.enable");
  await inspector.call("Profiler.setSamplingInterval", { interval: 200 });
  await inspector.call("Profiler.start");
  const result = await autocannon({ url: `http://127.0.0.1:${PORT}${path}`, method: target.method ?? "GET", body: target.body, connections: 8, duration: SECONDS, headers: target.headers });
  const { profile } = await inspector.call("Profiler.stop");
  console.log(`${path}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
  writeFileSync(`/tmp/profile-${KIND}.cpuprofile`, JSON.stringify(profile));
  report(profile);
  inspector.close();
} finally {
  app.stop();
}

async function oneTaskProject(cookie) {
  const answer = await request(PORT, HOST, "/api/v2/dev/seedWork", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ teamName: "Profile", ownerEmail: "ada@acme.test", projects: [{ name: "One task", tasks: 1, groups: 1 }] }),
  });
  const { teamId, projects: [{ projectId }] } = JSON.parse(answer.body).data;
  const path = `/projects/${teamId}/${projectId}`;
  await request(PORT, HOST, path, { headers: { cookie } });
  return path;
}

function report(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfCount = new Map();
  for (const id of profile.samples) selfCount.set(id, (selfCount.get(id) ?? 0) + 1);
  const name = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
  };
  const self = new Map();
  const total = new Map();
  let all = 0;
  for (const [id, count] of selfCount) {
    all += count;
    const node = byId.get(id);
    self.set(name(node), (self.get(name(node)) ?? 0) + count);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const key = name(byId.get(at));
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + count);
    }
  }
  const print = (title, map) => {
    console.log(`\n${title} (% of ${all} samples)`);
    for (const [key, count] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${((100 * count) / all).toFixed(1).padStart(5)}  ${key}`);
  };
  print("self", self);
  print("total", total);
}

function Inspector(target) {
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  const pending = new Map();
  let next = 1;
  this.ready = new Promise((resolve) => socket.once("open", resolve));
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString());
    if (message.id && pending.has(message.id)) {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) reject(new Error(JSON.stringify(message.error)));
      else resolve(message.result);
    }
  });
  this.call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  this.close = () => socket.close();
}
