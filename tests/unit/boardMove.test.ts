import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { withCard, withSentMoves, type BoardState } from "~/components/kanban/boardState";
import type { CardData } from "~/components/kanban/types";
import { boardRevalidates } from "~/intents/revalidation";

const card = (id: string, name: string) => ({ id, name }) as unknown as CardData;

describe("the card a move answers (decision 96)", () => {
  const state: BoardState = {
    todo: { cards: [card("a", "A"), card("b", "B")], count: 2, nextCursor: null },
    done: { cards: [card("c", "C")], count: 1, nextCursor: null },
  };

  it("takes the place of the board's own card, where the board put it", () => {
    const next = withCard(state, card("b", "B renamed"));
    expect(next.todo.cards.map((each) => each.name)).toEqual(["A", "B renamed"]);
    expect(next.done).toBe(state.done);
  });

  it("leaves the board as it is when the card is not on it", () => {
    expect(withCard(state, card("z", "Z"))).toBe(state);
  });
});

describe("a board loaded while moves are on their way (issue 40 §4)", () => {
  const loaded: BoardState = {
    todo: { cards: [card("a", "A"), card("b", "B")], count: 2, nextCursor: null },
    done: { cards: [card("c", "C")], count: 1, nextCursor: null },
  };

  it("keeps a card where its move put it when the board still has it in its old column", () => {
    const next = withSentMoves(loaded, [{ taskId: "b", to: "done", index: 0 }]);
    expect(next.todo.cards.map((each) => each.id)).toEqual(["a"]);
    expect(next.done.cards.map((each) => each.id)).toEqual(["b", "c"]);
    expect([next.todo.count, next.done.count]).toEqual([1, 2]);
  });

  it("takes the board's place for a card it has in the move's column already, and skips a card it does not have", () => {
    expect(withSentMoves(loaded, [{ taskId: "c", to: "done", index: 0 }])).toBe(loaded);
    expect(withSentMoves(loaded, [{ taskId: "z", to: "done", index: 0 }])).toBe(loaded);
  });

  it("puts the moves on in the order they were sent", () => {
    const next = withSentMoves(loaded, [
      { taskId: "a", to: "done", index: 0 },
      { taskId: "a", to: "todo", index: 1 },
    ]);
    expect(next.todo.cards.map((each) => each.id)).toEqual(["b", "a"]);
    expect(next.done.cards.map((each) => each.id)).toEqual(["c"]);
  });
});

describe("what the board re-fetches after a post", () => {
  const url = new URL("https://acme.localhost/projects/t/p/kanban");
  const after = (fields: Record<string, string>, actionResult: unknown) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.append(name, value);
    const args = { currentUrl: url, nextUrl: url, currentParams: {}, nextParams: {}, formMethod: "POST", formData, actionResult, defaultShouldRevalidate: true };
    return boardRevalidates(args as ShouldRevalidateFunctionArgs);
  };
  const answered = { ok: true, message: "Card moved.", card: card("a", "A") };

  it("nothing after a move within a column or on a board by priority: the answer brings the card", () => {
    expect(after({ intent: "moveCard", board: "STATUS", from: "s1", to: "s1" }, answered)).toBe(false);
    expect(after({ intent: "moveCard", board: "PRIORITY", from: "NONE", to: "HIGH" }, answered)).toBe(false);
  });

  it("the board after a move to another status (the project's progress comes with it), a refused move, or a plain post", () => {
    expect(after({ intent: "moveCard", board: "STATUS", from: "s1", to: "s2" }, answered)).toBe(true);
    expect(after({ intent: "moveCard", board: "STATUS", from: "s1", to: "s1" }, { ok: false, message: "No" })).toBe(true);
    expect(after({ intent: "moveCard", board: "STATUS", from: "s1", to: "s1" }, undefined)).toBe(true);
    expect(after({ intent: "boardType", board: "PRIORITY" }, { ok: true, message: "Board updated." })).toBe(true);
  });
});
