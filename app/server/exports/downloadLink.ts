import { hmac, timingSafeEqual } from "../auth/crypto";

/**
 * A background export's download link (decision 0057): the signature (HMAC-SHA-256 with
 * SIGNING_SECRET) covers the tenant, the member, the job and the expiry, so a link works only on
 * its tenant's host, for the member signed in there who asked for it, until it expires. Holding
 * the link is not enough: the download also needs that member's session and their access to the
 * project (exports.file).
 */
export const EXPORT_FILE_PATH = "/api/v2/download/exportFile";

export type ExportGrant = { tenantId: string; userId: string; jobId: string; expires: number };

const signature = (secret: string, grant: ExportGrant) =>
  hmac(secret, ["export", grant.tenantId, grant.userId, grant.jobId, grant.expires].join("\n"));

export async function exportDownloadLink(origin: string, secret: string, grant: ExportGrant): Promise<string> {
  const url = new URL(EXPORT_FILE_PATH, origin);
  url.searchParams.set("job", grant.jobId);
  url.searchParams.set("expires", String(grant.expires));
  url.searchParams.set("sig", await signature(secret, grant));
  return url.toString();
}

/** Whether a link's signature holds for this tenant and member and it has not expired. */
export async function verifyExportLink(secret: string, grant: ExportGrant, sig: string, now = Date.now()): Promise<boolean> {
  if (!Number.isSafeInteger(grant.expires) || grant.expires <= now) return false;
  return timingSafeEqual(sig, await signature(secret, grant));
}
