import { startAuthentication, startRegistration, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { CSRF_HEADER } from "~/lib/csrf";

/**
 * The passkey ceremonies the browser runs itself (WebAuthn needs script): ask the API for options,
 * let the authenticator answer, hand the answer back. Every failure is a message to show.
 */
export class PasskeyError extends Error {}

type Envelope<T> = { data?: T; error?: { message?: string } };

async function post<T>(path: string, csrf: string, json: unknown = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json", [CSRF_HEADER]: csrf }, body: JSON.stringify(json) });
  } catch {
    throw new PasskeyError("The server could not be reached. Check your connection and try again.");
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !body?.data) throw new PasskeyError(body?.error?.message ?? `Something went wrong (${response.status}). Please try again.`);
  return body.data;
}

/** The browser's refusal (cancelled, timed out, no passkey here) as a sentence. */
function ceremonyError(error: unknown): PasskeyError {
  if (error instanceof PasskeyError) return error;
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return new PasskeyError("The passkey request was cancelled or timed out.");
  return new PasskeyError("This browser could not use a passkey here.");
}

/** Adds a passkey to the signed-in person's account under `name`. */
export async function registerPasskey(csrf: string, name: string) {
  try {
    const { challenge, options } = await post<{ challenge: string; options: unknown }>("/api/v2/user/passkeys/options", csrf);
    const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
    return await post<{ id: string; name: string }>("/api/v2/user/passkeys/add", csrf, { challenge, name, response });
  } catch (error) {
    throw ceremonyError(error);
  }
}

/** Signs in with a passkey on the auth host: for an organisation instead of the password, or as a pending sign-in's second step. Answers where to go. */
export async function passkeySignIn(csrf: string, start: { domainName: string } | { challenge: string }) {
  try {
    const { challenge, options } = await post<{ challenge: string; options: unknown }>("/api/v2/user/passkeyOptions", csrf, start);
    const response = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
    const { redirectUrl } = await post<{ redirectUrl: string }>("/api/v2/user/passkeySignIn", csrf, { challenge, response });
    return redirectUrl;
  } catch (error) {
    throw ceremonyError(error);
  }
}

/** Confirms a step not lightly undone (deleting the account or the organisation) with one of the signed-in person's passkeys; answers the confirmation the form sends. */
export async function confirmWithPasskey(csrf: string) {
  try {
    const { challenge, options } = await post<{ challenge: string; options: unknown }>("/api/v2/user/passkeys/confirmOptions", csrf);
    const response = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
    const { passkeyConfirmation } = await post<{ passkeyConfirmation: string }>("/api/v2/user/passkeys/confirm", csrf, { challenge, response });
    return passkeyConfirmation;
  } catch (error) {
    throw ceremonyError(error);
  }
}
