import { decodeCursor, pageOf, type SortKey } from "../../keysetCursor";
import { CARDS_PER_PAGE } from "~/lib/kanban";
import type { Priority } from "~/lib/priorities";
import type { CardSchema } from "~/server/shapes/card";
import type { z } from "zod";
import { namesOf } from "../../people";
import { assigneesOf, subtaskProgress, valuesOf } from "../tasks/store";
import { lanePage, type CardRow, type Lane, type LaneRow } from "./store";

/** A card of the board: what it shows of its task (the shape is the API's, server/shapes/card.ts). */
export type Card = z.infer<typeof CardSchema>;

/** Rows as cards, with their assignees (by name), chosen values and subtask progress in four indexed statements. */
export function cardsOf(sql: SqlStorage, rows: readonly CardRow[], cardColumnIds: readonly string[]): Card[] {
  const ids = rows.map((row) => row.id);
  const assignees = assigneesOf(sql, ids);
  const names = namesOf(sql, [...assignees.values()].flat());
  const values = cardColumnIds.length > 0 ? valuesOf(sql, ids) : new Map<string, Record<string, unknown>>();
  const progress = subtaskProgress(sql, ids);
  return rows.map((row) => {
    const own = values.get(row.id) ?? {};
    return {
      id: row.id,
      name: row.name,
      statusId: row.status_id,
      priority: row.priority as Priority | null,
      dueDate: row.due_date,
      assigneeIds: assignees.get(row.id) ?? [],
      assignees: (assignees.get(row.id) ?? []).flatMap((id) => names.get(id) ?? []),
      conversationCount: row.conversation_count,
      replyCount: row.reply_count,
      subtasks: progress.get(row.id) ?? { done: 0, total: 0 },
      values: Object.fromEntries(cardColumnIds.filter((id) => id in own).map((id) => [id, own[id]])),
    };
  });
}

/** Where a lane's page starts: after a cursor, and how many cards it shows. */
export type PageRequest = { lane: Lane; cursor?: string; limit?: number };

/**
 * A page of `limit` of each lane's cards after its cursor, keyset: it costs the same however deep it
 * starts. Each lane reads its own index range; the cards of all of them are built together (cardsOf's
 * statements run once for the board, not once per column).
 */
export function cardPages(sql: SqlStorage, requests: readonly PageRequest[], cardColumnIds: readonly string[]) {
  const pages = requests.map(({ lane, cursor, limit = CARDS_PER_PAGE }) => {
    const after = cursor ? (decodeCursor(cursor, 2) as [string, string]) : null;
    return pageOf(lanePage(sql, lane, after, limit), limit, (row: LaneRow): SortKey => [row.lane_key, row.lane_id], (row) => row);
  });
  const cards = cardsOf(sql, pages.flatMap((page) => page.items), cardColumnIds);
  let from = 0;
  return pages.map((page) => ({ cards: cards.slice(from, (from += page.items.length)), nextCursor: page.nextCursor }));
}

/** One lane's page (cardPages). */
export const cardPage = (sql: SqlStorage, lane: Lane, cursor: string | undefined, cardColumnIds: readonly string[], limit = CARDS_PER_PAGE) =>
  cardPages(sql, [{ lane, cursor, limit }], cardColumnIds)[0];
