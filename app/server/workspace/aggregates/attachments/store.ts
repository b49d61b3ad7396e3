import type { FileOrder } from "~/schemas/attachment";
import type { ItemType } from "~/schemas/conversation";
import { decodeCursor, pageOf } from "../../keysetCursor";
import { limitTo } from "../../sql";

/** A file as stored (migrations/0021_attachments.ts): pending until its bytes are in R2 and checked. */
export type AttachmentRow = {
  id: string;
  item_type: ItemType;
  item_id: string;
  message_id: string | null;
  r2_key: string;
  name: string;
  content_type: string;
  size: number;
  state: "pending" | "committed";
  uploaded_by: string;
  created_at: number;
  committed_at: number | null;
};

/** How long a pending upload holds its place in the quota: the signed URL's five minutes and a margin. */
export const PENDING_TTL_MS = 15 * 60 * 1000;

export function findAttachment(sql: SqlStorage, attachmentId: string): AttachmentRow | null {
  return sql.exec<AttachmentRow>("SELECT * FROM attachments WHERE id = ?", attachmentId).toArray()[0] ?? null;
}

export function insertPending(sql: SqlStorage, row: AttachmentRow) {
  sql.exec(
    `INSERT INTO attachments (id, item_type, item_id, message_id, r2_key, name, content_type, size, state, uploaded_by, created_at, committed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, NULL)`,
    row.id, row.item_type, row.item_id, row.message_id, row.r2_key, row.name, row.content_type, row.size, row.uploaded_by, row.created_at,
  );
}

export function commitAttachment(sql: SqlStorage, attachmentId: string, size: number, now: number) {
  sql.exec("UPDATE attachments SET state = 'committed', size = ?, committed_at = ? WHERE id = ?", size, now, attachmentId);
}

/** Removes file rows; their objects' deletion is queued by the table's trigger. */
export function removeAttachment(sql: SqlStorage, attachmentId: string) {
  sql.exec("DELETE FROM attachments WHERE id = ?", attachmentId);
}

/** Pending uploads older than PENDING_TTL_MS never finished: they go (and their objects, if any). */
export function sweepStale(sql: SqlStorage, now: number) {
  sql.exec("DELETE FROM attachments WHERE state = 'pending' AND created_at < ?", now - PENDING_TTL_MS);
}

/** The tenant's bytes in files, pending uploads included (kept by triggers). */
export const storageUsed = (sql: SqlStorage) => sql.exec<{ bytes: number }>("SELECT bytes FROM storage_usage WHERE id = 1").one().bytes;

export const attachedTo = (sql: SqlStorage, messageId: string) =>
  sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM attachments WHERE message_id = ?", messageId).one().n;

/** One page of an item's committed files (or one message's), oldest first or newest first. */
export function attachmentPage(
  sql: SqlStorage,
  itemId: string,
  messageId: string | undefined,
  { cursor, limit, order = "oldest" }: { cursor?: string; limit: number; order?: FileOrder },
) {
  const after = cursor ? decodeCursor(cursor, 2) : null;
  const [compare, direction] = order === "newest" ? ["<", "DESC"] : [">", "ASC"];
  const rows = sql
    .exec<AttachmentRow>(
      `SELECT * FROM attachments WHERE ${messageId ? "message_id = ? AND " : ""}item_id = ? AND state = 'committed'
       ${after ? `AND (created_at, id) ${compare} (?, ?)` : ""} ORDER BY created_at ${direction}, id ${direction} ${limitTo(limit + 1)}`,
      ...(messageId ? [messageId] : []), itemId, ...(after ?? []),
    )
    .toArray();
  return pageOf(rows, limit, (row) => [row.created_at, row.id], (row) => row);
}
