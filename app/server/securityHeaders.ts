/**
 * Headers every response carries. HTML gets a nonce-based CSP and is never
 * stored; other answers are not stored unless their handler chose a policy.
 */
/** Pages the app frames in its own pages: the feedback form's iframe overlay (spec §2). Every other page refuses framing. */
export const SAME_ORIGIN_FRAMEABLE_PATHS: ReadonlySet<string> = new Set(["/feedback"]);

const frameableBySelf = (url: URL) => SAME_ORIGIN_FRAMEABLE_PATHS.has(url.pathname);

export function contentSecurityPolicy(nonce: string, requestUrl: URL, baseDomain: string, connectTo: readonly string[] = []): string {
  const tenantHosts = `${requestUrl.protocol}//*.${baseDomain}`;
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectTo].join(" "),
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${tenantHosts}`,
    frameableBySelf(requestUrl) ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join("; ");
}

/** The response itself when its headers can be changed (the usual case), else a copy. */
function withMutableHeaders(response: Response): Response {
  try {
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  } catch {
    return new Response(response.body, response); // e.g. Response.redirect() has immutable headers
  }
}

export function withSecurityHeaders(
  response: Response,
  options: { nonce: string; url: URL; baseDomain: string; connectTo?: readonly string[]; shared?: boolean },
): Response {
  // A WebSocket's upgrade carries its socket, which a copy would lose; it has no content to guard.
  if (response.status === 101) return response;
  const secured = withMutableHeaders(response);
  const headers = secured.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", frameableBySelf(options.url) ? "SAMEORIGIN" : "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (options.url.protocol === "https:") headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if ((headers.get("content-type") ?? "").includes("text/html")) {
    // A page that brings its own policy keeps it (the API reference, api/core/reference.ts).
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", contentSecurityPolicy(options.nonce, options.url, options.baseDomain, options.connectTo));
    // A public page every visitor gets alike keeps its shared policy (publicPageCache.ts); every other page is never stored.
    if (!(options.shared && (headers.get("Cache-Control") ?? "").startsWith("public"))) headers.set("Cache-Control", "private, no-store");
  } else {
    if (!headers.has("Content-Security-Policy")) {
      headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    }
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  }
  return secured;
}
