import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AnalyticsBatcher, type AnalyticsEvent, type Answer, type Batch } from "~/lib/analytics/batcher";

const event = (index: number): AnalyticsEvent => ({ event_type: `event ${index}`, time: index, insert_id: `id-${index}` });
const events = (count: number, from = 0) => Array.from({ length: count }, (_, index) => event(from + index));

/** A fake analytics service at the HTTP boundary: answers from the list (then 200), remembers each batch. */
function service(...answers: Answer[]) {
  const batches: Batch[] = [];
  const send = vi.fn(async (batch: Batch) => {
    batches.push(batch);
    return answers.shift() ?? { status: 200 };
  });
  return { send, batches, sizes: () => batches.map((batch) => batch.events.length) };
}

function memoryStore(initial: AnalyticsEvent[] = []) {
  let saved = initial;
  return { load: () => saved, save: (next: AnalyticsEvent[]) => void (saved = next), get saved() { return saved; } };
}

function batcherWith(fake: ReturnType<typeof service>, store = memoryStore()) {
  return { batcher: new AnalyticsBatcher({ apiKey: "key", send: fake.send, store }), store };
}

describe("the analytics batcher (spec §8, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("flushes 1 s after an event, as {api_key, events, options}", async () => {
    const fake = service();
    const { batcher } = batcherWith(fake);
    batcher.track(event(1));
    batcher.track(event(2));
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.batches).toEqual([{ api_key: "key", events: [event(1), event(2)], options: {} }]);
    expect(batcher.unsent).toEqual([]);
  });

  it("sends at once when 30 events wait, in batches of 30", async () => {
    const fake = service();
    const { batcher } = batcherWith(fake);
    for (const next of events(29)) batcher.track(next);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.send).not.toHaveBeenCalled();
    batcher.track(event(29));
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.sizes()).toEqual([30]);
  });

  it("413: halves the batch and sends again, and keeps the smaller batches", async () => {
    const fake = service({ status: 413 }, { status: 413 });
    const { batcher } = batcherWith(fake);
    for (const next of events(30)) batcher.track(next);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.sizes()).toEqual([30, 15, 8, 8, 8, 6]);
    expect(fake.batches.slice(2).flatMap((batch) => batch.events)).toEqual(events(30));
  });

  it("413 for a single event: it is dropped", async () => {
    const fake = service({ status: 413 });
    const { batcher } = batcherWith(fake);
    batcher.track(event(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(batcher.unsent).toEqual([]);
  });

  it("429: waits the throttle time (30 s), even with a full batch waiting", async () => {
    const fake = service({ status: 429 });
    const { batcher } = batcherWith(fake);
    batcher.track(event(1));
    await vi.advanceTimersByTimeAsync(1000);
    for (const next of events(30, 2)) batcher.track(next);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fake.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.sizes()).toEqual([1, 30]);
  });

  it("429 with Retry-After: waits that long", async () => {
    const fake = service({ status: 429, retryAfterMs: 3000 });
    const { batcher } = batcherWith(fake);
    batcher.track(event(1));
    await vi.advanceTimersByTimeAsync(1000 + 2999);
    expect(fake.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.send).toHaveBeenCalledTimes(2);
    expect(batcher.unsent).toEqual([]);
  });

  it.each([500, 503, 408, 0])("%s: tried again, at most 5 times, then dropped", async (status) => {
    const fake = service(...Array.from({ length: 10 }, () => ({ status })));
    const { batcher } = batcherWith(fake);
    batcher.track(event(1));
    await vi.advanceTimersByTimeAsync(4 * 1000);
    expect(batcher.unsent).toEqual([event(1)]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.send).toHaveBeenCalledTimes(5);
    expect(batcher.unsent).toEqual([]);
  });

  it.each([400, 401, 404, 422])("%s: the batch is invalid and dropped", async (status) => {
    const fake = service({ status });
    const { batcher } = batcherWith(fake);
    batcher.track(event(1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.send).toHaveBeenCalledTimes(1);
    expect(batcher.unsent).toEqual([]);
  });

  it("a network failure counts as a failed attempt", async () => {
    const send = vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")));
    const batcher = new AnalyticsBatcher({ apiKey: "key", send, store: memoryStore() });
    batcher.track(event(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(batcher.unsent).toEqual([event(1)]);
  });

  it("keeps at most 1,000 unsent events, the newest", async () => {
    const fake = service(...Array.from({ length: 100 }, () => ({ status: 503 })));
    const { batcher } = batcherWith(fake);
    for (const next of events(1005)) batcher.track(next);
    expect(batcher.unsent).toHaveLength(1000);
    expect(batcher.unsent[0]).toEqual(event(5));
  });

  it("persists unsent events and sends them after a reload", async () => {
    const down = service({ status: 503 });
    const store = memoryStore();
    const { batcher } = batcherWith(down, store);
    batcher.track(event(1));
    batcher.track(event(2));
    expect(store.saved).toEqual([event(1), event(2)]);

    const up = service();
    batcherWith(up, memoryStore(store.saved));
    await vi.advanceTimersByTimeAsync(1000);
    expect(up.batches[0].events).toEqual([event(1), event(2)]);
  });

  it("on page hide hands everything unsent to the beacon, in batches, and forgets what it accepted", () => {
    const { batcher, store } = batcherWith(service());
    for (const next of events(45)) batcher.track(next);
    const beaconed: number[] = [];
    batcher.drain((batch) => {
      beaconed.push(batch.events.length);
      return beaconed.length === 1;
    });
    expect(beaconed).toEqual([30, 15]);
    expect(store.saved).toEqual(events(15, 30));
  });
});
