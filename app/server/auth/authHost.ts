import { AUTH_SUBDOMAIN, hostUrl, SITE_SUBDOMAINS, type Host } from "~/lib/host";
import { MY_SPACE_PATH } from "~/lib/routes";
import { clearedDomainLoginCookie, lastLoginSubdomain } from "./domainCookies";

const LOGIN_FORM_PATHS = new Set(["/", "/login"]);
const NOT_TENANTS: readonly string[] = [AUTH_SUBDOMAIN, ...SITE_SUBDOMAINS];

/**
 * Spec §2: login is only for logged-out users. The auth host cannot see the
 * tenants' sessions, so domainLogin stands for "signed in there" (decisions
 * 0007, 0012): the login form's paths send such a browser to that
 * organisation's my-space. An organisation sends a browser back here with
 * `/login?domainName=<it>` only when it has no session there (after logout or
 * expiry): then the cookie is stale, so it is cleared and the form shown.
 */
export function signedInRedirect(request: Request, host: Host, baseDomain: string): Response | null {
  if (host.kind !== "auth" || request.method !== "GET") return null;
  const url = new URL(request.url);
  if (!LOGIN_FORM_PATHS.has(url.pathname)) return null;
  const subdomain = lastLoginSubdomain(request);
  if (!subdomain || NOT_TENANTS.includes(subdomain)) return null;
  const asked = url.searchParams.get("domainName");
  if (asked === null) return Response.redirect(hostUrl(url.protocol, subdomain, baseDomain, MY_SPACE_PATH), 302);
  if (asked.toLowerCase() !== subdomain) return null;
  return new Response(null, {
    status: 302,
    headers: { location: `${url.pathname}${url.search}`, "set-cookie": clearedDomainLoginCookie(request, baseDomain) },
  });
}
