// Issue 44 §1: what the per-session (and per-token) request rate costs a call. The rate is a Map
// lookup in the tenant's Durable Object (app/server/workspace/rate.ts), too small to see against a
// call's noise, so its own time is measured here, in Node on the same module, against the median of
// a signed-in API call over HTTP, which is counted against the session's rate.
import { build } from "esbuild";
import { request } from "./http.mjs";

const CALLS = 1_000_000;
const API_RUNS = 200;

async function loadRateModule() {
  const { outputFiles } = await build({ entryPoints: ["app/server/workspace/rate.ts"], bundle: true, write: false, format: "esm", platform: "neutral", logLevel: "silent" });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString("base64")}`);
}

const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

export async function measureRateCost(port, cookie) {
  const { takeCall } = await loadRateModule();
  // 1,000 sessions taking calls in turn, under a limit none reaches: the path every counted call takes.
  const keys = Array.from({ length: 1000 }, (_, i) => `session-${i}`);
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) takeCall("session", keys[i % keys.length], Date.now(), Number.MAX_SAFE_INTEGER);
  const perCallMs = (performance.now() - started) / CALLS;

  const times = [];
  for (let run = -5; run < API_RUNS; run++) {
    const start = performance.now();
    const answer = await request(port, "acme.localhost", "/api/v2/user/session", { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`GET /api/v2/user/session answered ${answer.status}`);
    if (run >= 0) times.push(performance.now() - start);
  }
  const callMs = median(times);
  const share = (perCallMs / callMs) * 100;
  return [{
    what: "Request rate (per session over HTTP, per token): its cost per call vs a signed-in API call (GET /api/v2/user/session, median)",
    measured: `${(perCallMs * 1e6).toFixed(0)} ns vs ${callMs.toFixed(2)} ms = ${share.toFixed(4)} %`,
    budget: "≤ 1 %",
    pass: share <= 1,
  }];
}
