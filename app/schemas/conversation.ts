import * as z from "zod";
import { REACTIONS } from "~/lib/conversations";
import { workId } from "./fields";
import { cursor, pageLimit } from "./myspace";
import { MessageDoc } from "./richText";

/**
 * Conversations on a task, subtask or task group (issue 17): a conversation is a top-level message,
 * its replies one level below it. A message is rich text (MessageDoc: a description's nodes and
 * mentions) or, from a form without JavaScript, plain text in which "@First Last" names a member.
 */
export const CONVERSATION_NOT_FOUND = "Conversation not found";
export const MESSAGE_NOT_FOUND = "Message not found";
export const MESSAGE_REQUIRED = "Please write a message";
export const MESSAGE_TOO_LONG = "Message should not exceed 20000 characters";
export const ONE_BODY = "Send the message as body or as text, not both";
export const NOT_YOUR_MESSAGE = "Only its author can edit a message";
export const MESSAGE_GONE = "This message was deleted";
export const REACTION_MESSAGE = "Choose one of the reactions offered";


/** How a reader orders an item's conversations: by latest activity (a new reply brings one up) or as they began. */
export const CONVERSATION_ORDERS = ["newest", "oldest"] as const;
export type ConversationOrder = (typeof CONVERSATION_ORDERS)[number];

export const MESSAGE_PAGE = 20;
export const REPLY_PAGE = 50;

/** The kinds of item that hold conversations; a subtask is a task. */
export const ITEM_TYPES = ["task", "taskGroup"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

const MAX_TEXT = 20_000;

/** A message's content: exactly one of `body` (rich text) and `text` (plain). */
const content = { body: MessageDoc.optional(), text: z.string().max(MAX_TEXT, MESSAGE_TOO_LONG).optional() };
export type MessageContent = { body?: z.output<typeof MessageDoc>; text?: string };

function oneContent(value: MessageContent, ctx: z.RefinementCtx) {
  if (value.body !== undefined && value.text !== undefined) ctx.addIssue({ code: "custom", message: ONE_BODY, path: ["body"] });
  else if (value.body === undefined && !value.text?.trim()) ctx.addIssue({ code: "custom", message: MESSAGE_REQUIRED, path: ["text"] });
}

const withContent = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...shape, ...content }).superRefine((value, ctx) => oneContent(value as MessageContent, ctx));

const messageId = () => workId("message");
const conversationId = () => workId("conversation");

/** The item's id by the name its API path uses: `taskId` under task/, `groupId` under project/taskGroups/. */
export type ItemKey = "taskId" | "groupId";
const itemId = <K extends ItemKey>(key: K) => ({ [key]: workId(key === "taskId" ? "task" : "task group") }) as Record<K, ReturnType<typeof workId>>;

/** The inputs of the conversation calls of an item's API path (spec §7). */
export const conversationInputs = <K extends ItemKey>(key: K) => ({
  list: z.object({
    ...itemId(key),
    order: z.enum(CONVERSATION_ORDERS).optional(),
    cursor: cursor(),
    limit: pageLimit(MESSAGE_PAGE),
    /** Without a cursor: the page that holds this conversation (a link's), the first page when it is on it. */
    conversationId: conversationId().optional(),
  }),
  create: withContent(itemId(key)),
  watch: z.object({ ...itemId(key), watching: z.boolean({ error: "Say whether to watch: true or false" }) }),
  mentionable: z.object(itemId(key)),
});

export const ListRepliesSchema = z.object({ conversationId: conversationId(), cursor: cursor(), limit: pageLimit(REPLY_PAGE) });
export const CreateReplySchema = withContent({ conversationId: conversationId() });
export const UpdateMessageSchema = withContent({ messageId: messageId() });
export const MessageIdSchema = z.object({ messageId: messageId() });
export const ReactSchema = z.object({ messageId: messageId(), emoji: z.enum(REACTIONS, { error: REACTION_MESSAGE }) });
export const ConversationOrderSchema = z.object({ order: z.enum(CONVERSATION_ORDERS, { error: "Choose newest or oldest first" }) });

/** Why a member hears of a message (issue 17 §2); each can be turned off for mail (never for the bell). */
export const MAIL_REASONS = ["mention", "reply", "conversation"] as const;
export type MailReason = (typeof MAIL_REASONS)[number];
export const MAIL_REASON_LABELS: Record<MailReason, string> = {
  mention: "Someone mentions me",
  reply: "Someone replies to my message",
  conversation: "A conversation starts on something I watch",
};

/** Which mail a member gets: each reason on (true) or off. */
export const MailPreferencesSchema = z.object(
  Object.fromEntries(MAIL_REASONS.map((reason) => [reason, z.boolean({ error: "Say on or off: true or false" })])) as Record<MailReason, z.ZodBoolean>,
);
export type MailPreferences = z.output<typeof MailPreferencesSchema>;

export const UNSUBSCRIBE_INVALID = "This unsubscribe link is not valid. Change which mail you get in Settings › Mail.";
export const UnsubscribeSchema = z.object({ token: z.string({ error: UNSUBSCRIBE_INVALID }).min(1, UNSUBSCRIBE_INVALID).max(2000, UNSUBSCRIBE_INVALID) });
