import type { InferResponseType } from "hono/client";
import type { ThreadItemType } from "~/lib/conversationForms";
import type { ApiClient } from "~/server/api/client";

/** The conversations of an item as /api/v2/…/conversation/list answers them (issue 17). */
type Ok<T> = T extends { statusCode: 200; data: infer D } ? D : never;
export type ThreadPage = Ok<InferResponseType<ApiClient["task"]["conversation"]["list"]["$get"], 200>>;
export type Conversation = ThreadPage["conversations"][number];
export type Message = Conversation["replies"][number];
export type Person = { userId: string; firstName: string; lastName: string };

/** What the List view's loader brings for the open panel's thread (app/lib/conversations.server.ts). */
export type ThreadView = { item: { type: ThreadItemType; id: string }; cursor: string | null; page: ThreadPage | null; message: string | null };

/** What the conversations resource route answers with JavaScript. */
export type MoreAnswer =
  | { kind: "conversations"; conversations: Conversation[]; nextCursor: string | null }
  | { kind: "replies"; replies: Message[]; nextCursor: string | null }
  | { kind: "people"; people: Person[] }
  | { kind: "none"; message: string };
