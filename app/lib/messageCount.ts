/** How a task's conversations are counted in words (issue 17): for the views' badges and a Gantt bar's label. */
export function messageCountText({ conversationCount, replyCount }: { conversationCount: number; replyCount: number }): string {
  const conversations = `${conversationCount} ${conversationCount === 1 ? "conversation" : "conversations"}`;
  return replyCount > 0 ? `${conversations}, ${replyCount} ${replyCount === 1 ? "reply" : "replies"}` : conversations;
}
