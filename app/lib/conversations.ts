/**
 * Where a message is read (issue 17): the project's List view with the item's panel open at its
 * conversations, the message highlighted (`conversationId`, and `replyId` for a reply), as a
 * notification, a mail and a search hit link to it.
 */
export const ITEM_PANEL_PARAMS = { task: "taskId", taskGroup: "taskGroupId" } as const;

export function messagePath(
  place: { teamId: string; projectId: string },
  item: { type: keyof typeof ITEM_PANEL_PARAMS; id: string },
  conversationId: string,
  replyId: string | null,
): string {
  const query = new URLSearchParams({ [ITEM_PANEL_PARAMS[item.type]]: item.id, tab: "conversations", conversationId });
  if (replyId) query.set("replyId", replyId);
  return `/projects/${place.teamId}/${place.projectId}?${query}`;
}

/** The reactions offered on every message. */
export const REACTIONS = ["👍", "❤️", "🎉", "😄", "👀", "✅"] as const;
export type Reaction = (typeof REACTIONS)[number];
