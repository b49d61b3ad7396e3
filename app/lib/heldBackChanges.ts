import { useCallback, useSyncExternalStore } from "react";

/**
 * Changes made in place that wait to be sent until the one before them is saved (a Gantt bar's next
 * move while its last is on its way: two posts at once could land in either order), by what they
 * change. The editor shows them pending from this list, and the shell's guard counts them as unsent
 * when the page is left (decision record 97): one list, read by both, so nothing shown pending goes
 * uncounted in the moment between the last post's answer and the next post.
 */
const held = new Map<string, unknown>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Holds `change` back for `key`, or (null) lets it go: it was sent, or its editor is gone. */
export function holdBack(key: string, change: unknown) {
  if (change === null) held.delete(key);
  else held.set(key, change);
  for (const listener of listeners) listener();
}

/** Whether any change is held back. */
export const anyHeldBack = () => held.size > 0;

/** The change held back for `key` (null when none) and its setter. */
export function useHeldBack<Change>(key: string): [Change | null, (change: Change | null) => void] {
  const change = useSyncExternalStore(
    subscribe,
    () => (held.get(key) as Change | undefined) ?? null,
    () => null,
  );
  return [change, useCallback((next: Change | null) => holdBack(key, next), [key])];
}
