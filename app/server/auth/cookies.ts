import { hostCookie } from "~/lib/cookies.server";
import { SESSION_TTL_MS } from "../workspace/aggregates/sessions/store";

/** As long as a session (30 days, decision 0005); renewed with it when a signed-in request extends it. */
export const SESSION_MAX_AGE_SECONDS = SESSION_TTL_MS / 1000;

/** The session token of this host: HttpOnly, `__Host-` over https. */
export const sessionCookie = hostCookie("meridian-session", { httpOnly: true, maxAge: SESSION_MAX_AGE_SECONDS });

/** The CSRF token of this host, readable by the page (spec §7: the header is "taken from a cookie"). */
export const csrfCookie = hostCookie("meridian-csrf", { httpOnly: false });

/** Whole seconds from now until `expiresAt`, never negative: a cookie's Max-Age for that moment. */
export function secondsUntil(expiresAt: number): number {
  return Math.max(0, Math.floor((expiresAt - Date.now()) / 1000));
}
