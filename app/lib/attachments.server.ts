import { apiResult } from "~/lib/api-result";
import { ATTACHMENT_PAGE } from "~/schemas/attachment";
import type { ApiClient } from "~/server/api/client";
import { THREAD_PARAMS } from "~/lib/conversationForms";
import type { ItemFiles } from "~/components/attachments/types";

/**
 * The files of the List view's open panel (issue 17 §3): a task's or subtask's (`taskId`) or a
 * task group's (`taskGroupId`), on the item and on its messages, in one call beside the list and
 * the thread; the panel groups them by message. No panel, no call.
 */
export async function loadFiles(api: ApiClient, search: URLSearchParams): Promise<ItemFiles | null> {
  const taskId = search.get("taskId");
  const groupId = taskId ? null : search.get(THREAD_PARAMS.group);
  if (!taskId && !groupId) return null;
  const item = taskId ? { type: "task" as const, id: taskId } : { type: "taskGroup" as const, id: groupId! };
  const limit = String(ATTACHMENT_PAGE);
  const result = taskId
    ? await apiResult(await api.task.attachment.list.$get({ query: { taskId, limit } as never }))
    : await apiResult(await api.project.taskGroups.attachment.list.$get({ query: { groupId: groupId!, limit } as never }));
  if (!result.ok) return { item, canWrite: false, attachments: [], more: false, message: result.message };
  // The API answers oldest first; the panel shows the newest first.
  return { item, canWrite: result.data.canWrite, attachments: [...result.data.attachments].reverse(), more: result.data.nextCursor !== null, message: null };
}
