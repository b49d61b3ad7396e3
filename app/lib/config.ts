/** Runtime configuration of spec §3 as the browser sees it (no secrets). */
export type PublicConfig = {
  application: string;
  env: string;
  production: boolean;
  /** The development parts are there (DEVELOPMENT = "true", never with production): /api/v2/dev, /dev pages, the work generator. */
  development: boolean;
  /** `serverUrl` replaces the region's endpoint (locally: the Worker's development collector). */
  analyticsConfig: { region: "US" | "EU"; enabled: boolean; serverUrl?: string };
  apiBaseUrl: string;
  baseDomain: string;
  strapiUrl: string;
  /** `collectorUrl`: an OTLP/HTTP traces endpoint, or a path on this Worker (its development collector). */
  opentelemetryConfig?: { collectorUrl: string; serviceName: string; samplingRatio?: number };
  analyticsKey: { key: string };
  supportEmail: string;
  appVersion: string;
};
