import { Link, useNavigate } from "@remix-run/react";
import { randomRid, searchHitHref } from "~/lib/search/links";
import { searchPath } from "~/lib/search/request";
import { SEARCH_GROUP_LABELS, SEARCH_GROUPS, SEARCH_SHOWS, type SearchGroup, type SearchShow } from "~/lib/search/groups";
import type { GlobalSearchResult, SearchHit } from "~/schemas/search";
import { SearchHitContent } from "./SearchHitRow";

export const NO_RESULTS = "We couldn't find any results";
export const NO_RESULTS_HINT = "Check for spelling or try searching for another term";

export const showLabel = (show: SearchShow) => (show === "All" ? "All" : SEARCH_GROUP_LABELS[show]);

/** The groups of a result in spec order, only those it answers. */
export const groupsOf = (result: GlobalSearchResult) =>
  SEARCH_GROUPS.flatMap((group) => {
    const found = result[group];
    return found ? [{ group, ...found }] : [];
  });

export const isEmptyResult = (result: GlobalSearchResult) => groupsOf(result).every(({ count }) => count === 0);

export function EmptyResult() {
  return (
    <div className="px-4 py-10 text-center">
      <p className="font-medium">{NO_RESULTS}</p>
      <p className="mt-1 text-sm text-slate-600">{NO_RESULTS_HINT}</p>
    </div>
  );
}

const FILTER_CLASS = "rounded-full border px-3 py-1 text-xs font-medium";
export const filterClass = (selected: boolean) =>
  `${FILTER_CLASS} ${selected ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`;

export const sectionTitle = (group: SearchGroup, count: number) => `${SEARCH_GROUP_LABELS[group]} (${count})`;

/**
 * The results page's groups (no JavaScript needed): filters and View All are
 * links to the page with that type; each row links where a click in the
 * header's panel goes.
 */
export function SearchResults({ q, show, result, back }: { q: string; show: SearchShow; result: GlobalSearchResult; back: string }) {
  return (
    <div>
      <nav aria-label="Result types" className="mb-4 flex flex-wrap gap-2">
        {SEARCH_SHOWS.map((type) => (
          <Link key={type} to={searchPath(q, type)} aria-current={type === show ? "page" : undefined} className={filterClass(type === show)}>
            {showLabel(type)}
          </Link>
        ))}
      </nav>
      {isEmptyResult(result) ? (
        <EmptyResult />
      ) : (
        groupsOf(result)
          .filter(({ count }) => count > 0)
          .map(({ group, count, response }) => (
            <section key={group} aria-labelledby={`search-page-${group}`} className="mb-6">
              <div className="mb-2 flex items-center justify-between">
                <h2 id={`search-page-${group}`} className="text-sm font-semibold text-slate-700">
                  {sectionTitle(group, count)}
                </h2>
                {show === "All" ? (
                  <Link to={searchPath(q, group)} className="text-sm font-medium text-brand-700 hover:underline">
                    View All <span className="sr-only">{SEARCH_GROUP_LABELS[group]}</span>
                  </Link>
                ) : null}
              </div>
              <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                {response.map((hit) => (
                  <li key={hit.source.id}>
                    <HitLink group={group} hit={hit} back={back} />
                  </li>
                ))}
              </ul>
            </section>
          ))
      )}
    </div>
  );
}

/** A row's link: its rid is drawn when the page is made, and again for each click with JavaScript. */
function HitLink({ group, hit, back }: { group: SearchGroup; hit: SearchHit; back: string }) {
  const navigate = useNavigate();
  return (
    <Link
      to={searchHitHref(group, hit, randomRid(), back)}
      suppressHydrationWarning
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        navigate(searchHitHref(group, hit, randomRid(), back));
      }}
      className="flex items-center gap-2 px-3 py-2 text-sm hover:bg-slate-50"
    >
      <SearchHitContent group={group} hit={hit} />
    </Link>
  );
}
