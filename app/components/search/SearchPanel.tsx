import { SEARCH_GROUP_LABELS, SEARCH_SHOWS, type SearchGroup, type SearchShow } from "~/lib/search/groups";
import type { GlobalSearchResult, SearchHit } from "~/schemas/search";
import { SearchHitContent } from "./SearchHitRow";
import { EmptyResult, filterClass, groupsOf, isEmptyResult, sectionTitle, showLabel } from "./SearchResults";

/** The panel's results: one listbox per result type, which the search box controls. */
export const SEARCH_RESULTS_ID = "global-search-results";
export const optionId = (index: number) => `global-search-option-${index}`;

export type SearchOption = { group: SearchGroup; hit: SearchHit };

/** The options of a result in the order the arrows move through them. */
export const optionsOf = (result: GlobalSearchResult | null): SearchOption[] =>
  result ? groupsOf(result).flatMap(({ group, response }) => response.map((hit) => ({ group, hit }))) : [];

/**
 * The header's results panel (spec §2, §4, §9: 500 px wide, at most 548 px high, as high as its results): filter buttons
 * All plus one per result type, then each type's section with its rows; the
 * rows are options of one listbox per type (the search box keeps the focus,
 * its arrows move the active option across them).
 */
export function SearchPanel({
  show,
  result,
  busy,
  active,
  onShow,
  onOpen,
}: {
  show: SearchShow;
  result: GlobalSearchResult | null;
  busy: boolean;
  active: number;
  onShow: (show: SearchShow) => void;
  onOpen: (option: SearchOption) => void;
}) {
  let index = 0;
  return (
    <div className="absolute right-0 top-full z-40 mt-2 flex max-h-[548px] w-[500px] max-w-[calc(100vw-1rem)] flex-col rounded-lg border border-slate-200 bg-white shadow-xl">
      <div role="toolbar" aria-label="Result types" className="flex flex-wrap gap-2 border-b border-slate-200 p-3">
        {SEARCH_SHOWS.map((type) => (
          <button key={type} type="button" aria-pressed={type === show} onClick={() => onShow(type)} className={filterClass(type === show)}>
            {showLabel(type)}
          </button>
        ))}
      </div>
      <div id={SEARCH_RESULTS_ID} className="min-h-0 flex-1 overflow-y-auto p-2" aria-busy={busy} aria-live="polite">
        {result && isEmptyResult(result) ? <EmptyResult /> : null}
        {result
          ? groupsOf(result)
              .filter(({ count }) => count > 0)
              .map(({ group, count, response }) => (
                <section key={group} className="mb-2">
                  <div className="flex items-center justify-between px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
                    <h2 id={`global-search-${group}`}>{sectionTitle(group, count)}</h2>
                    {show === "All" ? (
                      <button type="button" onClick={() => onShow(group)} className="normal-case tracking-normal text-brand-700 hover:underline">
                        View All <span className="sr-only">{SEARCH_GROUP_LABELS[group]}</span>
                      </button>
                    ) : null}
                  </div>
                  <div role="listbox" aria-labelledby={`global-search-${group}`}>
                    {response.map((hit) => {
                      const at = index++;
                      return (
                        <div
                          key={hit.source.id}
                          id={optionId(at)}
                          role="option"
                          aria-selected={at === active}
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => onOpen({ group, hit })}
                          className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-slate-50 aria-selected:bg-brand-50"
                        >
                          <SearchHitContent group={group} hit={hit} />
                        </div>
                      );
                    })}
                  </div>
                </section>
              ))
          : null}
      </div>
    </div>
  );
}
