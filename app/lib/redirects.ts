import { redirect } from "@remix-run/cloudflare";
import { DEFAULT_SUBDOMAIN, hostUrl } from "./host";
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
