// Requests per second and p99 latency under load (autocannon, 32 connections), each target
// measured in short rounds alternating with the hello-world yardstick, so that whatever else the
// machine is doing hits both alike; ratios are taken against the yardstick rounds on either side.
import autocannon from "autocannon";

const CONNECTIONS = 32;
const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"];

async function load(target, seconds, warmUp = false) {
  const { url, method = "GET", headers, body, paths } = target;
  // `paths`: each request takes the next of them (on `url`'s origin), as real traffic spreads over many URLs.
  let next = 0;
  const requests = paths && [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }];
  const result = await autocannon({ url, method, headers, body, requests, connections: CONNECTIONS, duration: seconds });
  const wrong = STATUS_CLASSES.filter((kind) => kind !== target.status && result[kind] > 0);
  // A slow page may answer nothing within a warm-up's second.
  if (result.errors || result.timeouts || wrong.length || (!warmUp && !result[target.status])) {
    const counts = STATUS_CLASSES.map((kind) => `${kind} ${result[kind]}`).join(", ");
    throw new Error(`${target.name}: expected only ${target.status} answers, got ${counts}, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `yardstick` and each of `targets`: { name, url, method?, headers?, body?, paths?, status: "2xx" | "4xx" }.
 * Answers per target the medians of its rps, p99 and of its ratios to the neighbouring yardstick rounds.
 */
export async function interleavedThroughput(yardstick, targets, { rounds, seconds }) {
  for (const target of [yardstick, ...targets]) await load(target, 1, true); // warm-up, not counted
  const samples = new Map(targets.map((target) => [target.name, []]));
  let before = await load(yardstick, seconds);
  const yardstickRuns = [before];
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const run = await load(target, seconds);
      const after = await load(yardstick, seconds);
      yardstickRuns.push(after);
      const reference = { rps: (before.rps + after.rps) / 2, p99: (before.p99 + after.p99) / 2 };
      samples.get(target.name).push({ ...run, rpsRatio: run.rps / reference.rps, p99Ratio: run.p99 / Math.max(reference.p99, 1) });
      before = after;
    }
  }
  const summary = (runs) => ({
    rps: median(runs.map((run) => run.rps)),
    p99: median(runs.map((run) => run.p99)),
    rpsRatio: runs[0].rpsRatio === undefined ? 1 : median(runs.map((run) => run.rpsRatio)),
    p99Ratio: runs[0].p99Ratio === undefined ? 1 : median(runs.map((run) => run.p99Ratio)),
  });
  return {
    yardstick: { name: yardstick.name, ...summary(yardstickRuns) },
    targets: targets.map((target) => ({ name: target.name, ...summary(samples.get(target.name)) })),
  };
}
