import type { FileOrder } from "~/lib/attachments";
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
  /** The composer of an unposted message the file belongs to (migrations/0031), or null once it is the item's or a message's. */
  draft_for: string | null;
};

/** How long a pending upload holds its place in the quota: the signed URL's five minutes and a margin. */
export const PENDING_TTL_MS = 15 * 60 * 1000;

/** How long a file of a message that is never posted is kept with its draft. */
export const DRAFT_FILE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function findAttachment(sql: SqlStorage, attachmentId: string): AttachmentRow | null {
  return sql.exec<AttachmentRow>("SELECT * FROM attachments WHERE id = ?", attachmentId).toArray()[0] ?? null;
}

export function insertPending(sql: SqlStorage, row: AttachmentRow) {
  sql.exec(
    `INSERT INTO attachments (id, item_type, item_id, message_id, r2_key, name, content_type, size, state, uploaded_by, created_at, committed_at, draft_for)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, NULL, ?)`,
    row.id, row.item_type, row.item_id, row.message_id, row.r2_key, row.name, row.content_type, row.size, row.uploaded_by, row.created_at, row.draft_for,
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

/** Puts files on a message: they stop being a draft's. */
export function attachToMessage(sql: SqlStorage, attachmentId: string, messageId: string) {
  sql.exec("UPDATE attachments SET message_id = ?, draft_for = NULL WHERE id = ?", messageId, attachmentId);
}

/** The member's files of unposted messages on the item, oldest first. */
export const draftFilesOf = (sql: SqlStorage, itemId: string, userId: string) =>
  sql
    .exec<AttachmentRow>(
      "SELECT * FROM attachments WHERE item_id = ? AND uploaded_by = ? AND draft_for IS NOT NULL AND state = 'committed' ORDER BY created_at, id",
      itemId,
      userId,
    )
    .toArray();

/** Draft files created at or before `before`, oldest first (at most `limit`). */
export const draftFilesBefore = (sql: SqlStorage, before: number, limit: number) =>
  sql.exec<{ id: string; created_at: number }>(`SELECT id, created_at FROM attachments WHERE draft_for IS NOT NULL AND created_at <= ? ORDER BY created_at ${limitTo(limit)}`, before).toArray();

/** The tenant's bytes in files, pending uploads included (kept by triggers). */
export const storageUsed = (sql: SqlStorage) => sql.exec<{ bytes: number }>("SELECT bytes FROM storage_usage WHERE id = 1").one().bytes;

export const attachedTo = (sql: SqlStorage, messageId: string) =>
  sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM attachments WHERE message_id = ?", messageId).one().n;

/** One page of an item's committed files (or one message's), oldest first or newest first; files of unposted messages are not among them. */
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
      `SELECT * FROM attachments WHERE ${messageId ? "message_id = ? AND " : ""}item_id = ? AND state = 'committed' AND draft_for IS NULL
       ${after ? `AND (created_at, id) ${compare} (?, ?)` : ""} ORDER BY created_at ${direction}, id ${direction} ${limitTo(limit + 1)}`,
      ...(messageId ? [messageId] : []), itemId, ...(after ?? []),
    )
    .toArray();
  return pageOf(rows, limit, (row) => [row.created_at, row.id], (row) => row);
}
