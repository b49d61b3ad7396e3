import { Form, Link, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { SearchBox } from "~/components/SearchBox";
import { optionId, optionsOf, SearchPanel, SEARCH_RESULTS_ID, type SearchOption } from "~/components/search/SearchPanel";
import { useDismiss } from "~/components/useDismiss";
import { useHydrated } from "~/components/useHydrated";
import { ANALYTICS_EVENTS, track, trackSearchFailure } from "~/lib/analytics/events";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from "~/lib/constants";
import { randomRid, searchHitHref } from "~/lib/search/links";
import { SEARCH_PATH, searchPath, type SearchLoaderData } from "~/lib/search/request";
import type { SearchShow } from "~/schemas/search";
import { Icon } from "~/components/Icon";
import { ICON_BUTTON_CLASS } from "./iconButton";

/**
 * The header's search icon, which turns into a search box (spec §2). With
 * JavaScript, typing opens the results panel once the trimmed text has two
 * characters (after the 500 ms debounce); without it, the icon leads to the
 * results page and the box submits to it.
 */
export function HeaderSearch({ onSearch = () => {} }: { onSearch?: (text: string) => void }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const refocusIcon = useRef(false);
  if (!open) {
    if (!hydrated) {
      return (
        <Link to={SEARCH_PATH} aria-label="Search" className={ICON_BUTTON_CLASS}>
          <Icon name="search" />
        </Link>
      );
    }
    return (
      <button
        type="button"
        aria-label="Search"
        ref={(button) => {
          if (button && refocusIcon.current) button.focus();
          refocusIcon.current = false;
        }}
        onClick={() => setOpen(true)}
        className={ICON_BUTTON_CLASS}
      >
        <Icon name="search" />
      </button>
    );
  }
  return (
    <GlobalSearch
      onSearch={onSearch}
      onClose={(refocus) => {
        refocusIcon.current = refocus;
        setOpen(false);
      }}
    />
  );
}

/** The open search box, its panel, and the keys that move through it. */
function GlobalSearch({ onSearch, onClose }: { onSearch: (text: string) => void; onClose: (refocusIcon: boolean) => void }) {
  const fetcher = useFetcher<SearchLoaderData>();
  const navigate = useNavigate();
  const location = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState<{ q: string; show: SearchShow } | null>(null);
  const [active, setActive] = useState(-1);

  const run = (q: string, show: SearchShow) => {
    setQuery({ q, show });
    setActive(-1);
    fetcher.load(searchPath(q, show));
  };
  const closePanel = useCallback(() => setQuery(null), []);
  useDismiss(container, query !== null, closePanel);

  const data = fetcher.data;
  useEffect(() => {
    if (data?.error) trackSearchFailure(data.error);
  }, [data]);

  const result = query && data?.q === query.q && data.show === query.show ? data.result : null;
  const options = optionsOf(result);
  const openOption = ({ group, hit }: SearchOption) => {
    onClose(false);
    navigate(searchHitHref(group, hit, randomRid(), `${location.pathname}${location.search}`));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!query || options.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => Math.min(options.length - 1, Math.max(0, current + step)));
    } else if (event.key === "Enter" && active >= 0 && options[active]) {
      event.preventDefault();
      openOption(options[active]);
    }
  };

  return (
    // On a phone the open box covers the header (positioned) rather than pushing its icons off screen.
    <div ref={container} className="absolute inset-x-2 top-2.5 z-40 md:relative md:inset-auto md:w-64">
      <Form method="get" action={SEARCH_PATH}>
        <input type="hidden" name="show" value="All" />
        <SearchBox
          autoFocus
          name="q"
          debounceMs={SEARCH_DEBOUNCE_MS}
          onChange={(text) => {
            const q = text.trim();
            onSearch(text);
            if (q.length < SEARCH_MIN_CHARS) return closePanel();
            track(ANALYTICS_EVENTS.search, { characters: q.length });
            run(q, "All");
          }}
          onEscape={() => onClose(true)}
          inputProps={{
            role: "combobox",
            "aria-expanded": query !== null,
            "aria-controls": query ? SEARCH_RESULTS_ID : undefined,
            "aria-autocomplete": "list",
            "aria-activedescendant": query && active >= 0 ? optionId(active) : undefined,
            onKeyDown,
          }}
        />
      </Form>
      {query ? (
        <SearchPanel
          show={query.show}
          result={result}
          busy={fetcher.state !== "idle"}
          active={active}
          onShow={(show) => run(query.q, show)}
          onOpen={openOption}
        />
      ) : null}
    </div>
  );
}
