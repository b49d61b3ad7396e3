import { createContext, createElement, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";

const Hydrated = createContext<boolean | null>(null);
/** Whether a HydrationProvider is in the page: then the store below stays false and the provider's flag is the answer. */
let provided = false;
const subscribe = () => () => {};

/**
 * Says to the page, once it has hydrated, that JavaScript runs: in a transition, so that React renders
 * the enhanced markup of every row, card and cell in slices that let the browser answer in between,
 * not in one long task (decision 0095; a store read by `useSyncExternalStore` re-rendered them all at
 * once, synchronously). Wraps the document's body (root.tsx).
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  provided = true;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return createElement(Hydrated.Provider, { value: hydrated }, children);
}

/** False on the server and while hydrating, true once JavaScript runs: what only JS can do waits for it. */
export function useHydrated(): boolean {
  const flag = useContext(Hydrated);
  // Outside a provider (a component rendered on its own, as in the unit tests): true once in the browser.
  const running = useSyncExternalStore(
    subscribe,
    () => !provided,
    () => false,
  );
  return flag ?? running;
}
