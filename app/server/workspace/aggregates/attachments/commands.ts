import { canWork } from "~/lib/permissions";
import { tenantFilePrefix } from "~/server/uploads/tenantFiles";
import { storageQuotaOf } from "~/lib/plans";
import { acceptedType, ATTACHMENT_ALREADY_ON_MESSAGE, ATTACHMENT_ALREADY_UPLOADED, ATTACHMENT_CONTENT_MISMATCH, ATTACHMENT_EMPTY, ATTACHMENT_NAME_REQUIRED, ATTACHMENT_NOT_FOUND, ATTACHMENT_ON_OTHER_ITEM, ATTACHMENT_TOO_LARGE, ATTACHMENT_TYPE_NOT_ALLOWED, MAX_ATTACHMENT_BYTES, MAX_FILES_PER_MESSAGE, NOT_YOUR_ATTACHMENT, ONLY_AUTHOR_ATTACHES, sanitiseName, storageFullMessage } from "~/lib/attachments";
import { MESSAGE_GONE, MESSAGE_NOT_FOUND } from "~/schemas/conversation";
import { PLAN_LIMIT_STATUS } from "~/lib/plans";
import type { ActivityItem } from "../../activity";
import { requireAttachment } from "../../access";
import { defineCommand, fieldFailure, WorkspaceFailure, type MemberContext, type TargetContext } from "../../operations";
import { findMessage } from "../conversations/store";
import { readPlanCopy } from "../subscription/store";
import { requireSeenDraft } from "./drafts";
import { attachedTo, attachToMessage, commitAttachment, DRAFT_FILE_TTL_MS, findAttachment, insertPending, removeAttachment, storageUsed, sweepStale, type AttachmentRow } from "./store";
import { attachmentViews } from "./view";

type PrepareInput = { itemId: string; name: string; size: number; type?: string; messageId?: string; draftFor?: string };
type CommitInput = { attachmentId: string; key: string; size: number; contentType: string };

const onItem = (verb: string) => (row: Pick<AttachmentRow, "id" | "item_id" | "item_type" | "name" | "message_id">, context: TargetContext<"item">): ActivityItem => ({
  verb,
  itemType: "attachment",
  itemId: row.id,
  parentId: row.item_id,
  teamId: context.target.project.team_id,
  projectId: context.target.project.id,
  detail: { itemType: row.item_type, name: row.name, messageId: row.message_id },
});

/** A message of the item that the viewer wrote, still there and with room for more files. */
function requireOwnMessage(context: TargetContext<"item">, messageId: string, adding: number) {
  const message = findMessage(context.sql, messageId);
  if (!message || message.item_id !== context.target.item.id) throw new WorkspaceFailure(404, MESSAGE_NOT_FOUND);
  if (message.deleted_at !== null) throw new WorkspaceFailure(409, MESSAGE_GONE);
  if (message.author_id !== context.viewer.member.userId) throw new WorkspaceFailure(403, ONLY_AUTHOR_ATTACHES);
  if (attachedTo(context.sql, message.id) + adding > MAX_FILES_PER_MESSAGE) {
    throw new WorkspaceFailure(409, `A message can carry at most ${MAX_FILES_PER_MESSAGE} files`);
  }
  return message;
}

/** Refuses when `size` more bytes would pass the plan's storage (402, like the plan's other limits). */
function requireRoom(sql: SqlStorage, size: number) {
  const used = storageUsed(sql);
  const quota = storageQuotaOf(readPlanCopy(sql).current.planId);
  if (used + size > quota) throw new WorkspaceFailure(PLAN_LIMIT_STATUS, storageFullMessage(used, quota));
}

/** The viewer's own upload that has not finished; anyone else's is not found. */
function requirePending(context: MemberContext, row: AttachmentRow) {
  if (row.uploaded_by !== context.viewer.member.userId) throw new WorkspaceFailure(404, ATTACHMENT_NOT_FOUND);
  if (row.state !== "pending") throw new WorkspaceFailure(409, ATTACHMENT_ALREADY_UPLOADED);
}

export const attachmentCommands = {
  /**
   * Reserves a file's place before its bytes arrive: the item (or the viewer's message on it) may take
   * comments, the name is on the allow-list and agrees with the declared type, the size is within the
   * limit and the plan's storage has room (pending uploads count). Answers where the bytes go.
   */
  "attachments.prepare": defineCommand({
    acts: { resource: "item", from: "itemId", action: "work:comment" },
    handler: (context, input: PrepareInput) => {
      const name = sanitiseName(input.name);
      if (!name) throw fieldFailure(400, "name", ATTACHMENT_NAME_REQUIRED);
      const contentType = acceptedType(name, input.type);
      if (!contentType) throw new WorkspaceFailure(415, ATTACHMENT_TYPE_NOT_ALLOWED, { name: [ATTACHMENT_TYPE_NOT_ALLOWED] });
      if (!(input.size > 0)) throw fieldFailure(400, "size", ATTACHMENT_EMPTY);
      if (input.size > MAX_ATTACHMENT_BYTES) throw new WorkspaceFailure(413, ATTACHMENT_TOO_LARGE, { size: [ATTACHMENT_TOO_LARGE] });
      if (input.messageId) requireOwnMessage(context, input.messageId, 1);
      sweepStale(context.sql, context.now);
      requireRoom(context.sql, input.size);
      const { item } = context.target;
      const row: AttachmentRow = {
        id: crypto.randomUUID(),
        item_type: item.type,
        item_id: item.id,
        message_id: input.messageId ?? null,
        // The tenant's folder of the bucket, then a random name: never the file's name or id, so a key
        // cannot be guessed from anything a reader sees.
        r2_key: `${tenantFilePrefix("attachments", context.viewer.tenant.id)}${crypto.randomUUID()}`,
        name,
        content_type: contentType,
        size: input.size,
        state: "pending",
        uploaded_by: context.viewer.member.userId,
        created_at: context.now,
        committed_at: null,
        // A file of a message being written belongs to that draft until the message is posted.
        draft_for: input.messageId ? null : (input.draftFor ?? null),
      };
      insertPending(context.sql, row);
      return { attachmentId: row.id, key: row.r2_key, name, contentType, maxBytes: input.size, row };
    },
    activity: (_input, { row }, context) => onItem("file_upload_started")(row, context),
  }),

  /**
   * The bytes are in R2 under the reserved key, their content sniffed as `contentType`: the file is
   * listed from now on. A type the content does not match, or more bytes than reserved, is refused
   * (the API then removes the object and the reservation).
   */
  "attachments.commit": defineCommand({
    acts: { resource: "attachment", from: "attachmentId", action: "work:comment" },
    handler: (context, input: CommitInput) => {
      const { attachment, role } = context.target;
      requirePending(context, attachment);
      if (attachment.r2_key !== input.key) throw new WorkspaceFailure(404, ATTACHMENT_NOT_FOUND);
      if (input.contentType !== attachment.content_type) throw new WorkspaceFailure(415, ATTACHMENT_CONTENT_MISMATCH);
      if (input.size <= 0) throw new WorkspaceFailure(400, ATTACHMENT_EMPTY);
      if (input.size > attachment.size) throw new WorkspaceFailure(413, ATTACHMENT_TOO_LARGE);
      commitAttachment(context.sql, attachment.id, input.size, context.now);
      const row = findAttachment(context.sql, attachment.id)!;
      return { attachment: attachmentViews(context, role, true, [row])[0], row };
    },
    activity: (_input, { row }, context) => onItem("file_uploaded")(row, context),
    // A draft's file is purged by the alarm if its message is never posted.
    effects: (_input, { row }) => (row.draft_for === null ? [] : [{ kind: "wakeAt", at: row.created_at + DRAFT_FILE_TTL_MS }]),
  }),

  /** An upload that failed (too large, not its type, the connection lost): its reservation and any object go. */
  "attachments.discard": defineCommand({
    permission: "signed-in",
    handler: (context, { attachmentId }: { attachmentId: string }) => {
      const row = findAttachment(context.sql, attachmentId);
      if (!row) return { attachmentId, discarded: false };
      requirePending(context, row);
      removeAttachment(context.sql, row.id);
      return { attachmentId, discarded: true };
    },
    activity: ({ attachmentId }, { discarded }) => ({ verb: "file_upload_discarded", itemType: "attachment", itemId: attachmentId, detail: { discarded } }),
  }),

  /** Deletes a file: the person who uploaded it, or the project's admins and the tenant's. Its object goes after the commit. */
  "attachments.delete": defineCommand({
    acts: { resource: "attachment", from: "attachmentId", action: "work:comment" },
    handler: (context, _input: { attachmentId: string }) => {
      const { attachment, role } = context.target;
      if (attachment.state !== "committed") throw new WorkspaceFailure(404, ATTACHMENT_NOT_FOUND);
      requireSeenDraft(attachment, context.viewer.member.userId);
      if (attachment.uploaded_by !== context.viewer.member.userId && !canWork(role, "project:manage")) {
        throw new WorkspaceFailure(403, NOT_YOUR_ATTACHMENT);
      }
      removeAttachment(context.sql, attachment.id);
      return { attachmentId: attachment.id, row: attachment };
    },
    activity: (_input, { row }, context) => onItem("file_deleted")(row, context),
  }),

  /**
   * Puts files the viewer uploaded to an item on their message there (the panel uploads while the
   * message is written, as the draft's files, then attaches them once it is posted).
   */
  "attachments.attach": defineCommand({
    acts: { resource: "message", from: "messageId", action: "work:comment" },
    handler: (context, { attachmentIds }: { messageId: string; attachmentIds: string[] }) => {
      const { message, item, role } = context.target;
      const ids = [...new Set(attachmentIds)];
      const itemContext = context as unknown as TargetContext<"item">;
      requireOwnMessage(itemContext, message.id, ids.length);
      const rows = ids.map((id) => {
        const { attachment } = requireAttachment(context, id, "work:comment");
        if (attachment.state !== "committed" || attachment.uploaded_by !== context.viewer.member.userId) throw new WorkspaceFailure(404, ATTACHMENT_NOT_FOUND);
        if (attachment.item_id !== item.id) throw new WorkspaceFailure(409, ATTACHMENT_ON_OTHER_ITEM);
        if (attachment.message_id !== null) throw new WorkspaceFailure(409, ATTACHMENT_ALREADY_ON_MESSAGE);
        return attachment;
      });
      for (const row of rows) attachToMessage(context.sql, row.id, message.id);
      const attached = rows.map((row) => ({ ...row, message_id: message.id, draft_for: null }));
      return { messageId: message.id, attachments: attachmentViews(context, role, true, attached) };
    },
    activity: ({ messageId }, { attachments }, context) => ({
      verb: "files_attached",
      itemType: "message",
      itemId: messageId,
      parentId: context.target.item.id,
      teamId: context.target.project.team_id,
      projectId: context.target.project.id,
      detail: { count: attachments.length },
    }),
  }),
};
