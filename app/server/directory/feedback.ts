import type { FeedbackInput } from "~/schemas/feedback";

/** Feedback members send from the side button (spec §3), kept per organisation. */
export type FeedbackRecord = FeedbackInput & { id: string; userName: string; username: string; appVersion: string; createdAt: number };

export async function insertFeedback(
  db: D1Database,
  entry: FeedbackInput & { tenantId: string; userId: string; appVersion: string },
  now = Date.now(),
) {
  const id = crypto.randomUUID();
  await db
    .prepare(
      `INSERT INTO feedback (id, tenant_id, user_id, suggestion, response_rating, app_version, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(id, entry.tenantId, entry.userId, entry.suggestion, entry.responseRating, entry.appVersion, now)
    .run();
  return { id, createdAt: now };
}

/** The organisation's feedback, newest first, with who sent it. */
export async function listFeedback(db: D1Database, tenantId: string, limit = 200): Promise<FeedbackRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT f.id, f.suggestion, f.response_rating AS responseRating, f.app_version AS appVersion, f.created_at AS createdAt,
              u.first_name || ' ' || u.last_name AS userName, u.email AS username
       FROM feedback f JOIN users u ON u.id = f.user_id
       WHERE f.tenant_id = ? ORDER BY f.created_at DESC, f.id LIMIT ?`,
    )
    .bind(tenantId, limit)
    .all<FeedbackRecord>();
  return results;
}
