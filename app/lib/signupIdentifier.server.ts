import { hostCookie } from "~/lib/cookies.server";
import { identifierToken, SIGNUP_SESSION_TTL_SECONDS } from "~/schemas/signup";

/** The user identifier token between sign-up screens: HttpOnly, host-only, short-lived, never in a URL. */
const identifierCookie = hostCookie("meridian-signup", { httpOnly: true, maxAge: SIGNUP_SESSION_TTL_SECONDS });

export const readIdentifierToken = (request: Request) => identifierToken(identifierCookie.read(request));

export const identifierTokenCookie = (request: Request, token: string) => identifierCookie.serialize(request, token);

export const clearedIdentifierTokenCookie = (request: Request) => identifierCookie.clear(request);
