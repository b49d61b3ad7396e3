import { isSecure, readCookie, serializeCookie } from "~/lib/cookies.server";
import { isSubdomain } from "~/lib/subdomains";

/**
 * The domainLogin and domainSlug cookies of spec §3, kept on the base domain
 * for ten years: domainSlug lists the sub-domains this browser has signed in
 * to, domainLogin names the last one. Browsers refuse Domain= for a dotless
 * name such as localhost, so there they are host-only (decision 0007).
 */
export const DOMAIN_LOGIN_COOKIE = "domainLogin";
export const DOMAIN_SLUG_COOKIE = "domainSlug";
export const DOMAIN_COOKIE_MAX_AGE_SECONDS = 10 * 365 * 24 * 60 * 60;
const MAX_REMEMBERED_SUBDOMAINS = 20;

export function cookieDomain(baseDomain: string): string | null {
  const hostname = baseDomain.replace(/:\d+$/, "");
  return hostname.includes(".") ? hostname : null;
}

function serialize(request: Request, baseDomain: string, name: string, value: string, maxAge: number) {
  const domain = cookieDomain(baseDomain) ?? undefined;
  return serializeCookie(name, value, { path: "/", sameSite: "lax", maxAge, domain, secure: isSecure(request) });
}

/** The sub-domains the browser has signed in to, as the request's domainSlug cookie lists them. */
export function rememberedSubdomains(request: Request): string[] {
  const raw = readCookie(request, DOMAIN_SLUG_COOKIE);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string" && isSubdomain(item)) : [];
  } catch {
    return [];
  }
}

/** The sub-domain the request's domainLogin cookie names, or null when it names none. */
export function lastLoginSubdomain(request: Request): string | null {
  const value = readCookie(request, DOMAIN_LOGIN_COOKIE);
  return value && isSubdomain(value) ? value : null;
}

const domainLoginCookie = (request: Request, baseDomain: string, subdomain: string) =>
  serialize(request, baseDomain, DOMAIN_LOGIN_COOKIE, subdomain, DOMAIN_COOKIE_MAX_AGE_SECONDS);

/** Set-Cookie headers recording a sign-in to `subdomain`. */
export function domainLoginCookies(request: Request, baseDomain: string, subdomain: string): string[] {
  const subdomains = [subdomain, ...rememberedSubdomains(request).filter((item) => item !== subdomain)];
  const slug = JSON.stringify(subdomains.slice(0, MAX_REMEMBERED_SUBDOMAINS));
  return [
    domainLoginCookie(request, baseDomain, subdomain),
    serialize(request, baseDomain, DOMAIN_SLUG_COOKIE, slug, DOMAIN_COOKIE_MAX_AGE_SECONDS),
  ];
}

/**
 * The auth host's own domainLogin, set at login, where the tenant's cannot
 * reach it (a dotless base domain such as localhost keeps cookies host-only);
 * null in a deployment, where the redemption's domainLogin is on the base domain.
 */
export function authHostDomainLoginCookie(request: Request, baseDomain: string, subdomain: string): string | null {
  return cookieDomain(baseDomain) ? null : domainLoginCookie(request, baseDomain, subdomain);
}

export function clearedDomainLoginCookie(request: Request, baseDomain: string): string {
  return serialize(request, baseDomain, DOMAIN_LOGIN_COOKIE, "", 0);
}
