import { canWork, PERMISSION_DENIED } from "~/lib/permissions";
import { CONVERSATION_NOT_FOUND, MESSAGE_GONE, MESSAGE_NOT_FOUND, NOT_YOUR_MESSAGE, type ConversationOrder, type MessageContent } from "~/schemas/conversation";
import { type Reaction } from "~/lib/conversations";
import type { ActivityItem } from "../../activity";
import type { Resolved } from "../../access";
import { defineCommand, WorkspaceFailure, type MemberContext, type TargetContext } from "../../operations";
import { peopleOfProject } from "../tasks/store";
import type { Person } from "~/lib/mentions";
import { composeMessage } from "./content";
import { mailsOf, notifyOf, recipientsOf, type Notified } from "./notify";
import { writable } from "./queries";
import { addMentions, findMessage, insertMessage, mentionsOf, removeMessage, rewriteMessage, setMentions, setOrder, setWatching, toggleReaction, type MessageRow } from "./store";
import { messageViews, newMessageView } from "./view";

/** A message as posted: its content, and the tenant's address for the links of the mail it sends. */
type Posted = MessageContent & { origin: string };

const COMMENTS_ON_ITEM = { resource: "item", from: "itemId", action: "work:comment" } as const;
const COMMENTS_ON = <F extends string>(from: F) => ({ resource: "message", from, action: "work:comment" }) as const;

const peopleOf = (context: OnItem): Person[] =>
  peopleOfProject(context.sql, context.target.project).map((person) => ({ userId: person.user_id, firstName: person.first_name, lastName: person.last_name }));

/** Archived items' conversations are read-only (the resolver lets an archived item be read only). */
function requireWritable(context: OnItem) {
  if (!writable(context)) throw new WorkspaceFailure(403, PERMISSION_DENIED);
}

/** Writes a message and tells whoever should hear of it; answers the message as readers get it and who was told. */
function post(context: OnItem, content: MessageContent, conversation: MessageRow | null) {
  requireWritable(context);
  const { item, role } = context.target;
  const people = peopleOf(context);
  const body = composeMessage(content, people);
  const row: MessageRow = {
    id: crypto.randomUUID(),
    item_type: item.type,
    item_id: item.id,
    conversation_id: conversation?.id ?? null,
    author_id: context.viewer.member.userId,
    body_json: body.json,
    body_text: body.text,
    created_at: context.now,
    edited_at: null,
    deleted_at: null,
    last_activity_at: context.now,
    reply_count: 0,
  };
  insertMessage(context.sql, row);
  addMentions(context.sql, row, body.mentions);
  const notified = recipientsOf(context, context.target, row, body.mentions, { conversationAuthor: conversation?.author_id });
  notifyOf(context, context.target, row, notified);
  return { message: newMessageView(context, role, row, body.mentions, people), notified, row };
}

type Output = ReturnType<typeof post>;

/** What every conversation command acts within: an item (and, for a message, the message too). */
type OnItem = MemberContext & { target: Resolved<"item"> };

/** The activity entry of a message: the message, on its item, in its project. */
const messageActivity =
  (verb: string) =>
  <C extends OnItem>(_input: unknown, { message }: { message: Pick<Output["message"], "messageId" | "itemId" | "itemType" | "conversationId"> }, context: C): ActivityItem => ({
    verb,
    itemType: "message",
    itemId: message.messageId,
    parentId: message.itemId,
    teamId: context.target.project.team_id,
    projectId: context.target.project.id,
    detail: { itemType: message.itemType, conversationId: message.conversationId },
  });

const mails = <I extends Posted, C extends OnItem>(input: I, output: Output, context: C) =>
  mailsOf(context, context.target, output.row, output.notified, input.origin);

/** Which call names the message: a conversation's or a reply's (each refuses the other's id as not found). */
type Kind = { kind?: "conversation" | "reply" };

/** The message being changed, if the reader may: still there, and theirs (or, to delete, theirs or one they moderate). */
function requireOwn(context: TargetContext<"message">, { kind }: Kind, moderating: boolean) {
  const { message } = context.target;
  if (kind === "conversation" && message.conversation_id !== null) throw new WorkspaceFailure(404, CONVERSATION_NOT_FOUND);
  if (kind === "reply" && message.conversation_id === null) throw new WorkspaceFailure(404, MESSAGE_NOT_FOUND);
  requireWritable(context);
  if (message.deleted_at !== null) throw new WorkspaceFailure(409, MESSAGE_GONE);
  const own = message.author_id === context.viewer.member.userId;
  if (!own && !(moderating && canWork(context.target.role, "project:manage"))) {
    throw new WorkspaceFailure(403, moderating ? PERMISSION_DENIED : NOT_YOUR_MESSAGE);
  }
  return message;
}

export const conversationCommands = {
  /** A new conversation on a task, subtask or task group. */
  "conversations.start": defineCommand({
    acts: COMMENTS_ON_ITEM,
    handler: (context, input: Posted & { itemId: string }) => post(context, input, null),
    activity: messageActivity("commented"),
    effects: mails,
  }),

  /** A reply in a conversation (one level: a reply to a reply is refused as not found). */
  "conversations.reply": defineCommand({
    acts: COMMENTS_ON("conversationId"),
    handler: (context, input: Posted & { conversationId: string }) => {
      const { message: conversation } = context.target;
      if (conversation.conversation_id !== null) throw new WorkspaceFailure(404, CONVERSATION_NOT_FOUND);
      return post(context, input, conversation);
    },
    activity: messageActivity("replied"),
    effects: mails,
  }),

  /** The author rewrites their message; whoever it newly names hears of it. */
  "conversations.edit": defineCommand({
    acts: COMMENTS_ON("messageId"),
    handler: (context, input: Posted & Kind & { messageId: string }) => {
      const message = requireOwn(context, input, false);
      const before = new Set(mentionsOf(context.sql, message.id));
      const body = composeMessage(input, peopleOf(context));
      rewriteMessage(context.sql, message.id, body, context.now);
      setMentions(context.sql, message, body.mentions);
      const row = findMessage(context.sql, message.id)!;
      const added = body.mentions.filter((id) => !before.has(id));
      const notified: Notified[] = recipientsOf(context, context.target, row, added, { edit: true });
      notifyOf(context, context.target, row, notified);
      return { message: messageViews(context, context.target.role, true, [row])[0], notified, row };
    },
    activity: messageActivity("edited"),
    effects: mails,
  }),

  /** Deletes a message: its author, or the project's admins and the tenant's. */
  "conversations.delete": defineCommand({
    acts: COMMENTS_ON("messageId"),
    handler: (context, input: Kind & { messageId: string }) => {
      const message = requireOwn(context, input, true);
      const kept = removeMessage(context.sql, message, context.now);
      return { message: { messageId: message.id, itemId: message.item_id, itemType: message.item_type, conversationId: message.conversation_id }, kept };
    },
    activity: messageActivity("deleted"),
  }),

  /** Turns the reader's reaction on a message on or off. */
  "conversations.react": defineCommand({
    acts: COMMENTS_ON("messageId"),
    handler: (context, { emoji }: { messageId: string; emoji: Reaction }) => {
      requireWritable(context);
      const { message, role } = context.target;
      if (message.deleted_at !== null) throw new WorkspaceFailure(409, MESSAGE_GONE);
      const on = toggleReaction(context.sql, message.id, emoji, context.viewer.member.userId, context.now);
      return { message: messageViews(context, role, true, [message])[0], emoji, on };
    },
    activity: (input, output, context) => ({ ...messageActivity(output.on ? "reacted" : "unreacted")(input, output, context), detail: { emoji: output.emoji } }),
  }),

  /** Watch an item (hear of every new conversation on it) or stop watching it. */
  "conversations.watch": defineCommand({
    acts: { resource: "item", from: "itemId", action: "work:read" },
    handler: (context, { watching }: { itemId: string; watching: boolean }) => {
      setWatching(context.sql, context.target.item.id, context.viewer.member.userId, watching);
      return { itemId: context.target.item.id, itemType: context.target.item.type, watching };
    },
    activity: ({ watching }, { itemId, itemType }, context) => ({
      verb: watching ? "watched" : "unwatched",
      itemType,
      itemId,
      teamId: context.target.project.team_id,
      projectId: context.target.project.id,
    }),
  }),

  /** The order the member reads conversations in, everywhere. */
  "conversations.setOrder": defineCommand({
    permission: "signed-in",
    handler: ({ sql, viewer }, { order }: { order: ConversationOrder }) => {
      setOrder(sql, viewer.member.userId, order);
      return { order };
    },
    activity: ({ order }, _output, { viewer }) => ({ verb: "ordered_conversations", itemType: "member", itemId: viewer.member.userId, detail: { order } }),
  }),
};
