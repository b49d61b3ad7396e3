import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and while hydrating, true once JavaScript runs: what only JS can do waits for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
