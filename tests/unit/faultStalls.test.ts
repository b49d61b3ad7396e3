import { afterEach, describe, expect, it, vi } from "vitest";
import { newStats, record } from "../../scripts/faults/load.mjs";
import { printSummary } from "../../scripts/faults/report.mjs";
import { stallBefore, stallsOutside, stallTracker } from "../../scripts/faults/stalls.mjs";

const LOAD_START = 1_800_000_000_000;
const at = (seconds: number) => LOAD_START + seconds * 1000;
const PROXY_503 = "Your worker restarted mid-request. Please try sending the request again. Only GET or HEAD requests are retried automatically. (Network connection lost.)";

/** Crash windows as run.mjs keeps them, with its 2 s of grace after each restart. */
const windows = (spans: [number, number][]) => ({
  spans,
  which: (moment: number) => spans.findIndex(([from, to]) => moment >= from && moment <= to + 2_000),
});

describe("stalls of the runtime (test:faults)", () => {
  it("keeps the gaps between answers of a second or more", () => {
    const pace = stallTracker(1_000);
    for (const seconds of [1, 1.5, 2.4, 3, 9, 9.2]) pace.answered(at(seconds));
    expect(pace.stalls).toEqual([{ from: at(3), to: at(9) }]);
    expect(stallBefore(pace.stalls, at(9.2))).toEqual({ from: at(3), to: at(9) });
    expect(stallBefore(pace.stalls, at(12))).toBeNull();
  });

  it("leaves out the stalls of a crash window, longest first otherwise", () => {
    const stalls = [
      { from: at(4), to: at(6) },
      { from: at(16.5), to: at(22) },
      { from: at(30), to: at(31.5) },
    ];
    const { which } = windows([[at(4.2), at(5)]]);
    expect(stallsOutside(stalls, which)).toEqual([stalls[1], stalls[2]]);
  });
});

describe("a proxy 503 outside every crash window (the flake of stop 33)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("still fails the run, and the failure names the stall of the runtime that it ended", () => {
    vi.useFakeTimers();
    const crashWindows = windows([
      [at(8), at(11)],
      [at(24), at(27)],
    ]);
    const stats = { ...newStats(), loadStart: LOAD_START };
    const answer = (seconds: number, ms: number, op: string, status = 200, body = "{}") => {
      vi.setSystemTime(at(seconds));
      record(stats, op, { status, ms, body, request: { path: "task/add", body: {}, tenant: "t1" } }, crashWindows);
    };
    for (let i = 0; i <= 70; i++) answer(13 + i * 0.05, 150, "readList");
    // The runtime's thread stalls from 16.5 s; at 22 s the proxy answers the POSTs it forwarded meanwhile.
    for (let i = 0; i < 15; i++) answer(22, 5_400, "create", 503, PROXY_503);
    for (let i = 0; i < 5; i++) answer(22.01, 5_450, "readList");
    for (let i = 1; i < 40; i++) answer(22 + i * 0.05, 150, "readList");

    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(String(line)));
    const failed = printSummary({
      stats,
      crashLog: [],
      crashWindows,
      unplanned: [],
      runtimeWatch: { peakRss: { mb: 300, pids: [4242], at: 21.8 }, longestLagMs: 12 },
      invariants: { violations: [], counts: {} },
      loadSeconds: 60,
      shortened: null,
      tenants: 1,
      members: 1,
      crashes: 0,
      totalSeconds: 90,
    });
    const output = lines.join("\n");

    expect(failed).toBe(true);
    expect(stats.serverErrors).toHaveLength(15);
    expect(output).toContain("SERVER ERROR 503 on create at 22.0 s of the load after 5400 ms");
    expect(output).toContain("(Network connection lost.)");
    expect(output).toContain("at the end of a stall of the runtime: no answer from 16.5 s to 22.0 s of the load (5.5 s)");
    expect(output).toMatch(/longest stall outside the crash windows\s+5\d{3} ms/);
  });
});
