import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampledAtRatio } from "~/lib/telemetry/sampling";
import { backoffMs, retryAfterMs, sendWithRetries } from "~/lib/telemetry/retry";

const ids = Array.from({ length: 2000 }, (_, index) => (index * 2654435761).toString(16).padStart(32, "7").slice(-32));

describe("sampling ratio (spec §9)", () => {
  it.each([1, 1.5, 100])("at %s every trace is recorded", (ratio) => {
    expect(ids.every((id) => sampledAtRatio(id, ratio))).toBe(true);
  });

  it.each([0, -1, Number.NaN])("at %s no trace is recorded", (ratio) => {
    expect(ids.some((id) => sampledAtRatio(id, ratio))).toBe(false);
  });

  it("in between, about that share, decided by the trace id alone", () => {
    const random = Array.from({ length: 4000 }, () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(""));
    const share = random.filter((id) => sampledAtRatio(id, 0.25)).length / random.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.3);
    expect(random.map((id) => sampledAtRatio(id, 0.25))).toEqual(random.map((id) => sampledAtRatio(id, 0.25)));
  });
});

describe("the exporter's retry policy (spec §7)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("backs off about 1 s, growing 1.5× up to 5 s", () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5].map((retry) => backoffMs(retry, middle))).toEqual([1000, 1500, 2250, 3375, 5000, 5000]);
    expect(backoffMs(0, () => 0)).toBe(800);
    expect(backoffMs(0, () => 1)).toBe(1200);
  });

  it("reads Retry-After in seconds or as a date", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(retryAfterMs("3", now)).toBe(3000);
    expect(retryAfterMs("Sun, 22 Nov 2026 10:00:07 GMT", now)).toBe(7000);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  const answering = (...statuses: (number | [number, string])[]) => {
    const send = vi.fn(async () => {
      const next = statuses.shift() ?? 200;
      const [status, retryAfter] = Array.isArray(next) ? next : [next, undefined];
      return new Response(null, { status, headers: retryAfter ? { "retry-after": retryAfter } : {} });
    });
    return send;
  };

  it.each([429, 502, 503, 504])("retries %s after the back-off", async (status) => {
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    const send = answering(status, status);
    const result = sendWithRetries(send);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect((await result).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it.each([400, 401, 404, 500, 501])("does not retry %s", async (status) => {
    const send = answering(status);
    expect((await sendWithRetries(send)).status).toBe(status);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("honours Retry-After", async () => {
    const send = answering([503, "4"]);
    const result = sendWithRetries(send);
    await vi.advanceTimersByTimeAsync(3999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).status).toBe(200);
  });

  it("gives up after 5 retries", async () => {
    const send = answering(503, 503, 503, 503, 503, 503, 503);
    const result = sendWithRetries(send);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await result).status).toBe(503);
    expect(send).toHaveBeenCalledTimes(6);
  });

  it("does not wait past the export's deadline", async () => {
    const send = answering([503, "20"]);
    const result = sendWithRetries(send, { deadline: Date.now() + 10_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect((await result).status).toBe(503);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
