import { describe, expect, it } from "vitest";
import { analyticsEndpoint, isCollectorPath, telemetryOrigins } from "~/lib/telemetry/endpoints";
import { contentSecurityPolicy } from "~/server/securityHeaders";

const config = (opentelemetry?: string, analytics: { region: "US" | "EU"; enabled: boolean; serverUrl?: string } = { region: "EU", enabled: false }) => ({
  opentelemetryConfig: opentelemetry ? { collectorUrl: opentelemetry, serviceName: "meridian" } : undefined,
  analyticsConfig: analytics,
});

describe("where telemetry goes", () => {
  it("analytics: the configured URL, else the region's endpoint", () => {
    expect(analyticsEndpoint(config(undefined, { region: "US", enabled: true }))).toBe("https://api2.amplitude.com/2/httpapi");
    expect(analyticsEndpoint(config(undefined, { region: "EU", enabled: true }))).toBe("https://api.eu.amplitude.com/2/httpapi");
    expect(analyticsEndpoint(config(undefined, { region: "EU", enabled: true, serverUrl: "/api/v2/dev/analytics" }))).toBe("/api/v2/dev/analytics");
  });

  it("the CSP lets the browser post to a collector and an enabled analytics service elsewhere, not to paths of its own", () => {
    expect(telemetryOrigins(config("https://otel.example:4318/v1/traces", { region: "US", enabled: true }))).toEqual([
      "https://otel.example:4318",
      "https://api2.amplitude.com",
    ]);
    expect(telemetryOrigins(config("/api/v2/dev/traces", { region: "US", enabled: false }))).toEqual([]);
    const csp = contentSecurityPolicy("n", new URL("https://acme.meridian.test/"), "meridian.test", ["https://otel.example:4318"]);
    expect(csp).toContain("connect-src 'self' https://otel.example:4318;");
  });

  it("the development collectors are the only paths that take posts without a CSRF token", () => {
    expect(isCollectorPath("/api/v2/dev/traces")).toBe(true);
    expect(isCollectorPath("/api/v2/dev/analytics")).toBe(true);
    expect(isCollectorPath("/api/v2/dev/seed")).toBe(false);
  });
});
