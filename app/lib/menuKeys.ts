/**
 * Which entry of a menu of `count` entries a key moves to from `index` (WAI-ARIA menu pattern): the
 * arrows go round, Home and End to the ends; null for a key that does not move.
 */
export function menuIndexAfterKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === "ArrowDown") return (index + 1) % count;
  if (key === "ArrowUp") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * Type-ahead: the first entry after `index` (going round) whose text starts with `typed`, case aside;
 * a repeated letter ("ddd") steps through the entries starting with it. Null when none does.
 */
export function typeAheadIndex(texts: readonly string[], index: number, typed: string): number | null {
  const wanted = typed.toLowerCase();
  const same = [...wanted].every((letter) => letter === wanted[0]);
  const prefix = same ? wanted[0] : wanted;
  // A new word starts at the entry after the current one; more letters of one word may stay on it.
  const start = same || wanted.length === 1 ? index + 1 : index;
  for (let step = 0; step < texts.length; step++) {
    const at = (start + step) % texts.length;
    if (texts[at].toLowerCase().startsWith(prefix)) return at;
  }
  return null;
}
