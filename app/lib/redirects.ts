import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { AUTH_SUBDOMAIN, DEFAULT_SUBDOMAIN, hostUrl } from "./host";
import { MY_SPACE_PATH } from "./routes";
import type { PublicConfig } from "./config";

/** A redirect to another host of this deployment, e.g. the auth host or a tenant. */
export function redirectToHost(
  request: Request,
  config: PublicConfig,
  subdomain: string,
  path = "/",
  query?: Record<string, string>,
  init?: ResponseInit,
) {
  const { protocol } = new URL(request.url);
  return redirect(hostUrl(protocol, subdomain, config.baseDomain, path, query), init);
}

export function redirectToDefaultHost(request: Request, config: PublicConfig, init?: ResponseInit) {
  return redirectToHost(request, config, DEFAULT_SUBDOMAIN, "/", undefined, init);
}

/**
 * Logged-out-only pages (login, forgot and reset password; spec §2) live on the
 * auth host. On a tenant host a signed-in user goes to my-space; anyone else
 * goes to the same page on the auth host, keeping the query. Answers null on
 * the auth host, where the page renders.
 */
export async function loggedOutOnly(
  request: Request,
  context: AppLoadContext,
  extraQuery: Record<string, string> = {},
): Promise<Response | null> {
  if (context.host.kind === "auth") return null;
  if (context.host.kind === "tenant" && (await context.api.user.session.$get()).status === 200) {
    return redirect(MY_SPACE_PATH);
  }
  const url = new URL(request.url);
  return redirectToHost(request, context.config, AUTH_SUBDOMAIN, url.pathname, {
    ...Object.fromEntries(url.searchParams),
    ...extraQuery,
  });
}
