import { redirect } from "@remix-run/cloudflare";
import { SIGN_IN_EXPIRED_MESSAGE } from "~/schemas/secondStep";
import { hostCookie } from "./cookies.server";
import { redirectWithToast } from "./toast.server";

/**
 * The browser's reference to a pending sign-in (issue 38 §1): the password was right, the second
 * step (or its setup) is to come. The state itself is the server's short-lived challenge; this
 * HttpOnly cookie of the auth host only names it, for as long as the challenge lives.
 */
export const pendingSignInCookie = hostCookie("meridian-sign-in", { httpOnly: true, maxAge: 10 * 60 });

export const SECOND_STEP_PATH = "/login/second-step";
export const SETUP_PATH = "/login/set-up-second-step";

/** Sends the browser on to the second step (or its setup) with the pending sign-in's reference. */
export function toSecondStep(request: Request, pending: { challenge: string; setup: boolean }) {
  return redirect(pending.setup ? SETUP_PATH : SECOND_STEP_PATH, {
    headers: { "set-cookie": pendingSignInCookie.serialize(request, pending.challenge) },
  });
}

/** The pending sign-in's reference, or a redirect back to the login form when there is none. */
export function requirePendingSignIn(request: Request): string {
  const challenge = pendingSignInCookie.read(request);
  if (!challenge) throw redirect("/login");
  return challenge;
}

/** The hand-off's headers with the reference cleared. */
export function finishedSignInHeaders(request: Request, headers: Headers): Headers {
  headers.append("set-cookie", pendingSignInCookie.clear(request));
  return headers;
}

/** Back to the login form with the reason, when the pending sign-in is gone (expired or used). */
export const signInExpired = (request: Request) =>
  redirectWithToast(request, "/login", { kind: "error", message: SIGN_IN_EXPIRED_MESSAGE }, { headers: { "set-cookie": pendingSignInCookie.clear(request) } });
