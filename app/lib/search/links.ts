import { messagePath } from "~/lib/conversations";
import type { SearchGroup, SearchHit } from "~/schemas/search";

/**
 * Where a search row leads (spec §4 search row clicks): every click gets a new
 * random `rid` (1000–9999); an item in the bin or the archive opens that
 * screen on its tab and row; people open the user-info modal.
 */
export const RID_MIN = 1000;
export const RID_MAX = 9999;

export const randomRid = (random: () => number = Math.random) => RID_MIN + Math.floor(random() * (RID_MAX - RID_MIN + 1));

/** The archive and bin screen's tab of each result group (spec §4). */
export const HIDDEN_TABS: Record<Exclude<SearchGroup, "owner" | "messages">, string> = {
  teams: "team",
  projects: "project",
  groups: "taskGroup",
  tasks: "task",
  subTasks: "subtask",
};

/** The user-info modal of a member, closing back to `back`. */
export const userInfoPath = (userId: string) => `/people/${encodeURIComponent(userId)}`;

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

/** The tab that lists a hidden hit: a message's is its item's (a task, a subtask or a task group). */
function hiddenTab(group: Exclude<SearchGroup, "owner">, source: SearchHit["source"], message: SearchHit["message"]): string {
  if (group !== "messages") return HIDDEN_TABS[group];
  if (message?.itemType === "taskGroup") return HIDDEN_TABS.groups;
  return message && source.taskId !== message.itemId ? HIDDEN_TABS.subTasks : HIDDEN_TABS.tasks;
}

export function searchHitHref(group: SearchGroup, { source, message }: Pick<SearchHit, "source" | "message">, rid: number, back = "/"): string {
  const { id, teamId, projectId, taskId, isDeleted, isArchived } = source;
  if (group === "owner") return withQuery(userInfoPath(id), { back, rid });
  if (isDeleted || isArchived) return withQuery(isDeleted ? "/bin" : "/archive", { tab: hiddenTab(group, source, message), rowId: message?.itemId ?? id, rid });
  // A hit in a conversation opens its item at the message (issue 17).
  if (message && teamId && projectId) {
    return `${messagePath({ teamId, projectId }, { type: message.itemType, id: message.itemId }, message.conversationId, message.replyId)}&rid=${rid}`;
  }
  const project = `/projects/${teamId}/${projectId}`;
  switch (group) {
    case "teams":
      return withQuery(`/projects/${id}`, { rid });
    case "projects":
      return withQuery(project, { rid });
    case "groups":
      return withQuery(project, { groupId: id, rid });
    case "tasks":
    case "subTasks":
      return withQuery(project, { taskId: taskId ?? id, scrollTaskId: id, rid });
    case "messages":
      return withQuery(project, { rid });
  }
}
