import { z } from "@hono/zod-openapi";
import {
  ConversationOrderSchema,
  conversationInputs,
  CreateReplySchema,
  ListRepliesSchema,
  MessageIdSchema,
  ReactSchema,
  UpdateMessageSchema,
  type ItemKey,
} from "~/schemas/conversation";
import type { RichTextDoc } from "~/schemas/richText";
import { renderMessage } from "~/server/richText/render";
import type { Context } from "hono";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import type { ApiEnv } from "../../core/types";
import { ConversationsSchema, MessageSchema, PersonSchema } from "./shapes";

/**
 * The conversation calls of an item (spec §7, issue 17), mounted under task/ for tasks and subtasks
 * (taskId) and under project/taskGroups/ for task groups (groupId): the same calls and commands for both.
 */
type Stored = { bodyJson: string | null; mentions: Parameters<typeof renderMessage>[1] };
/** A message as the Durable Object keeps it, with its document parsed and rendered here, in the Worker. */
const rendered = <M extends Stored>({ bodyJson, ...message }: M) => {
  const body = bodyJson === null ? null : (JSON.parse(bodyJson) as RichTextDoc);
  return { ...message, body, bodyHtml: renderMessage(body, message.mentions) };
};

/** The tenant's address, for the links of the mail a message sends (the request came to the tenant's host). */
const originOf = (c: Context<ApiEnv>) => new URL(c.req.url).origin;

export function conversationCalls<K extends ItemKey>(key: K, tag: string) {
  const tags: [string] = [tag];
  const inputs = conversationInputs(key);
  const itemOf = (input: Record<K, string>) => input[key];
  const kind = key === "taskId" ? "a task or subtask" : "a task group";
  const post = <P extends `/${string}`, I extends z.ZodObject, D extends z.ZodType>(path: P, summary: string, input: I, data: D) =>
    apiRoute({ method: "post", path, summary, input, data, tags });
  const get = <P extends `/${string}`, I extends z.ZodObject, D extends z.ZodType>(path: P, summary: string, input: I, data: D) =>
    apiRoute({ method: "get", path, summary, input, data, tags });

  const posted = MessageSchema.extend({ notified: z.array(z.object({ userId: z.string(), reason: z.enum(["mention", "reply", "conversation"]) })) });
  const deleted = z.object({ messageId: z.string(), conversationId: z.string().nullable(), kept: z.boolean().describe("a conversation with replies stays as 'message deleted'") });

  return createRouter()
    .openapi(get("/conversation/list", `The conversations of ${kind}, a page at a time, each with its first replies`, inputs.list, ConversationsSchema), async (c) => {
      const { [key]: itemId, ...page } = c.req.valid("query") as Record<string, unknown>;
      const { data } = await runQuery(c, { name: "conversations.list", input: { itemId: itemId as string, ...page } });
      return ok(c, { ...data, conversations: data.conversations.map((conversation) => ({ ...rendered(conversation), replies: conversation.replies.map(rendered) })) });
    })
    .openapi(post("/conversation/create", `Start a conversation on ${kind}; "@First Last" in text names a member`, inputs.create, posted), async (c) => {
      const { [key]: itemId, ...content } = c.req.valid("json") as Record<string, unknown>;
      const { data } = await runCommand(c, { name: "conversations.start", input: { itemId: itemId as string, ...content, origin: originOf(c) } });
      return ok(c, { ...rendered(data.message), notified: data.notified });
    })
    .openapi(post("/conversation/update", "Rewrite one's own conversation message", UpdateMessageSchema, posted), async (c) => {
      const { data } = await runCommand(c, { name: "conversations.edit", input: { ...c.req.valid("json"), kind: "conversation", origin: originOf(c) } });
      return ok(c, { ...rendered(data.message), notified: data.notified });
    })
    .openapi(post("/conversation/delete", "Delete a conversation message (its author, or the project's admins)", MessageIdSchema, deleted), async (c) => {
      const { data } = await runCommand(c, { name: "conversations.delete", input: { ...c.req.valid("json"), kind: "conversation" } });
      return ok(c, { messageId: data.message.messageId, conversationId: data.message.conversationId, kept: data.kept });
    })
    .openapi(get("/reply/list", "A conversation's replies after a cursor, oldest first", ListRepliesSchema, z.object({ conversationId: z.string(), replies: z.array(MessageSchema), nextCursor: z.string().nullable() })), async (c) => {
      const { data } = await runQuery(c, { name: "conversations.replies", input: c.req.valid("query") });
      return ok(c, { ...data, replies: data.replies.map(rendered) });
    })
    .openapi(post("/reply/create", "Reply in a conversation (one level)", CreateReplySchema, posted), async (c) => {
      const { data } = await runCommand(c, { name: "conversations.reply", input: { ...c.req.valid("json"), origin: originOf(c) } });
      return ok(c, { ...rendered(data.message), notified: data.notified });
    })
    .openapi(post("/reply/update", "Rewrite one's own reply", UpdateMessageSchema, posted), async (c) => {
      const { data } = await runCommand(c, { name: "conversations.edit", input: { ...c.req.valid("json"), kind: "reply", origin: originOf(c) } });
      return ok(c, { ...rendered(data.message), notified: data.notified });
    })
    .openapi(post("/reply/delete", "Delete a reply (its author, or the project's admins)", MessageIdSchema, deleted), async (c) => {
      const { data } = await runCommand(c, { name: "conversations.delete", input: { ...c.req.valid("json"), kind: "reply" } });
      return ok(c, { messageId: data.message.messageId, conversationId: data.message.conversationId, kept: data.kept });
    })
    .openapi(post("/conversation/react", "Turn one's reaction on a message on or off", ReactSchema, MessageSchema.extend({ emoji: z.string(), on: z.boolean() })), async (c) => {
      const { data } = await runCommand(c, { name: "conversations.react", input: c.req.valid("json") });
      return ok(c, { ...rendered(data.message), emoji: data.emoji, on: data.on });
    })
    .openapi(post("/conversation/watch", `Watch ${kind} (hear of its new conversations) or stop`, inputs.watch, z.object({ itemId: z.string(), itemType: z.string(), watching: z.boolean() })), async (c) => {
      const { [key]: itemId, watching } = c.req.valid("json") as Record<string, unknown>;
      return ok(c, (await runCommand(c, { name: "conversations.watch", input: { itemId: itemId as string, watching: watching as boolean } })).data);
    })
    .openapi(get("/conversation/mentionable", "Whom a message here may name: the active members who see it", inputs.mentionable, z.array(PersonSchema)), async (c) => {
      const itemId = itemOf(c.req.valid("query") as Record<K, string>);
      return ok(c, (await runQuery(c, { name: "conversations.mentionable", input: { itemId } })).data);
    })
    .openapi(post("/conversation/order", "Read conversations newest activity first or oldest first (remembered)", ConversationOrderSchema, ConversationOrderSchema), async (c) =>
      ok(c, (await runCommand(c, { name: "conversations.setOrder", input: c.req.valid("json") })).data),
    );
}
