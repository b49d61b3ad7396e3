import type { CardData } from "./types";

/** What the board's forms post (app/intents/kanban.server.ts answers them); every one works without JavaScript. */
export const KANBAN_INTENTS = {
  boardType: "boardType",
  moveCard: "moveCard",
  addCard: "addCard",
  cardColumns: "cardColumns",
} as const;
export type KanbanIntent = (typeof KANBAN_INTENTS)[keyof typeof KANBAN_INTENTS];

/** A board choice as one form value: "STATUS", "ASSIGNEE", "PRIORITY" or "COLUMN:<columnId>". */
export const choiceValue = ({ type, columnId }: { type: string; columnId: string | null }) => (columnId ? `${type}:${columnId}` : type);

export function parseChoice(value: string): { type: string; columnId?: string } {
  const [type, columnId] = value.split(":");
  return columnId ? { type, columnId } : { type };
}

/** A fetcher's answer to a board post: with the card the API answered when a move or an added card worked. */
export type BoardReply = { ok: boolean; message: string; card?: CardData };
