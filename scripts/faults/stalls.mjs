// Stalls of the runtime: stretches of the load in which nothing was answered (the load always has
// calls in flight: its people outnumber the calls it lets in flight at once). wrangler's
// dev proxy loses every request it forwarded during a stall of about 5 s or more of the runtime's
// thread (kj's 5 s keep-alive timeout fires before the waiting request is read: "Network connection
// lost"): a GET is sent again, anything else gets the proxy's own 503 "Your worker restarted
// mid-request" although nothing restarted. A failure then names the stall it ended.

/** Gaps between answers shorter than this are the runtime's ordinary pace. */
export const STALL_MS = 1_000;

/** Notes the moment (epoch ms) of every answer and keeps the gaps between answers of `thresholdMs` or more. */
export function stallTracker(thresholdMs = STALL_MS) {
  let last = null;
  const stalls = [];
  return {
    stalls,
    answered(at) {
      if (last !== null && at - last >= thresholdMs) stalls.push({ from: last, to: at });
      last = last === null ? at : Math.max(last, at);
    },
  };
}

/** The stall an answer at `at` came right after (it ended at most `within` ms before), or null. */
export function stallBefore(stalls, at, within = STALL_MS) {
  return stalls.findLast((stall) => stall.to <= at && at - stall.to <= within) ?? null;
}

/** The stalls that neither began nor ended in a crash window (`which(at)` answers the window of a moment, or -1), longest first. */
export const stallsOutside = (stalls, which) => stalls.filter((stall) => which(stall.from) < 0 && which(stall.to) < 0).sort((a, b) => b.to - b.from - (a.to - a.from));

/** A stall as words, its moments in seconds of the load. */
export const describeStall = (stall, loadStart) =>
  `no answer from ${((stall.from - loadStart) / 1000).toFixed(1)} s to ${((stall.to - loadStart) / 1000).toFixed(1)} s of the load (${((stall.to - stall.from) / 1000).toFixed(1)} s)`;
