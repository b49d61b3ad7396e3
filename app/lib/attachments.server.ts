import { apiResult } from "~/lib/api-result";
import { ATTACHMENT_PAGE, ATTACHMENTS_SHOWN_MAX } from "./attachments";
import { ATTACHMENT_PARAMS } from "~/components/attachments/params";
import type { ApiClient } from "~/server/api/client";
import { THREAD_PARAMS } from "~/lib/conversationForms";
import type { ItemFiles } from "~/components/attachments/types";

/**
 * The files of the List view's open panel (issue 17 §3): a task's or subtask's (`taskId`) or a
 * task group's (`taskGroupId`), on the item and on its messages, in one call beside the list and
 * the thread, the newest first; the panel groups them by message. No panel, no call. "Load more
 * files" is a link that asks for a page more (`filesShown`), with or without JavaScript.
 */
export async function loadFiles(api: ApiClient, search: URLSearchParams): Promise<ItemFiles | null> {
  const taskId = search.get("taskId");
  const groupId = taskId ? null : search.get(THREAD_PARAMS.group);
  if (!taskId && !groupId) return null;
  const item = taskId ? { type: "task" as const, id: taskId } : { type: "taskGroup" as const, id: groupId! };
  const page = { order: "newest" as const, limit: String(filesShown(search)) };
  const result = taskId
    ? await apiResult(await api.task.attachment.list.$get({ query: { taskId, ...page } }))
    : await apiResult(await api.project.taskGroups.attachment.list.$get({ query: { groupId: groupId!, ...page } }));
  if (!result.ok) return { item, canWrite: false, attachments: [], drafts: [], more: false, message: result.message };
  return { item, canWrite: result.data.canWrite, attachments: result.data.attachments, drafts: result.data.drafts, more: result.data.nextCursor !== null, message: null };
}

/** How many of the newest files the panel shows: a page, or what "Load more files" asked for (at most ATTACHMENTS_SHOWN_MAX). */
function filesShown(search: URLSearchParams) {
  const asked = Number(search.get(ATTACHMENT_PARAMS.shown));
  return Number.isInteger(asked) && asked > ATTACHMENT_PAGE ? Math.min(asked, ATTACHMENTS_SHOWN_MAX) : ATTACHMENT_PAGE;
}
