import { API_TOKEN_PREFIX, type ApiTokenAccess } from "~/schemas/apiToken";
import { randomToken, sha256 } from "../../../auth/crypto";

/**
 * A token's secret names its access after the prefix (`mrd_ro_…`, `mrd_rw_…`), so a read-only token is
 * refused a change before any lookup; the secret is stored only as its hash, so the part cannot be altered.
 */
const ACCESS_PART: Record<ApiTokenAccess, string> = { read: "ro_", "read-write": "rw_" };

/** A personal API token's secret is told from a session's by its prefix, before anything is looked up. */
export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

/** What a token's secret says it may do; null for anything but a token. */
export function accessOfSecret(token: string): ApiTokenAccess | null {
  if (!isApiToken(token)) return null;
  const part = token.slice(API_TOKEN_PREFIX.length, API_TOKEN_PREFIX.length + 3);
  return part === ACCESS_PART.read ? "read" : part === ACCESS_PART["read-write"] ? "read-write" : null;
}

/** A new token's secret (shown once), the hash it is stored under, and the hint a list shows of it. */
export async function newSecret(access: ApiTokenAccess) {
  const secret = `${API_TOKEN_PREFIX}${ACCESS_PART[access]}${randomToken(32)}`;
  return { secret, hash: await sha256(secret), hint: secret.slice(-4) };
}
