import { z } from "zod";
import { APP_VERSION } from "~/lib/constants";
import type { PublicConfig } from "~/lib/config";
import type { Env } from "./env";
import { RATES } from "./workspace/rate";

const json = <T extends z.ZodType>(schema: T) =>
  z.string().transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "must be JSON" });
      return z.NEVER;
    }
  }).pipe(schema);

/** An absolute URL, or a path on this Worker (its development collectors). */
const urlOrPath = z.union([z.url(), z.string().regex(/^\/[^/]/, "a URL or a path starting with /")]);

/** wrangler.toml ships a development signing secret; it must never sign anything in production. */
const DEVELOPMENT_SECRET_PREFIX = "local-dev-";

const EnvSchema = z.object({
  APPLICATION: z.string().min(1),
  ENVIRONMENT: z.string().min(1),
  PRODUCTION: z.enum(["true", "false"]).transform((value) => value === "true"),
  /** The development parts (the /api/v2/dev calls, the /dev pages, the work generator): on only when "true". */
  DEVELOPMENT: z.enum(["true", "false"]).optional().transform((value) => value === "true"),
  BASE_DOMAIN: z.string().regex(/^[a-z0-9.-]+(:\d+)?$/, "a host name with an optional port"),
  API_BASE_URL: z.string().min(1),
  STRAPI_URL: z.string(),
  ANALYTICS_CONFIG: json(z.object({ region: z.enum(["US", "EU"]), enabled: z.boolean(), serverUrl: urlOrPath.optional() })),
  ANALYTICS_KEY: z.string(),
  OPENTELEMETRY_CONFIG: json(
    z.object({ collectorUrl: urlOrPath, serviceName: z.string().min(1), samplingRatio: z.number().optional() }),
  ).optional(),
  SUPPORT_EMAIL: z.string().email(),
  SIGNING_SECRET: z.string().min(32, "at least 32 characters"),
  MAIL_API_URL: z.url().optional(),
  MAIL_API_KEY: z.string().min(1).optional(),
  MAIL_FROM: z.email().optional(),
})
  .refine((vars) => !vars.PRODUCTION || !vars.DEVELOPMENT, {
    path: ["DEVELOPMENT"],
    message: "production never runs the development parts: leave DEVELOPMENT out",
  })
  .refine((vars) => !vars.PRODUCTION || !vars.SIGNING_SECRET.startsWith(DEVELOPMENT_SECRET_PREFIX), {
    path: ["SIGNING_SECRET"],
    message: "production needs its own secret (wrangler secret put SIGNING_SECRET)",
  })
  .refine((vars) => !vars.PRODUCTION || Boolean(vars.MAIL_API_URL && vars.MAIL_API_KEY && vars.MAIL_FROM), {
    path: ["MAIL_API_URL"],
    message: "production sends mail: set MAIL_API_URL, MAIL_API_KEY and MAIL_FROM",
  });

export type RuntimeConfig = PublicConfig;

const cache = new WeakMap<object, RuntimeConfig>();

/** Validates the Worker's variables once per isolate; a bad configuration fails loudly at start-up. */
export function loadConfig(env: Env): RuntimeConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid runtime configuration: ${z.prettifyError(parsed.error)}`);
  }
  const vars = parsed.data;
  const config: RuntimeConfig = {
    application: vars.APPLICATION,
    env: vars.ENVIRONMENT,
    production: vars.PRODUCTION,
    development: vars.DEVELOPMENT,
    analyticsConfig: vars.ANALYTICS_CONFIG,
    apiBaseUrl: vars.API_BASE_URL,
    baseDomain: vars.BASE_DOMAIN,
    strapiUrl: vars.STRAPI_URL,
    opentelemetryConfig: vars.OPENTELEMETRY_CONFIG,
    analyticsKey: { key: vars.ANALYTICS_KEY },
    supportEmail: vars.SUPPORT_EMAIL,
    appVersion: APP_VERSION,
  };
  cache.set(env, config);
  return config;
}

export type MailSettings = { apiUrl: string; apiKey: string; from: string };

/** The mail provider's secrets: server-only, never part of the browser-safe configuration. */
export function mailSettings(env: Env): MailSettings | null {
  const { MAIL_API_URL: apiUrl, MAIL_API_KEY: apiKey, MAIL_FROM: from } = env;
  return apiUrl && apiKey && from ? { apiUrl, apiKey, from } : null;
}

/**
 * Calls a browser session may make over HTTP a minute (workspace/rate.ts): SESSION_RATE_LIMIT when set
 * (the bench raises it: it drives one session far past a person's pace), else the default.
 */
export function sessionRateLimit(env: Env): number {
  const set = Number(env.SESSION_RATE_LIMIT);
  return Number.isInteger(set) && set > 0 ? set : RATES.session.limit;
}
