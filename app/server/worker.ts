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
import { MAX_IMPORT_REQUEST_BYTES, MAX_REQUEST_BYTES, takesProjectFile } from "./limits";
import { csrfRefusal, isApiPath, tooLarge } from "./refusals";
import { withSecurityHeaders } from "./securityHeaders";
import { instrumentStorage } from "./telemetry/storage";
import { traceRequest } from "./telemetry/tracing";
import { isAttachmentUploadPath, MAX_ATTACHMENT_REQUEST_BYTES } from "./uploads/attachmentPaths";

export { TenantWorkspace } from "./workspace/TenantWorkspace";

const handleRemix = createRequestHandler(build as unknown as ServerBuild);

type Routing = { url: URL; isApi: boolean; config: ReturnType<typeof loadConfig>; nonce: string };

async function route(request: Request, env: Env, ctx: ExecutionContext, { url, isApi, config, nonce }: Routing): Promise<Response> {
  // Checked before anything reads the body (the CSRF check reads form posts). Attachments' uploads
  // stream their bodies and check their own CSRF token (uploads/attachmentPaths.ts).
  const streamedUpload = isApi && isAttachmentUploadPath(url.pathname);
  const maxBytes = streamedUpload ? MAX_ATTACHMENT_REQUEST_BYTES : takesProjectFile(url.pathname) ? MAX_IMPORT_REQUEST_BYTES : MAX_REQUEST_BYTES;
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return tooLarge(isApi);
  // The development collectors take telemetry from any page (a beacon carries no CSRF header) and act on no session.
  if (!isCollectorPath(url.pathname) && !streamedUpload && !(await passesCsrf(request, { page: !isApi }))) {
    return csrfRefusal(isApi);
  }
  if (isApi) return api.fetch(request, env, ctx);

  const host = resolveHost(url.hostname, config.baseDomain);
  const toTenant = signedInRedirect(request, host, config.baseDomain);
  if (toTenant) return toTenant;
  // Start-up step 6: an unknown tenant sub-domain goes to the default host. A
  // request with a session cookie skips the directory; its Durable Object knows.
  if (host.kind === "tenant" && !sessionCookie.read(request)) {
    const tenant = await findTenantBySubdomain(env.DIRECTORY, host.subdomain);
    if (!tenant) return Response.redirect(hostUrl(url.protocol, DEFAULT_SUBDOMAIN, config.baseDomain), 302);
  }

  const csrf = ensureCsrfToken(request);
  // Remix throws on actions whose Origin differs from X-Forwarded-Host or Host; align
  // them with the URL, which is what the CSRF check above and the tenant both came from.
  const remixRequest = new Request(request);
  remixRequest.headers.set("host", url.host);
  remixRequest.headers.delete("x-forwarded-host");
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
  fetch: withErrorBoundary(async (request, env: Env, ctx) => {
    const url = new URL(request.url);
    const isApi = isApiPath(url.pathname);
    // Only pages carry inline scripts, so only pages need a CSP nonce.
    const routing = { url, isApi, config: loadConfig(env), nonce: isApi ? "" : randomToken(16) };
    const local = async (inner: Request) => api.fetch(inner, env, ctx);
    return traceRequest(request, { config: routing.config, ctx, local }, async () => {
      const response = await route(request, instrumentStorage(env), ctx, routing);
      const { baseDomain } = routing.config;
      return withSecurityHeaders(response, { nonce: routing.nonce, url, baseDomain, connectTo: telemetryOrigins(routing.config) });
    });
  }),
} satisfies ExportedHandler<Env>;
