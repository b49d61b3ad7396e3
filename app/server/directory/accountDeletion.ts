import type { Env } from "~/server/env";
import { ACCOUNT_DELETION_GRACE_MS, DELETED_USER, erasedEmail } from "~/schemas/account";

/**
 * Deleting an account (issue 38 §3, decision 0089): the request is kept on the user's row; signing
 * in within the grace period takes it back; after it, each organisation's alarm renames the member
 * copy and queues `eraseAccount`, which replaces the person's data here and deletes what signs in.
 */

export async function requestAccountDeletion(db: D1Database, userId: string, now: number) {
  await db.prepare("UPDATE users SET deletion_requested_at = ? WHERE id = ? AND deleted_at IS NULL").bind(now, userId).run();
}

/** When the user asked for their account's deletion, or null when they have not (or took it back). */
export async function deletionRequestedAt(db: D1Database, userId: string): Promise<number | null> {
  const row = await db.prepare("SELECT deletion_requested_at AS at FROM users WHERE id = ?").bind(userId).first<{ at: number | null }>();
  return row?.at ?? null;
}

export async function cancelAccountDeletion(db: D1Database, userId: string) {
  await db.prepare("UPDATE users SET deletion_requested_at = NULL WHERE id = ?").bind(userId).run();
}

/**
 * Erases the directory's data of an account whose grace period has passed: name and e-mail
 * replaced (so the address is free for a new account), details and picture gone, password,
 * memberships and pending tokens deleted. Does nothing for an account restored in time, so a
 * repeated or late run is harmless.
 */
export async function eraseAccount(env: Pick<Env, "DIRECTORY" | "FILES">, userId: string, now: number) {
  const db = env.DIRECTORY;
  const row = await db
    .prepare("SELECT image_key AS imageKey, deletion_requested_at AS at FROM users WHERE id = ?")
    .bind(userId)
    .first<{ imageKey: string | null; at: number | null }>();
  if (!row || row.at === null || row.at + ACCOUNT_DELETION_GRACE_MS > now) return;
  await db.batch([
    db
      .prepare(
        `UPDATE users SET email = ?, first_name = ?, last_name = ?, designation = NULL, mobile_number = NULL, city = NULL,
           birthday = NULL, work_anniversary = NULL, image_key = NULL, deletion_requested_at = NULL, deleted_at = ?
         WHERE id = ?`,
      )
      .bind(erasedEmail(userId), DELETED_USER.firstName, DELETED_USER.lastName, now, userId),
    db.prepare("DELETE FROM credentials WHERE user_id = ?").bind(userId),
    db.prepare("DELETE FROM memberships WHERE user_id = ?").bind(userId),
    db.prepare("DELETE FROM redirect_tokens WHERE user_id = ?").bind(userId),
    db.prepare("DELETE FROM password_resets WHERE user_id = ?").bind(userId),
  ]);
  if (row.imageKey) await env.FILES.delete(row.imageKey);
}
