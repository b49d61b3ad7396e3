import type { GlobalSearchResult } from "~/schemas/search";
import { SEARCH_SHOWS, type SearchShow } from "./groups";

/** The results page's query (?q=&show=), read leniently: an unknown show is All. */
export const SEARCH_PATH = "/search";

export function readSearchQuery(params: URLSearchParams): { q: string; show: SearchShow } {
  const show = params.get("show") ?? "All";
  return { q: (params.get("q") ?? "").trim(), show: (SEARCH_SHOWS as readonly string[]).includes(show) ? (show as SearchShow) : "All" };
}

export const searchPath = (q: string, show: SearchShow = "All") => `${SEARCH_PATH}?${new URLSearchParams({ q, show })}`;

/** What the results page's loader answers (routes/_app.search), which the header's search panel loads too. */
export type SearchLoaderData = { q: string; show: SearchShow; result: GlobalSearchResult | null; error: string | null };
