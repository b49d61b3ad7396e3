import { ANALYTICS } from "~/lib/telemetry/constants";

export type AnalyticsEvent = { event_type: string; time: number; insert_id: string } & Record<string, unknown>;

/** What the analytics service answered: its status (0 when it could not be reached) and any Retry-After. */
export type Answer = { status: number; retryAfterMs?: number };

export type Batch = { api_key: string; events: AnalyticsEvent[]; options: Record<string, unknown> };

/** Where unsent events survive a reload (localStorage in the browser). */
export type UnsentStore = { load(): AnalyticsEvent[]; save(events: AnalyticsEvent[]): void };

type Queued = { event: AnalyticsEvent; attempts: number };

type Options = {
  apiKey: string;
  send: (batch: Batch) => Promise<Answer>;
  store: UnsentStore;
  settings?: typeof ANALYTICS;
};

/**
 * Product-analytics events, sent in batches (spec §9: every 1 s or at 30
 * events; at most 1,000 unsent kept across reloads). What the service answers
 * decides each batch's fate (spec §8): 2xx sent; 413 too large, the batch is
 * halved and sent again; 429 rate limited, wait (Retry-After, else 30 s); 408
 * and 5xx failed, tried again up to 5 times, then dropped; any other 4xx
 * invalid, dropped.
 */
export class AnalyticsBatcher {
  private queue: Queued[];
  private batchSize: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending = false;
  /** Until when the service asked us to wait (429): a full batch waits too. */
  private resumeAt = 0;
  private readonly settings: typeof ANALYTICS;

  constructor(private readonly options: Options) {
    this.settings = options.settings ?? ANALYTICS;
    this.batchSize = this.settings.flushQueueSize;
    this.queue = options.store
      .load()
      .slice(-this.settings.maxUnsentEvents)
      .map((event) => ({ event, attempts: 0 }));
    if (this.queue.length > 0) this.schedule(this.settings.flushIntervalMs);
  }

  get unsent(): AnalyticsEvent[] {
    return this.queue.map(({ event }) => event);
  }

  track(event: AnalyticsEvent) {
    this.queue.push({ event, attempts: 0 });
    this.queue.splice(0, Math.max(this.queue.length - this.settings.maxUnsentEvents, 0));
    this.persist();
    if (this.queue.length >= this.batchSize && Date.now() >= this.resumeAt) void this.flush();
    else this.schedule(this.settings.flushIntervalMs);
  }

  /** Sends the first batch now; the rest follow as their timer comes. */
  async flush(): Promise<void> {
    if (this.sending || this.queue.length === 0) return;
    this.cancelTimer();
    this.sending = true;
    const batch = this.queue.slice(0, this.batchSize);
    let answer: Answer;
    try {
      answer = await this.options.send(this.batchOf(batch));
    } catch {
      answer = { status: 0 };
    }
    this.sending = false;
    const wait = this.settle(batch, answer);
    this.persist();
    if (this.queue.length > 0) this.schedule(wait);
  }

  /**
   * On page hide: hands everything unsent to `beacon` (sendBeacon) in batches,
   * and forgets the batches it accepted (a beacon's answer is never known). A
   * batch already on its way may go twice; the service drops repeats by insert_id.
   */
  drain(beacon: (batch: Batch) => boolean) {
    this.cancelTimer();
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, this.batchSize);
      if (!beacon(this.batchOf(batch))) break;
      this.remove(batch);
    }
    this.persist();
  }

  private batchOf(batch: Queued[]): Batch {
    return { api_key: this.options.apiKey, events: batch.map(({ event }) => event), options: {} };
  }

  /** Applies an answer to a batch; answers how long to wait before the next one. */
  private settle(batch: Queued[], { status, retryAfterMs }: Answer): number {
    const { flushIntervalMs, throttleWaitMs, maxRetries } = this.settings;
    if (status >= 200 && status < 300) {
      this.remove(batch);
      return flushIntervalMs;
    }
    if (status === 413 && batch.length > 1) {
      this.batchSize = Math.ceil(batch.length / 2);
      return 0;
    }
    const retryable = status === 0 || status === 408 || status === 429 || status >= 500;
    if (!retryable) {
      this.remove(batch);
      return flushIntervalMs;
    }
    for (const queued of batch) queued.attempts += 1;
    this.remove(batch.filter((queued) => queued.attempts >= maxRetries));
    const wait = status === 429 ? (retryAfterMs ?? throttleWaitMs) : (retryAfterMs ?? flushIntervalMs);
    this.resumeAt = Date.now() + wait;
    return wait;
  }

  private remove(batch: Queued[]) {
    const gone = new Set(batch);
    this.queue = this.queue.filter((queued) => !gone.has(queued));
  }

  private schedule(delayMs: number) {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
  }

  private cancelTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private persist() {
    this.options.store.save(this.unsent);
  }
}
