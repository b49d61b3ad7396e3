import * as z from "zod";
import { ATTACHMENT_EMPTY, ATTACHMENT_NAME_REQUIRED, ATTACHMENT_PAGE, ATTACHMENT_TOO_LARGE, ATTACHMENTS_SHOWN_MAX, FILE_ORDERS, MAX_ATTACHMENT_BYTES, MAX_FILES_PER_MESSAGE } from "~/lib/attachments";
import { workId } from "./fields";
import { cursor, pageLimit } from "./myspace";

/** The attachment calls' inputs (issue 17 §3); the file rules and messages they check against are lib/attachments.ts. */
export type AttachmentItemKey = "taskId" | "groupId";
const itemId = <K extends AttachmentItemKey>(key: K) => ({ [key]: workId(key === "taskId" ? "task" : "task group") }) as Record<K, ReturnType<typeof workId>>;

const fileName = () => z.string({ error: ATTACHMENT_NAME_REQUIRED }).max(1000, ATTACHMENT_NAME_REQUIRED);
const fileSize = () =>
  z.coerce.number({ error: ATTACHMENT_EMPTY }).int(ATTACHMENT_EMPTY).min(1, ATTACHMENT_EMPTY).max(MAX_ATTACHMENT_BYTES, ATTACHMENT_TOO_LARGE);
export const attachmentId = () => workId("file");

/** A message's composer a draft's file belongs to: a new conversation, or a reply to one. */
export const DRAFT_COMPOSER = /^(new-conversation|reply-[A-Za-z0-9_-]{1,64})$/;
export const DRAFT_COMPOSER_INVALID = "Name the message the file is for: new-conversation or reply-<conversationId>";
const draftComposer = () => z.string().regex(DRAFT_COMPOSER, DRAFT_COMPOSER_INVALID);

/** The inputs of the attachment calls of an item's API path. */
export const attachmentInputs = <K extends AttachmentItemKey>(key: K) => ({
  createSignedUrl: z.object({
    ...itemId(key),
    name: fileName(),
    size: fileSize(),
    type: z.string().max(200).optional().describe("the file's declared type; its content decides"),
    messageId: workId("message").optional().describe("attach to this message of the item (its author only)"),
    draftFor: draftComposer().optional().describe("the file belongs to one's message being written there (new-conversation, or reply-<conversationId>): only its uploader sees it until it is attached to the posted message; purged after a week otherwise"),
  }),
  list: z.object({
    ...itemId(key),
    messageId: workId("message").optional(),
    order: z.enum(FILE_ORDERS).optional().describe("oldest first unless newest"),
    cursor: cursor(),
    limit: pageLimit(ATTACHMENTS_SHOWN_MAX).describe(`${ATTACHMENT_PAGE} unless given`),
  }),
});

export const AttachmentIdSchema = z.object({ attachmentId: attachmentId() });
export const AttachToMessageSchema = z.object({
  messageId: workId("message"),
  attachmentIds: z.array(attachmentId()).min(1, "Choose a file").max(MAX_FILES_PER_MESSAGE, `A message can carry at most ${MAX_FILES_PER_MESSAGE} files`),
});
