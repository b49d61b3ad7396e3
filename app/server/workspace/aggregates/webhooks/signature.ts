import { WEBHOOK_SECRET_PREFIX } from "~/schemas/webhook";

/**
 * Standard Webhooks signing (standardwebhooks.com, decision record 87): the secret is `whsec_` and the
 * base64 of random bytes; a delivery's signature is `v1,` and the base64 HMAC-SHA256, under those bytes,
 * of `<webhook-id>.<webhook-timestamp>.<body>`. Several signatures are separated by spaces.
 */
const SECRET_BYTES = 32;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${toBase64(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)))}`;
}

export async function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", fromBase64(secret.slice(WEBHOOK_SECRET_PREFIX.length)), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestampSeconds}.${body}`));
  return `v1,${toBase64(new Uint8Array(mac))}`;
}

/** A delivery's headers: signed with every secret given (the new one and, while a rotation lasts, the old). */
export async function webhookHeaders(secrets: readonly string[], id: string, timestampSeconds: number, body: string): Promise<Record<string, string>> {
  const signatures = await Promise.all(secrets.map((secret) => signWebhook(secret, id, timestampSeconds, body)));
  return {
    "content-type": "application/json",
    "webhook-id": id,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": signatures.join(" "),
  };
}
