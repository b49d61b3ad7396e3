import { SpanKind } from "@opentelemetry/api";
import { hc } from "hono/client";
import type { Env } from "../env";
import { inChildSpan } from "../telemetry/spans";
import { api, type AppType } from "./app";
import { shareViewerMemo, ViewerMemo } from "./core/viewerMemo";

const FORWARDED_HEADERS = ["cookie", "accesstoken", "userid", "user-agent", "accept-language", "cf-connecting-ip"];

/**
 * The typed /api/v2 client handed to Remix, carrying the caller's session.
 * Its calls go straight to the API app, behind the Worker's CSRF check that
 * the browser's own request already passed, and share one session check
 * between them (ViewerMemo); the queries they start together reach the
 * workspace in one call (QueryBatch).
 */
export function createApiClient(request: Request, env: Env, ctx: ExecutionContext) {
  const origin = new URL(request.url).origin;
  const viewers = new ViewerMemo({ waitForSiblings: true, batchQueries: true });
  return hc<AppType>(origin, {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const inner = new Request(input, init);
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers.get(name);
        if (value && !inner.headers.has(name)) inner.headers.set(name, value);
      }
      const { pathname } = new URL(inner.url);
      return inChildSpan(`api ${inner.method} ${pathname}`, SpanKind.INTERNAL, { "url.path": pathname }, async () =>
        api.fetch(shareViewerMemo(inner, viewers), env, ctx),
      );
    },
  }).api.v2;
}

export type ApiClient = ReturnType<typeof createApiClient>;
