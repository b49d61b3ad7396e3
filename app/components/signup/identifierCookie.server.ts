import { createCookie } from "@remix-run/cloudflare";
import { identifierToken, SIGNUP_SESSION_TTL_SECONDS } from "~/schemas/signup";

/**
 * The user identifier token between sign-up screens: HttpOnly, host-only,
 * short-lived, never in a URL. Over https it takes the `__Host-` prefix like
 * the app's other cookies.
 */
const cookies = {
  "https:": createCookie("__Host-meridian-signup", { httpOnly: true, secure: true, sameSite: "lax", path: "/", maxAge: SIGNUP_SESSION_TTL_SECONDS }),
  "http:": createCookie("meridian-signup", { httpOnly: true, sameSite: "lax", path: "/", maxAge: SIGNUP_SESSION_TTL_SECONDS }),
};

const cookieFor = (request: Request) => (new URL(request.url).protocol === "https:" ? cookies["https:"] : cookies["http:"]);

export async function readIdentifierToken(request: Request): Promise<string | null> {
  const value: unknown = await cookieFor(request).parse(request.headers.get("cookie"));
  return typeof value === "string" ? identifierToken(value) : null;
}

export function identifierTokenCookie(request: Request, token: string): Promise<string> {
  return cookieFor(request).serialize(token);
}

export function clearedIdentifierTokenCookie(request: Request): Promise<string> {
  return cookieFor(request).serialize("", { maxAge: 0 });
}
