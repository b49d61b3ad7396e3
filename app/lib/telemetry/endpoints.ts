import type { PublicConfig } from "~/lib/config";
import { ANALYTICS_ENDPOINTS, DEV_ANALYTICS_PATH, DEV_TRACES_PATH } from "./constants";

/** The Worker's development collectors, which take posts from any page of ours. */
export const isCollectorPath = (pathname: string) => pathname === DEV_TRACES_PATH || pathname === DEV_ANALYTICS_PATH;

/** Where analytics batches go: the configured URL, else the region's endpoint. */
export const analyticsEndpoint = ({ analyticsConfig }: Pick<PublicConfig, "analyticsConfig">) =>
  analyticsConfig.serverUrl ?? ANALYTICS_ENDPOINTS[analyticsConfig.region];

const originOf = (url: string) => (url.startsWith("/") ? null : new URL(url).origin);

const origins = new WeakMap<object, string[]>();

/** The other origins the browser posts telemetry to (for the CSP's connect-src); paths are this Worker's own. */
export function telemetryOrigins(config: Pick<PublicConfig, "analyticsConfig" | "opentelemetryConfig">): string[] {
  const known = origins.get(config);
  if (known) return known;
  const urls = [
    config.opentelemetryConfig?.collectorUrl,
    config.analyticsConfig.enabled ? analyticsEndpoint(config) : undefined,
  ];
  const found = [...new Set(urls.map((url) => (url ? originOf(url) : null)).filter((origin): origin is string => origin !== null))];
  origins.set(config, found);
  return found;
}
