/** Runtime configuration of spec §3 as the browser sees it (no secrets). */
export type PublicConfig = {
  application: string;
  env: string;
  production: boolean;
  analyticsConfig: { region: "US" | "EU"; enabled: boolean };
  apiBaseUrl: string;
  baseDomain: string;
  strapiUrl: string;
  opentelemetryConfig?: { collectorUrl: string; serviceName: string };
  analyticsKey: { key: string };
  supportEmail: string;
  appVersion: string;
};
