import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { AnalyticsClient, Identity } from "~/lib/analytics/client";
import { ANALYTICS_EVENTS, connectTracker, track } from "~/lib/analytics/events";
import { analyticsAllowed } from "~/lib/analytics/privacy";
import { remixRouter } from "~/lib/remixRouter";
import type { PublicConfig } from "~/lib/config";
import type { BrowserTracing } from "~/lib/telemetry/browser";
import { analyticsEndpoint } from "~/lib/telemetry/endpoints";
import { useShellData, type ShellData } from "~/lib/shell";

/* Both load after hydration, once per page, and only where the page runs scripts anyway (decision 0021). */
let tracing: Promise<BrowserTracing> | null = null;
let analytics: Promise<AnalyticsClient> | null = null;

/** Page loads, navigations and requests as spans of the trace the Worker continues. */
function useBrowserTracing(config: PublicConfig) {
  useEffect(() => {
    const settings = config.opentelemetryConfig;
    if (!settings) return;
    tracing ??= import("~/lib/telemetry/browser").then(({ startBrowserTracing }) => {
      const started = startBrowserTracing({ ...settings, serviceName: `${settings.serviceName}-browser`, ignoreUrls: [analyticsEndpoint(config)] });
      remixRouter()?.subscribe(({ navigation }) => {
        if (navigation.location) started.navigationStarted(navigation.location.pathname);
        else started.navigationEnded();
      });
      return started;
    });
  }, [config]);
}

const identityOf = (shell: ShellData | undefined): Identity =>
  shell
    ? {
        userId: shell.userDetails.userId,
        userName: `${shell.userDetails.firstName} ${shell.userDetails.lastName}`.trim(),
        tenantName: shell.organization.name,
        role: shell.userDetails.roleName,
      }
    : {};

/** Product analytics when configured and this browser allows it: page navigations here, other events where they happen. */
function useAnalytics(config: PublicConfig) {
  const shell = useShellData();
  const identity = useRef(identityOf(shell));
  identity.current = identityOf(shell);
  const [client, setClient] = useState<AnalyticsClient | null>(null);
  useEffect(() => {
    if (!config.analyticsConfig.enabled || !analyticsAllowed(navigator, localStorage)) return connectTracker(null);
    analytics ??= import("~/lib/analytics/client").then(({ startAnalytics }) =>
      startAnalytics({
        apiKey: config.analyticsKey.key,
        endpoint: analyticsEndpoint(config),
        appName: config.application,
        appVersion: config.appVersion,
        baseDomain: config.baseDomain,
      }),
    );
    void analytics.then((started) => {
      // The person may have opted out (profile) while the client was loading.
      if (!analyticsAllowed(navigator, localStorage)) return;
      started.identify(identity.current);
      connectTracker(started);
      setClient(started);
    });
  }, [config]);
  useEffect(() => {
    client?.identify(identityOf(shell));
  }, [client, shell]);
  const { pathname } = useLocation();
  useEffect(() => track(ANALYTICS_EVENTS.pageNavigated, { path: pathname }), [pathname]);
}

/** The browser's tracing and analytics; renders nothing. */
export function Telemetry({ config }: { config: PublicConfig }) {
  useBrowserTracing(config);
  useAnalytics(config);
  return null;
}
