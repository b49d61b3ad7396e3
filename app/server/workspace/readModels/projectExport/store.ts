import type { DependencyType } from "~/lib/schedule/network";
import { IN_IDS, idList, limitTo } from "../../sql";

/**
 * What an export reads beyond the List's window (decision 0047): a page's messages and files, the
 * people its rows name, a project's dependencies in pages. Every statement reads by an index: the
 * items' messages by conversations_by_start and replies_in_order, their files by attachments_of_item,
 * members by their key, dependencies by dependencies_by_project and the primary key.
 */
export type ExportPerson = { email: string; name: string };

export function peopleByIds(sql: SqlStorage, userIds: Iterable<string>): Record<string, ExportPerson> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return {};
  const rows = sql
    .exec<{ user_id: string; email: string; first_name: string; last_name: string }>(
      `SELECT user_id, email, first_name, last_name FROM members WHERE user_id ${IN_IDS}`,
      idList(ids),
    )
    .toArray();
  return Object.fromEntries(rows.map((row) => [row.user_id, { email: row.email, name: `${row.first_name} ${row.last_name}`.trim() }]));
}

export type ExportMessage = { id: string; authorId: string; body: unknown; createdAt: number; editedAt: number | null };
export type ExportConversation = ExportMessage & { replies: ExportMessage[] };
export type ExportAttachment = {
  name: string;
  contentType: string;
  size: number;
  uploadedBy: string;
  createdAt: number;
  /** The message it was attached to, if any. */
  messageId: string | null;
};
export type Discussion = { conversations: ExportConversation[]; attachments: ExportAttachment[] };

type MessageRow = { id: string; item_id: string; conversation_id: string | null; author_id: string; body_json: string; created_at: number; edited_at: number | null };

const toMessage = (row: MessageRow): ExportMessage => ({
  id: row.id,
  authorId: row.author_id,
  body: JSON.parse(row.body_json) as unknown,
  createdAt: row.created_at,
  editedAt: row.edited_at,
});

/** The live conversations (with their live replies) and committed files of each item, oldest first. */
export function discussionsOf(sql: SqlStorage, items: ReadonlyArray<{ id: string; talked: boolean }>): Map<string, Discussion> {
  const byItem = new Map<string, Discussion>(items.map((item) => [item.id, { conversations: [], attachments: [] }]));
  const talked = items.filter((item) => item.talked).map((item) => item.id);
  if (talked.length > 0) {
    const conversations = sql
      .exec<MessageRow>(
        `SELECT id, item_id, conversation_id, author_id, body_json, created_at, edited_at FROM messages
         WHERE item_id ${IN_IDS} AND conversation_id IS NULL AND deleted_at IS NULL ORDER BY item_id, created_at, id`,
        idList(talked),
      )
      .toArray();
    const replies = new Map<string, ExportMessage[]>();
    if (conversations.length > 0) {
      const rows = sql
        .exec<MessageRow>(
          `SELECT id, item_id, conversation_id, author_id, body_json, created_at, edited_at FROM messages
           WHERE conversation_id ${IN_IDS} AND deleted_at IS NULL ORDER BY conversation_id, created_at, id`,
          idList(conversations.map((row) => row.id)),
        )
        .toArray();
      for (const row of rows) {
        const thread = replies.get(row.conversation_id!);
        if (thread) thread.push(toMessage(row));
        else replies.set(row.conversation_id!, [toMessage(row)]);
      }
    }
    for (const row of conversations) byItem.get(row.item_id)?.conversations.push({ ...toMessage(row), replies: replies.get(row.id) ?? [] });
  }
  const files = sql
    .exec<{ item_id: string; message_id: string | null; name: string; content_type: string; size: number; uploaded_by: string; created_at: number }>(
      `SELECT item_id, message_id, name, content_type, size, uploaded_by, created_at FROM attachments
       WHERE item_id ${IN_IDS} AND state = 'committed' ORDER BY item_id, created_at, id`,
      idList(items.map((item) => item.id)),
    )
    .toArray();
  for (const file of files) {
    byItem.get(file.item_id)?.attachments.push({
      name: file.name,
      contentType: file.content_type,
      size: file.size,
      uploadedBy: file.uploaded_by,
      createdAt: file.created_at,
      messageId: file.message_id,
    });
  }
  return byItem;
}

/** The people a discussion names: authors, uploaders and those mentioned in its messages. */
export function peopleOfDiscussion(discussion: Discussion): string[] {
  const ids: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const { type, attrs, content } = node as { type?: unknown; attrs?: { id?: unknown }; content?: unknown };
    if (type === "mention" && typeof attrs?.id === "string") ids.push(attrs.id);
    if (Array.isArray(content)) content.forEach(visit);
  };
  for (const conversation of discussion.conversations) {
    for (const message of [conversation, ...conversation.replies]) {
      ids.push(message.authorId);
      visit(message.body);
    }
  }
  for (const file of discussion.attachments) ids.push(file.uploadedBy);
  return ids;
}

export type ExportDependency = { id: string; predecessorId: string; successorId: string; type: DependencyType; lagDays: number };

/**
 * A page of the project's dependencies after row `afterRow`, in the order they were made: the rowid
 * is the last key of dependencies_by_project, so each page is one range of that index.
 */
export function dependenciesAfter(sql: SqlStorage, projectId: string, afterRow: number, limit: number) {
  const rows = sql
    .exec<{ row: number; id: string; predecessor_id: string; successor_id: string; type: DependencyType; lag_days: number }>(
      `SELECT rowid AS row, id, predecessor_id, successor_id, type, lag_days FROM dependencies
       WHERE project_id = ? AND rowid > ? ORDER BY rowid ${limitTo(limit)}`,
      projectId, afterRow,
    )
    .toArray();
  const dependencies: ExportDependency[] = rows.map((row) => ({
    id: row.id, predecessorId: row.predecessor_id, successorId: row.successor_id, type: row.type, lagDays: row.lag_days,
  }));
  return { dependencies, lastRow: rows.at(-1)?.row ?? null };
}
