import { SESSION_TTL_MS } from "../workspace/aggregates/sessions/store";

/**
 * Cookies of one host. Over https they carry the `__Host-` prefix and Secure,
 * which binds them to exactly the host that set them (no sibling tenant
 * sub-domain can read or overwrite them); plain http (local development)
 * cannot hold `__Host-` cookies, so there the prefix is dropped.
 */
export type CookieOptions = { httpOnly: boolean; maxAge?: number };

export function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}

export function serializeCookie(name: string, value: string, secure: boolean, options: CookieOptions): string {
  const parts = [`${name}=${value}`, "Path=/", "SameSite=Lax"];
  if (options.httpOnly) parts.push("HttpOnly");
  if (secure) parts.push("Secure");
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  return parts.join("; ");
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const index = pair.indexOf("=");
    if (index !== -1 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}

export const SESSION_COOKIE = "meridian-session";
export const CSRF_COOKIE = "meridian-csrf";
/** As long as a session (30 days, decision 0005); renewed with it when a signed-in request extends it. */
export const SESSION_MAX_AGE_SECONDS = SESSION_TTL_MS / 1000;

export function sessionCookieName(request: Request) {
  return cookieName(SESSION_COOKIE, isSecure(request));
}

/** The session cookie, living until `expiresAt` (a new session's full lifetime when not given). */
export function sessionCookie(request: Request, token: string, expiresAt?: number): string {
  const secure = isSecure(request);
  const maxAge = expiresAt === undefined ? SESSION_MAX_AGE_SECONDS : Math.max(0, Math.floor((expiresAt - Date.now()) / 1000));
  return serializeCookie(cookieName(SESSION_COOKIE, secure), token, secure, { httpOnly: true, maxAge });
}

export function clearedSessionCookie(request: Request): string {
  const secure = isSecure(request);
  return serializeCookie(cookieName(SESSION_COOKIE, secure), "", secure, { httpOnly: true, maxAge: 0 });
}
