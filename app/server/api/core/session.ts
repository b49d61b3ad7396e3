import type { Context } from "hono";
import { clearedSessionCookie, readCookie, sessionCookie, sessionCookieName } from "~/server/auth/cookies";
import type { Viewer } from "~/server/workspace/types";
import { ApiError } from "./envelope";
import type { ApiEnv } from "./types";
import { workspace } from "./workspace";

type Credentials = { token: string; via: "cookie" | "header"; userId?: string };

/** The session token from the `accesstoken` header (API clients) or the session cookie (browsers). */
export function credentials(c: Context<ApiEnv>): Credentials | null {
  const header = c.req.header("accesstoken");
  if (header) return { token: header, via: "header", userId: c.req.header("userid") };
  const cookie = readCookie(c.req.raw, sessionCookieName(c.req.raw));
  return cookie ? { token: cookie, via: "cookie" } : null;
}

/**
 * The signed-in member, checked inside the tenant's Durable Object. Header
 * clients get their (renewed) token back in the `accesstoken` header, browsers
 * their cookie with the session's expiry; a refused cookie is cleared.
 */
export async function requireViewer(c: Context<ApiEnv>): Promise<Viewer & { token: string }> {
  const found = credentials(c);
  if (!found) throw new ApiError(401, "Unauthorized");
  const outcome = await workspace(c).query(found.token, { name: "sessions.viewer", input: {} });
  if (!outcome.ok) {
    if (found.via === "cookie") c.header("set-cookie", clearedSessionCookie(c.req.raw), { append: true });
    throw new ApiError(outcome.status, outcome.message);
  }
  if (found.userId !== undefined && found.userId !== outcome.data.member.userId) {
    throw new ApiError(401, "Unauthorized");
  }
  if (found.via === "header") c.header("accesstoken", found.token);
  // The cookie follows the session's sliding expiry (the shell passes it on to the browser).
  else c.header("set-cookie", sessionCookie(c.req.raw, found.token, outcome.data.session.expiresAt), { append: true });
  return { ...outcome.data, token: found.token };
}
