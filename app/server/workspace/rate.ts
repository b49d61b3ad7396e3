import { TOO_MANY_CALLS, TOO_MANY_SESSION_CALLS } from "~/schemas/apiToken";

/**
 * How often a caller may reach its organisation's data (issue 44 §1): a fixed window per personal API
 * token, and per browser session for its calls over HTTP (a page's in-process calls are not counted).
 * Kept in the Durable Object's memory, where every call's credentials are checked anyway: no storage
 * write, nothing to clean up after an eviction but a fresh window, which errs on the side of letting.
 * Each call to the organisation's data counts; nearly every request makes one.
 */
export const RATES = {
  token: { limit: 600, windowMs: 60_000, refusal: TOO_MANY_CALLS },
  session: { limit: 1200, windowMs: 60_000, refusal: TOO_MANY_SESSION_CALLS },
} as const;

export type RateName = keyof typeof RATES;

/** What is left of a caller's window, for the IETF RateLimit fields. */
export type RateState = { name: RateName; limit: number; windowMs: number; remaining: number; resetMs: number };

const windows: Record<RateName, Map<string, { start: number; used: number }>> = { token: new Map(), session: new Map() };

/** Takes one call from the caller's window (`key`: the token's id, the session's hash): what is left, or a 429 when the window is spent. */
export function takeCall(name: RateName, key: string, now: number, limit: number = RATES[name].limit): { ok: true; rate: RateState } | { ok: false; status: 429; message: string; retryAfterMs: number } {
  const { windowMs, refusal } = RATES[name];
  const start = now - (now % windowMs);
  const callers = windows[name];
  let window = callers.get(key);
  if (!window || window.start !== start) {
    if (callers.size > 10_000) for (const [id, old] of callers) if (old.start !== start) callers.delete(id);
    window = { start, used: 0 };
    callers.set(key, window);
  }
  const resetMs = start + windowMs - now;
  if (window.used >= limit) return { ok: false, status: 429, message: refusal, retryAfterMs: resetMs };
  window.used += 1;
  return { ok: true, rate: { name, limit, windowMs, remaining: limit - window.used, resetMs } };
}
