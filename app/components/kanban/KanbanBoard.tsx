import type { DragEndEvent } from "@dnd-kit/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { useEditFetcher } from "~/components/tasks/useEditFetcher";
import { useModuleWhenNeeded } from "~/components/useModuleWhenNeeded";
import { CSRF_FIELD } from "~/lib/csrf";
import { VIA_FETCHER } from "~/intents/fetcher";
import { useRootData } from "~/lib/rootData";
import { useBoardKeys } from "../keyboard/viewKeys";
import type { DragData } from "./announcements";
import { BoardSettings } from "./BoardSettings";
import { placementAt, stateOf, withCard, withMove, withSentMoves, type BoardState, type SentMove } from "./boardState";
import { choiceValue, KANBAN_INTENTS, type BoardReply } from "./intents";
import { KanbanColumn } from "./KanbanColumn";
import type { BoardContext, BoardData } from "./types";

const loadDragAndDrop = () => import("./dnd");

/**
 * The Kanban board (issue 8 §1): columns side by side, each scrolling on its
 * own; below 768 px the board scrolls sideways, snapping to a column (85 % of
 * its width). With JavaScript a card is dragged by its handle with the mouse, by
 * touch, or lifted with space and moved with the arrow keys; the move shows at
 * once and rolls back with a toast when the server refuses it. dnd-kit is not
 * part of the page's first load: it arrives when the board is first reached for
 * or the browser is idle (decision 0085); until then cards move by their forms.
 */
export function KanbanBoard({ board, projectPath }: { board: BoardData; projectPath: string }) {
  const { module: dnd, intent } = useModuleWhenNeeded(loadDragAndDrop, board.canEdit);
  const [state, setState] = useState<BoardState>(() => stateOf(board));
  const { fetcher } = useEditFetcher<BoardReply>("kanban-move");
  // The moves on their way: a board loaded meanwhile may have begun before them (boardState.ts withSentMoves).
  // Once the post is answered, the board is the server's after it (read again with it, or the answer's card).
  const sent = useRef<SentMove[]>([]);
  useEffect(() => {
    if (fetcher.state === "idle") sent.current = [];
  }, [fetcher.state]);
  useEffect(() => setState(withSentMoves(stateOf(board), sent.current)), [board]);
  const csrfToken = useRootData()?.csrfToken ?? "";

  // A move's answer: the card as the server now has it (the board's loader does not run again,
  // boardRevalidates); a refused move returns the cards to the server's order (the fetcher toasts why).
  const answered = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    const card = answered?.card;
    if (card) setState((shown) => withCard(shown, card));
  }, [answered]);
  useEffect(() => {
    if (answered && !answered.ok) setState(stateOf(board));
  }, [answered, board]);

  const people = useMemo(() => new Map(board.people.map((person) => [person.userId, person])), [board.people]);
  // One object per board: the cards' memoised contents render again only when their card or the board changes.
  const context: BoardContext = useMemo(() => ({ board, projectPath, nameOf: (userId) => people.get(userId) }), [board, projectPath, people]);
  const labels = useMemo(() => new Map(board.columns.map((column) => [column.key, column.label])), [board.columns]);
  const cardName = (taskId: string) => Object.values(state).flatMap((column) => column.cards).find((card) => card.id === taskId)?.name ?? "";

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const { column: from, taskId } = active.data.current as DragData;
    const { column: to, taskId: overId } = over.data.current as DragData;
    if (!taskId || overId === taskId) return;
    const cards = state[to].cards;
    const others = cards.filter((card) => card.id !== taskId);
    // Within a column a card dropped on a lower card goes after it; anywhere else, before the card it is dropped on; on the column, last.
    const movingDown = from === to && cards.findIndex((card) => card.id === taskId) < cards.findIndex((card) => card.id === overId);
    const index = overId ? others.findIndex((card) => card.id === overId) + (movingDown ? 1 : 0) : others.length;
    move(taskId, from, to, index);
  };

  /** A card to `index` of a column's cards (without it): shown at once, then posted. */
  const move = (taskId: string, from: string, to: string, index: number) => {
    setState(withMove(state, taskId, from, to, index));
    sent.current = [...sent.current, { taskId, to, index }];
    const place = placementAt(state[to].cards, taskId, index);
    fetcher.submit(
      { intent: KANBAN_INTENTS.moveCard, board: choiceValue(board), taskId, from, to, ...place, [VIA_FETCHER]: "1", [CSRF_FIELD]: csrfToken },
      { method: "post" },
    );
  };

  // The keys (issue 21 §2): m and Shift+M move a card to the top of the next or previous column.
  useBoardKeys({
    projectPath,
    canEdit: board.canEdit,
    columns: board.columns,
    assigneesOf: (taskId) => Object.values(state).flatMap((column) => column.cards).find((card) => card.id === taskId)?.assigneeIds ?? null,
    canAssign: (userId) => people.has(userId),
    move: (taskId, from, to) => move(taskId, from, to, 0),
  });

  // While a card is dragged the board does not snap to its columns: dnd-kit's scrolling near the edge goes a few pixels at a time.
  const [strip, setStrip] = useState<HTMLDivElement | null>(null);
  const snapping = (on: boolean) => strip?.toggleAttribute("data-dragging", !on);

  const columns = (
    <div ref={setStrip} className="relative flex items-start gap-3 overflow-x-auto pb-4 max-md:snap-x max-md:snap-mandatory max-md:data-[dragging]:snap-none" {...intent}>
      {board.columns.map((column) => (
        <KanbanColumn key={column.key} column={column} shown={state[column.key] ?? column} context={context} />
      ))}
    </div>
  );
  return (
    <div className="flex flex-col gap-3">
      <BoardSettings board={board} />
      {board.columns.length === 0 ? (
        <p className="rounded-md bg-white p-4 text-slate-600 ring-1 ring-slate-200">This board has no columns yet: the team has no statuses, or the column has no options.</p>
      ) : (
        columns
      )}
      {dnd ? (
        <dnd.BoardDragAndDrop
          root={strip}
          columns={board.columns.map((column) => ({ key: column.key, ids: (state[column.key] ?? column).cards.map((card) => `${column.key}|${card.id}`) }))}
          onDragEnd={drop}
          snapping={snapping}
          names={{ card: cardName, column: (key) => labels.get(key) ?? key }}
        />
      ) : null}
    </div>
  );
}
