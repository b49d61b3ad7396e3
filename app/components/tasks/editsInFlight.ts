import { useFetchers } from "@remix-run/react";
import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * Which keyed fetchers are on their way, read once per List (decision 0098): a row's cell holds a
 * fetcher of its own only while its key is here or it posted, not one per cell from hydration on.
 * The server and hydration see none, so a cell's markup is the same before and after hydration.
 */
let inFlight = new Set<string>();
/** Every key seen on its way while this page ran: a cell reads its fetcher from its first edit on. */
const seen = new Set<string>();
const listeners = new Set<() => void>();
export const subscribeToEdits = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Publishes the page's fetchers on their way; renders nothing. One per List (ListView). */
export function EditsInFlight() {
  const keys = useFetchers()
    .filter((fetcher) => fetcher.state !== "idle")
    .map((fetcher) => fetcher.key)
    .sort()
    .join("\n");
  useEffect(() => {
    inFlight = new Set(keys ? keys.split("\n") : []);
    for (const each of inFlight) seen.add(each);
    for (const listener of listeners) listener();
  }, [keys]);
  return null;
}

/** Whether the fetcher `key` is on its way: only a cell whose answer changes renders again. */
export function useInFlight(key: string): boolean {
  return useSyncExternalStore(
    subscribeToEdits,
    () => inFlight.has(key),
    () => false,
  );
}

/** Whether the fetcher `key` has been on its way since the page started (false on the server). */
export const wasInFlight = (key: string) => seen.has(key);

/**
 * Whether a cell should read its fetcher `key`: from the moment it is on its way (or the cell posted,
 * `posted`) on, so that its answer (a refusal's toast and fallback) still reaches the cell after it.
 */
export function useEditWatched(key: string, posted: boolean): boolean {
  const watched = useInFlight(key) || posted;
  const [held, setHeld] = useState(false);
  if (watched && !held) setHeld(true);
  return watched || held;
}
