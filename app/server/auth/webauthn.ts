import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { StoredPasskey } from "../directory/passkeys";

/**
 * WebAuthn ceremonies (decision 0088). The relying party is the base domain, so a passkey made on
 * a tenant's host (Profile › Security) signs in on the auth host, where every sign-in happens. The
 * origin expected is the host the ceremony runs on, as the request reached it.
 */
const RP_NAME = "Meridian";

export const rpIdOf = (baseDomain: string) => baseDomain.toLowerCase().replace(/:\d+$/, "");

type Party = { rpID: string; origin: string };

/**
 * The base domain as relying party; but browsers refuse a single-label one ("localhost") for its
 * sub-domains, so locally each host is its own relying party (decision 0088).
 */
export function partyOf(request: Request, baseDomain: string): Party {
  const url = new URL(request.url);
  const base = rpIdOf(baseDomain);
  return { rpID: base.includes(".") ? base : url.hostname, origin: url.origin };
}

const transportsOf = (passkey: StoredPasskey) => JSON.parse(passkey.transports) as AuthenticatorTransport[];

export function registrationOptions(party: Party, user: { id: string; email: string; name: string }, existing: StoredPasskey[]) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: party.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey) })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
}

/** The new credential when the response answers the challenge, or null. */
export async function verifiedRegistration(party: Party, response: RegistrationResponseJSON, expectedChallenge: string) {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      requireUserVerification: false,
    });
    if (!verified || !registrationInfo) return null;
    const { credential } = registrationInfo;
    return {
      id: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return null;
  }
}

/** Options for a sign-in: any passkey of this site (no `allow`), or one of the person's (the second step). */
export function authenticationOptions(party: Party, allow?: StoredPasskey[]) {
  return generateAuthenticationOptions({
    rpID: party.rpID,
    userVerification: "preferred",
    allowCredentials: allow?.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey) })),
  });
}

/** The passkey's new signature counter when the response is its signature over the challenge, or null. */
export async function verifiedAuthentication(party: Party, response: AuthenticationResponseJSON, expectedChallenge: string, passkey: StoredPasskey) {
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      requireUserVerification: false,
      credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: transportsOf(passkey) },
    });
    return verified ? authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
