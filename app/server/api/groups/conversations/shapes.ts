import { z } from "@hono/zod-openapi";
import { CONVERSATION_ORDERS, ITEM_TYPES } from "~/schemas/conversation";
import { PersonNameSchema, RichTextSchema } from "~/server/shapes/values";

/** Response shapes of the conversation calls (issue 17). */
export const PersonSchema = z.object({ userId: z.string(), firstName: z.string(), lastName: z.string() }).openapi("ConversationPerson");

export const MessageSchema = z
  .object({
    messageId: z.string(),
    conversationId: z.string().nullable().describe("null: the message starts a conversation; else the conversation it replies in"),
    itemType: z.enum(ITEM_TYPES),
    itemId: z.string(),
    author: PersonNameSchema.nullable().describe("null once deleted"),
    body: z.union([RichTextSchema, z.null()]).describe("the rich text (Tiptap JSON) with mention nodes by member id; null once deleted"),
    bodyHtml: z.string().describe("safe HTML, mentions by current name"),
    text: z.string(),
    mentions: z.array(PersonNameSchema),
    createdAt: z.number(),
    editedAt: z.number().nullable(),
    deleted: z.boolean(),
    replyCount: z.number(),
    lastActivityAt: z.number(),
    reactions: z.array(z.object({ emoji: z.string(), count: z.number(), mine: z.boolean(), people: z.array(z.string()) })),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
  })
  .openapi("Message");

export const ConversationSchema = MessageSchema.extend({
  replies: z.array(MessageSchema).describe("the first replies, oldest first"),
  moreReplies: z.string().nullable().describe("cursor for reply/list after the replies shown"),
}).openapi("Conversation");

export const ConversationsSchema = z.object({
  itemType: z.enum(ITEM_TYPES),
  itemId: z.string(),
  order: z.enum(CONVERSATION_ORDERS),
  canWrite: z.boolean().describe("false while the item is archived"),
  watching: z.boolean(),
  conversationCount: z.number(),
  replyCount: z.number(),
  conversations: z.array(ConversationSchema),
  startCursor: z.string().nullable().describe("the cursor this page starts after: null for the first page"),
  nextCursor: z.string().nullable(),
});
