import { useRouteLoaderData } from "@remix-run/react";
import type { PublicConfig } from "./config";
import type { Host } from "./host";
import type { ToastMessage } from "./toast";

/**
 * What the root route's loader answers on every page: the browser-safe
 * configuration, the CSRF token, the host, and the toast a redirect brought
 * (decision 0016). Here rather than in root.tsx, so components read it
 * without importing a route module.
 */
export type RootData = { config: PublicConfig; csrfToken: string; host: Host; toast: ToastMessage | null };

export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}
