import type { AppLoadContext } from "@remix-run/cloudflare";

/** The development pages (outbox, traces, analytics) do not exist in production. */
export function requireDevelopment(context: AppLoadContext) {
  if (context.config.production) throw new Response("Not found", { status: 404 });
}
