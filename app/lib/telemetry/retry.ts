import { EXPORT_RETRY } from "./constants";

export const isRetryableStatus = (status: number) => EXPORT_RETRY.retryableStatuses.includes(status);

/** A Retry-After header (seconds or an HTTP date) in milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (header.trim() !== "" && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before retry number `retry` (0-based): about 1 s growing 1.5× up to 5 s, ±20 % jitter. */
export function backoffMs(retry: number, random: () => number = Math.random): number {
  const { initialBackoffMs, backoffMultiplier, maxBackoffMs } = EXPORT_RETRY;
  const base = Math.min(initialBackoffMs * backoffMultiplier ** retry, maxBackoffMs);
  return Math.round(base * (0.8 + 0.4 * random()));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends until the answer is final: a retryable status (429, 502, 503, 504) is
 * tried again up to 5 times, after the server's Retry-After or the back-off,
 * as long as the wait ends before `deadline`. Answers the last response.
 */
export async function sendWithRetries(
  send: () => Promise<Response>,
  { deadline = Number.POSITIVE_INFINITY, wait = sleep }: { deadline?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<Response> {
  for (let retry = 0; ; retry += 1) {
    const response = await send();
    if (!isRetryableStatus(response.status) || retry >= EXPORT_RETRY.maxRetries) return response;
    const delay = retryAfterMs(response.headers.get("retry-after")) ?? backoffMs(retry);
    if (Date.now() + delay > deadline) return response;
    await wait(delay);
  }
}
