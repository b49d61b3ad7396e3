import { CSRF_FIELD, CSRF_HEADER } from "~/lib/csrf";
import { csrfCookie } from "./cookies";
import { randomToken, timingSafeEqual } from "./crypto";

/**
 * CSRF: double-submit token plus an Origin check. The token lives in a
 * host-only cookie readable by the page (spec §7: the header is "taken from a
 * cookie") and comes back in the `x-csrf-token` header or the `csrf` form
 * field. Sibling tenant sub-domains are same-site, so SameSite cookies alone do
 * not stop them: they can neither read this host's cookie nor pass the Origin check.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The request's CSRF token, and the Set-Cookie header when a new one had to be issued. */
export function ensureCsrfToken(request: Request): { token: string; setCookie?: string } {
  const existing = csrfCookie.read(request);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return { token: existing };
  const token = randomToken();
  return { token, setCookie: csrfCookie.serialize(request, token) };
}

/** `Origin: null` (a sandboxed frame, a data: URL, a redirect across origins) is nobody's page of ours. */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin) return origin === new URL(request.url).origin;
  const fetchSite = request.headers.get("sec-fetch-site");
  return !fetchSite || fetchSite === "same-origin" || fetchSite === "none";
}

async function formToken(request: Request): Promise<string | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) return null;
  try {
    const value = (await request.clone().formData()).get(CSRF_FIELD);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request may proceed. Page submissions are form
 * posts (every page action reads a form) and always need the token in their
 * `csrf` field. API calls take it from the header or the field; those without
 * any of our cookies (API clients using accesstoken headers) carry no ambient
 * authority and need none.
 */
export async function passesCsrf(request: Request, options: { page: boolean }): Promise<boolean> {
  if (SAFE_METHODS.has(request.method)) return true;
  if (!sameOrigin(request)) return false;
  const cookieToken = csrfCookie.read(request);
  if (!options.page && !request.headers.get("cookie")) return true;
  const token = (!options.page && request.headers.get(CSRF_HEADER)) || (await formToken(request));
  return Boolean(cookieToken && token && timingSafeEqual(cookieToken, token));
}

/**
 * The same check for a body its route streams (an attachment's upload), which the Worker does not
 * read first: `field` is the form's csrf field, read before anything is stored, or null for a PUT.
 */
export function passesStreamedCsrf(request: Request, field: string | null): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  if (!sameOrigin(request)) return false;
  if (!request.headers.get("cookie")) return true;
  const cookieToken = csrfCookie.read(request);
  const token = request.headers.get(CSRF_HEADER) || field;
  return Boolean(cookieToken && token && timingSafeEqual(cookieToken, token));
}
