import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "remix-build";
import { hostUrl, DEFAULT_SUBDOMAIN, resolveHost } from "~/lib/host";
import { api, API_PREFIX } from "./api/app";
import { createApiClient } from "./api/client";
import { errorBody } from "./api/envelope";
import { readCookie, sessionCookieName } from "./auth/cookies";
import { randomToken } from "./auth/crypto";
import { ensureCsrfToken, passesCsrf } from "./auth/csrf";
import { loadConfig } from "./config";
import { findTenantBySubdomain } from "./directory/tenants";
import type { Env } from "./env";
import { MAX_REQUEST_BYTES } from "./limits";
import { withSecurityHeaders } from "./securityHeaders";

export { TenantWorkspace } from "./workspace/TenantWorkspace";

const handleRemix = createRequestHandler(build as unknown as ServerBuild);

const csrfRefusal = (isApi: boolean) =>
  isApi
    ? Response.json(errorBody(403, "Invalid CSRF token"), { status: 403 })
    : new Response("Your form expired. Go back, reload the page and try again.", {
        status: 403,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });

const tooLarge = (isApi: boolean) =>
  isApi
    ? Response.json(errorBody(413, "Request body is too large"), { status: 413 })
    : new Response("That was too much to send at once.", {
        status: 413,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });

type Routing = { url: URL; isApi: boolean; config: ReturnType<typeof loadConfig>; nonce: string };

async function route(request: Request, env: Env, ctx: ExecutionContext, { url, isApi, config, nonce }: Routing): Promise<Response> {
  // Checked before anything reads the body (the CSRF check reads form posts).
  if (Number(request.headers.get("content-length") ?? 0) > MAX_REQUEST_BYTES) return tooLarge(isApi);
  if (!(await passesCsrf(request, { alwaysRequireToken: !isApi }))) {
    return csrfRefusal(isApi);
  }
  if (isApi) return api.fetch(request, env, ctx);

  const host = resolveHost(url.hostname, config.baseDomain);
  // Start-up step 6: an unknown tenant sub-domain goes to the default host. A
  // request with a session cookie skips the directory; its Durable Object knows.
  if (host.kind === "tenant" && !readCookie(request, sessionCookieName(request))) {
    const tenant = await findTenantBySubdomain(env.DIRECTORY, host.subdomain);
    if (!tenant) return Response.redirect(hostUrl(url.protocol, DEFAULT_SUBDOMAIN, config.baseDomain), 302);
  }

  const csrf = ensureCsrfToken(request);
  // Remix refuses actions whose Origin differs from the Host header; align Host
  // with the URL, which is what the CSRF check above and the tenant both came from.
  const remixRequest = new Request(request);
  remixRequest.headers.set("host", url.host);
  const response = await handleRemix(remixRequest, {
    api: createApiClient(request, env, ctx),
    host,
    config,
    cspNonce: nonce,
    csrfToken: csrf.token,
  });
  if (!csrf.setCookie) return response;
  const withCookie = new Response(response.body, response);
  withCookie.headers.append("set-cookie", csrf.setCookie);
  return withCookie;
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const isApi = url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`);
    // Only pages carry inline scripts, so only pages need a CSP nonce.
    const routing = { url, isApi, config: loadConfig(env), nonce: isApi ? "" : randomToken(16) };
    const response = await route(request, env, ctx, routing);
    return withSecurityHeaders(response, { nonce: routing.nonce, url, baseDomain: routing.config.baseDomain });
  },
} satisfies ExportedHandler<Env>;
