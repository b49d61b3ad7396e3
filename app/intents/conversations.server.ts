import { data } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { apiResult, type ApiResult } from "~/lib/api-result";
import { CONVERSATIONS_TAB, FORM_ID, THREAD_PARAMS, TRANSIENT_THREAD_PARAMS, type ConversationIntent, type ThreadItemType } from "~/lib/conversationForms";
import { jsonDepth, MAX_JSON_DEPTH } from "~/lib/jsonDepth";
import { redirectWithToast } from "~/lib/toast.server";
import { docToText, type RichTextDoc } from "~/schemas/richText";
import type { Reaction } from "~/schemas/conversation";
import type { ApiClient } from "~/server/api/client";
import { defineIntents, formField as field, intent, unknownAction } from "./define.server";
import { VIA_FETCHER } from "./fetcher";

/**
 * The conversations tab's form posts (issue 17), on the List view of a task's
 * or a task group's panel: each intent is one /api/v2 call under task/ or
 * project/taskGroups/, chosen by the form's `itemType`. A message comes as the
 * editor's JSON (`bodyJson`, with JavaScript) or as plain text (`text`), in
 * which the API reads "@First Last" as a mention.
 */
type Content = { body?: RichTextDoc; text?: string };

/** The editor's JSON as the API's `body`; a document with no words and no mention goes as empty text (the API's "Please write a message"). */
function contentOf(bodyJson: string | undefined, text: string | undefined): Content {
  if (bodyJson === undefined) return { text: text ?? "" };
  if (jsonDepth(bodyJson) > MAX_JSON_DEPTH) return { body: "malformed" as unknown as RichTextDoc };
  try {
    const body = JSON.parse(bodyJson) as RichTextDoc;
    const empty = docToText(body).trim() === "" && !bodyJson.includes('"mention"');
    return empty ? { text: "" } : { body };
  } catch {
    return { body: "malformed" as unknown as RichTextDoc };
  }
}

const ItemType = field.text.transform((value): ThreadItemType => (value === "taskGroup" ? "taskGroup" : "task"));
const Kind = field.text.transform((value) => (value === "reply" ? "reply" : "conversation"));
const Message = { bodyJson: field.text, text: field.text };

/** The calls of the item's API path: task/ for tasks and subtasks, project/taskGroups/ for groups. */
const callsOf = (api: ApiClient, itemType: ThreadItemType) => (itemType === "task" ? api.task : api.project.taskGroups);

type Posted = { messageId: string; conversationId: string | null };

export const conversationIntents = defineIntents(
  {
    startConversation: intent({
      schema: z.object({ itemType: ItemType, itemId: field.id, ...Message }),
      send: async (api, { itemType, itemId, bodyJson, text }): Promise<ApiResult<Posted>> => {
        const content = contentOf(bodyJson, text);
        if (itemType === "task") return apiResult(await api.task.conversation.create.$post({ json: { taskId: itemId, ...content } }));
        return apiResult(await api.project.taskGroups.conversation.create.$post({ json: { groupId: itemId, ...content } }));
      },
      done: "Conversation posted.",
    }),
    replyToConversation: intent({
      schema: z.object({ itemType: ItemType, conversationId: field.id, ...Message }),
      send: async (api, { itemType, conversationId, bodyJson, text }): Promise<ApiResult<Posted>> =>
        apiResult(await callsOf(api, itemType).reply.create.$post({ json: { conversationId, ...contentOf(bodyJson, text) } })),
      done: "Reply posted.",
    }),
    editMessage: intent({
      schema: z.object({ itemType: ItemType, kind: Kind, messageId: field.id, ...Message }),
      send: async (api, { itemType, kind, messageId, bodyJson, text }): Promise<ApiResult<Posted>> => {
        const calls = callsOf(api, itemType);
        const json = { messageId, ...contentOf(bodyJson, text) };
        return apiResult(await (kind === "reply" ? calls.reply.update.$post({ json }) : calls.conversation.update.$post({ json })));
      },
      done: "Message updated.",
    }),
    deleteMessage: intent({
      schema: z.object({ itemType: ItemType, kind: Kind, messageId: field.id }),
      send: async (api, { itemType, kind, messageId }) => {
        const calls = callsOf(api, itemType);
        return apiResult(await (kind === "reply" ? calls.reply.delete.$post({ json: { messageId } }) : calls.conversation.delete.$post({ json: { messageId } })));
      },
      done: "Message deleted.",
    }),
    reactToMessage: intent({
      schema: z.object({ itemType: ItemType, messageId: field.id, emoji: field.id }),
      send: async (api, { itemType, messageId, emoji }) => apiResult(await callsOf(api, itemType).conversation.react.$post({ json: { messageId, emoji: emoji as Reaction } })),
      done: (_value, reacted) => (reacted.on ? `Reacted ${reacted.emoji}.` : `Reaction ${reacted.emoji} removed.`),
    }),
    watchItem: intent({
      schema: z.object({ itemType: ItemType, itemId: field.id, watching: field.text }),
      send: async (api, { itemType, itemId, watching }) => {
        const on = watching === "true";
        if (itemType === "task") return apiResult(await api.task.conversation.watch.$post({ json: { taskId: itemId, watching: on } }));
        return apiResult(await api.project.taskGroups.conversation.watch.$post({ json: { groupId: itemId, watching: on } }));
      },
      done: (_value, watched) => (watched.watching ? "You are watching these conversations." : "You stopped watching these conversations."),
    }),
    orderConversations: intent({
      schema: z.object({ order: field.id }),
      send: async (api, { order }) => apiResult(await api.task.conversation.order.$post({ json: { order: order as "newest" | "oldest" } })),
      done: (_value, chosen) => (chosen.order === "newest" ? "Newest activity first." : "Oldest first."),
    }),
  } satisfies Record<ConversationIntent, unknown>,
  { raw: true },
);

/** What a conversation post answers a fetcher, and a plain post that failed (the page shows the form's errors beside it). */
export type ConversationReply =
  | { ok: true; intent: string; formId: string; message: string; messageId?: string }
  | { ok: false; intent: string; formId: string; message: string; result: SubmissionResult<string[]> };

/** Where a plain post returns: the panel as it was, without the edit or confirmation it came from, at the message it posted. */
function backTo(request: Request, intent: ConversationIntent, posted: unknown) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  for (const name of TRANSIENT_THREAD_PARAMS) url.searchParams.delete(name);
  if (!url.searchParams.get(THREAD_PARAMS.group)) url.searchParams.set(THREAD_PARAMS.tab, CONVERSATIONS_TAB);
  const message = posted as Partial<Posted> | null;
  if ((intent === "startConversation" || intent === "replyToConversation") && message?.messageId) {
    url.searchParams.delete(THREAD_PARAMS.cursor);
    url.searchParams.set(THREAD_PARAMS.conversation, message.conversationId ?? message.messageId);
    if (message.conversationId) url.searchParams.set(THREAD_PARAMS.reply, message.messageId);
    else url.searchParams.delete(THREAD_PARAMS.reply);
  }
  return `${url.pathname}${url.search}`;
}

/**
 * A conversation post of the List view: success redirects back with a toast
 * (a fetcher gets its outcome as data); a failure stays on the page with the
 * form's errors, with or without JavaScript.
 */
export async function conversationPost(request: Request, form: FormData, api: ApiClient) {
  const outcome = await conversationIntents.run(form, api, {});
  if (!outcome) return unknownAction();
  const formId = String(form.get(FORM_ID) ?? "");
  if (!outcome.ok) return data<ConversationReply>({ ok: false, intent: outcome.intent, formId, message: outcome.message, result: outcome.reply }, outcome.status);
  // A new message's id, for the files its composer attaches next (issue 17 §3).
  const posted = (outcome.data as Partial<Posted> | null)?.messageId;
  if (form.get(VIA_FETCHER)) return data<ConversationReply>({ ok: true, intent: outcome.intent, formId, message: outcome.message, ...(posted ? { messageId: posted } : {}) });
  return redirectWithToast(request, backTo(request, outcome.intent, outcome.data), { kind: "success", message: outcome.message });
}
