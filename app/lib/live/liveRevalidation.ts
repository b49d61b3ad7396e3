import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import type { LiveScope } from "./relevance";

/**
 * The scopes a live revalidation reloads (components/live/LiveUpdates.tsx sets them around
 * `revalidator.revalidate()`): the layouts' shouldRevalidate ask here first, so a task moved by
 * someone else reloads the view, not the shell, the projects panel and the header too.
 */
let pending: ReadonlySet<LiveScope> | null = null;

export const beginLiveRevalidation = (scopes: ReadonlySet<LiveScope>) => {
  pending = scopes;
};

export const endLiveRevalidation = () => {
  pending = null;
};

/** During a live revalidation (no post, the same URL), whether a route of `scope` reloads; undefined otherwise. */
export function liveReloads(scope: LiveScope, args: Pick<ShouldRevalidateFunctionArgs, "formMethod" | "currentUrl" | "nextUrl">): boolean | undefined {
  if (!pending || args.formMethod || args.currentUrl.href !== args.nextUrl.href) return undefined;
  return pending.has(scope);
}
