import type { MailMessage } from "./types";

/** The local outbox: development keeps every mail in D1 so the OTP can be read on /dev/outbox. */
export type OutboxEntry = MailMessage & { id: number; createdAt: number };

export async function storeInOutbox(db: D1Database, message: MailMessage, now = Date.now()): Promise<void> {
  await db
    .prepare("INSERT INTO outbox (recipient, subject, body, kind, created_at) VALUES (?, ?, ?, ?, ?)")
    .bind(message.to, message.subject, message.text, message.kind, now)
    .run();
}

/** The latest mails, newest first, optionally only those to one address. */
export async function listOutbox(db: D1Database, options: { to?: string; limit?: number } = {}) {
  const { to, limit = 50 } = options;
  const filter = to ? "WHERE recipient = ?" : "";
  const { results } = await db
    .prepare(
      `SELECT id, recipient AS "to", subject, body AS text, kind, created_at AS createdAt
       FROM outbox ${filter} ORDER BY id DESC LIMIT ?`,
    )
    .bind(...(to ? [to, limit] : [limit]))
    .all<OutboxEntry>();
  return results;
}
