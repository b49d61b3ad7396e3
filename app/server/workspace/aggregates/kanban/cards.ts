import { decodeCursor, pageOf, type SortKey } from "../../keysetCursor";
import { CARDS_PER_PAGE } from "~/schemas/kanban";
import type { Priority } from "~/schemas/task";
import type { CardSchema } from "~/server/shapes/card";
import type { z } from "zod";
import { namesOf } from "../../people";
import { assigneesOf, subtaskProgress, valuesOf, type TaskRow } from "../tasks/store";
import { lanePage, type Lane, type LaneRow } from "./store";

/** A card of the board: what it shows of its task (the shape is the API's, server/shapes/card.ts). */
export type Card = z.infer<typeof CardSchema>;

/** Rows as cards, with their assignees (by name), chosen values and subtask progress in four indexed statements. */
export function cardsOf(sql: SqlStorage, rows: readonly TaskRow[], cardColumnIds: readonly string[]): Card[] {
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

/** A page of `limit` of a lane's cards after a cursor, keyset: it costs the same however deep it starts. */
export function cardPage(sql: SqlStorage, lane: Lane, cursor: string | undefined, cardColumnIds: readonly string[], limit = CARDS_PER_PAGE) {
  const after = cursor ? (decodeCursor(cursor, 2) as [string, string]) : null;
  const page = pageOf(lanePage(sql, lane, after, limit), limit, (row: LaneRow): SortKey => [row.lane_key, row.lane_id], (row) => row);
  return { cards: cardsOf(sql, page.items, cardColumnIds), nextCursor: page.nextCursor };
}
