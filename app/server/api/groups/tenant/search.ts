import { GlobalSearchResultSchema, GlobalSearchSchema } from "~/schemas/search";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runQuery } from "../../core/session";

const getGlobalSearch = apiRoute({
  method: "post",
  path: "/getGlobalSearch",
  summary:
    "Global search (spec §3, §7): each result group (all six for show All) with the count of hits the caller may open and the best of them, by relevance and recency",
  input: GlobalSearchSchema,
  data: GlobalSearchResultSchema,
  tags: ["tenant"],
});

/** The header's search box and the search results page. */
export const searchApi = createRouter().openapi(getGlobalSearch, async (c) =>
  ok(c, (await runQuery(c, { name: "search.global", input: c.req.valid("json") })).data),
);
