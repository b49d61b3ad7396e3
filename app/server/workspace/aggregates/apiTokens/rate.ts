/**
 * How often a personal API token may reach its organisation's data (issue 44 §1): a fixed window per
 * token, kept in the Durable Object's memory, where every call of the token is checked anyway (no
 * storage write, nothing to clean up after an eviction but a fresh window). Each call to the
 * organisation's data counts; nearly every request makes one.
 */
export const TOKEN_RATE = { limit: 600, windowMs: 60_000 } as const;

export type RateState = { limit: number; remaining: number; resetMs: number };

const windows = new Map<string, { start: number; used: number }>();

/** Takes one call from the token's window: what is left, or null when the window is spent. */
export function takeCall(tokenId: string, now: number): RateState | null {
  const start = now - (now % TOKEN_RATE.windowMs);
  let window = windows.get(tokenId);
  if (!window || window.start !== start) {
    if (windows.size > 10_000) for (const [id, old] of windows) if (old.start !== start) windows.delete(id);
    window = { start, used: 0 };
    windows.set(tokenId, window);
  }
  const resetMs = start + TOKEN_RATE.windowMs - now;
  if (window.used >= TOKEN_RATE.limit) return null;
  window.used += 1;
  return { limit: TOKEN_RATE.limit, remaining: TOKEN_RATE.limit - window.used, resetMs };
}
