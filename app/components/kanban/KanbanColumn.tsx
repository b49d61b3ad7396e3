import { Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CsrfField } from "~/components/CsrfField";
import { useEditFetcher } from "~/components/tasks/useEditFetcher";
import { useHydrated } from "~/components/useHydrated";
import { CARDS_PER_PAGE } from "~/lib/kanban";
import { VIA_FETCHER } from "~/intents/fetcher";
import type { BoardState } from "./boardState";
import { choiceValue, KANBAN_INTENTS } from "./intents";
import { KanbanCard } from "./KanbanCard";
import { withParams } from "~/lib/searchParams";
import { withLoaded } from "../list/listUrl";
import type { BoardColumnData, BoardContext } from "./types";

const CARDS_CLASS = "max-h-[65dvh] min-h-16 overflow-y-auto px-2 pb-2";

type ColumnProps = {
  column: BoardColumnData;
  shown: BoardState[string];
  context: BoardContext;
};

/** A column of the board: heading with its count, "Add card", its cards (scrolling on their own, paging as they scroll: "Load more"). */
export function KanbanColumn({ column, shown, context }: ColumnProps) {
  const hydrated = useHydrated();
  const [collapsed, setCollapsed] = useState(false);
  const headingId = `column-${column.key}`;
  const listId = `${headingId}-cards`;
  const { cards } = shown;
  const list = (
    <>
      {cards.length === 0 ? <p className="px-1 py-3 text-sm text-slate-600">No cards</p> : null}
      <ul aria-labelledby={headingId} className="flex flex-col gap-2">
        {cards.map((card, index) => (
          <KanbanCard key={card.id} card={card} column={column.key} context={context} previousId={cards[index - 1]?.id ?? null} nextId={cards[index + 1]?.id ?? null} />
        ))}
      </ul>
      {column.nextCursor ? <LoadMore column={column} cursor={column.nextCursor} loaded={column.cards.length} total={column.count} /> : null}
    </>
  );
  return (
    <section aria-labelledby={headingId} className="flex w-72 shrink-0 max-md:w-[85%] max-md:snap-start flex-col rounded-lg bg-slate-50 ring-1 ring-slate-200">
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
            className="min-h-6 rounded px-1.5 py-0.5 text-xs text-slate-700 hover:bg-slate-200"
          >
            {collapsed ? "Expand" : "Collapse"}
            <span className="sr-only"> {column.label}</span>
          </button>
        ) : null}
      </header>
      <div id={listId} hidden={collapsed} className="flex min-h-0 flex-1 flex-col">
        {context.board.canEdit ? <AddCardForm column={column} context={context} /> : null}
        <div data-drop-column={column.key} className={CARDS_CLASS}>
          {list}
        </div>
      </div>
    </section>
  );
}

/**
 * The column's next page: a link that counts the column's cards in the address (`loaded`), so a
 * revalidation after a move or an edit reads them again (decision record 58); past the cap the
 * column's next page alone. With JavaScript it is followed too when the column's end scrolls into view.
 */
function LoadMore({ column, cursor, loaded, total }: { column: BoardColumnData; cursor: string; loaded: number; total: number }) {
  const { search } = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const link = useRef<HTMLAnchorElement>(null);
  const href = withLoaded(search, column.key, loaded + CARDS_PER_PAGE) ?? withParams(search, { column: column.key, cursor });
  const loading = navigation.state === "loading" && navigation.location.search === href;
  const idle = navigation.state === "idle";
  useEffect(() => {
    const target = link.current;
    if (!target || !idle || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) navigate(href, { preventScrollReset: true, replace: true });
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [href, idle, navigate]);
  return (
    <p className="px-1 pt-2 text-sm">
      <Link ref={link} to={href} preventScrollReset replace aria-busy={loading || undefined} className="inline-block py-1 text-brand-700 hover:underline">
        {loading ? "Loading…" : `Load more (${loaded} of ${total})`}
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
      <input id={inputId} name="name" required placeholder="+ Add card" className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 text-sm max-md:min-h-11" />
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className="rounded bg-brand-600 px-2 py-1 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60 max-md:min-h-11">
        Add card<span className="sr-only"> to {column.label}</span>
      </button>
    </fetcher.Form>
  );
}
