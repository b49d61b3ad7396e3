import { lazy, type ComponentType } from "react";
import { fetchOnce } from "~/lib/fetchOnce";

/**
 * A component a module exports by name, fetched when first rendered (React's `lazy` takes a default
 * export), with `preload` to fetch it sooner (a pointer over the control that shows it): what a page
 * shows only on demand, a panel's form and the zod schema it validates with, stays out of its first
 * load (issue 42 §3). Rendered inside a Suspense boundary (OnDemand's panel has one).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  const fetchModule = fetchOnce(load);
  const component = lazy(() => fetchModule().then((module) => ({ default: module[name] })));
  return Object.assign(component, { preload: () => void fetchModule().catch(() => {}) });
}
