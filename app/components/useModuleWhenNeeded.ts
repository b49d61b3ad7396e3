import { useCallback, useEffect, useRef, useState } from "react";

type Load<T> = () => Promise<T>;

const loaded = new Map<Load<unknown>, unknown>();
const loading = new Map<Load<unknown>, Promise<unknown>>();

function start<T>(load: Load<T>): Promise<T> {
  let promise = loading.get(load);
  if (!promise) {
    promise = load().then((module) => {
      loaded.set(load, module);
      return module;
    });
    promise.catch(() => loading.delete(load)); // a failed fetch may be tried again
    loading.set(load, promise);
  }
  return promise as Promise<T>;
}

/**
 * A module that a page's first paint and first answers do not need (drag and drop: decision 0085),
 * fetched only once the page has hydrated: when the person reaches for the element that uses it
 * (pointer over it, a touch, focus inside: spread `intent` on it) or when the browser is next idle,
 * whichever comes first. Null until then, on the server and while `wanted` is false: what it
 * enhances works without it. `load` must be one function per module (module level), not a new
 * arrow per render: it is the key of the module once loaded.
 */
export function useModuleWhenNeeded<T>(load: Load<T>, wanted = true) {
  const [module, setModule] = useState<T | null>(null);
  const mounted = useRef(false);
  const fetchIt = useCallback(() => {
    if (!wanted || loaded.has(load)) return;
    start(load).then(
      (value) => {
        if (mounted.current) setModule(() => value);
      },
      () => {}, // offline: the page keeps what works without it
    );
  }, [load, wanted]);
  useEffect(() => {
    mounted.current = true;
    if (!wanted) return;
    if (loaded.has(load)) {
      const value = loaded.get(load) as T;
      setModule(() => value);
      return;
    }
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(fetchIt, 500);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(fetchIt, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, [load, wanted, fetchIt]);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const intent = { onPointerOver: fetchIt, onTouchStart: fetchIt, onFocus: fetchIt };
  return { module: wanted ? module : null, intent };
}
