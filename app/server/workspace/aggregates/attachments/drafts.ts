import { ATTACHMENT_NOT_FOUND } from "~/lib/attachments";
import { defineSystem, WorkspaceFailure } from "../../operations";
import { DRAFT_FILE_TTL_MS, draftFilesBefore, removeAttachment, type AttachmentRow } from "./store";

/**
 * Files of messages not yet posted (issue 43 §1, decision record 75): a draft's file is its uploader's
 * alone until the message is posted; anyone else is told it does not exist.
 */
export function requireSeenDraft(row: AttachmentRow, userId: string) {
  if (row.draft_for !== null && row.uploaded_by !== userId) throw new WorkspaceFailure(404, ATTACHMENT_NOT_FOUND);
}

/** Draft files deleted in one run; more due ones are left to the next run, which follows at once. */
const PURGE_BATCH = 50;

export const attachmentSystem = {
  /**
   * Draft files older than DRAFT_FILE_TTL_MS belong to messages that were never posted: they go
   * (their objects with them, by the table's trigger). Answers when the next one is due.
   */
  "attachments.purgeDrafts": defineSystem({
    handler: ({ sql }, { now }: { now: number }) => {
      const due = draftFilesBefore(sql, now - DRAFT_FILE_TTL_MS, PURGE_BATCH + 1);
      const purged = due.slice(0, PURGE_BATCH);
      for (const row of purged) removeAttachment(sql, row.id);
      const [next] = due.length > PURGE_BATCH ? [due[PURGE_BATCH]] : draftFilesBefore(sql, Number.MAX_SAFE_INTEGER, 1);
      return { purged: purged.length, nextDueAt: next ? Math.max(now, next.created_at + DRAFT_FILE_TTL_MS) : null };
    },
  }),
};
