import { canWork, type WorkRole } from "~/lib/permissions";
import type { MemberContext } from "../../operations";
import { idList, limitTo } from "../../sql";
import { namesOf, type PersonName } from "../../people";
import type { Person } from "~/lib/mentions";
import { mentionsOn, reactionsOn, type MessageRow, type ReactionRow } from "./store";

/** How many replies each conversation of a page shows before "more replies". */
export const REPLY_PREVIEW = 3;

/**
 * Messages as readers get them: author and mentions (as stored with them) by their current names, reactions with counts
 * and who reacted, and what the reader may do. A deleted conversation shows only that it was.
 */
export function messageViews(context: MemberContext, role: WorkRole, writable: boolean, rows: readonly MessageRow[]) {
  const mentioned = new Map<string, string[]>();
  for (const mention of mentionsOn(context.sql, rows.map((row) => row.id))) {
    mentioned.set(mention.message_id, [...(mentioned.get(mention.message_id) ?? []), mention.user_id]);
  }
  const reactions = reactionsOn(context.sql, rows.map((row) => row.id));
  const names = namesOf(context.sql, [...rows.map((row) => row.author_id), ...[...mentioned.values()].flat(), ...reactions.map((r) => r.user_id)]);
  return viewsOf(context, role, writable, rows, { mentioned, reactions, names });
}

/**
 * A message just written, as readers get it, from what its command already holds: it has no
 * reactions yet, it names `mentions` (in the stored order), and `people` (who see its item) name its author and them.
 */
export function newMessageView(context: MemberContext, role: WorkRole, row: MessageRow, mentions: readonly string[], people: readonly Person[]) {
  const { member } = context.viewer;
  const names = new Map<string, PersonName>([...people, member].map(({ userId, firstName, lastName }) => [userId, { userId, firstName, lastName, deactivated: false }]));
  return viewsOf(context, role, true, [row], { mentioned: new Map([[row.id, [...mentions].sort()]]), reactions: [], names })[0];
}

type Known = { mentioned: Map<string, string[]>; reactions: readonly ReactionRow[]; names: Map<string, PersonName> };

function viewsOf(context: MemberContext, role: WorkRole, writable: boolean, rows: readonly MessageRow[], { mentioned, reactions, names }: Known) {
  const me = context.viewer.member.userId;
  const moderates = canWork(role, "project:manage");
  return rows.map((row) => {
    const deleted = row.deleted_at !== null;
    const own = reactions.filter((reaction) => reaction.message_id === row.id);
    const emojis = [...new Set(own.map((reaction) => reaction.emoji))];
    return {
      messageId: row.id,
      conversationId: row.conversation_id,
      itemType: row.item_type,
      itemId: row.item_id,
      author: deleted ? null : (names.get(row.author_id) ?? null),
      /** The stored document as it is: the API parses and renders it, outside the Durable Object. */
      bodyJson: deleted ? null : row.body_json,
      text: row.body_text,
      mentions: (mentioned.get(row.id) ?? []).flatMap((id) => (names.has(id) ? [names.get(id)!] : [])),
      createdAt: row.created_at,
      editedAt: row.edited_at,
      deleted,
      replyCount: row.reply_count,
      lastActivityAt: row.last_activity_at,
      reactions: emojis.map((emoji) => {
        const people = own.filter((reaction) => reaction.emoji === emoji);
        return {
          emoji,
          count: people.length,
          mine: people.some((reaction) => reaction.user_id === me),
          people: people.map((reaction) => `${reaction.first_name} ${reaction.last_name}`),
        };
      }),
      canEdit: writable && !deleted && row.author_id === me,
      canDelete: writable && !deleted && (row.author_id === me || moderates),
    };
  });
}

export type MessageView = ReturnType<typeof messageViews>[number];

/**
 * The first replies of each of some conversations, oldest first, in one statement: each
 * conversation's first few from replies_in_order, and only those rows read, however many replies a
 * conversation has.
 */
export function previewReplies(sql: SqlStorage, conversationIds: readonly string[]): MessageRow[] {
  if (conversationIds.length === 0) return [];
  return sql
    .exec<MessageRow>(
      `SELECT r.* FROM json_each(?) c JOIN messages r ON r.rowid IN (
         SELECT x.rowid FROM messages x WHERE x.conversation_id = c.value ORDER BY x.created_at, x.id ${limitTo(REPLY_PREVIEW)})
       ORDER BY r.conversation_id, r.created_at, r.id`,
      idList(conversationIds),
    )
    .toArray();
}
