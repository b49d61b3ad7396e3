import { z } from "@hono/zod-openapi";
import { ITEM_TYPES } from "~/schemas/conversation";
import { PersonNameSchema } from "~/server/shapes/values";

/** Response shapes of the attachment calls (issue 17 §3). */
export const AttachmentSchema = z
  .object({
    attachmentId: z.string(),
    itemType: z.enum(ITEM_TYPES),
    itemId: z.string(),
    messageId: z.string().nullable().describe("the message the file is on; null for a file on the item itself"),
    draftFor: z.string().nullable().describe("the composer of one's unposted message the file belongs to (new-conversation or reply-<conversationId>); null once posted or for a file on the item"),
    name: z.string().describe("sanitised"),
    contentType: z.string().describe("the type its content was checked to be"),
    size: z.number().describe("bytes"),
    isImage: z.boolean().describe("show as a thumbnail (its downloadUrl serves it inline)"),
    inline: z.boolean().describe("images and PDFs open in the browser; other files download"),
    uploadedBy: PersonNameSchema.nullable(),
    createdAt: z.number(),
    canDelete: z.boolean(),
    downloadUrl: z.string().describe("GET, same permission as the item"),
  })
  .openapi("Attachment");

export const AttachmentListSchema = z.object({
  itemType: z.enum(ITEM_TYPES),
  itemId: z.string(),
  canWrite: z.boolean().describe("false while the item is archived"),
  attachments: z.array(AttachmentSchema),
  nextCursor: z.string().nullable(),
  drafts: z.array(AttachmentSchema).describe("the caller's own files of messages not yet posted on the item (none when listing one message's files); not among `attachments`"),
});

export const SignedAttachmentUrlSchema = z.object({
  attachmentId: z.string(),
  uploadUrl: z.string().describe("PUT the file's bytes here (exactly `size` bytes, with the session: cookie and x-csrf-token, or accesstoken)"),
  method: z.literal("PUT"),
  name: z.string().describe("the name the file will have (sanitised)"),
  contentType: z.string().describe("the type the content must be"),
  maxBytes: z.number(),
  expiresAt: z.number(),
});

export const StorageUsageSchema = z.object({
  usedBytes: z.number(),
  quotaBytes: z.number(),
  used: z.string().describe("e.g. 1.5 GB"),
  quota: z.string(),
  planId: z.string(),
  planName: z.string(),
});
