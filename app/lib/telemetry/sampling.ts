/**
 * Whether a new trace is recorded at `ratio` (spec §9: at least 1 always, at
 * most 0 never), decided by its id alone so every service agrees: the id's
 * 32-bit words XORed together, against the ratio of the 32-bit range.
 */
export function sampledAtRatio(traceId: string, ratio: number): boolean {
  if (!(ratio > 0)) return false;
  if (ratio >= 1) return true;
  let accumulated = 0;
  for (let at = 0; at < traceId.length; at += 8) accumulated ^= Number.parseInt(traceId.slice(at, at + 8), 16);
  return accumulated >>> 0 <= Math.floor(ratio * 0xffffffff);
}
