import { SEARCH_GROUPS, SEARCH_LIMIT_ALL, SEARCH_LIMIT_ONE, type GlobalSearchInput, type GlobalSearchResult } from "~/schemas/search";
import { defineQuery } from "../../operations";
import { drainSearchIndex } from "./indexer";
import { matchExpression } from "./match";
import { search } from "./store";

export const searchQueries = {
  /** tenant/getGlobalSearch (spec §7): each asked-for result group with its count and best hits. */
  "search.global": defineQuery({
    permission: "signed-in",
    handler: (context, { show, searchText }: GlobalSearchInput): GlobalSearchResult => {
      // Writes that bypassed the core (fixtures, a fresh migration) are indexed before reading.
      drainSearchIndex(context.sql, context.now);
      const groups = show === "All" ? SEARCH_GROUPS : [show];
      const match = matchExpression(searchText);
      if (!match) return Object.fromEntries(groups.map((group) => [group, { count: 0, response: [] }]));
      return search(context, match, groups, show === "All" ? SEARCH_LIMIT_ALL : SEARCH_LIMIT_ONE);
    },
  }),
};
