import { describe, expect, it } from "vitest";
import { deviceOf } from "~/lib/analytics/device";
import { analyticsAllowed, OPT_OUT_KEY, withoutEmails } from "~/lib/analytics/privacy";
import { waterfall, type ShownSpan } from "~/lib/telemetry/waterfall";

describe("device fields from the user agent (spec §3)", () => {
  it.each([
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      { browser: "Chrome", browserVersion: "131.0.0.0", os: "Linux", osVersion: "", deviceType: "Desktop" },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
      { browser: "Edge", browserVersion: "131.0.2903.86", os: "Windows", osVersion: "10.0", deviceType: "Desktop" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0",
      { browser: "Firefox", browserVersion: "133.0", os: "macOS", osVersion: "10.15", deviceType: "Desktop" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
      { browser: "Safari", browserVersion: "17.6", os: "iOS", osVersion: "17.6", deviceType: "Mobile" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      { browser: "Chrome", browserVersion: "131.0.0.0", os: "Android", osVersion: "14", deviceType: "Mobile" },
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1",
      { browser: "Safari", browserVersion: "16.0", os: "iOS", osVersion: "16.0", deviceType: "Tablet" },
    ],
  ])("%s", (agent, device) => {
    expect(deviceOf(agent)).toEqual(device);
  });

  it("an unknown agent is a Desktop of unknown kind", () => {
    expect(deviceOf("curl/8.5.0")).toEqual({ browser: "Unknown", browserVersion: "", os: "Unknown", osVersion: "", deviceType: "Desktop" });
  });
});

describe("privacy", () => {
  const storage = (optedOut: boolean) => ({ getItem: (key: string) => (optedOut && key === OPT_OUT_KEY ? "1" : null) });

  it.each([
    ["nothing said", {}, false, true],
    ["Do-Not-Track", { doNotTrack: "1" }, false, false],
    ["Global Privacy Control", { globalPrivacyControl: true }, false, false],
    ["an opt-out on the profile", {}, true, false],
    ["Do-Not-Track off", { doNotTrack: "0" }, false, true],
  ])("%s", (_case, navigator, optedOut, allowed) => {
    expect(analyticsAllowed(navigator, storage(optedOut))).toBe(allowed);
  });

  it("no e-mail addresses in event properties", () => {
    expect(withoutEmails({ message: "No user ada@acme.test here", count: 2 })).toEqual({ message: "No user [e-mail] here", count: 2 });
  });
});

describe("the waterfall of a trace", () => {
  const span = (spanId: string, parentSpanId: string | undefined, startMs: number, endMs: number): ShownSpan => ({
    spanId,
    parentSpanId,
    startMs,
    endMs,
    service: "meridian",
    name: spanId,
    failed: false,
    attributes: {},
  });

  it("puts each span under its parent, in start order, on the trace's time line", () => {
    const { durationMs, rows } = waterfall([
      span("db", "api", 40, 60),
      span("root", undefined, 0, 100),
      span("api", "root", 20, 80),
      span("page", "root", 10, 100),
      span("orphan", "missing", 50, 75),
    ]);
    expect(durationMs).toBe(100);
    expect(rows.map(({ span: { spanId }, depth, offsetPercent, widthPercent }) => [spanId, depth, offsetPercent, widthPercent])).toEqual([
      ["root", 0, 0, 100],
      ["page", 1, 10, 90],
      ["api", 1, 20, 60],
      ["db", 2, 40, 20],
      ["orphan", 0, 50, 25],
    ]);
  });

  it("an empty trace has no rows", () => {
    expect(waterfall([])).toEqual({ durationMs: 0, rows: [] });
  });
});
