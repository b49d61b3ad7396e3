import { useSyncExternalStore } from "react";
import { subscribeToEdits, wasInFlight } from "./editsInFlight";

/**
 * The state of a List's custom column cells, kept once per page rather than in every cell (issue 40
 * §1): a closed cell holds one subscription and no state of its own. Which cells were opened or closed
 * in place (with JavaScript), each for the visit of the address it was chosen at, as `useOnDemand`
 * keeps it per panel: a navigation goes back to what the address says.
 */
const chosen = new Map<string, { open: boolean; at: string }>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const unsubscribe = subscribeToEdits(listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
};

/** Opens or closes the cell `name` in place for the visit `at` (the location's key). */
export function chooseOpen(name: string, open: boolean, at: string) {
  chosen.set(name, { open, at });
  for (const listener of listeners) listener();
}

export const OPEN = 1;
/** The cell's edit has been on its way: it reads its fetcher from then on (decision 0098). */
export const WATCHED = 2;

/**
 * A cell's state as flags (OPEN, WATCHED): open when chosen so in place at this visit, else when the
 * address asks for it (`requested`); watched once its fetcher `fetcherKey` was on its way. The server
 * and hydration see the address alone, so the markup is the same before and after hydration.
 */
export function useCellState(name: string, fetcherKey: string, at: string, requested: boolean): number {
  return useSyncExternalStore(
    subscribe,
    () => {
      const choice = chosen.get(name);
      return ((choice?.at === at ? choice.open : requested) ? OPEN : 0) | (wasInFlight(fetcherKey) ? WATCHED : 0);
    },
    () => (requested ? OPEN : 0),
  );
}
