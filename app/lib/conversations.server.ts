import { apiResult } from "~/lib/api-result";
import { CONVERSATIONS_TAB, THREAD_PARAMS, type ThreadItemType } from "~/lib/conversationForms";
import type { ApiClient } from "~/server/api/client";

/**
 * The conversations of the List view's open panel (issue 17), read only when
 * they show: a task's Conversations tab (`tab=conversations`) or a task
 * group's panel (`taskGroupId`). Other views of the page make no call for
 * them. A reply's link (`replyId`) beyond the first replies brings the next
 * replies of its conversation; without JavaScript `moreReplies` does too. A link to a conversation
 * past the first page opens the page holding it.
 */
export type ThreadItem = { type: ThreadItemType; id: string };

export function threadItemOf(search: URLSearchParams): ThreadItem | null {
  const taskId = search.get("taskId");
  if (taskId) return search.get(THREAD_PARAMS.tab) === CONVERSATIONS_TAB ? { type: "task", id: taskId } : null;
  const groupId = search.get(THREAD_PARAMS.group);
  return groupId ? { type: "taskGroup", id: groupId } : null;
}

/** A page after `cursor`, or without one the page holding the linked conversation (`conversationId`). */
async function listPage(api: ApiClient, item: ThreadItem, cursor: string | undefined, conversationId?: string) {
  const query = cursor ? { cursor } : conversationId ? { conversationId } : {};
  if (item.type === "task") return apiResult(await api.task.conversation.list.$get({ query: { taskId: item.id, ...query } }));
  return apiResult(await api.project.taskGroups.conversation.list.$get({ query: { groupId: item.id, ...query } }));
}

const repliesAfter = async (api: ApiClient, item: ThreadItem, conversationId: string, cursor: string) =>
  apiResult(await (item.type === "task" ? api.task : api.project.taskGroups).reply.list.$get({ query: { conversationId, cursor } }));

export type Thread = NonNullable<Awaited<ReturnType<typeof loadThread>>>;

export async function loadThread(api: ApiClient, search: URLSearchParams) {
  const item = threadItemOf(search);
  if (!item) return null;
  const cursor = search.get(THREAD_PARAMS.cursor) ?? undefined;
  const more = { conversationId: search.get(THREAD_PARAMS.moreReplies), cursor: search.get(THREAD_PARAMS.repliesCursor) };
  const [page, extra] = await Promise.all([
    listPage(api, item, cursor, search.get(THREAD_PARAMS.conversation) ?? undefined),
    more.conversationId && more.cursor ? repliesAfter(api, item, more.conversationId, more.cursor) : null,
  ]);
  if (!page.ok) return { item, cursor: cursor ?? null, page: null, message: page.message };
  const conversations = page.data.conversations.map((conversation) =>
    extra?.ok && conversation.messageId === more.conversationId ? { ...conversation, replies: [...conversation.replies, ...extra.data.replies], moreReplies: extra.data.nextCursor } : conversation,
  );
  // A linked reply past the replies shown: its conversation's next replies come too.
  const replyId = search.get(THREAD_PARAMS.reply);
  const linked = conversations.findIndex((conversation) => conversation.messageId === search.get(THREAD_PARAMS.conversation));
  const target = conversations[linked];
  if (replyId && target?.moreReplies && !target.replies.some((reply) => reply.messageId === replyId)) {
    const next = await repliesAfter(api, item, target.messageId, target.moreReplies);
    if (next.ok) conversations[linked] = { ...target, replies: [...target.replies, ...next.data.replies], moreReplies: next.data.nextCursor };
  }
  return { item, cursor: page.data.startCursor, page: { ...page.data, conversations }, message: null };
}

/** One page for the tab's "Load more" and "Show more replies" with JavaScript (the conversations resource route). */
export async function loadMore(api: ApiClient, search: URLSearchParams) {
  const conversationId = search.get("conversationId");
  const cursor = search.get("cursor") ?? undefined;
  const item: ThreadItem | null = search.get("taskId") ? { type: "task", id: search.get("taskId")! } : search.get("groupId") ? { type: "taskGroup", id: search.get("groupId")! } : null;
  if (!item) return { kind: "none" as const, message: "Say which task or group" };
  if (conversationId && cursor) {
    const replies = await repliesAfter(api, item, conversationId, cursor);
    return replies.ok ? { kind: "replies" as const, ...replies.data } : { kind: "none" as const, message: replies.message };
  }
  if (search.get("mentionable")) {
    const people = await (item.type === "task"
      ? apiResult(await api.task.conversation.mentionable.$get({ query: { taskId: item.id } }))
      : apiResult(await api.project.taskGroups.conversation.mentionable.$get({ query: { groupId: item.id } })));
    return people.ok ? { kind: "people" as const, people: people.data } : { kind: "none" as const, message: people.message };
  }
  const page = await listPage(api, item, cursor);
  return page.ok ? { kind: "conversations" as const, ...page.data } : { kind: "none" as const, message: page.message };
}
