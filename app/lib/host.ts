/**
 * Host resolution (spec §1): the first label of the host name is the tenant
 * sub-domain; www and beta are the public main site, auth is the login host,
 * and a host without a sub-domain counts as the default sub-domain, beta.
 */
export const DEFAULT_SUBDOMAIN = "beta";
export const SITE_SUBDOMAINS = ["www", "beta"] as const;
export const AUTH_SUBDOMAIN = "auth";

export type Host =
  | { kind: "site"; subdomain: string }
  | { kind: "auth"; subdomain: typeof AUTH_SUBDOMAIN }
  | { kind: "tenant"; subdomain: string };

function hostnameOf(hostWithPort: string): string {
  return hostWithPort.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
}

/** The sub-domain label of `hostname` under `baseDomain`, or null when there is none. */
export function subdomainOf(hostname: string, baseDomain: string): string | null {
  const host = hostnameOf(hostname);
  const base = hostnameOf(baseDomain);
  if (host === base || !host.endsWith(`.${base}`)) return null;
  const labels = host.slice(0, -(base.length + 1)).split(".");
  return labels[0] || null;
}

export function resolveHost(hostname: string, baseDomain: string): Host {
  const subdomain = subdomainOf(hostname, baseDomain) ?? DEFAULT_SUBDOMAIN;
  if ((SITE_SUBDOMAINS as readonly string[]).includes(subdomain)) return { kind: "site", subdomain };
  if (subdomain === AUTH_SUBDOMAIN) return { kind: "auth", subdomain: AUTH_SUBDOMAIN };
  return { kind: "tenant", subdomain };
}

/** `{protocol}{subdomain}.{base domain}` with an optional path and query. */
export function hostUrl(
  protocol: string,
  subdomain: string,
  baseDomain: string,
  path = "/",
  query?: Record<string, string>,
): string {
  const url = new URL(`${protocol}//${subdomain}.${baseDomain}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.toString();
}
