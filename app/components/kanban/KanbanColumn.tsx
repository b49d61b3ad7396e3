import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CsrfField } from "~/components/CsrfField";
import { useEditFetcher } from "~/components/tasks/useEditFetcher";
import { useHydrated } from "~/components/useHydrated";
import { viewPath } from "~/lib/projects";
import { VIA_FETCHER } from "~/intents/fetcher";
import type { DragData } from "./announcements";
import type { BoardState } from "./boardState";
import { choiceValue, KANBAN_INTENTS } from "./intents";
import { KanbanCard } from "./KanbanCard";
import type { BoardColumnData, BoardContext, PageData } from "./types";

type ColumnProps = {
  column: BoardColumnData;
  shown: BoardState[string];
  context: BoardContext;
  draggable: boolean;
  onPage: (page: PageData) => void;
};

/** A column of the board: heading with its count, "Add card", its cards (scrolling on their own, paging as they scroll). */
export function KanbanColumn({ column, shown, context, draggable, onPage }: ColumnProps) {
  const hydrated = useHydrated();
  const [collapsed, setCollapsed] = useState(false);
  const data: DragData = { column: column.key };
  const droppable = useDroppable({ id: `column|${column.key}`, data, disabled: !draggable });
  const headingId = `column-${column.key}`;
  const listId = `${headingId}-cards`;
  const { cards } = shown;
  return (
    <section aria-labelledby={headingId} className="flex w-72 shrink-0 flex-col rounded-lg bg-slate-50 ring-1 ring-slate-200">
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
        {column.colour ? <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: column.colour }} /> : null}
        <h3 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">
          {column.label} <span className="font-normal text-slate-600">({shown.count})</span>
        </h3>
        {hydrated ? (
          <button
            type="button"
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => setCollapsed(!collapsed)}
            className="rounded px-1.5 py-0.5 text-xs text-slate-700 hover:bg-slate-200"
          >
            {collapsed ? "Expand" : "Collapse"}
            <span className="sr-only"> {column.label}</span>
          </button>
        ) : null}
      </header>
      <div id={listId} hidden={collapsed} className="flex min-h-0 flex-1 flex-col">
        {context.board.canEdit ? <AddCardForm column={column} context={context} /> : null}
        <div ref={droppable.setNodeRef} className="max-h-[65vh] min-h-16 overflow-y-auto px-2 pb-2">
          {cards.length === 0 ? <p className="px-1 py-3 text-sm text-slate-600">No cards</p> : null}
          <SortableContext items={cards.map((card) => `${column.key}|${card.id}`)} strategy={verticalListSortingStrategy}>
            <ul aria-labelledby={headingId} className="flex flex-col gap-2">
              {cards.map((card, index) => (
                <KanbanCard
                  key={card.id}
                  card={card}
                  column={column.key}
                  context={context}
                  draggable={draggable}
                  previousId={cards[index - 1]?.id ?? null}
                  nextId={cards[index + 1]?.id ?? null}
                />
              ))}
            </ul>
          </SortableContext>
          {shown.nextCursor ? <LoadMore column={column} cursor={shown.nextCursor} loaded={cards.length} total={shown.count} context={context} onPage={onPage} /> : null}
        </div>
      </div>
    </section>
  );
}

/** The column's next page: with JavaScript when its end scrolls into view (or the link is followed), without it by the link. */
function LoadMore({ column, cursor, loaded, total, context, onPage }: { column: BoardColumnData; cursor: string; loaded: number; total: number; context: BoardContext; onPage: (page: PageData) => void }) {
  const fetcher = useFetcher<{ page: PageData | null }>();
  const link = useRef<HTMLAnchorElement>(null);
  const params = new URLSearchParams({ column: column.key, cursor });
  const load = () => {
    if (fetcher.state !== "idle") return;
    fetcher.load(`${viewPath(context.projectPath, "KANBAN")}/cards?${params}&board=${encodeURIComponent(choiceValue(context.board))}`);
  };
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.page) onPage(fetcher.data.page);
  }, [fetcher.state, fetcher.data, onPage]);
  useEffect(() => {
    const target = link.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(target);
    return () => observer.disconnect();
  });
  return (
    <p className="px-1 pt-2 text-sm">
      <Link
        ref={link}
        to={`?${params}`}
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          load();
        }}
        aria-busy={fetcher.state !== "idle" || undefined}
        className="text-brand-700 hover:underline"
      >
        {fetcher.state !== "idle" ? "Loading…" : `Load more (${loaded} of ${total})`}
        <span className="sr-only"> in {column.label}</span>
      </Link>
    </p>
  );
}

/** "Add card" at the top of a column: a task with the column's value, first in the column. */
function AddCardForm({ column, context }: { column: BoardColumnData; context: BoardContext }) {
  const { fetcher, pending } = useEditFetcher(`add-card-${column.key}`);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const inputId = `add-card-${column.key}`;
  return (
    <fetcher.Form ref={form} method="post" className="flex items-center gap-1 px-2 py-2">
      <CsrfField />
      <input type="hidden" name="intent" value={KANBAN_INTENTS.addCard} />
      <input type="hidden" name="board" value={choiceValue(context.board)} />
      <input type="hidden" name="to" value={column.key} />
      {hydrated ? <input type="hidden" name={VIA_FETCHER} value="1" /> : null}
      <label htmlFor={inputId} className="sr-only">
        New card in {column.label}
      </label>
      <input id={inputId} name="name" required placeholder="+ Add card" className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 text-sm" />
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className="rounded bg-brand-600 px-2 py-1 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60">
        Add card<span className="sr-only"> to {column.label}</span>
      </button>
    </fetcher.Form>
  );
}
