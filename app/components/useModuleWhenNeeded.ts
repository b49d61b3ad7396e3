import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { fetchOnce } from "~/lib/fetchOnce";

type Load<T> = () => Promise<T>;

const loaded = new Map<Load<unknown>, unknown>();

/**
 * Where the focus is, as a selector that finds the same element in the markup the module renders
 * anew (its id, or the task it stands for): the enhanced markup replaces the plain one, and a card
 * or row focused by keys must keep the focus (issue 40 §4).
 */
function focusedSelector(): string | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  if (active.id) return `#${CSS.escape(active.id)}`;
  const taskId = active.dataset.taskId;
  return taskId ? `[data-task-id="${CSS.escape(taskId)}"]` : null;
}
const fetchers = new Map<Load<unknown>, Load<unknown>>();

/** A screen whose pointer is a finger. */
const TOUCH_SCREEN = "(pointer: coarse)";

function start<T>(load: Load<T>): Promise<T> {
  let fetchModule = fetchers.get(load);
  if (!fetchModule) {
    fetchModule = fetchOnce(() =>
      load().then((module) => {
        loaded.set(load, module);
        return module;
      }),
    );
    fetchers.set(load, fetchModule);
  }
  return fetchModule() as Promise<T>;
}

/**
 * A module that a page's first paint and first answers do not need (drag and drop: decision 0085),
 * fetched only once the page has hydrated: when the person reaches for the element that uses it
 * (pointer over it, a touch, focus inside: spread `intent` on it) or when the browser is next idle,
 * whichever comes first. Null until then, on the server and while `wanted` is false: what it
 * enhances works without it. `load` must be one function per module (module level), not a new
 * arrow per render: it is the key of the module once loaded. With `whenIdle` false it waits for the
 * person alone (the message composer's editor: decision 0095), and says nothing is pending meanwhile.
 * With `touchWaits`, a touch screen waits for the person too (a List's rows: a finger needs their
 * handles only once it reaches them, and their arrival is a phone's longest task after its load).
 */
export function useModuleWhenNeeded<T>(load: Load<T>, wanted = true, { whenIdle: idleWanted = true, touchWaits = false }: { whenIdle?: boolean; touchWaits?: boolean } = {}) {
  const [touchScreen, setTouchScreen] = useState(false);
  const whenIdle = idleWanted && !touchScreen;
  const [module, setModule] = useState<T | null>(null);
  const mounted = useRef(false);
  const refocus = useRef<string | null>(null);
  const arrive = useCallback((value: T) => {
    refocus.current = focusedSelector();
    // In a transition: every row or card the module enhances renders again, in slices the browser can answer between.
    startTransition(() => setModule(() => value));
  }, []);
  useEffect(() => {
    const selector = refocus.current;
    refocus.current = null;
    if (!selector || (document.activeElement && document.activeElement !== document.body)) return;
    const target = document.querySelector<HTMLElement>(selector);
    if (!target) return;
    // A card or row focused by keys was made focusable by the keys (itemKeys.ts focusItem); its new markup is too.
    if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [module]);
  const fetchIt = useCallback(() => {
    if (!wanted) return;
    // Another user of the module may have brought it meanwhile: take it, or this one would wait for ever.
    if (loaded.has(load)) {
      if (mounted.current) arrive(loaded.get(load) as T);
      return;
    }
    start(load).then(
      (value) => {
        if (mounted.current) arrive(value);
      },
      () => {}, // offline: the page keeps what works without it
    );
  }, [load, wanted, arrive]);
  useEffect(() => {
    mounted.current = true;
    if (!wanted) return;
    if (loaded.has(load)) {
      arrive(loaded.get(load) as T);
      return;
    }
    if (!whenIdle) return;
    if (touchWaits && window.matchMedia(TOUCH_SCREEN).matches) {
      startTransition(() => setTouchScreen(true));
      return;
    }
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(fetchIt, 500);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(fetchIt, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, [load, wanted, whenIdle, touchWaits, fetchIt, arrive]);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  // `data-enhancement` says whether what the module enhances is waiting for it or has it (the browser tests wait for "ready").
  const enhancement = wanted ? (module ? "ready" : whenIdle ? "pending" : undefined) : undefined;
  const intent = { onPointerOver: fetchIt, onTouchStart: fetchIt, onFocus: fetchIt, "data-enhancement": enhancement };
  return { module: wanted ? module : null, intent };
}
