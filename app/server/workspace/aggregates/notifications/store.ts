/**
 * In-app notifications: one row per recipient, newest first. Other aggregates
 * notify members from inside their own commands with `notify`, so a
 * notification and the change it tells of commit together.
 */
import { limitTo } from "../../sql";

export type NotificationInput = {
  /** What it is about, for filtering and icons: "upgrade_request", later "task_assigned", … */
  kind: string;
  title: string;
  body: string;
  /** The subject's page on this tenant host (a path with its query). */
  link: string;
  actorId: string | null;
};

export type Notification = NotificationInput & { id: string; createdAt: number; read: boolean };

type NotificationRow = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  actor_id: string | null;
  created_at: number;
  read_at: number | null;
};

export function notify(sql: SqlStorage, recipientIds: readonly string[], notification: NotificationInput, now: number) {
  for (const recipientId of recipientIds) {
    sql.exec(
      `INSERT INTO notifications (id, recipient_id, kind, title, body, link, actor_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      crypto.randomUUID(),
      recipientId,
      notification.kind,
      notification.title,
      notification.body,
      notification.link,
      notification.actorId,
      now,
    );
  }
}

/** A member's notifications, newest first (the latest `limit`). */
export function listNotifications(sql: SqlStorage, recipientId: string, limit = 100): Notification[] {
  return sql
    .exec<NotificationRow>(
      `SELECT id, kind, title, body, link, actor_id, created_at, read_at FROM notifications
       WHERE recipient_id = ? ORDER BY created_at DESC, rowid DESC ${limitTo(limit)}`,
      recipientId,
    )
    .toArray()
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      actorId: row.actor_id,
      createdAt: row.created_at,
      read: row.read_at !== null,
    }));
}

export function countUnread(sql: SqlStorage, recipientId: string): number {
  return sql
    .exec<{ n: number }>("SELECT COUNT(*) AS n FROM notifications WHERE recipient_id = ? AND read_at IS NULL", recipientId)
    .one().n;
}

/** Marks one of the member's notifications read; answers whether it is theirs. */
export function markRead(sql: SqlStorage, recipientId: string, notificationId: string, now: number): boolean {
  const found = sql
    .exec("SELECT 1 FROM notifications WHERE id = ? AND recipient_id = ?", notificationId, recipientId)
    .toArray().length;
  sql.exec("UPDATE notifications SET read_at = ? WHERE id = ? AND recipient_id = ? AND read_at IS NULL", now, notificationId, recipientId);
  return found === 1;
}

export function markAllRead(sql: SqlStorage, recipientId: string, now: number): number {
  return sql.exec("UPDATE notifications SET read_at = ? WHERE recipient_id = ? AND read_at IS NULL", now, recipientId).rowsWritten;
}
