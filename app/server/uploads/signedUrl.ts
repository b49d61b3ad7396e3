import { base64url, timingSafeEqual } from "../auth/crypto";

/**
 * Signed, expiring upload URLs: the signature (HMAC-SHA-256 with SIGNING_SECRET)
 * covers the R2 key, the content type, the maximum size and the expiry, so the
 * holder can PUT exactly one kind of object to exactly one key for a short time.
 */
export const UPLOAD_PATH = "/api/v2/user/upload";
export const UPLOAD_URL_TTL_MS = 5 * 60 * 1000;

export type UploadGrant = { key: string; contentType: string; maxBytes: number; expires: number };

const encoder = new TextEncoder();

/**
 * The signature covers the path too for every upload path but the profile picture's (whose links
 * keep their original form), so a grant for one kind of upload cannot be spent on another.
 */
async function sign(secret: string, grant: UploadGrant, path = UPLOAD_PATH): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const payload = ["PUT", ...(path === UPLOAD_PATH ? [] : [path]), grant.key, grant.contentType, grant.maxBytes, grant.expires].join("\n");
  return base64url(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(payload))));
}

export async function signedUploadUrl(origin: string, secret: string, grant: UploadGrant, path = UPLOAD_PATH, extra: Record<string, string> = {}): Promise<string> {
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  url.searchParams.set("key", grant.key);
  url.searchParams.set("type", grant.contentType);
  url.searchParams.set("max", String(grant.maxBytes));
  url.searchParams.set("expires", String(grant.expires));
  url.searchParams.set("sig", await sign(secret, grant, path));
  return url.toString();
}

export type GrantCheck = { ok: true; grant: UploadGrant } | { ok: false; status: 403; message: string };

/** The grant a signed URL carries, if its signature is intact and it has not expired. */
export async function verifyUploadUrl(url: URL, secret: string, now = Date.now()): Promise<GrantCheck> {
  const params = url.searchParams;
  const grant: UploadGrant = {
    key: params.get("key") ?? "",
    contentType: params.get("type") ?? "",
    maxBytes: Number(params.get("max")),
    expires: Number(params.get("expires")),
  };
  const signature = params.get("sig") ?? "";
  if (!grant.key || !Number.isSafeInteger(grant.maxBytes) || !Number.isSafeInteger(grant.expires)) {
    return { ok: false, status: 403, message: "Invalid upload link" };
  }
  if (!timingSafeEqual(signature, await sign(secret, grant, url.pathname))) {
    return { ok: false, status: 403, message: "Invalid upload link" };
  }
  if (grant.expires < now) return { ok: false, status: 403, message: "This upload link has expired" };
  return { ok: true, grant };
}
