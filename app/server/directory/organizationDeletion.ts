import type { Env } from "~/server/env";
import { tenantFilePrefixes } from "~/server/uploads/tenantFiles";

/**
 * Deleting an organisation for good (issue 38 §3, decision 0091), run by its tenant's alarm when
 * the 30 days have passed: every R2 object under its tenant's prefixes, then its directory rows
 * (the tenant, and with it memberships, invites, redirect tokens, its subscription, feedback and
 * pending sign-ins), which frees the sub-domain. Each part is harmless when repeated, so the queue
 * may retry the whole.
 */
export async function purgeOrganization(env: Pick<Env, "DIRECTORY" | "FILES">, tenantId: string) {
  for (const prefix of tenantFilePrefixes(tenantId)) await deleteEveryObjectUnder(env.FILES, prefix);
  const db = env.DIRECTORY;
  // The foreign keys cascade too; the tables are named so the purge does not rest on that.
  await db.batch([
    ...["memberships", "invites", "redirect_tokens", "subscriptions", "feedback", "sign_in_challenges"].map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE tenant_id = ?`).bind(tenantId),
    ),
    db.prepare("DELETE FROM tenants WHERE id = ?").bind(tenantId),
  ]);
}

async function deleteEveryObjectUnder(bucket: R2Bucket, prefix: string) {
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix, cursor, limit: 1000 });
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}
