import type { TenantObject } from "./workspace/surface";

/** The Worker's bindings (wrangler.toml) and variables. */
export interface Env {
  DIRECTORY: D1Database;
  TENANT: DurableObjectNamespace<TenantObject>;
  FILES: R2Bucket;
  ASSETS?: Fetcher;
  APPLICATION: string;
  ENVIRONMENT: string;
  PRODUCTION: string;
  /** "true" turns on the development parts (wrangler.toml's local [vars] only); absent in production. */
  DEVELOPMENT?: string;
  BASE_DOMAIN: string;
  API_BASE_URL: string;
  STRAPI_URL: string;
  ANALYTICS_CONFIG: string;
  ANALYTICS_KEY: string;
  OPENTELEMETRY_CONFIG?: string;
  SUPPORT_EMAIL: string;
  /** Tasks from which a project's export runs in the background (decision 0057); tests lower it. */
  EXPORT_BACKGROUND_TASKS?: string;
  /** Calls a session may make over HTTP a minute (workspace/rate.ts); the bench raises it. */
  SESSION_RATE_LIMIT?: string;
  /** HMAC key of signed upload URLs (server-only; a secret when deployed). */
  SIGNING_SECRET: string;
  /** Mail provider secrets (wrangler secret put); required in production only. */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
}
