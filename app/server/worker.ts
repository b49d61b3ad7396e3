import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "remix-build";
import { hostUrl, DEFAULT_SUBDOMAIN, resolveHost } from "~/lib/host";
import { isCollectorPath, telemetryOrigins } from "~/lib/telemetry/endpoints";
import { api } from "./api/app";
import { createApiClient } from "./api/client";
import { signedInRedirect } from "./auth/authHost";
import { sessionCookie } from "./auth/cookies";
import { randomToken } from "./auth/crypto";
import { ensureCsrfToken, passesCsrf } from "./auth/csrf";
import { loadConfig } from "./config";
import { findTenantBySubdomain } from "./directory/tenants";
import type { Env } from "./env";
import { withErrorBoundary } from "./errorBoundary";
import { MAX_ARCHIVE_REQUEST_BYTES, MAX_IMPORT_REQUEST_BYTES, MAX_REQUEST_BYTES, takesArchive, takesProjectFile } from "./limits";
import { cachedPublicPage, takesCachedPage } from "./publicPageCache";
import { csrfRefusal, isApiPath, tooLarge } from "./refusals";
import { withSecurityHeaders } from "./securityHeaders";
import { instrumentStorage } from "./telemetry/storage";
import { traceRequest } from "./telemetry/tracing";
import { isAttachmentUploadPath, MAX_ATTACHMENT_REQUEST_BYTES } from "./uploads/attachmentPaths";

export { TenantWorkspace } from "./workspace/TenantWorkspace";

const handleRemix = createRequestHandler(build as unknown as ServerBuild);

type Config = ReturnType<typeof loadConfig>;
/** `shared`: a public page every visitor gets alike, from the edge cache (publicPageCache.ts). */
type Routing = { url: URL; isApi: boolean; shared: boolean; config: Config; nonce: string };

async function route(request: Request, env: Env, ctx: ExecutionContext, { url, isApi, shared, config, nonce }: Routing): Promise<Response> {
  // Checked before anything reads the body (the CSRF check reads form posts). Attachments' uploads
  // stream their bodies and check their own CSRF token (uploads/attachmentPaths.ts).
  const streamedUpload = isApi && isAttachmentUploadPath(url.pathname);
  const maxBytes = streamedUpload
    ? MAX_ATTACHMENT_REQUEST_BYTES
    : takesProjectFile(url.pathname)
      ? MAX_IMPORT_REQUEST_BYTES
      : takesArchive(url.pathname)
        ? MAX_ARCHIVE_REQUEST_BYTES
        : MAX_REQUEST_BYTES;
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return tooLarge(isApi);
  // The development collectors take telemetry from any page (a beacon carries no CSRF header) and act on no session.
  if (!isCollectorPath(url.pathname) && !streamedUpload && !(await passesCsrf(request, { page: !isApi }))) {
    return csrfRefusal(isApi);
  }
  if (isApi) return api.fetch(request, env, ctx);

  const host = resolveHost(url.hostname, config.baseDomain);
  const toTenant = signedInRedirect(request, host, config.baseDomain);
  if (toTenant) return toTenant;
  if (shared) return cachedPublicPage(url, build.assets.version, ctx, (visitorless) => renderPage(visitorless, env, ctx, { host, config, nonce: "", csrfToken: "" }));
  // Start-up step 6: an unknown tenant sub-domain goes to the default host. A
  // request with a session cookie skips the directory; its Durable Object knows.
  if (host.kind === "tenant" && !sessionCookie.read(request)) {
    const tenant = await findTenantBySubdomain(env.DIRECTORY, host.subdomain);
    if (!tenant) return Response.redirect(hostUrl(url.protocol, DEFAULT_SUBDOMAIN, config.baseDomain), 302);
  }

  const csrf = ensureCsrfToken(request);
  const response = await renderPage(request, env, ctx, { host, config, nonce, csrfToken: csrf.token });
  if (!csrf.setCookie) return response;
  const withCookie = new Response(response.body, response);
  withCookie.headers.append("set-cookie", csrf.setCookie);
  return withCookie;
}

type PageContext = { host: ReturnType<typeof resolveHost>; config: Config; nonce: string; csrfToken: string };

/** A page rendered by Remix, its loaders calling /api/v2 as the request's caller. */
function renderPage(request: Request, env: Env, ctx: ExecutionContext, { host, config, nonce, csrfToken }: PageContext) {
  // Remix throws on actions whose Origin differs from X-Forwarded-Host or Host; align
  // them with the URL, which is what the CSRF check and the tenant both came from.
  const remixRequest = new Request(request);
  remixRequest.headers.set("host", new URL(request.url).host);
  remixRequest.headers.delete("x-forwarded-host");
  return handleRemix(remixRequest, { api: createApiClient(request, env, ctx), host, config, cspNonce: nonce, csrfToken });
}

export default {
  fetch: withErrorBoundary(async (request, env: Env, ctx) => {
    const url = new URL(request.url);
    const isApi = isApiPath(url.pathname);
    const config = loadConfig(env);
    const shared = !isApi && takesCachedPage(request, url, resolveHost(url.hostname, config.baseDomain));
    // Only pages carry inline scripts, so only pages need a CSP nonce; the shared public pages load none.
    const routing = { url, isApi, shared, config, nonce: isApi || shared ? "" : randomToken(16) };
    const local = async (inner: Request) => api.fetch(inner, env, ctx);
    return traceRequest(request, { config: routing.config, ctx, local }, async () => {
      const response = await route(request, instrumentStorage(env), ctx, routing);
      const { baseDomain } = routing.config;
      return withSecurityHeaders(response, { nonce: routing.nonce, url, baseDomain, connectTo: telemetryOrigins(routing.config), shared });
    });
  }),
} satisfies ExportedHandler<Env>;
