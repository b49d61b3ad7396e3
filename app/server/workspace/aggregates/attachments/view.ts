import { canWork, type WorkRole } from "~/lib/permissions";
import { isImageType, isInlineType } from "~/lib/attachments";
import type { MemberContext } from "../../operations";
import { namesOf } from "../../people";
import type { AttachmentRow } from "./store";

/** Files as readers get them: name, type, size, who uploaded them (by current name) and what the reader may do. */
export function attachmentViews(context: MemberContext, role: WorkRole, writable: boolean, rows: readonly AttachmentRow[]) {
  const names = namesOf(context.sql, rows.map((row) => row.uploaded_by));
  const me = context.viewer.member.userId;
  const moderates = canWork(role, "project:manage");
  return rows.map((row) => ({
    attachmentId: row.id,
    itemType: row.item_type,
    itemId: row.item_id,
    messageId: row.message_id,
    draftFor: row.draft_for,
    name: row.name,
    contentType: row.content_type,
    size: row.size,
    isImage: isImageType(row.content_type),
    inline: isInlineType(row.content_type),
    uploadedBy: names.get(row.uploaded_by) ?? null,
    createdAt: row.created_at,
    canDelete: writable && (row.uploaded_by === me || moderates),
  }));
}

export type AttachmentView = ReturnType<typeof attachmentViews>[number];
