import type { ConversationOrder, ItemType } from "~/schemas/conversation";
import { decodeCursor, encodeCursor, pageOf } from "../../keysetCursor";
import { IN_IDS, idList, limitTo } from "../../sql";

/** A message as stored: a conversation when conversation_id is null, else one of its replies. */
export type MessageRow = {
  id: string;
  item_type: ItemType;
  item_id: string;
  conversation_id: string | null;
  author_id: string;
  body_json: string;
  body_text: string;
  created_at: number;
  edited_at: number | null;
  deleted_at: number | null;
  last_activity_at: number;
  reply_count: number;
};

export function findMessage(sql: SqlStorage, messageId: string): MessageRow | null {
  return sql.exec<MessageRow>("SELECT * FROM messages WHERE id = ?", messageId).toArray()[0] ?? null;
}

export function insertMessage(sql: SqlStorage, row: MessageRow) {
  sql.exec(
    `INSERT INTO messages (id, item_type, item_id, conversation_id, author_id, body_json, body_text, created_at, edited_at, deleted_at, last_activity_at, reply_count)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, 0)`,
    row.id, row.item_type, row.item_id, row.conversation_id, row.author_id, row.body_json, row.body_text, row.created_at, row.last_activity_at,
  );
  if (row.conversation_id) {
    sql.exec("UPDATE messages SET reply_count = reply_count + 1, last_activity_at = ? WHERE id = ?", row.created_at, row.conversation_id);
  }
}

export function rewriteMessage(sql: SqlStorage, messageId: string, body: { json: string; text: string }, now: number) {
  sql.exec("UPDATE messages SET body_json = ?, body_text = ?, edited_at = ? WHERE id = ?", body.json, body.text, now, messageId);
}

/**
 * Removes a message: a conversation that has replies keeps its place as "message deleted" (its body
 * and reactions go), anything else goes with its reactions and mentions. Answers whether it stayed.
 */
export function removeMessage(sql: SqlStorage, message: MessageRow, now: number): boolean {
  if (message.conversation_id === null && message.reply_count > 0) {
    sql.exec("UPDATE messages SET body_json = '{\"type\":\"doc\",\"content\":[]}', body_text = '', deleted_at = ? WHERE id = ?", now, message.id);
    sql.exec("DELETE FROM message_reactions WHERE message_id = ?", message.id);
    sql.exec("DELETE FROM message_mentions WHERE message_id = ?", message.id);
    return true;
  }
  sql.exec("DELETE FROM messages WHERE id = ?", message.id);
  if (message.conversation_id) {
    sql.exec("UPDATE messages SET reply_count = reply_count - 1 WHERE id = ?", message.conversation_id);
    // The last reply of a deleted conversation gone, nothing is left to keep its place for.
    sql.exec("DELETE FROM messages WHERE id = ? AND deleted_at IS NOT NULL AND reply_count = 0", message.conversation_id);
  }
  return false;
}

/** The members a message names, as stored with it and its item (who was named on an item). */
export function setMentions(sql: SqlStorage, message: Pick<MessageRow, "id" | "item_id">, userIds: readonly string[]) {
  sql.exec("DELETE FROM message_mentions WHERE message_id = ?", message.id);
  addMentions(sql, message, userIds);
}

/** The members a new message names (it has no mentions yet). */
export function addMentions(sql: SqlStorage, message: Pick<MessageRow, "id" | "item_id">, userIds: readonly string[]) {
  for (const userId of userIds) {
    sql.exec("INSERT INTO message_mentions (message_id, user_id, item_id) VALUES (?, ?, ?)", message.id, userId, message.item_id);
  }
}

/** Whom each of some messages names (the primary key's order: message, then person). */
export const mentionsOn = (sql: SqlStorage, messageIds: readonly string[]) =>
  sql
    .exec<{ message_id: string; user_id: string }>(`SELECT message_id, user_id FROM message_mentions WHERE message_id ${IN_IDS}`, idList(messageIds))
    .toArray();

export const mentionsOf = (sql: SqlStorage, messageId: string) =>
  sql.exec<{ user_id: string }>("SELECT user_id FROM message_mentions WHERE message_id = ?", messageId).toArray().map((row) => row.user_id);

/** Turns one person's reaction on or off; answers whether it is on now. */
export function toggleReaction(sql: SqlStorage, messageId: string, emoji: string, userId: string, now: number): boolean {
  const removed = sql.exec("DELETE FROM message_reactions WHERE message_id = ? AND emoji = ? AND user_id = ?", messageId, emoji, userId).rowsWritten;
  if (removed > 0) return false;
  addReaction(sql, messageId, emoji, userId, now);
  return true;
}

/** One person's reaction on a message, made at `at` (once, however often it is given). */
export function addReaction(sql: SqlStorage, messageId: string, emoji: string, userId: string, at: number) {
  sql.exec("INSERT OR IGNORE INTO message_reactions (message_id, emoji, user_id, created_at) VALUES (?, ?, ?, ?)", messageId, emoji, userId, at);
}

type Page = { cursor?: string; limit: number };

/** One page of an item's conversations, by latest activity (newest first) or as they began (oldest first). */
export function conversationPage(sql: SqlStorage, itemId: string, order: ConversationOrder, { cursor, limit }: Page) {
  const newest = order === "newest";
  const column = newest ? "last_activity_at" : "created_at";
  const after = cursor ? decodeCursor(cursor, 2) : null;
  const keyset = after ? `AND (${column}, id) ${newest ? "<" : ">"} (?, ?)` : "";
  const rows = sql
    .exec<MessageRow>(
      `SELECT * FROM messages WHERE item_id = ? AND conversation_id IS NULL ${keyset}
       ORDER BY ${column} ${newest ? "DESC" : "ASC"}, id ${newest ? "DESC" : "ASC"} ${limitTo(limit + 1)}`,
      itemId, ...(after ?? []),
    )
    .toArray();
  return pageOf(rows, limit, (row) => [newest ? row.last_activity_at : row.created_at, row.id], (row) => row);
}

/**
 * The cursor of the page that begins at a conversation of an item (the key of the conversation just
 * before it in the order), or null when it is the first: a link to a message past the first page
 * opens the page holding it. Undefined when the item has no such conversation.
 */
export function cursorAt(sql: SqlStorage, itemId: string, order: ConversationOrder, conversationId: string): string | null | undefined {
  const newest = order === "newest";
  const column = newest ? "last_activity_at" : "created_at";
  const linked = sql
    .exec<{ key: number }>(`SELECT ${column} AS key FROM messages WHERE id = ? AND item_id = ? AND conversation_id IS NULL`, conversationId, itemId)
    .toArray()[0];
  if (!linked) return undefined;
  const before = sql
    .exec<{ key: number; id: string }>(
      `SELECT ${column} AS key, id FROM messages WHERE item_id = ? AND conversation_id IS NULL AND (${column}, id) ${newest ? ">" : "<"} (?, ?)
       ORDER BY ${column} ${newest ? "ASC" : "DESC"}, id ${newest ? "ASC" : "DESC"} LIMIT 1`,
      itemId, linked.key, conversationId,
    )
    .toArray()[0];
  return before ? encodeCursor([before.key, before.id]) : null;
}

/** One page of a conversation's replies, oldest first. */
export function replyPage(sql: SqlStorage, conversationId: string, { cursor, limit }: Page) {
  const after = cursor ? decodeCursor(cursor, 2) : null;
  const rows = sql
    .exec<MessageRow>(
      `SELECT * FROM messages WHERE conversation_id = ? ${after ? "AND (created_at, id) > (?, ?)" : ""} ORDER BY created_at, id ${limitTo(limit + 1)}`,
      conversationId, ...(after ?? []),
    )
    .toArray();
  return pageOf(rows, limit, (row) => [row.created_at, row.id], (row) => row);
}

export type ReactionRow = { message_id: string; emoji: string; user_id: string; first_name: string; last_name: string };

/** The reactions on some messages, with who reacted, oldest first. */
export const reactionsOn = (sql: SqlStorage, messageIds: readonly string[]) =>
  sql
    .exec<ReactionRow>(
      `SELECT r.message_id, r.emoji, r.user_id, m.first_name, m.last_name FROM message_reactions r JOIN members m ON m.user_id = r.user_id
       WHERE r.message_id ${IN_IDS} ORDER BY r.created_at, r.user_id`,
      idList(messageIds),
    )
    .toArray();

/** How many conversations and replies an item has, as its row keeps them (triggers.ts). */
export const messageCountsOf = (sql: SqlStorage, item: { type: ItemType; id: string }) =>
  sql
    .exec<{ conversation_count: number; reply_count: number }>(
      `SELECT conversation_count, reply_count FROM ${item.type === "task" ? "tasks" : "task_groups"} WHERE id = ?`,
      item.id,
    )
    .one();

/**
 * Who watches an item: its creator, its assignees, everyone who wrote in its conversations or was
 * named there, and whoever chose to watch it, except those who chose not to. Authors and the named
 * are found by skipping from one person to the next in their indexes (messages_by_author,
 * mentions_on_item): as many steps as people, however many messages the item has.
 */
export function watchersOf(sql: SqlStorage, itemId: string): string[] {
  return sql
    .exec<{ user_id: string }>(
      `WITH RECURSIVE
         authors(user_id) AS (
           SELECT (SELECT MIN(author_id) FROM messages WHERE item_id = ?1)
           UNION ALL SELECT (SELECT MIN(author_id) FROM messages WHERE item_id = ?1 AND author_id > authors.user_id) FROM authors WHERE user_id IS NOT NULL),
         named(user_id) AS (
           SELECT (SELECT MIN(user_id) FROM message_mentions WHERE item_id = ?1)
           UNION ALL SELECT (SELECT MIN(user_id) FROM message_mentions WHERE item_id = ?1 AND user_id > named.user_id) FROM named WHERE user_id IS NOT NULL),
         involved(user_id) AS (
           SELECT created_by FROM tasks WHERE id = ?1
           UNION SELECT user_id FROM task_assignees WHERE task_id = ?1
           UNION SELECT user_id FROM authors WHERE user_id IS NOT NULL
           UNION SELECT user_id FROM named WHERE user_id IS NOT NULL)
       SELECT user_id FROM involved WHERE user_id NOT IN (SELECT user_id FROM watchers WHERE item_id = ?1 AND watching = 0)
       UNION SELECT user_id FROM watchers WHERE item_id = ?1 AND watching = 1`,
      itemId,
    )
    .toArray()
    .map((row) => row.user_id);
}

/** The groups and tasks of a project (bin and archive included): the items its conversations are on. */
const ITEMS_OF_PROJECT = "SELECT id FROM tasks WHERE project_id = ?1 UNION ALL SELECT id FROM task_groups WHERE project_id = ?1";

/** Who chose to watch (or not) an item of a project (an organisation's archive carries them, decision 0099). */
export const watchChoicesInProject = (sql: SqlStorage, projectId: string) =>
  sql
    .exec<{ item_id: string; user_id: string; watching: number }>(`SELECT item_id, user_id, watching FROM watchers WHERE item_id IN (${ITEMS_OF_PROJECT})`, projectId)
    .toArray();

/** The reactions on the messages of a project's items. */
export const reactionsInProject = (sql: SqlStorage, projectId: string) =>
  sql
    .exec<{ message_id: string; emoji: string; user_id: string; created_at: number }>(
      `SELECT r.message_id, r.emoji, r.user_id, r.created_at FROM messages m JOIN message_reactions r ON r.message_id = m.id WHERE m.item_id IN (${ITEMS_OF_PROJECT})`,
      projectId,
    )
    .toArray();

/** Every member's chosen order of conversations and the mail they turned off (an organisation's archive carries them). */
export function conversationChoices(sql: SqlStorage) {
  const orders = sql.exec<{ user_id: string; newest_first: number }>("SELECT user_id, newest_first FROM conversation_order").toArray();
  const off = sql.exec<{ user_id: string; reason: string }>("SELECT user_id, reason FROM mail_opt_outs ORDER BY user_id, reason").toArray();
  return { newestFirst: new Map(orders.map((row) => [row.user_id, row.newest_first === 1])), mailOff: off };
}

/** Whether one person watches an item (watchersOf's rule for one person), in a few index look-ups. */
export function isWatching(sql: SqlStorage, itemId: string, userId: string): boolean {
  const row = sql
    .exec<{ chosen: number | null; involved: number }>(
      `SELECT (SELECT watching FROM watchers WHERE item_id = ?1 AND user_id = ?2) AS chosen,
         EXISTS (SELECT 1 FROM tasks WHERE id = ?1 AND created_by = ?2)
         OR EXISTS (SELECT 1 FROM task_assignees WHERE task_id = ?1 AND user_id = ?2)
         OR EXISTS (SELECT 1 FROM messages WHERE item_id = ?1 AND author_id = ?2)
         OR EXISTS (SELECT 1 FROM message_mentions WHERE item_id = ?1 AND user_id = ?2) AS involved`,
      itemId, userId,
    )
    .one();
  return row.chosen === null ? row.involved === 1 : row.chosen === 1;
}

export function setWatching(sql: SqlStorage, itemId: string, userId: string, watching: boolean) {
  sql.exec(
    "INSERT INTO watchers (item_id, user_id, watching) VALUES (?, ?, ?) ON CONFLICT (item_id, user_id) DO UPDATE SET watching = excluded.watching",
    itemId, userId, watching ? 1 : 0,
  );
}

/** The order a member reads conversations in; newest activity first until they choose. */
export function orderOf(sql: SqlStorage, userId: string): ConversationOrder {
  const row = sql.exec<{ newest_first: number }>("SELECT newest_first FROM conversation_order WHERE user_id = ?", userId).toArray()[0];
  return row && row.newest_first === 0 ? "oldest" : "newest";
}

export function setOrder(sql: SqlStorage, userId: string, order: ConversationOrder) {
  sql.exec(
    "INSERT INTO conversation_order (user_id, newest_first) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET newest_first = excluded.newest_first",
    userId, order === "newest" ? 1 : 0,
  );
}

/** Mail a member turned off, by reason (their profile, or a mail's unsubscribe link). */
export const mailOptOuts = (sql: SqlStorage, userIds: readonly string[]) =>
  sql
    .exec<{ user_id: string; reason: string }>(`SELECT user_id, reason FROM mail_opt_outs WHERE user_id ${IN_IDS}`, idList(userIds))
    .toArray();

/** Some members' addresses, each with the reasons of mail they turned off (a JSON array). */
export const mailAddresses = (sql: SqlStorage, userIds: readonly string[]) =>
  sql
    .exec<{ user_id: string; email: string; off: string }>(
      `SELECT m.user_id, m.email, (SELECT json_group_array(o.reason) FROM mail_opt_outs o WHERE o.user_id = m.user_id) AS off
       FROM members m WHERE m.user_id ${IN_IDS}`,
      idList(userIds),
    )
    .toArray();

/** Turns one reason of mail off or on for a member. */
export function setMailOptOut(sql: SqlStorage, userId: string, reason: string, off: boolean, now: number) {
  if (off) sql.exec("INSERT INTO mail_opt_outs (user_id, reason, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING", userId, reason, now);
  else sql.exec("DELETE FROM mail_opt_outs WHERE user_id = ? AND reason = ?", userId, reason);
}
