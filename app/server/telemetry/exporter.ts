import { SPAN_EXPORT } from "~/lib/telemetry/constants";
import { sendWithRetries } from "~/lib/telemetry/retry";
import { toOtlpTraces } from "./otlp";
import type { SpanRecord } from "./spans";

/** Posts one request to the collector: `fetch`, or the Worker itself for its development collector. */
export type CollectorTransport = (request: Request) => Promise<Response>;

export type ExportTarget = { collectorUrl: string; serviceName: string; transport: CollectorTransport };

type Waiter = Pick<ExecutionContext, "waitUntil">;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The isolate's span queue (spec §9: batches of 512, at most 2048 waiting,
 * sent 5 s after the first span waits or as soon as a batch is full, each
 * export given 30 s). Everything runs in `waitUntil`, after the response.
 */
export class SpanExportQueue {
  private queue: SpanRecord[] = [];
  /** The scheduled flush: every request with spans in the queue keeps it alive (waitUntil) until it is done. */
  private scheduled: Promise<void> | null = null;
  dropped = 0;

  constructor(
    private readonly settings: Record<keyof typeof SPAN_EXPORT, number> = SPAN_EXPORT,
    private readonly wait = sleep,
  ) {}

  get size() {
    return this.queue.length;
  }

  add(spans: SpanRecord[], target: ExportTarget, ctx: Waiter) {
    const room = this.settings.maxQueueSize - this.queue.length;
    this.queue.push(...spans.slice(0, Math.max(room, 0)));
    this.dropped += Math.max(spans.length - room, 0);
    if (this.queue.length >= this.settings.maxExportBatchSize) {
      ctx.waitUntil(this.flush(target));
      return;
    }
    this.scheduled ??= this.wait(this.settings.scheduledDelayMillis).then(() => {
      this.scheduled = null;
      return this.flush(target);
    });
    ctx.waitUntil(this.scheduled);
  }

  /** Sends everything queued, a batch at a time; a batch the collector refuses is dropped. */
  async flush(target: ExportTarget) {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.settings.maxExportBatchSize);
      try {
        await this.export(batch, target);
      } catch (error) {
        console.error("Span export failed", error);
      }
    }
  }

  private async export(batch: SpanRecord[], { collectorUrl, serviceName, transport }: ExportTarget) {
    const deadline = Date.now() + this.settings.exportTimeoutMillis;
    const body = JSON.stringify(toOtlpTraces(batch, serviceName));
    const response = await sendWithRetries(
      () =>
        transport(
          new Request(collectorUrl, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body,
            signal: AbortSignal.timeout(Math.max(deadline - Date.now(), 0)),
          }),
        ),
      { deadline, wait: this.wait },
    );
    if (!response.ok) throw new Error(`The collector answered ${response.status}`);
  }
}
