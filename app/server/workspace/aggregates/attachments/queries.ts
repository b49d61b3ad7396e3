import { ATTACHMENT_NOT_FOUND, ATTACHMENT_PAGE, type FileOrder } from "~/lib/attachments";
import { storageQuotaOf } from "~/lib/plans";
import { defineQuery, WorkspaceFailure, type TargetContext } from "../../operations";
import { writable } from "../conversations/queries";
import { readPlanCopy } from "../subscription/store";
import { requireSeenDraft } from "./drafts";
import { attachmentPage, draftFilesOf, storageUsed } from "./store";
import { attachmentViews } from "./view";

type ListInput = { itemId: string; messageId?: string; cursor?: string; limit?: number; order?: FileOrder };

/** An item's files (on it and on its messages; with the viewer's files of unposted messages apart), or one message's, oldest first (or newest first), a page at a time. */
function list(context: TargetContext<"item">, input: ListInput) {
  const { item, role } = context.target;
  const canWrite = writable(context);
  const page = attachmentPage(context.sql, item.id, input.messageId, { cursor: input.cursor, limit: input.limit ?? ATTACHMENT_PAGE, order: input.order });
  // The viewer's own files of messages not yet posted: their composers show them (decision record 75).
  const drafts = input.messageId ? [] : draftFilesOf(context.sql, item.id, context.viewer.member.userId);
  return {
    itemType: item.type,
    itemId: item.id,
    canWrite,
    attachments: attachmentViews(context, role, canWrite, page.items),
    nextCursor: page.nextCursor,
    drafts: attachmentViews(context, role, canWrite, drafts),
  };
}

export const attachmentQueries = {
  "attachments.list": defineQuery({ acts: { resource: "item", from: "itemId", action: "work:read" }, handler: list }),

  /** A file to serve, to whoever may read its item: only an upload that finished exists. */
  "attachments.get": defineQuery({
    acts: { resource: "attachment", from: "attachmentId", action: "work:read" },
    handler: (context, _input: { attachmentId: string }) => {
      const { attachment } = context.target;
      if (attachment.state !== "committed") throw new WorkspaceFailure(404, ATTACHMENT_NOT_FOUND);
      requireSeenDraft(attachment, context.viewer.member.userId);
      return { attachmentId: attachment.id, key: attachment.r2_key, name: attachment.name, contentType: attachment.content_type, size: attachment.size };
    },
  }),

  /** The organisation's storage: bytes in files (uploads under way included) and the plan's quota (settings). */
  "attachments.usage": defineQuery({
    permission: "signed-in",
    handler: ({ sql }) => {
      const plan = readPlanCopy(sql).current;
      return { usedBytes: storageUsed(sql), quotaBytes: storageQuotaOf(plan.planId), planId: plan.planId, planName: plan.planName };
    },
  }),
};
