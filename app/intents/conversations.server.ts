import { data } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { apiResult, type ApiResult } from "~/lib/api-result";
import { CONVERSATIONS_TAB, FORM_ID, THREAD_PARAMS, TRANSIENT_THREAD_PARAMS, type ConversationIntent, type ThreadItemType } from "~/lib/conversationForms";
import { jsonDepth, MAX_JSON_DEPTH } from "~/lib/jsonDepth";
import { redirectWithToast } from "~/lib/toast.server";
import { type RichTextDoc } from "~/schemas/richText";
import { docToText } from "~/schemas/richTextTree";
import { conversationInputs, ConversationOrderSchema, CreateReplySchema, MessageIdSchema, ReactSchema, UpdateMessageSchema } from "~/schemas/conversation";
import type { ApiClient } from "~/server/api/client";
import { defineIntents, intent, unknownAction } from "./define.server";
import { VIA_FETCHER } from "./fetcher";
import { fromForm } from "./formInput.server";

/**
 * The conversations tab's form posts (issue 17), on the List view of a task's
 * or a task group's panel: each intent is one /api/v2 call under task/ or
 * project/taskGroups/, chosen by the form's `itemType`. A message comes as the
 * editor's JSON (`bodyJson`, with JavaScript) or as plain text (`text`), in
 * which the API reads "@First Last" as a mention.
 */
type Content = { body?: RichTextDoc; text?: string };

/** The editor's JSON as the API's `body`; a document with no words and no mention goes as empty text (the API's "Please write a message"). */
function contentOf(bodyJson: unknown, text: unknown): Content {
  if (typeof bodyJson !== "string") return { text: typeof text === "string" ? text : "" };
  if (jsonDepth(bodyJson) > MAX_JSON_DEPTH) return { body: "malformed" as unknown as RichTextDoc };
  try {
    const body = JSON.parse(bodyJson) as RichTextDoc;
    const empty = docToText(body).trim() === "" && !bodyJson.includes('"mention"');
    return empty ? { text: "" } : { body };
  } catch {
    return { body: "malformed" as unknown as RichTextDoc };
  }
}

/**
 * A conversation form's fields as its API inputs read them: the item's type ("task" unless a
 * group's), the item's id under the name of its API path, a message's kind ("conversation" unless a
 * reply) and its content.
 */
export const threadForm = ({ itemType, itemId, kind, bodyJson, text, ...form }: Record<string, unknown>) => {
  const type: ThreadItemType = itemType === "taskGroup" ? "taskGroup" : "task";
  return { ...form, itemType: type, [type === "task" ? "taskId" : "groupId"]: itemId, kind: kind === "reply" ? "reply" : "conversation", ...contentOf(bodyJson, text) };
};

type OnItem<T extends z.ZodType, G extends z.ZodType> = { itemType: "task"; input: z.output<T> } | { itemType: "taskGroup"; input: z.output<G> };

/** The input of the item's API path (task/ for tasks and subtasks, project/taskGroups/ for groups) that the form's itemType names, kept beside it for the call. */
function onItem<T extends z.ZodType, G extends z.ZodType>(task: T, group: G) {
  const option = (itemType: ThreadItemType, input: z.ZodType) =>
    z
      .looseObject({ itemType: z.literal(itemType) })
      // The path's input reads the form's other fields (a loose object passes them on).
      .pipe(input as z.ZodType<unknown, never>)
      .transform((value) => ({ itemType, input: value }));
  // zod types an option by its own schema, not by the itemType it is for: the union is typed here.
  return z.discriminatedUnion("itemType", [option("task", task), option("taskGroup", group)]) as unknown as z.ZodType<OnItem<T, G>>;
}

/** The same for a message, a conversation's or a reply's (its `kind`). */
const onMessage = <S extends z.ZodType>(schema: S) => z.object({ kind: z.enum(["conversation", "reply"]) }).and(onItem(schema, schema));

/** The calls of the item's API path: task/ for tasks and subtasks, project/taskGroups/ for groups. */
const callsOf = (api: ApiClient, itemType: ThreadItemType) => (itemType === "task" ? api.task : api.project.taskGroups);

type Posted = { messageId: string; conversationId: string | null };

const task = conversationInputs("taskId");
const group = conversationInputs("groupId");

export const conversationIntents = defineIntents({
  startConversation: intent({
    schema: fromForm(onItem(task.create, group.create), threadForm),
    send: async (api, item): Promise<ApiResult<Posted>> =>
      item.itemType === "task"
        ? apiResult(await api.task.conversation.create.$post({ json: item.input }))
        : apiResult(await api.project.taskGroups.conversation.create.$post({ json: item.input })),
    done: "Conversation posted.",
  }),
  replyToConversation: intent({
    schema: fromForm(onItem(CreateReplySchema, CreateReplySchema), threadForm),
    send: async (api, { itemType, input }): Promise<ApiResult<Posted>> => apiResult(await callsOf(api, itemType).reply.create.$post({ json: input })),
    done: "Reply posted.",
  }),
  editMessage: intent({
    schema: fromForm(onMessage(UpdateMessageSchema), threadForm),
    send: async (api, { itemType, kind, input: json }): Promise<ApiResult<Posted>> => {
      const calls = callsOf(api, itemType);
      return apiResult(await (kind === "reply" ? calls.reply.update.$post({ json }) : calls.conversation.update.$post({ json })));
    },
    done: "Message updated.",
  }),
  deleteMessage: intent({
    schema: fromForm(onMessage(MessageIdSchema), threadForm),
    send: async (api, { itemType, kind, input: json }) => {
      const calls = callsOf(api, itemType);
      return apiResult(await (kind === "reply" ? calls.reply.delete.$post({ json }) : calls.conversation.delete.$post({ json })));
    },
    done: "Message deleted.",
  }),
  reactToMessage: intent({
    schema: fromForm(onItem(ReactSchema, ReactSchema), threadForm),
    send: async (api, { itemType, input }) => apiResult(await callsOf(api, itemType).conversation.react.$post({ json: input })),
    done: (_value, reacted) => (reacted.on ? `Reacted ${reacted.emoji}.` : `Reaction ${reacted.emoji} removed.`),
  }),
  watchItem: intent({
    schema: fromForm(onItem(task.watch, group.watch), threadForm),
    send: async (api, item) =>
      item.itemType === "task"
        ? apiResult(await api.task.conversation.watch.$post({ json: item.input }))
        : apiResult(await api.project.taskGroups.conversation.watch.$post({ json: item.input })),
    done: (_value, watched) => (watched.watching ? "You are watching these conversations." : "You stopped watching these conversations."),
  }),
  orderConversations: intent({
    schema: ConversationOrderSchema,
    send: async (api, json) => apiResult(await api.task.conversation.order.$post({ json })),
    done: (_value, chosen) => (chosen.order === "newest" ? "Newest activity first." : "Oldest first."),
  }),
} satisfies Record<ConversationIntent, unknown>);

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
