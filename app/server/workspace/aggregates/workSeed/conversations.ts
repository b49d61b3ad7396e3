/**
 * Seeded conversations (issue 17 "Speed"): `conversations` top-level messages on one task and
 * `replies` spread over them in turn, written as rows like the seeder's tasks. Every message is by
 * the seed's owner, one second after the one before it and ending a second before `now`, so
 * created_at and last_activity_at increase; each conversation's reply_count and last_activity_at
 * are those of its replies. The search-index triggers mark every message; the system operation's
 * catch-up indexes them in the same transaction.
 */
export type ConversationSeed = { conversations: number; replies: number };

const STEP_MS = 1_000;

const docOf = (text: string) => JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

export function seedConversations(sql: SqlStorage, { taskId, ownerId, now }: { taskId: string; ownerId: string; now: number }, spec: ConversationSeed) {
  const { conversations, replies } = spec;
  if (conversations === 0) return;
  const first = now - (conversations + replies) * STEP_MS;
  const conversationIds = Array.from({ length: conversations }, () => crypto.randomUUID());
  // What the replies make of each conversation: its count and its latest activity.
  const replyCount = new Array<number>(conversations).fill(0);
  const lastActivity = conversationIds.map((_, index) => first + index * STEP_MS);
  for (let reply = 0; reply < replies; reply++) {
    replyCount[reply % conversations]++;
    lastActivity[reply % conversations] = first + (conversations + reply) * STEP_MS;
  }
  const insert = (id: string, conversationId: string | null, text: string, createdAt: number, activityAt: number, count: number) =>
    sql.exec(
      `INSERT INTO messages (id, item_type, item_id, conversation_id, author_id, body_json, body_text, created_at, edited_at, deleted_at, last_activity_at, reply_count)
       VALUES (?, 'task', ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?)`,
      id, taskId, conversationId, ownerId, docOf(text), text, createdAt, activityAt, count,
    );
  conversationIds.forEach((id, index) => {
    insert(id, null, `Conversation ${index + 1} about this task`, first + index * STEP_MS, lastActivity[index], replyCount[index]);
  });
  for (let reply = 0; reply < replies; reply++) {
    const at = first + (conversations + reply) * STEP_MS;
    const conversation = reply % conversations;
    insert(crypto.randomUUID(), conversationIds[conversation], `Reply ${Math.floor(reply / conversations) + 1} to conversation ${conversation + 1}`, at, at, 0);
  }
}
