import { base64url, timingSafeEqual } from "../auth/crypto";

/**
 * A mail's unsubscribe link (issue 17): a signed, single-purpose token that turns off one reason of
 * mail for one member of one tenant, without signing in. It carries no expiry: an old mail's link
 * keeps working, and all it can ever do is stop mail.
 */
export const UNSUBSCRIBE_PATH = "/unsubscribe";

export type Unsubscribe = { tenantId: string; userId: string; reason: string };

const encoder = new TextEncoder();
const PURPOSE = "unsubscribe";

async function sign(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return base64url(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`${PURPOSE}\n${payload}`))));
}

export async function unsubscribeToken(secret: string, what: Unsubscribe): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify([what.tenantId, what.userId, what.reason])));
  return `${payload}.${await sign(secret, payload)}`;
}

/** What a token turns off, if its signature is intact; null for anything else. */
export async function readUnsubscribeToken(secret: string, token: string): Promise<Unsubscribe | null> {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined || payload.length > 1000) return null;
  if (!timingSafeEqual(signature, await sign(secret, payload))) return null;
  try {
    const [tenantId, userId, reason] = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/"))) as unknown[];
    if (typeof tenantId !== "string" || typeof userId !== "string" || typeof reason !== "string") return null;
    return { tenantId, userId, reason };
  } catch {
    return null;
  }
}
