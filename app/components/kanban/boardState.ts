import type { BoardData, CardData } from "./types";

/** The cards the board shows of each column (as many as were loaded), with counts and cursors, moved at once by a drag. */
export type BoardState = Record<string, { cards: CardData[]; count: number; nextCursor: string | null }>;

export const stateOf = (board: BoardData): BoardState =>
  Object.fromEntries(board.columns.map((column) => [column.key, { cards: column.cards, count: column.count, nextCursor: column.nextCursor }]));

/** A card taken from one column and put in another (or the same) at `index`. */
export function withMove(state: BoardState, taskId: string, from: string, to: string, index: number): BoardState {
  const card = state[from]?.cards.find((each) => each.id === taskId);
  if (!card || !state[to]) return state;
  const next = { ...state, [from]: { ...state[from], cards: state[from].cards.filter((each) => each.id !== taskId) } };
  const target = next[to].cards.filter((each) => each.id !== taskId);
  target.splice(Math.min(index, target.length), 0, card);
  const moved = from !== to;
  next[to] = { ...next[to], cards: target, count: next[to].count + (moved && target.length > state[to].cards.length ? 1 : 0) };
  if (moved) next[from] = { ...next[from], count: Math.max(0, next[from].count - 1) };
  return next;
}

/** A move the board sent: the card to `index` of column `to`'s cards. */
export type SentMove = { taskId: string; to: string; index: number };

/**
 * The board as loaded, with the moves still on their way put on it again: a reload that began before
 * a move (a live update's) and lands while it is on its way must not put the card back in its old
 * column, which would draw it anew there and again once the move is answered, losing the focus the
 * keys had put on it (issue 40 §4). A card the reload has in the move's column already is left there.
 */
export function withSentMoves(state: BoardState, moves: readonly SentMove[]): BoardState {
  return moves.reduce((shown, { taskId, to, index }) => {
    const from = Object.keys(shown).find((key) => shown[key].cards.some((card) => card.id === taskId));
    return from && from !== to ? withMove(shown, taskId, from, to, index) : shown;
  }, state);
}

/** Where a card goes among the target column's cards: directly after or before a neighbour, or at the top. */
export function placementAt(cards: readonly CardData[], taskId: string, index: number): { afterId?: string; beforeId?: string } {
  const others = cards.filter((card) => card.id !== taskId);
  if (index <= 0) return others[0] ? { beforeId: others[0].id } : {};
  return { afterId: others[Math.min(index, others.length) - 1].id };
}

/** The board with a card as the server answered it (after a move), in the place the board gave it. */
export function withCard(state: BoardState, card: CardData): BoardState {
  const key = Object.keys(state).find((column) => state[column].cards.some((each) => each.id === card.id));
  if (!key) return state;
  return { ...state, [key]: { ...state[key], cards: state[key].cards.map((each) => (each.id === card.id ? card : each)) } };
}
