import { isApiPath, serverError } from "./refusals";
import { withSecurityHeaders } from "./securityHeaders";

type FetchHandler<E> = (request: Request, env: E, ctx: ExecutionContext) => Promise<Response>;

/**
 * The Worker's last line of defence: whatever throws while answering is
 * logged and becomes a plain 500 that still carries the security headers,
 * never the runtime's bare error page.
 */
export function withErrorBoundary<E>(handler: FetchHandler<E>): FetchHandler<E> {
  return async (request, env, ctx) => {
    try {
      return await handler(request, env, ctx);
    } catch (error) {
      const url = new URL(request.url);
      console.error("Unhandled Worker error", request.method, url.pathname, error);
      return withSecurityHeaders(serverError(isApiPath(url.pathname)), { nonce: "", url, baseDomain: url.host });
    }
  };
}
