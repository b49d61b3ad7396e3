import { canWork } from "~/lib/permissions";
import { CONVERSATION_NOT_FOUND, MESSAGE_PAGE, REPLY_PAGE, type ConversationOrder } from "~/schemas/conversation";
import { encodeCursor } from "../../keysetCursor";
import type { Resolved } from "../../access";
import { defineQuery, WorkspaceFailure, type MemberContext, type TargetContext } from "../../operations";
import { peopleOfProject } from "../tasks/store";
import { conversationPage, cursorAt, isWatching, messageCountsOf, orderOf, replyPage } from "./store";
import { messageViews, previewReplies, REPLY_PREVIEW } from "./view";

/** Whether the reader may write here: what they may read, unless it is archived. */
export const writable = (context: MemberContext & { target: Resolved<"item"> }) => !context.target.item.hidden && canWork(context.target.role, "work:comment");

type ListInput = { itemId: string; order?: ConversationOrder; cursor?: string; limit?: number; conversationId?: string };

/** The page after the cursor given, else the page holding the linked conversation (the first page when it is there), and the cursor it starts after. */
function pageOfList(context: TargetContext<"item">, order: ConversationOrder, { cursor, conversationId, limit = MESSAGE_PAGE }: ListInput) {
  const itemId = context.target.item.id;
  const page = conversationPage(context.sql, itemId, order, { cursor, limit });
  if (cursor || !conversationId || page.items.some((row) => row.id === conversationId)) return { startCursor: cursor ?? null, page };
  const startCursor = cursorAt(context.sql, itemId, order, conversationId) ?? null;
  return { startCursor, page: startCursor ? conversationPage(context.sql, itemId, order, { cursor: startCursor, limit }) : page };
}

/** An item's conversations, a page at a time in the reader's order (remembered), each with its first replies. */
function list(context: TargetContext<"item">, input: ListInput) {
  const { item, role } = context.target;
  const me = context.viewer.member.userId;
  const order = input.order ?? orderOf(context.sql, me);
  const { startCursor, page } = pageOfList(context, order, input);
  const canWrite = writable(context);
  const replies = previewReplies(context.sql, page.items.map((row) => row.id));
  const views = messageViews(context, role, canWrite, [...page.items, ...replies]);
  const counts = messageCountsOf(context.sql, item);
  return {
    itemType: item.type,
    itemId: item.id,
    order,
    canWrite,
    watching: isWatching(context.sql, item.id, me),
    conversationCount: counts.conversation_count,
    replyCount: counts.reply_count,
    conversations: views.slice(0, page.items.length).map((conversation) => {
      const shown = views.filter((reply) => reply.conversationId === conversation.messageId);
      const last = shown.at(-1);
      return {
        ...conversation,
        replies: shown,
        moreReplies: conversation.replyCount > REPLY_PREVIEW && last ? encodeCursor([last.createdAt, last.messageId]) : null,
      };
    }),
    startCursor,
    nextCursor: page.nextCursor,
  };
}

/** A conversation's replies after a cursor, oldest first. */
function replies(context: TargetContext<"message">, input: { conversationId: string; cursor?: string; limit?: number }) {
  const { message, role } = context.target;
  if (message.conversation_id !== null) throw new WorkspaceFailure(404, CONVERSATION_NOT_FOUND);
  const page = replyPage(context.sql, message.id, { cursor: input.cursor, limit: input.limit ?? REPLY_PAGE });
  return { conversationId: message.id, replies: messageViews(context, role, writable(context), page.items), nextCursor: page.nextCursor };
}

export const conversationQueries = {
  "conversations.list": defineQuery({ acts: { resource: "item", from: "itemId", action: "work:read" }, handler: list }),
  "conversations.replies": defineQuery({ acts: { resource: "message", from: "conversationId", action: "work:read" }, handler: replies }),
  /** Whom a message on the item may name: the active members who see it (never anyone outside a private project). */
  "conversations.mentionable": defineQuery({
    acts: { resource: "item", from: "itemId", action: "work:read" },
    handler: ({ sql, target }, _input: { itemId: string }) =>
      peopleOfProject(sql, target.project).map((person) => ({ userId: person.user_id, firstName: person.first_name, lastName: person.last_name })),
  }),
};
