import { describe, expect, it } from "vitest";
import { loadConfig } from "~/server/config";
import type { Env } from "~/server/env";

const vars = {
  APPLICATION: "meridian",
  ENVIRONMENT: "local",
  PRODUCTION: "false",
  BASE_DOMAIN: "localhost:8787",
  API_BASE_URL: "/api/v2",
  STRAPI_URL: "",
  ANALYTICS_CONFIG: '{"region":"EU","enabled":false}',
  ANALYTICS_KEY: "key",
  SUPPORT_EMAIL: "support@meridian.test",
  SIGNING_SECRET: "a-test-signing-secret-of-32-chars-or-more",
};
const envWith = (overrides: Record<string, string | undefined>) => ({ ...vars, ...overrides }) as unknown as Env;

const PRODUCTION_MAIL = { MAIL_API_URL: "https://mail.test/send", MAIL_API_KEY: "key", MAIL_FROM: "noreply@meridian.test" };

describe("loadConfig", () => {
  it("turns valid variables into the runtime configuration", () => {
    const config = loadConfig(
      envWith({ ...PRODUCTION_MAIL, PRODUCTION: "true", OPENTELEMETRY_CONFIG: '{"collectorUrl":"https://otel.test/v1","serviceName":"m"}' }),
    );
    expect(config).toMatchObject({
      application: "meridian",
      production: true,
      baseDomain: "localhost:8787",
      analyticsConfig: { region: "EU", enabled: false },
      opentelemetryConfig: { collectorUrl: "https://otel.test/v1", serviceName: "m" },
      analyticsKey: { key: "key" },
      supportEmail: "support@meridian.test",
    });
    expect(config.appVersion).toEqual(expect.any(String));
  });

  it("turns the development parts on only with DEVELOPMENT = \"true\"", () => {
    expect(loadConfig(envWith({})).development).toBe(false);
    expect(loadConfig(envWith({ DEVELOPMENT: "false" })).development).toBe(false);
    expect(loadConfig(envWith({ DEVELOPMENT: "true" })).development).toBe(true);
  });

  it("answers the same object for the same env", () => {
    const env = envWith({});
    expect(loadConfig(env)).toBe(loadConfig(env));
  });

  it.each([
    ["a missing variable", { APPLICATION: undefined }, "APPLICATION"],
    ["an empty application", { APPLICATION: "" }, "APPLICATION"],
    ["PRODUCTION not a boolean", { PRODUCTION: "yes" }, "PRODUCTION"],
    ["a base domain with a scheme", { BASE_DOMAIN: "https://meridian.app" }, "BASE_DOMAIN"],
    ["an upper-case base domain", { BASE_DOMAIN: "Meridian.App" }, "BASE_DOMAIN"],
    ["analytics config that is not JSON", { ANALYTICS_CONFIG: "{region:EU}" }, "ANALYTICS_CONFIG"],
    ["an unknown analytics region", { ANALYTICS_CONFIG: '{"region":"APAC","enabled":true}' }, "ANALYTICS_CONFIG"],
    ["a telemetry collector that is not a URL", { OPENTELEMETRY_CONFIG: '{"collectorUrl":"x","serviceName":"m"}' }, "OPENTELEMETRY_CONFIG"],
    ["a support address that is not an e-mail", { SUPPORT_EMAIL: "support" }, "SUPPORT_EMAIL"],
    [
      "the development signing secret in production",
      { ...PRODUCTION_MAIL, PRODUCTION: "true", SIGNING_SECRET: "local-dev-signing-secret-not-for-production" },
      "SIGNING_SECRET",
    ],
    ["production without a mail provider", { PRODUCTION: "true", MAIL_API_KEY: undefined }, "MAIL_API_URL"],
    ["the development flag in production", { ...PRODUCTION_MAIL, PRODUCTION: "true", DEVELOPMENT: "true" }, "DEVELOPMENT"],
    ["a development flag that is not a boolean", { DEVELOPMENT: "yes" }, "DEVELOPMENT"],
  ])("rejects %s", (_case, overrides, variable) => {
    expect(() => loadConfig(envWith(overrides))).toThrow(new RegExp(`Invalid runtime configuration[\\s\\S]*${variable}`));
  });
});
